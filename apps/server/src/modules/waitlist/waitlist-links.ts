import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  paths,
  REFERRAL_PARAM,
  WAITLIST_INVITE_PARAM,
  WAITLIST_WIZARD_OPEN,
  WAITLIST_WIZARD_PARAM,
} from '@shiplog/contract';

/**
 * Signed links of the general waitlist, nothing stored per mail: an invitation names the
 * friend's address and the inviter's referral code (`<address, base64url>.<code>.<mac>`); the
 * referrals page names the entry (`<entry id>.<mac>`). Each kind has its own key, derived from
 * the app secret, so one kind of token never passes for the other.
 */
const keyFor = (secret: string, kind: string) =>
  createHmac('sha256', secret).update(`waitlist-links/${kind}/v1`).digest();
const macOf = (secret: string, kind: string, text: string) =>
  createHmac('sha256', keyFor(secret, kind)).update(text).digest('base64url');

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Splits `<payload>.<mac>` and checks the mac; the payload, or null. */
function verified(secret: string, kind: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = token.slice(0, dot);
  return sameText(token.slice(dot + 1), macOf(secret, kind, payload)) ? payload : null;
}

export function createInviteToken(secret: string, invite: { email: string; code: string }): string {
  const payload = `${Buffer.from(invite.email).toString('base64url')}.${invite.code}`;
  return `${payload}.${macOf(secret, 'invite', payload)}`;
}

/** The address and the inviter's code an invitation token names, or null when it was not ours. */
export function readInviteToken(secret: string, token: string): { email: string; code: string } | null {
  const payload = verified(secret, 'invite', token);
  const [email, code] = payload?.split('.') ?? [];
  if (!email || !code) return null;
  return { email: Buffer.from(email, 'base64url').toString('utf8'), code };
}

export function createReferralsToken(secret: string, entryId: string): string {
  return `${entryId}.${macOf(secret, 'referrals', entryId)}`;
}

/** The entry id a referrals token names, or null. */
export function readReferralsToken(secret: string, token: string): string | null {
  return verified(secret, 'referrals', token);
}

/** `PUBLIC_URL/?ref=<code>`, plus any extra parameters. */
export function landingUrl(publicUrl: string, code: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ [REFERRAL_PARAM]: code, ...extra });
  return `${publicUrl}/?${params.toString()}`;
}

/** The invitation's button: the landing page with the wizard open for the friend's address. */
export function invitationUrl(publicUrl: string, secret: string, invite: { email: string; code: string }) {
  return landingUrl(publicUrl, invite.code, {
    [WAITLIST_WIZARD_PARAM]: WAITLIST_WIZARD_OPEN,
    [WAITLIST_INVITE_PARAM]: createInviteToken(secret, invite),
  });
}

export function referralsUrl(publicUrl: string, secret: string, entryId: string): string {
  return `${publicUrl}${paths.waitlistReferrals}?token=${encodeURIComponent(createReferralsToken(secret, entryId))}`;
}
