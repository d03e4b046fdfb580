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
    // Four files at a time: a browser test often waits (for the app, the mail sink, a poll), and
    // each file has its own accounts and projects, or its own app started from the template.
    // Measured on a fresh clone on two cores: 724 s with two files at a time (Chromium, the apps
    // and the runner using 0.8 of a core on average), 590 s with four, every test passing.
    fileParallelism: true,
    maxWorkers: 4,
    // The longest files start first (support/sequencer.ts), so no long file starts last.
    sequence: { sequencer: LongestFirst },
    // Chromium, the app and the test share two cores: a sign-up (password hashing, mail) can
    // take seconds there. A poll still fails when its condition never comes true.
    expect: { poll: { timeout: 10_000 } },
  },
});
