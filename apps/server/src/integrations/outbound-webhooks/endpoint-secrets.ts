import { randomBytes } from 'node:crypto';
import { createSealedSecrets, type SealedSecrets } from '../../lib/sealed-secrets';

/** One sealer per APP_SECRET, so what it opened is remembered across tries. */
const byAppSecret = new Map<string, SealedSecrets>();

/** A fresh Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/** Endpoints' signing secrets at rest, sealed under a key derived from APP_SECRET for this use alone. */
export function createEndpointSecrets(appSecret: string): SealedSecrets {
  let secrets = byAppSecret.get(appSecret);
  if (!secrets) {
    secrets = createSealedSecrets(appSecret, 'outbound-webhook-secrets/v1');
    byAppSecret.set(appSecret, secrets);
  }
  return secrets;
}
