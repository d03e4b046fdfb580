import { defineConfig } from 'vitest/config';

const server = (engine: 'pglite' | 'postgres') => ({
  test: {
    name: `server-${engine}`,
    root: 'apps/server',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    env: { DB_ENGINE: engine },
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks' as const,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] } },
      'apps/web',
      server('pglite'),
      server('postgres'),
    ],
  },
});
