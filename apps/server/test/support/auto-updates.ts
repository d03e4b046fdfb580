import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { AutoUpdateSettingsBody, Update } from '@shiplog/contract';
import { updates, webhookDeliveries } from '../../src/db/schema';
import { processWebhookJob } from '../../src/jobs/process-webhook.job';
import type { SignedIn } from './accounts';
import { call } from './api';
import type { TestApp } from './app';
import { deliveryRow, examplePayload } from './webhooks';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

/** GitHub's example payload of `event` (the first `pick` accepts) on `fullName`, default branch `main`. */
function example(event: string, fullName: string, pick: (payload: Json) => boolean): Json {
  const payload = examplePayload(event, fullName, pick);
  payload.repository = { ...payload.repository, default_branch: 'main', master_branch: 'main' };
  return payload;
}

export interface CommitSpec {
  message: string;
  files?: string[];
  author?: string;
}

/** GitHub's example push to the default branch, carrying `commits` (one distinct commit each). */
export function pushPayload(fullName: string, commits: CommitSpec[]): Json {
  const payload = example('push', fullName, (p) => p.ref === 'refs/heads/master' && p.commits.length === 1);
  const template = payload.commits[0];
  payload.ref = 'refs/heads/main';
  payload.commits = commits.map((c, i) => {
    const id = randomUUID()
      .replace(/-/g, '')
      .padEnd(40, String(i % 10))
      .slice(0, 40);
    const author = { ...template.author, username: c.author ?? template.author.username };
    return {
      ...template,
      id,
      message: c.message,
      author,
      added: [],
      removed: [],
      modified: c.files ?? ['src/app.ts'],
    };
  });
  payload.head_commit = payload.commits.at(-1) ?? null;
  payload.after = payload.head_commit?.id ?? payload.after;
  return payload;
}

/** GitHub's example pull request, closed and merged into the default branch. */
export function mergedPullRequestPayload(
  fullName: string,
  pr: {
    title: string;
    body?: string;
    additions?: number;
    deletions?: number;
    user?: string;
    labels?: string[];
  },
): Json {
  const payload = example('pull_request', fullName, (p) => p.action === 'closed');
  Object.assign(payload.pull_request, {
    merged: true,
    title: pr.title,
    body: pr.body ?? payload.pull_request.body,
    additions: pr.additions ?? payload.pull_request.additions,
    deletions: pr.deletions ?? payload.pull_request.deletions,
    base: { ...payload.pull_request.base, ref: 'main' },
    user: { ...payload.pull_request.user, login: pr.user ?? payload.pull_request.user.login },
    labels: (pr.labels ?? []).map((name, i) => ({ id: i + 1, name, color: 'ededed', default: false })),
  });
  return payload;
}

/** GitHub's example published release, with this tag, name and notes; its id follows the tag unless given. */
export function releasePayload(
  fullName: string,
  release: { tag: string; name?: string | null; body?: string | null; id?: number },
): Json {
  const payload = example('release', fullName, (p) => p.action === 'published');
  Object.assign(payload.release, {
    id: release.id ?? parseInt(createHash('sha1').update(release.tag).digest('hex').slice(0, 8), 16),
    tag_name: release.tag,
    name: release.name ?? null,
    body: release.body ?? null,
  });
  return payload;
}

/** A delivery row as the receiver stores it (result 'queued'); answers its id. */
export async function storeDelivery(t: TestApp, projectId: string, event: string, payload: unknown) {
  const id = randomUUID();
  await t.deps.database.db
    .insert(webhookDeliveries)
    .values({ id, projectId, event, payload: JSON.stringify(payload) });
  return id;
}

const silent = pino({ level: 'silent' });

/** The process-webhook job's handler, as a worker runs it. */
export const runJob = (t: TestApp, deliveryId: string, lastTry = false) =>
  processWebhookJob.handler({ deliveryId }, { deps: t.deps, logger: silent, jobId: randomUUID(), lastTry });

/** Stores the delivery and runs the job on it; answers the delivery row afterwards. */
export async function deliver(t: TestApp, projectId: string, event: string, payload: unknown) {
  const id = await storeDelivery(t, projectId, event, payload);
  await runJob(t, id);
  return deliveryRow(t, id);
}

export const updatesOf = (t: TestApp, projectId: string) =>
  t.deps.database.db.select().from(updates).where(eq(updates.projectId, projectId));

/** PUT /api/projects/{id}/auto-updates as the owner; fails the test unless it answers 200. */
export async function saveSettings(
  t: TestApp,
  owner: SignedIn,
  projectId: string,
  settings: Partial<AutoUpdateSettingsBody> = {},
) {
  const payload = {
    enabled: true,
    tone: 'professional',
    commit_types: ['push', 'merge', 'release'],
    min_significance: 'medium',
    ...settings,
  };
  const res = await call(t, 'PUT', `/api/projects/${projectId}/auto-updates`, { as: owner, payload });
  if (res.statusCode !== 200) throw new Error(`settings not saved: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** GET /api/projects/{id}/updates as `who` (or signed out). */
export async function timeline(t: TestApp, projectId: string, who: SignedIn | null) {
  const res = await call(t, 'GET', `/api/projects/${projectId}/updates`, { as: who });
  if (res.statusCode !== 200) throw new Error(`timeline: ${res.statusCode} ${res.body}`);
  return res.json<Update[]>();
}
