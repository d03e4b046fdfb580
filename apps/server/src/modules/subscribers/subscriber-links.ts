import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { paths } from '@shiplog/contract';

/**
 * Signed links for a project's subscribers. A manage token is `<subscriber id>.<mac>`, where the
 * mac is an HMAC of the id and the row's `link_salt` under a key derived from the app secret:
 * nothing is stored per mail, links never expire on their own, and replacing the salt revokes
 * every link of that subscriber at once. Used by the subscribers module (preferences, one-click
 * unsubscribe) and by the mail it and the notifications send.
 */
export interface SubscriberLinkTarget {
  id: string;
  linkSalt: string;
}

const keyFor = (secret: string) => createHmac('sha256', secret).update('subscriber-links/v1').digest();

const macOf = (secret: string, target: SubscriberLinkTarget) =>
  createHmac('sha256', keyFor(secret)).update(`${target.id}:${target.linkSalt}`).digest('base64url');

export function createManageToken(secret: string, target: SubscriberLinkTarget): string {
  return `${target.id}.${macOf(secret, target)}`;
}

/** The subscriber id a token names, before checking it (null when it is not shaped like one). */
export function subscriberIdOfToken(token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0 || dot === token.length - 1) return null;
  return token.slice(0, dot);
}

/** True when `token` was made for this subscriber with its current salt (constant time). */
export function verifyManageToken(secret: string, token: string, target: SubscriberLinkTarget): boolean {
  const expected = Buffer.from(createManageToken(secret, target));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The preferences page every subscriber mail links to. */
export function manageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${paths.manageSubscription}?token=${encodeURIComponent(token)}`;
}

/** The RFC 8058 one-click target: POST unsubscribes without cookies; GET only shows the page. */
export function oneClickUnsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Headers for every mail sent to a list (RFC 2369 and RFC 8058). */
export function listUnsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUnsubscribeUrl(publicUrl, token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** A random single-use token and the hash that is stored instead of it. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');
