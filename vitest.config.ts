import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // API suites each start their own server on their own database; run files in separate forks.
    pool: 'forks',
    reporters: ['default'],
  },
});
