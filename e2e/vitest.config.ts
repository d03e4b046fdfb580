import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    fileParallelism: false,
    // Chromium, the app and the test share two cores: a sign-up (password hashing, mail) can
    // take seconds there. A poll still fails when its condition never comes true.
    expect: { poll: { timeout: 10_000 } },
  },
});
