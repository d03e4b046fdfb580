import type { TestProject } from 'vitest/node';
import { startApp } from './app-process';

/** One app for the suites that need no outside services. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  return () => app.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
