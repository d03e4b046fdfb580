import { defineConfig } from 'vitest/config';
import LongestFirst from './support/sequencer.ts';

export default defineConfig({
  test: {
    name: 'e2e',
    root: '.',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Two files at a time: a browser test mostly waits (for the app, the mail sink, a poll), and
    // each file has its own accounts and projects, or its own app started from the template.
    fileParallelism: true,
    maxWorkers: 2,
    // The longest files start first (support/sequencer.ts), so no long file starts last.
    sequence: { sequencer: LongestFirst },
    // Chromium, the app and the test share two cores: a sign-up (password hashing, mail) can
    // take seconds there. A poll still fails when its condition never comes true.
    expect: { poll: { timeout: 10_000 } },
  },
});
