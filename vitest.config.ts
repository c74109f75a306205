import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A browser walk (sign in, pay, wait for the phone) on a 2-core machine running other suites beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each test file starts its own server on its own database, inside forks that live for the whole run: a fork
    // loads the server's modules once and runs file after file (`isolate: false`) rather than loading them anew for
    // each. What a file changes for the process (the clock) is put back after it (tests/helpers/each-file.ts).
    pool: 'forks',
    isolate: false,
    setupFiles: ['tests/helpers/each-file.ts'],
    // A file spends much of its time waiting on another process (Chromium drawing, PostgreSQL answering): one fork
    // per core keeps a 2-core machine busy where vitest's default (one fewer) leaves a core idle.
    maxWorkers: Math.max(2, availableParallelism()),
    reporters: ['default'],
    projects: [
      { extends: true, test: { name: 'server', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/web/**'] } },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          // One Chromium for the run, which every browser test connects to.
          globalSetup: ['tests/helpers/shared-chromium.ts'],
          // A browser walk on a loaded CI machine can miss a timing it meets everywhere else: it gets one more try
          // there (as Playwright's own CI setting does), and the report still shows the retry.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
