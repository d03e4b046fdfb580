import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
      css: false,
      testTimeout: 20_000,
      // One module graph per worker: React, the router and the UI kit load once, not once per
      // file (the files clean up after each test: test/setup.ts). Cut the web run from minutes
      // of imports to seconds.
      isolate: false,
      unstubGlobals: true,
    },
  }),
);
