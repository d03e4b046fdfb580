import { z } from 'zod';
import { projectIdParamsSchema, repositoryNameSchema } from './projects';
import { defineEndpoint } from './endpoint';

/**
 * GitHub webhooks and automatic updates (docs/features/automation.md): the project's repository
 * hook, the deliveries it brings, and the rules that turn them into updates.
 */
export const webhookMessages = {
  configureFailed: 'Failed to configure webhook. Please make sure you have admin access to the repository.',
  saveAutoUpdatesFailed: 'Failed to save auto-update settings. Please try again.',
  generateFailed: 'Failed to generate update from commit. Please try again.',
  /** Our own words from here on. */
  removeFailed: 'Failed to remove webhook. Please try again.',
  notReachable:
    'GitHub cannot reach this server: its public address is on localhost or a private network. Set PUBLIC_URL to an address on the internet to receive pushes.',
  githubNotConnected: 'Connect your GitHub account to set up the webhook.',
  repositoryTaken:
    'This repository’s webhook already serves another Shiplog project. Remove it there first, or use that project.',
  settingsSaved: 'Auto-update settings saved',
  /** The receiver's 401: unsigned, wrongly signed, or for a repository without our hook. */
  deliveryRefused: 'Webhook delivery refused: the signature could not be verified.',
} as const;

/** What GitHub sends us: the hook's events. */
export const WEBHOOK_EVENTS = ['push', 'pull_request', 'release'] as const;
/** Header GitHub puts the delivery id in; the same id on every redelivery. */
export const GITHUB_DELIVERY_HEADER = 'x-github-delivery';
/** Deliveries are remembered (and a replay refused) at least this long. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 7;

/** Where GitHub posts deliveries, below PUBLIC_URL. */
export const WEBHOOK_RECEIVER_PATH = '/api/webhooks/github';

/** The receiver's 202: the delivery is stored (now, or already by an earlier try of it). */
export const webhookAckSchema = z.object({
  id: z.string(),
  /** True when this delivery id had been received before (a redelivery): nothing new was queued. */
  duplicate: z.boolean(),
});
export type WebhookAck = z.infer<typeof webhookAckSchema>;

export const webhookBodySchema = z.object({ repository_name: repositoryNameSchema });
export type WebhookBody = z.input<typeof webhookBodySchema>;

export const deliveryResultSchema = z.enum([
  /** Received, waiting for the worker. */
  'queued',
  /** Made an update. */
  'created',
  /** Read and left alone: below the filters, disabled, not the default branch, a ping… */
  'skipped',
  /** Processing failed for good. */
  'failed',
]);
export type DeliveryResult = z.infer<typeof deliveryResultSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  received_at: z.string(),
  result: deliveryResultSchema,
  /** Why: the significance and the filter that decided, or the error. */
  detail: z.string().nullable(),
  update_id: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/**
 * GET/POST /api/projects/{id}/webhook: an object whose presence means active
 * (GET answers `null` when there is none) with what the settings show about it.
 */
export const webhookConfigSchema = z.object({
  repository_name: z.string(),
  active: z.boolean(),
  events: z.array(z.string()),
  /** Where GitHub posts: PUBLIC_URL/api/webhooks/github. */
  url: z.string(),
  /** False when PUBLIC_URL is localhost or a private address GitHub cannot reach. */
  reachable: z.boolean(),
  created_at: z.string(),
  last_delivery: webhookDeliverySchema.nullable(),
});
export type WebhookConfig = z.infer<typeof webhookConfigSchema>;
export const webhookResponseSchema = webhookConfigSchema.nullable();

/** A project's GitHub webhook, and GitHub's deliveries. */
export const webhookEndpoints = {
  getWebhook: defineEndpoint({
    id: 'getWebhook',
    method: 'GET',
    path: '/projects/:id/webhook',
    summary: "The project's webhook and its newest delivery, or null",
    tags: ['webhooks'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: webhookResponseSchema,
  }),
  configureWebhook: defineEndpoint({
    id: 'configureWebhook',
    method: 'POST',
    path: '/projects/:id/webhook',
    summary: 'Create or repair the repository hook on GitHub',
    tags: ['webhooks'],
    auth: 'required',
    errors: [409, 502, 503],
    params: projectIdParamsSchema,
    body: webhookBodySchema,
    status: 200,
    response: webhookConfigSchema,
  }),
  removeWebhook: defineEndpoint({
    id: 'removeWebhook',
    method: 'DELETE',
    path: '/projects/:id/webhook',
    summary: 'Remove the hook, on GitHub too',
    tags: ['webhooks'],
    auth: 'required',
    errors: [502, 503],
    params: projectIdParamsSchema,
    status: 204,
  }),
  receiveGithubDelivery: defineEndpoint({
    id: 'receiveGithubDelivery',
    method: 'POST',
    path: '/webhooks/github',
    summary: 'A signed delivery from GitHub',
    tags: ['webhooks'],
    auth: 'none',
    errors: [401, 413, 429],
    status: 202,
    response: webhookAckSchema,
  }),
};
