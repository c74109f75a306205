import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // A browser walk (sign in, pay, wait for the phone) on a 2-core machine running other suites beside it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // API suites each start their own server on their own database; run files in separate forks.
    pool: 'forks',
    reporters: ['default'],
  },
});
