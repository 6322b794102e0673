import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['specs/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server, one browser per file; two files at a time suits a two-core machine.
    maxWorkers: 2,
    // A page on a loaded two-core machine can take more than the default second to show a change.
    expect: { poll: { timeout: 10_000 } },
  },
});
