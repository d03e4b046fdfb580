import { createHmac, randomUUID } from 'node:crypto';
import examples from '@octokit/webhooks-examples';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { WEBHOOK_RECEIVER_PATH, type WebhookConfig } from '@shiplog/contract';
import type { FakeGithub, FakeHook } from '@shiplog/fakes';
import { webhookDeliveries } from '../../src/db/schema';
import type { SignedIn } from './accounts';
import { call, nextAddress } from './api';
import type { TestApp } from './app';
import { signUpWithGithub } from './github';
import { createProject } from './projects';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** GitHub's own example payload of `event` (the first `pick` accepts), moved to `fullName`. */
export function examplePayload(
  event: string,
  fullName: string,
  pick: (p: Json) => boolean = () => true,
): Json {
  const found = examples.find((e) => e.name === event)?.examples.find((p) => pick(p));
  if (!found) throw new Error(`no ${event} example`);
  const payload = structuredClone(found) as Json;
  const [owner, name] = fullName.split('/');
  payload.repository = {
    ...payload.repository,
    full_name: fullName,
    name,
    owner: { ...payload.repository.owner, login: owner },
  };
  return payload;
}

export const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export interface DeliveryInput {
  body: string;
  secret?: string;
  event?: string;
  id?: string;
  /** Headers to add, or to drop (undefined). */
  headers?: Record<string, string | undefined>;
  ip?: string;
}

/** A POST to the receiver the way GitHub makes it: no cookie, no Origin, signed with `secret`. */
export function postDelivery(t: TestApp, input: DeliveryInput) {
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    'user-agent': 'GitHub-Hookshot/f4e3c2a',
    'x-github-event': input.event ?? 'push',
    'x-github-delivery': input.id ?? randomUUID(),
    ...(input.secret ? { 'x-hub-signature-256': signatureOf(input.secret, input.body) } : {}),
    ...input.headers,
  };
  const sent = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_RECEIVER_PATH,
    headers: sent,
    payload: input.body,
    remoteAddress: input.ip ?? nextAddress(),
  });
}

export interface WebhookProject {
  owner: SignedIn;
  projectId: string;
  repo: string;
  config: WebhookConfig;
  /** The hook as the fake GitHub holds it, secret included. */
  hook: FakeHook;
  secret: string;
}

/** A GitHub-connected owner with a project on `login/name` and our hook on it, set up through the API. */
export async function webhookProject(
  t: TestApp,
  github: FakeGithub,
  login: string,
  name: string,
  options: { isPrivate?: boolean } = {},
): Promise<WebhookProject> {
  const { user: owner } = await signUpWithGithub(t, github, login);
  github.addRepo(login, { name });
  const repo = `${login}/${name}`;
  const { id: projectId } = await createProject(t, owner, {
    repository_name: repo,
    is_private: options.isPrivate ?? false,
  });
  const res = await call(t, 'POST', `/api/projects/${projectId}/webhook`, {
    as: owner,
    payload: { repository_name: repo },
  });
  expect(res.statusCode, res.body).toBe(200);
  const hook = github.hooks(repo).at(-1)!;
  return { owner, projectId, repo, config: res.json(), hook, secret: hook.config.secret! };
}

export const deliveriesOf = (t: TestApp, id: string) =>
  t.deps.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));

/** One delivery row by id (the test fails later on a missing one). */
export async function deliveryRow(t: TestApp, id: string) {
  return (await deliveriesOf(t, id))[0]!;
}

export const countDeliveries = (t: TestApp) => t.deps.database.db.$count(webhookDeliveries);

/** process-webhook jobs queued for a delivery id (any state). */
export async function jobsFor(t: TestApp, deliveryId: string): Promise<number> {
  const { rows } = await t.deps.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'process-webhook' and singleton_key = $1`,
    [deliveryId],
  );
  return Number(rows[0]!.n);
}

/** Moves a delivery's receipt into the past. */
export const ageDelivery = (t: TestApp, id: string, interval: string) =>
  t.deps.database.db
    .update(webhookDeliveries)
    .set({ receivedAt: sql`now() - ${interval}::interval` })
    .where(eq(webhookDeliveries.id, id));
