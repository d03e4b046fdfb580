import { eq, or, sql } from 'drizzle-orm';
import type { WebhookAck } from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { projectWebhooks, webhookDeliveries } from '../../db/schema';
import { processWebhookRef } from '../../queue/job-refs';
import { createHookSecrets, verifySignature } from './hook-secrets';

/** A delivery as it arrived: GitHub's headers and the exact bytes they sign. */
export interface IncomingDelivery {
  event: string;
  deliveryId: string;
  /** X-Hub-Signature-256. */
  signature: string;
  /** X-GitHub-Hook-Id, when sent: finds our hook after a repository rename. */
  hookId: number | null;
}

/** `repository.full_name` of a JSON payload, or null when the body is not one. */
export function repositoryOf(text: string): string | null {
  try {
    const name = (JSON.parse(text) as { repository?: { full_name?: unknown } } | null)?.repository?.full_name;
    return typeof name === 'string' && name.length <= 201 ? name : null;
  } catch {
    return null;
  }
}

/**
 * The receiver's rules: a delivery is accepted only when its signature verifies with the
 * secret of a webhook on its repository; it is then stored once per delivery id and, when new,
 * queued for processing. A ping is recorded as skipped and queues nothing.
 */
export function createDeliveryReceiver(deps: AppDeps) {
  const db = deps.database.db;
  const secrets = createHookSecrets(deps.secret);

  /** The project whose hook signed the delivery, or null. */
  async function verifiedProject(
    delivery: IncomingDelivery,
    text: string,
    repository: string,
  ): Promise<string | null> {
    const byName = sql`lower(${projectWebhooks.repositoryName}) = ${repository.toLowerCase()}`;
    const hooks = await db
      .select({ projectId: projectWebhooks.projectId, sealed: projectWebhooks.secretEncrypted })
      .from(projectWebhooks)
      .where(
        delivery.hookId === null ? byName : or(byName, eq(projectWebhooks.githubHookId, delivery.hookId)),
      );
    for (const hook of hooks) {
      const secret = await secrets.open(hook.sealed).catch(() => '');
      if (await verifySignature(secret, text, delivery.signature)) return hook.projectId;
    }
    return null;
  }

  return {
    /**
     * The stored delivery, or null when it is refused (nothing is stored then). `text` is the
     * body as UTF-8 (what GitHub sends, so it verifies byte for byte); `repository` its
     * `repository.full_name`.
     */
    async receive(delivery: IncomingDelivery, text: string, repository: string): Promise<WebhookAck | null> {
      const projectId = await verifiedProject(delivery, text, repository);
      if (!projectId) return null;
      const ping = delivery.event === 'ping';
      const [stored] = await db
        .insert(webhookDeliveries)
        .values({
          id: delivery.deliveryId,
          projectId,
          event: delivery.event,
          payload: text,
          ...(ping ? { result: 'skipped' as const, detail: 'ping', processedAt: new Date() } : {}),
        })
        .onConflictDoNothing({ target: webhookDeliveries.id })
        .returning({ id: webhookDeliveries.id });
      if (!stored) return { id: delivery.deliveryId, duplicate: true };
      if (!ping) {
        const deliveryId = delivery.deliveryId;
        // Stored is accepted: if queueing fails now, the sweep queues it a few minutes later.
        await deps.queue
          .send(processWebhookRef, { deliveryId }, { singletonKey: deliveryId })
          .catch((err: unknown) =>
            deps.logger.warn({ err, deliveryId }, 'webhook delivery stored but not queued'),
          );
      }
      return { id: delivery.deliveryId, duplicate: false };
    },
  };
}
