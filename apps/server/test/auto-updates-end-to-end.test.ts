import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '@shiplog/fakes';
import { projects, projectWebhooks } from '../src/db/schema';
import { createBuiltinWriter } from '../src/integrations/ai/builtin-writer';
import { notifyUpdatesJob } from '../src/jobs/notify-updates.job';
import { processWebhookJob } from '../src/jobs/process-webhook.job';
import { createSendMailJob } from '../src/jobs/send-mail.job';
import { createHookSecrets } from '../src/modules/webhooks/hook-secrets';
import {
  createProject,
  setReviewRule,
  createTestApp,
  MAIL_FROM,
  MAIL_PUBLIC_URL,
  MAIL_RETRIES,
  signUpConfirmed,
  startWorkers,
  until,
  untilWorkersIdle,
} from './support';
import type { SignedIn, TestApp } from './support';
import { pushPayload, saveSettings, updatesOf } from './support/auto-updates';
import { addSubscribers } from './support/notifications';
import { deliveryRow, postDelivery } from './support/webhooks';

const HOOK_SECRET = 'e2e-hook-secret-0123456789';

describe('a signed GitHub push, end to end', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let owner: SignedIn;
  let projectId: string;
  let repo: string;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: MAIL_PUBLIC_URL, MAIL_FROM } });
    owner = await signUpConfirmed(t, 'owner@auto-e2e.test');
    ({ id: projectId } = await createProject(t, owner, { is_private: false }));
    const [project] = await t.deps.database.db.select().from(projects).where(eq(projects.id, projectId));
    repo = project!.repositoryName;
    // The project's hook, its secret sealed the way the webhook setup seals it.
    const secretEncrypted = await createHookSecrets(t.deps.secret).seal(HOOK_SECRET);
    await t.deps.database.db
      .insert(projectWebhooks)
      .values({ projectId, repositoryName: repo, githubHookId: 4242, secretEncrypted });
    await addSubscribers(t, projectId, [
      { email: 'all@auto-e2e.test', preference: 'all' },
      { email: 'major@auto-e2e.test', preference: 'major' },
    ]);
    // Workers as `npm run worker` runs them: webhook processing, the update sweep, mail.
    await startWorkers(t, [
      createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 10 }),
      notifyUpdatesJob,
      processWebhookJob,
    ]);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  /** POSTs the payload to the receiver as GitHub does, signed with the hook secret. */
  async function post(event: string, payload: unknown, deliveryId = randomUUID()) {
    const res = await postDelivery(t, {
      body: JSON.stringify(payload),
      secret: HOOK_SECRET,
      event,
      id: deliveryId,
      headers: { 'user-agent': 'GitHub-Hookshot/e2e', 'x-github-hook-id': '4242' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return deliveryId;
  }

  const processed = async (deliveryId: string) => {
    await until(async () => (await deliveryRow(t, deliveryId)).result !== 'queued');
    return deliveryRow(t, deliveryId);
  };

  it('makes exactly one update in the chosen tone and mails the subscribers', async () => {
    await saveSettings(t, owner, projectId, { tone: 'casual', min_significance: 'medium' });
    // The owner lets medium changes publish without review (new projects hold them as drafts).
    await setReviewRule(t, owner, projectId, 'medium');
    const payload = pushPayload(repo, [
      { message: 'feat(feed): an RSS feed for every project', files: ['src/feed.ts'] },
      { message: 'fix: escape titles in the feed', files: ['src/feed-title.ts'] },
    ]);
    const deliveryId = await post('push', payload);
    const row = await processed(deliveryId);
    expect(row.result, row.detail ?? '').toBe('created');

    const [update, ...more] = await updatesOf(t, projectId);
    expect(more).toEqual([]);
    const [project] = await t.deps.database.db.select().from(projects).where(eq(projects.id, projectId));
    const expected = await createBuiltinWriter().write({
      kind: 'update',
      projectName: project!.name,
      commits: payload.commits.map((c: { id: string; message: string }) => ({
        sha: c.id,
        message: c.message,
        author: 'Codertocat',
        repository: repo,
        files: [{ filename: c.message.startsWith('feat') ? 'src/feed.ts' : 'src/feed-title.ts' }],
      })),
      tone: 'casual',
      target: 'linkedin',
    });
    expect(update).toMatchObject({ id: row.updateId, content: expected.content, autoSource: 'push' });

    // GitHub redelivers with the same id: nothing new.
    await post('push', payload, deliveryId);
    const mail = await sink.waitForMail('all@auto-e2e.test');
    expect(mail.subject).toBe(`${project!.name}: ${update!.title}`);
    await untilWorkersIdle(t);
    expect(await updatesOf(t, projectId)).toHaveLength(1);
    expect(sink.messagesTo('all@auto-e2e.test')).toHaveLength(1);
    expect(sink.messagesTo('major@auto-e2e.test')).toEqual([]);
  });

  it('makes none when the push is filtered out', async () => {
    const before = sink.messages.length;
    const docs = pushPayload(repo, [{ message: 'docs: explain the feed', files: ['docs/feed.md'] }]);
    const row = await processed(await post('push', docs));
    expect(row).toMatchObject({ result: 'skipped', updateId: null });
    expect(row.detail).toMatch(/^minor push below the medium threshold/);
    await untilWorkersIdle(t);
    expect(await updatesOf(t, projectId)).toHaveLength(1);
    expect(sink.messages).toHaveLength(before);
  });
});
