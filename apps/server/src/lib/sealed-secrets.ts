import { createHmac } from 'node:crypto';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';

/** Decrypted secrets kept per process; a bound on the map. */
const MAX_CACHED = 5_000;

/**
 * Secrets at rest: sealed with XChaCha20-Poly1305 (the auth library's symmetric encryption)
 * under a key derived from APP_SECRET for `purpose` alone. A sealed value never changes, so
 * what it opens to is remembered: each secret is decrypted once per process.
 */
export function createSealedSecrets(appSecret: string, purpose: string) {
  const key = createHmac('sha256', appSecret).update(purpose).digest('hex');
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

export type SealedSecrets = ReturnType<typeof createSealedSecrets>;
