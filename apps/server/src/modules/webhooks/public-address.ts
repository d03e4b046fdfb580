import { isIP } from 'node:net';
import { WEBHOOK_RECEIVER_PATH } from '@shiplog/contract';
import { isInternalAddress } from '../../lib/private-address';

/** Where GitHub posts deliveries for this server. */
export const receiverUrl = (publicUrl: string) => new URL(WEBHOOK_RECEIVER_PATH, publicUrl).toString();

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal'];

/**
 * Whether GitHub could reach PUBLIC_URL: not localhost, a loopback, private or link-local
 * address, a single-label name, or a name under .local, .internal or .localhost. (Names are
 * not resolved: a public name is taken at its word.)
 */
export function isPubliclyReachable(publicUrl: string): boolean {
  const host = new URL(publicUrl).hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (isIP(host)) return !isInternalAddress(host);
  if (host === 'localhost' || !host.includes('.')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
