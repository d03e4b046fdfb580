import type { Browser } from 'playwright-core';
import { createGithubServer, type FakeGithub, startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { startApp, type AppProcess } from './app-process';
import { launchBrowser } from './browser';

/** The app wired to a fake GitHub and an SMTP sink, and a browser to drive it. */
export interface GithubStack {
  sink: SmtpSink;
  github: FakeGithub;
  app: AppProcess;
  browser: Browser;
}

export async function startGithubStack(env: Record<string, string> = {}): Promise<GithubStack> {
  const sink = await startSmtpSink();
  const github = await createGithubServer();
  const app = await startApp({
    SMTP_URL: sink.url,
    GITHUB_CLIENT_ID: github.app.clientId,
    GITHUB_CLIENT_SECRET: github.app.clientSecret,
    GITHUB_URL: github.webUrl,
    GITHUB_API_URL: github.apiUrl,
    ...env,
  });
  const browser = await launchBrowser();
  return { sink, github, app, browser };
}

/** Stops what `startGithubStack` started (whatever part of it did start). */
export async function stopGithubStack(stack: Partial<GithubStack>): Promise<void> {
  await stack.browser?.close();
  await stack.app?.stop();
  await stack.github?.close();
  await stack.sink?.close();
}
