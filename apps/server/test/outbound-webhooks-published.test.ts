import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateFanouts, updates } from '../src/db/schema';
import { announceDueUpdates } from '../src/modules/updates/announce-updates';
import { deliverWebhookJob } from '../src/jobs/deliver-webhook.job';
import { createNotifyUpdatesJob } from '../src/jobs/notify-updates.job';
import { createSendMailJob } from '../src/jobs/send-mail.job';
import {
  MAIL_RETRIES,
  call,
  createUpdate,
  fromNow,
  textUpdate,
  until,
  type SignedIn,
  type TestApp,
} from './support';
import { addSubscribers } from './support/notifications';
import { addEndpoint, deliveriesOf, hookReceiver, outboundApp } from './support/outbound-webhooks';

/**
 * `update.published` reaches webhooks and channels when the update is published: recorded in
 * the transaction that publishes it (or, for a scheduled one, by the sweep once its time has
 * come), never after the subscribers' mail. Here the mail fan-out runs one subscriber a batch
 * and the mail server holds every message unanswered, so the fan-out waits for delivery to
 * catch up after a few batches, and is still going when the webhook arrives.
 */
const receiver = hookReceiver();
// Mail is taken on and never answered: two sends hang, two more wait, and the fan-out waits.
const app = outboundApp('published.test', {}, [
  deliverWebhookJob,
  createNotifyUpdatesJob({ batchSize: 1 }),
  createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 60, concurrency: 2 }),
]);
let t: TestApp;
let owner: SignedIn;
let projectId: string;
let endpointId: string;

beforeAll(async () => {
  ({ t, owner, projectId } = app);
  app.sink.hold();
  await addSubscribers(
    t,
    projectId,
    Array.from({ length: 12 }, (_, i) => ({ email: `reader${i}@published.test` })),
  );
  ({ id: endpointId } = await addEndpoint(t, owner, projectId, {
    kind: 'webhook',
    url: receiver.url,
    events: ['update.published'],
  }));
});
// Before the app closes (registered later, so run first): the held sends are answered.
afterAll(() => app.sink?.release());

const published = (updateId: string) =>
  receiver.received.filter((r) => r.json.type === 'update.published' && hasUpdate(r.json, updateId));
const hasUpdate = (json: Record<string, unknown>, updateId: string) =>
  (json.data as { update?: { id?: string } } | undefined)?.update?.id === updateId;

async function stateOf(updateId: string) {
  const [row] = await t.deps.database.db
    .select({ notifiedAt: updates.notifiedAt, announcedAt: updates.announcedAt })
    .from(updates)
    .where(eq(updates.id, updateId));
  const [fanout] = await t.deps.database.db
    .select({ batches: updateFanouts.batches })
    .from(updateFanouts)
    .where(eq(updateFanouts.updateId, updateId));
  return { ...row!, batches: fanout?.batches ?? 0 };
}

describe('update.published goes out with the publish, not after the mail', () => {
  it('is recorded with the update and delivered while the fan-out is still mailing', async () => {
    const { id } = await createUpdate(t, owner, projectId, textUpdate('Out now'));
    // In the log as the request answers: recorded in the same transaction as the update.
    const log = await deliveriesOf(t, owner, projectId, endpointId);
    expect(log.map((d) => d.event)).toEqual(['update.published']);
    expect((await stateOf(id)).announcedAt).not.toBeNull();

    await until(() => published(id).length === 1, 15_000, 'the webhook');
    await until(async () => (await stateOf(id)).batches >= 2, 15_000, 'the fan-out under way');
    const state = await stateOf(id);
    // Twelve subscribers, one a batch, no mail sent: far from done.
    expect(state.notifiedAt).toBeNull();
    expect(state.batches).toBeLessThan(12);
  });

  it('announces a published draft in the request that publishes it', async () => {
    const draft = await createUpdate(t, owner, projectId, textUpdate('Drafted first', { status: 'draft' }));
    expect((await stateOf(draft.id)).announcedAt).toBeNull();
    const res = await call(t, 'POST', `/api/projects/${projectId}/updates/${draft.id}/publish`, {
      as: owner,
      payload: {},
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await stateOf(draft.id)).announcedAt).not.toBeNull();
    await until(() => published(draft.id).length === 1, 15_000, 'the webhook');
  });

  it('announces a scheduled update once its time has come, once of two sweeps at the same moment', async () => {
    const { id } = await createUpdate(
      t,
      owner,
      projectId,
      textUpdate('Later today', { published_at: fromNow(1_500) }),
    );
    expect((await announceDueUpdates(t.deps)).claimed).toBe(0);
    expect((await stateOf(id)).announcedAt).toBeNull();
    expect(published(id)).toHaveLength(0);

    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const sweeps = await Promise.all([announceDueUpdates(t.deps), announceDueUpdates(t.deps)]);
    expect(sweeps.reduce((n, s) => n + s.claimed, 0)).toBe(1);
    await until(() => published(id).length === 1, 15_000, 'the webhook');
    // The fan-out of the first update is still stalled: the scheduled one did not wait behind it.
    const log = await deliveriesOf(t, owner, projectId, endpointId);
    expect(log.filter((d) => d.event === 'update.published')).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(published(id)).toHaveLength(1);
  });
});
