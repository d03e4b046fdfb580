import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboundDeliveries, outboundEndpoints, updates } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { deliverWebhookJob } from '../src/jobs/deliver-webhook.job';
import { outboundWebhookUpkeepJob } from '../src/jobs/outbound-webhook-upkeep.job';
import { JobQueue } from '../src/queue/job-queue';
import { deliverWebhookRef } from '../src/queue/job-refs';
import { call, createUpdate, textUpdate, until } from './support';
import {
  addEndpoint,
  endpointsPath,
  outboundApp,
  quickRetries,
  untilDeliveriesSettle,
  hookReceiver,
} from './support/outbound-webhooks';

const receiver = hookReceiver();

describe('private targets, by default', () => {
  const app = outboundApp('private.test', { OUTBOUND_WEBHOOKS_ALLOW_PRIVATE: 'false', ...quickRetries(0) });

  it('refuses loopback, private and link-local addresses when the endpoint is saved', async () => {
    const { t, owner, projectId } = app;
    for (const url of [
      receiver.url,
      'http://localhost:9/hooks',
      'http://[::1]/hooks',
      'http://10.1.2.3/hooks',
      'http://192.168.1.10/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:127.0.0.1]/hooks',
    ]) {
      const res = await call(t, 'POST', endpointsPath(projectId), {
        as: owner,
        payload: { kind: 'webhook', url, events: ['update.published'] },
      });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.message, url).toContain('private, loopback or link-local');
    }
    const endpoint = await addEndpoint(t, owner, projectId, {
      kind: 'webhook',
      url: 'https://203.0.113.7/hooks',
      events: ['update.published'],
    });
    const moved = await call(t, 'PATCH', `${endpointsPath(projectId)}/${endpoint.id}`, {
      as: owner,
      payload: { url: 'http://127.0.0.1:9/hooks' },
    });
    expect(moved.statusCode).toBe(422);
  });

  it('checks the address again when it connects: a name that now resolves to loopback is refused', async () => {
    const { t, owner, projectId } = app;
    // Saved while its name pointed elsewhere; `localhost` stands for a name rebound to loopback.
    const [row] = await t.deps.database.db
      .insert(outboundEndpoints)
      .values({
        projectId,
        kind: 'webhook',
        url: receiver.url.replace('127.0.0.1', 'localhost'),
        events: ['update.published'],
      })
      .returning();
    receiver.received.length = 0;
    await createUpdate(t, owner, projectId, textUpdate('Not for loopback'));
    const [delivery] = await untilDeliveriesSettle(t, owner, projectId, row!.id, 1);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, response_status: null });
    expect(delivery!.last_error).toMatch(
      /^localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address \(refused\)$/,
    );
    expect(receiver.received).toEqual([]);
  });
});

describe('repeated failures', () => {
  const app = outboundApp('failing.test', quickRetries(2, 2));

  it('turns the endpoint off after deliveries fail for good twice in a row and mails the owner', async () => {
    const { t, owner, projectId, sink } = app;
    receiver.usually({ status: 503 });
    try {
      const endpoint = await addEndpoint(t, owner, projectId, {
        kind: 'webhook',
        url: receiver.url,
        events: ['update.published'],
      });
      await createUpdate(t, owner, projectId, textUpdate('First try'));
      await createUpdate(t, owner, projectId, textUpdate('Second try'));
      const log = await untilDeliveriesSettle(t, owner, projectId, endpoint.id, 2);
      expect(log.map((d) => d.status)).toEqual(['failed', 'failed']);
      // Tried at once and a second later; the next wait (2 s) would end past the 2 s window.
      expect(log.map((d) => d.attempts)).toEqual([2, 2]);
      expect(log[0]!.last_error).toBe('HTTP 503: receiver failure');

      const mail = await sink.waitForMail('owner@failing.test');
      expect(mail.subject).toContain('webhook turned off after failed deliveries');
      expect(mail.text).toContain(receiver.url);
      expect(mail.text).toContain('HTTP 503: receiver failure');
      const [listed] = (await call(t, 'GET', endpointsPath(projectId), { as: owner })).json().endpoints;
      expect(listed).toMatchObject({
        enabled: false,
        disabled_reason: 'Turned off after 2 failed deliveries in a row',
      });

      // Off: a new update is not delivered there. Turned on again, it starts over.
      const { id: whileOff } = await createUpdate(t, owner, projectId, textUpdate('While off'));
      const [announced] = await t.deps.database.db
        .select({ at: updates.announcedAt })
        .from(updates)
        .where(eq(updates.id, whileOff));
      expect(announced?.at).not.toBeNull();
      const on = await call(t, 'PATCH', `${endpointsPath(projectId)}/${endpoint.id}`, {
        as: owner,
        payload: { enabled: true },
      });
      expect(on.json()).toMatchObject({ enabled: true, disabled_reason: null, disabled_at: null });
      const [row] = await t.deps.database.db
        .select()
        .from(outboundEndpoints)
        .where(eq(outboundEndpoints.id, endpoint.id));
      expect(row!.failureStreak).toBe(0);
      expect(await untilDeliveriesSettle(t, owner, projectId, endpoint.id, 2)).toHaveLength(2);
      expect(
        sink.messagesTo('owner@failing.test').filter((m) => m.subject.includes('turned off')),
      ).toHaveLength(1);
    } finally {
      receiver.usually({ status: 200 });
    }
  });
});

describe('two workers', () => {
  const app = outboundApp('workers.test');

  it('delivers each message once when two workers and duplicate jobs reach it at the same moment', async () => {
    const { t, owner, projectId } = app;
    const second = new JobQueue<AppDeps>(t.deps.database, t.deps.logger, [deliverWebhookJob], {
      pollingIntervalSeconds: 0.5,
    });
    await second.start({ workers: true, deps: t.deps });
    receiver.received.length = 0;
    // A slow receiver: every duplicate arrives while the first try holds the delivery.
    receiver.usually({ status: 200, delayMs: 300 });
    try {
      const endpoint = await addEndpoint(t, owner, projectId, {
        kind: 'webhook',
        url: receiver.url,
        events: ['update.published'],
      });
      for (let i = 0; i < 4; i++) await createUpdate(t, owner, projectId, textUpdate(`Update ${i}`));
      let ids: string[] = [];
      await until(async () => {
        const rows = await t.deps.database.db
          .select({ id: outboundDeliveries.id })
          .from(outboundDeliveries)
          .where(eq(outboundDeliveries.endpointId, endpoint.id));
        ids = rows.map((r) => r.id);
        return ids.length === 4;
      });
      // Each delivery's job twice more, on both workers' queue.
      for (const deliveryId of ids) {
        await t.deps.queue.send(deliverWebhookRef, { deliveryId });
        await second.send(deliverWebhookRef, { deliveryId });
      }
      const log = await untilDeliveriesSettle(t, owner, projectId, endpoint.id, 4);
      expect(log.map((d) => [d.status, d.attempts])).toEqual(Array(4).fill(['succeeded', 1]));
      const messageIds = receiver.received.map((r) => String(r.headers['webhook-id']));
      expect(messageIds.sort()).toEqual(log.map((d) => d.message_id).sort());
    } finally {
      receiver.usually({ status: 200 });
      await second.stop();
    }
  });

  it('queues a due delivery whose job was lost, and forgets finished ones after 30 days', async () => {
    const { t, owner, projectId } = app;
    receiver.received.length = 0;
    const endpoint = await addEndpoint(t, owner, projectId, {
      kind: 'webhook',
      url: receiver.url,
      events: ['update.published'],
    });
    const day = 86_400_000;
    const [stranded, old] = await t.deps.database.db
      .insert(outboundDeliveries)
      .values([
        {
          endpointId: endpoint.id,
          messageId: 'msg_stranded',
          eventType: 'update.published',
          payload: { type: 'update.published', data: {} },
          nextAttemptAt: new Date(Date.now() - 20 * 60_000),
        },
        {
          endpointId: endpoint.id,
          messageId: 'msg_old',
          eventType: 'update.published',
          payload: { type: 'update.published', data: {} },
          status: 'succeeded',
          createdAt: new Date(Date.now() - 31 * day),
        },
      ])
      .returning();
    await outboundWebhookUpkeepJob.handler({}, { deps: t.deps, logger: t.deps.logger, jobId: 'upkeep' });
    await until(() => receiver.received.some((r) => r.headers['webhook-id'] === 'msg_stranded'));
    const left = await t.deps.database.db
      .select({ id: outboundDeliveries.id, status: outboundDeliveries.status })
      .from(outboundDeliveries)
      .where(eq(outboundDeliveries.endpointId, endpoint.id));
    expect(left.map((d) => d.id)).toEqual([stranded!.id]);
    expect(old).toBeDefined();
  });
});
