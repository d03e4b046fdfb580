import { BlockList, isIP } from 'node:net';
import { WEBHOOK_RECEIVER_PATH } from '@shiplog/contract';

/** Where GitHub posts deliveries for this server. */
export const receiverUrl = (publicUrl: string) => new URL(WEBHOOK_RECEIVER_PATH, publicUrl).toString();

/** Addresses no one on the internet can reach us at: loopback, private, link-local, unspecified. */
const unreachable = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  unreachable.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  unreachable.addSubnet(net, prefix, 'ipv6');

const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal'];

function isUnreachableIp(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return unreachable.check(address, 'ipv4');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return unreachable.check(mapped, 'ipv4');
  return unreachable.check(address, 'ipv6');
}

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
  if (isIP(host)) return !isUnreachableIp(host);
  if (host === 'localhost' || !host.includes('.')) return false;
  return !LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix));
}
