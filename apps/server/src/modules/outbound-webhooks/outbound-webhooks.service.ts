import { and, asc, count, eq } from 'drizzle-orm';
import {
  MAX_ENDPOINTS_PER_PROJECT,
  OUTBOUND_TEST_EVENT,
  outboundWebhookMessages as messages,
  type CreatedWebhookEndpoint,
  type CreateWebhookEndpointBody,
  type EndpointKind,
  type OutboundDelivery,
  type UpdateWebhookEndpointBody,
  type WebhookEndpoint,
} from '@shiplog/contract';
import { outboundDeliveries, outboundEndpoints } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { loadOwnedProject } from '../../domain/project-access';
import {
  bodyFor,
  checkTargetNow,
  createEndpointSecrets,
  newMessageId,
  newSigningSecret,
  RefusedTargetError,
  testData,
  testPost,
  wakeDeliveries,
} from '../../integrations/outbound-webhooks';
import { deliverWebhookRef } from '../../queue/job-refs';
import { AppError, notFound, unprocessable } from '../../lib/app-error';
import { deliveryLog, lastDeliveries, toEndpoint, type EndpointRow } from './endpoint-rows';

type CreateBody = Extract<CreateWebhookEndpointBody, { kind: EndpointKind }> & {
  description: string;
};

/**
 * A project's outbound webhook endpoints and Slack and Discord channels, by its owner: add,
 * change, turn on and off, remove, read the delivery log, Send test and Redeliver. What goes
 * out, and when, is integrations/outbound-webhooks.
 */
export function createOutboundWebhookService(deps: AppDeps) {
  const { db } = deps.database;
  const secrets = createEndpointSecrets(deps.secret);

  /** The URL as given, when it suits the kind and its target may be reached. */
  async function checkedUrl(kind: EndpointKind, url: string): Promise<string> {
    if (kind === 'slack' && !url.startsWith(`${deps.config.SLACK_WEBHOOK_URL}/services/`))
      throw unprocessable(messages.slackUrl);
    if (kind === 'discord' && !discordPrefixes().some((prefix) => url.startsWith(prefix)))
      throw unprocessable(messages.discordUrl);
    try {
      await checkTargetNow(url, deps.config.OUTBOUND_WEBHOOKS_ALLOW_PRIVATE);
    } catch (err) {
      if (err instanceof RefusedTargetError)
        throw new AppError('UNPROCESSABLE', `${messages.privateTarget} (${err.message})`);
      throw unprocessable(messages.webhookUrl);
    }
    return url;
  }

  function discordPrefixes() {
    const base = deps.config.DISCORD_WEBHOOK_URL;
    const prefixes = [`${base}/api/webhooks/`];
    if (base === 'https://discord.com') prefixes.push('https://discordapp.com/api/webhooks/');
    return prefixes;
  }

  async function ownedEndpoint(projectId: string, userId: string, endpointId: string) {
    const project = await loadOwnedProject(db, projectId, userId);
    const [row] = await db
      .select()
      .from(outboundEndpoints)
      .where(and(eq(outboundEndpoints.id, endpointId), eq(outboundEndpoints.projectId, project.id)));
    if (!row) throw notFound(messages.notFound);
    return { project, row };
  }

  async function withLast(row: EndpointRow): Promise<WebhookEndpoint> {
    return toEndpoint(row, (await lastDeliveries(db, [row.id])).get(row.id));
  }

  /** Records a delivery the owner asked for and queues it; answers it as the log shows it. */
  async function queueManual(
    row: EndpointRow,
    values: { messageId: string; eventType: string; payload: Record<string, unknown> },
  ): Promise<OutboundDelivery> {
    const id = await deps.database.transaction(async (tx) => {
      const [delivery] = await tx.db
        .insert(outboundDeliveries)
        .values({ endpointId: row.id, manual: true, ...values })
        .returning({ id: outboundDeliveries.id });
      await deps.queue.send(deliverWebhookRef, { deliveryId: delivery!.id }, { executeSql: tx.executeSql });
      return delivery!.id;
    });
    wakeDeliveries(deps);
    const [delivery] = await deliveryLog(db, row.id, [id]);
    return delivery!;
  }

  return {
    async list(projectId: string, userId: string): Promise<WebhookEndpoint[]> {
      const project = await loadOwnedProject(db, projectId, userId);
      const rows = await db
        .select()
        .from(outboundEndpoints)
        .where(eq(outboundEndpoints.projectId, project.id))
        .orderBy(asc(outboundEndpoints.createdAt), asc(outboundEndpoints.id));
      const last = await lastDeliveries(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((row) => toEndpoint(row, last.get(row.id)));
    },

    async create(projectId: string, userId: string, body: CreateBody): Promise<CreatedWebhookEndpoint> {
      const project = await loadOwnedProject(db, projectId, userId);
      const url = await checkedUrl(body.kind, body.url);
      const [{ n }] = (await db
        .select({ n: count() })
        .from(outboundEndpoints)
        .where(eq(outboundEndpoints.projectId, project.id))) as [{ n: number }];
      if (n >= MAX_ENDPOINTS_PER_PROJECT) throw new AppError('CONFLICT', messages.tooMany);
      const secret = body.kind === 'webhook' ? newSigningSecret() : null;
      const [row] = await db
        .insert(outboundEndpoints)
        .values({
          projectId: project.id,
          kind: body.kind,
          url,
          description: body.description,
          secretSealed: secret ? await secrets.seal(secret) : null,
          events: body.kind === 'webhook' ? body.events : [],
          updates: body.kind === 'webhook' ? 'all' : (body.updates ?? 'all'),
        })
        .returning();
      return { ...toEndpoint(row!, undefined), secret };
    },

    async update(
      projectId: string,
      userId: string,
      endpointId: string,
      body: UpdateWebhookEndpointBody,
    ): Promise<WebhookEndpoint> {
      const { row } = await ownedEndpoint(projectId, userId, endpointId);
      const url =
        body.url !== undefined && body.url !== row.url ? await checkedUrl(row.kind, body.url) : undefined;
      const turnOn = body.enabled === true && !row.enabled;
      const [saved] = await db
        .update(outboundEndpoints)
        .set({
          ...(url !== undefined && { url }),
          ...(body.description !== undefined && { description: body.description }),
          ...(body.events !== undefined && row.kind === 'webhook' && { events: [...new Set(body.events)] }),
          ...(body.updates !== undefined && row.kind !== 'webhook' && { updates: body.updates }),
          ...(body.enabled === false &&
            row.enabled && { enabled: false, disabledAt: new Date(), disabledReason: null }),
          ...(turnOn && { enabled: true, disabledAt: null, disabledReason: null, failureStreak: 0 }),
          updatedAt: new Date(),
        })
        .where(eq(outboundEndpoints.id, row.id))
        .returning();
      return withLast(saved!);
    },

    async remove(projectId: string, userId: string, endpointId: string): Promise<void> {
      const { row } = await ownedEndpoint(projectId, userId, endpointId);
      await db.delete(outboundEndpoints).where(eq(outboundEndpoints.id, row.id));
    },

    async deliveries(projectId: string, userId: string, endpointId: string): Promise<OutboundDelivery[]> {
      const { row } = await ownedEndpoint(projectId, userId, endpointId);
      return deliveryLog(db, row.id);
    },

    /** A `webhook.test` event (a sample post for a channel), sent even while the endpoint is off. */
    async sendTest(projectId: string, userId: string, endpointId: string): Promise<OutboundDelivery> {
      const { project, row } = await ownedEndpoint(projectId, userId, endpointId);
      const event = {
        type: OUTBOUND_TEST_EVENT,
        data: testData(deps.config.PUBLIC_URL, project),
        post: testPost(deps.config.PUBLIC_URL, project),
      };
      return queueManual(row, {
        messageId: newMessageId(),
        eventType: OUTBOUND_TEST_EVENT,
        payload: bodyFor(row, event, new Date()),
      });
    },

    /** The same message again (same `webhook-id` and body), as a new delivery with its own tries. */
    async redeliver(
      projectId: string,
      userId: string,
      endpointId: string,
      deliveryId: string,
    ): Promise<OutboundDelivery> {
      const { row } = await ownedEndpoint(projectId, userId, endpointId);
      const [original] = await db
        .select()
        .from(outboundDeliveries)
        .where(and(eq(outboundDeliveries.id, deliveryId), eq(outboundDeliveries.endpointId, row.id)));
      if (!original) throw notFound(messages.deliveryNotFound);
      return queueManual(row, {
        messageId: original.messageId,
        eventType: original.eventType,
        payload: original.payload,
      });
    },
  };
}
