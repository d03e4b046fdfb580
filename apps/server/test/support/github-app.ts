import { createGithubServer, type FakeGithub } from '@shiplog/fakes';
import { githubEnv } from './github';
import { createTestApp, type TestApp } from './test-app';

/** A test app pointed at a fresh fake GitHub (`env` added to its environment). */
export async function startGithubApp(
  env: Record<string, string> = {},
): Promise<{ github: FakeGithub; t: TestApp }> {
  const github = await createGithubServer();
  const t = await createTestApp({ env: { ...githubEnv(github), ...env } });
  return { github, t };
}

/** Closes what startGithubApp started (either may be missing when the start failed). */
export async function stopGithubApp(t: TestApp | undefined, github: FakeGithub | undefined): Promise<void> {
  await t?.close();
  await github?.close();
}
