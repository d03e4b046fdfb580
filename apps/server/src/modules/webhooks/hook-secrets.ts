import { randomBytes } from 'node:crypto';
import { Webhooks } from '@octokit/webhooks';
import { createSealedSecrets } from '../../lib/sealed-secrets';

/** Verifiers kept per process; a bound on the map. */
const MAX_CACHED = 5_000;

/** A fresh hook secret: 32 random bytes, hex (GitHub takes any string). */
export const newHookSecret = () => randomBytes(32).toString('hex');

/** Hook secrets at rest, sealed under a key derived from APP_SECRET for this use alone. */
export const createHookSecrets = (appSecret: string) => createSealedSecrets(appSecret, 'webhook-secrets/v1');

export type HookSecrets = ReturnType<typeof createHookSecrets>;

const verifiers = new Map<string, Webhooks>();

/**
 * Whether `signature` (X-Hub-Signature-256, `sha256=<hex>`) is GitHub's HMAC of `body` under
 * `secret`, compared in constant time by @octokit/webhooks.
 */
export async function verifySignature(secret: string, body: string, signature: string): Promise<boolean> {
  if (!secret || !body || !signature) return false;
  let webhooks = verifiers.get(secret);
  if (!webhooks) {
    if (verifiers.size >= MAX_CACHED) verifiers.clear();
    webhooks = new Webhooks({ secret });
    verifiers.set(secret, webhooks);
  }
  return webhooks.verify(body, signature);
}
