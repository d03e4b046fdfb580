import { createHmac, randomBytes } from 'node:crypto';
import { Webhooks } from '@octokit/webhooks';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';

/** Decrypted secrets and their verifiers kept per process; a bound on both maps. */
const MAX_CACHED = 5_000;

/** A fresh hook secret: 32 random bytes, hex (GitHub takes any string). */
export const newHookSecret = () => randomBytes(32).toString('hex');

/**
 * Hook secrets at rest: sealed with XChaCha20-Poly1305 (the auth library's symmetric
 * encryption) under a key derived from APP_SECRET for this use alone. A sealed value never
 * changes, so what it opens to is remembered: the receiver decrypts each secret once.
 */
export function createHookSecrets(appSecret: string) {
  const key = createHmac('sha256', appSecret).update('webhook-secrets/v1').digest('hex');
  const opened = new Map<string, Promise<string>>();

  return {
    seal: (secret: string) => symmetricEncrypt({ key, data: secret }),

    open(sealed: string): Promise<string> {
      let secret = opened.get(sealed);
      if (!secret) {
        if (opened.size >= MAX_CACHED) opened.clear();
        secret = symmetricDecrypt({ key, data: sealed });
        // A value that does not open (another APP_SECRET) is not remembered.
        secret.catch(() => opened.delete(sealed));
        opened.set(sealed, secret);
      }
      return secret;
    },
  };
}

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
