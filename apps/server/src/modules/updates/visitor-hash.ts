import { createHmac } from 'node:crypto';

/** The UTC day a view is counted on, `YYYY-MM-DD`. */
export const utcDay = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Who is viewing, without keeping who they are: an HMAC (the app secret as key) of the
 * client address, user agent and user id, salted with the day so hashes from different
 * days cannot be linked. 128 bits, base64url.
 */
export function visitorHash(
  secret: string,
  visitor: { ip: string; userAgent: string; userId: string | null },
  day: string,
): string {
  return createHmac('sha256', secret)
    .update(`view\n${day}\n${visitor.ip}\n${visitor.userAgent}\n${visitor.userId ?? ''}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}
