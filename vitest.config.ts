import { defineConfig } from 'vitest/config';

import { bothEngines, engineFree } from './apps/server/test/engine-split.ts';
import { longestFirst } from './test/support/longest-first.ts';

/** Every server test file on both engines, as before the split (`TEST_ALL_ENGINES=1`). */
const allEngines = process.env.TEST_ALL_ENGINES === '1';

const server = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: 'apps/server',
    // See apps/server/test/engine-split.ts: engine-free files once (PGlite), engine-specific
    // ones on both, the rest once on PostgreSQL.
    include: engine === 'pglite' && !allEngines ? [...engineFree, ...bothEngines] : ['test/**/*.test.ts'],
    exclude: engine === 'postgres' ? engineFree : [],
    environment: 'node',
    env: { DB_ENGINE: engine },
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/scratch-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
    // One module graph per worker: each file used to import the whole server again (307 s of
    // imports in a run). Files share no state through modules: each builds its app and
    // database (support/app.ts) and closes them.
    isolate: false,
  },
});

/**
 * The longer files, with the seconds each took in a run (three workers on two cores), start
 * first within their project (test/support/longest-first.ts): on a fresh clone Vitest would run
 * them in name order, and a long file that starts last holds up the end of the suite.
 */
const LongestFirst = longestFirst({
  'server-pglite:test/db-backup.test.ts': 65,
  'server-postgres:test/mail-fanout.test.ts': 55,
  'server-pglite:test/mail-fanout-batches.test.ts': 38,
  'web:src/features/updates/components/update-modal.test.tsx': 30,
  'server-postgres:test/cli.test.ts': 29,
  'server-pglite:test/boot.test.ts': 27,
  'server-pglite:test/mail-crash.test.ts': 27,
  'server-pglite:test/ai-voice.test.ts': 25,
  'server-postgres:test/mail-fanout-batches.test.ts': 24,
  'server-pglite:test/process-signals.test.ts': 23,
  'server-postgres:test/boot.test.ts': 21,
});

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the suites wait on databases, child
    // processes and timers as much as on the CPU, so three run side by side.
    maxWorkers: 3,
    sequence: { sequencer: LongestFirst },
    projects: [
      // The contract project also runs the repository's own checks in test/ (import boundaries,
      // cycles between the server's folders): engine-free and quick.
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['test/**/*.test.ts', '../../test/**/*.test.ts'],
        },
      },
      'apps/web',
      // The shiplog command line's own tests (its end-to-end test against the app is a server test).
      { test: { name: 'cli', root: 'packages/cli', include: ['test/**/*.test.ts'], environment: 'node' } },
      server('pglite'),
      server('postgres'),
    ],
  },
});
