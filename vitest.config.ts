import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A browser walk (sign in, pay, wait for the phone) on a 2-core machine running other suites beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // API suites each start their own server on their own database; run files in separate forks.
    pool: 'forks',
    // A file spends much of its time waiting on another process (Chromium drawing, PostgreSQL answering): one fork
    // per core keeps a 2-core machine busy where vitest's default (one fewer) leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'server', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/web/**'] } },
      {
        extends: true,
        // A browser walk on a loaded CI machine can miss a timing it meets everywhere else: it gets one more try
        // there (as Playwright's own CI setting does), and the report still shows the retry.
        test: { name: 'web', include: ['tests/web/**/*.test.{ts,tsx}'], retry: process.env.CI ? 1 : 0 },
      },
    ],
  },
});
