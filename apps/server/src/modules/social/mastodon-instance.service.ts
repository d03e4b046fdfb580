import {
  MASTODON_DEFAULT_MAX_LENGTH,
  mastodonInstanceOrigin,
  socialMessages,
  type MastodonInstance,
} from '@shiplog/contract';
import type { AppDeps } from '../../deps';
import { checkTargetNow, RefusedTargetError } from '../../integrations/outbound-webhooks/safe-post';
import { badRequest } from '../../lib/app-error';

/** How long an instance's answer is kept (its limit rarely changes). */
const KEEP_MS = 60 * 60_000;
/** An instance that does not answer within this is taken at the default. */
const READ_TIMEOUT_MS = 5_000;
/** Instances kept at once; the oldest goes first. */
const KEPT = 500;
/** A limit above this is no status limit (a broken answer). */
const MOST_CHARACTERS = 100_000;

/**
 * A server Shiplog is to talk to for the user must be on the internet, unless the operator
 * allows private targets (as for outbound webhooks): 400 otherwise.
 */
export async function checkServer(deps: Pick<AppDeps, 'config'>, origin: string): Promise<void> {
  try {
    await checkTargetNow(origin, deps.config.OUTBOUND_WEBHOOKS_ALLOW_PRIVATE);
  } catch (err) {
    if (err instanceof RefusedTargetError) throw badRequest(socialMessages.instanceRefused);
    throw err;
  }
}

/**
 * A Mastodon instance's character limit, read from its API (`GET /api/v2/instance` →
 * `configuration.statuses.max_characters`) when the owner names their instance; Mastodon's
 * 500 when it cannot be read. Addresses that are not on the internet are refused unless the
 * operator allows private targets (as for outbound webhooks). No redirect is followed.
 */
export function createMastodonInstanceService(deps: Pick<AppDeps, 'config' | 'logger'>) {
  const kept = new Map<string, { at: number; answer: MastodonInstance }>();

  async function read(origin: string): Promise<MastodonInstance> {
    try {
      const res = await fetch(`${origin}/api/v2/instance`, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(READ_TIMEOUT_MS),
      });
      if (res.ok) {
        const body = (await res.json()) as { configuration?: { statuses?: { max_characters?: unknown } } };
        const max = body.configuration?.statuses?.max_characters;
        if (Number.isInteger(max) && (max as number) > 0 && (max as number) <= MOST_CHARACTERS)
          return { instance: origin, max_characters: max as number, from_instance: true };
      }
    } catch (err) {
      deps.logger.info({ err, instance: origin }, 'Mastodon instance not read; its limit is taken as 500');
    }
    return { instance: origin, max_characters: MASTODON_DEFAULT_MAX_LENGTH, from_instance: false };
  }

  return {
    async limitOf(named: string): Promise<MastodonInstance> {
      const origin = mastodonInstanceOrigin(named);
      if (!origin) throw badRequest(socialMessages.instanceInvalid);
      const known = kept.get(origin);
      if (known && Date.now() - known.at < KEEP_MS) return known.answer;
      await checkServer(deps, origin);
      const answer = await read(origin);
      if (answer.from_instance) {
        kept.delete(origin);
        kept.set(origin, { at: Date.now(), answer });
        if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      }
      return answer;
    },
  };
}
