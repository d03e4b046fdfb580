import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './app-process';

/**
 * One app for the suites that need no outside services, started on an empty DATA_DIR as on a
 * first `npm start`. Once it is up, its data directory (created, migrated) is copied while the
 * app is stopped, then the app runs again on it: the other suites' apps start from that copy.
 */
export default async function setup(project: TestProject) {
  const first = await startApp({}, null);
  const template = mkdtempSync(join(tmpdir(), 'shiplog-e2e-template-'));
  // A socket (the backup channel's, left by an app stopped the hard way) cannot be copied.
  await first.stop({
    keep: (dataDir) =>
      cpSync(dataDir, template, { recursive: true, filter: (path) => !path.endsWith('.sock') }),
  });
  const app = await startApp({}, template);
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDirTemplate', template);
  return async () => {
    await app.stop();
    rmSync(template, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDirTemplate: string;
  }
}
