import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'test/**/*.test.ts', 'cli/**/*.test.ts', 'collectors/**/*.test.ts', 'bench/**/*.test.ts', 'web/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // One test file at a time: the live perf tests measure CPU shares, which load from a
    // concurrent test file (a server, a browser, other perf runs) can skew on 2 cores; the
    // suite takes the same time either way (its tests mostly wait on profiled programs).
    fileParallelism: false,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
