import { BlockList, isIP } from 'node:net';

/**
 * Addresses no one on the internet can reach, or that reach this machine's neighbourhood:
 * unspecified, loopback, private, shared (CGNAT), link-local, benchmarking, multicast and
 * reserved ranges, IPv6 unique-local and link-local, and IPv4 written as IPv6.
 */
const internal = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  internal.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  internal.addSubnet(net, prefix, 'ipv6');

/** The IPv4 address inside an IPv4-mapped or NAT64 IPv6 one (`::ffff:10.0.0.1`, `64:ff9b::a00:1`). */
function embeddedIpv4(address: string): string | null {
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1]!, 16), parseInt(hex[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an IP address is loopback, private, link-local or otherwise not on the internet. */
export function isInternalAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 4) return internal.check(ip, 'ipv4');
  if (family !== 6) return false;
  const mapped = embeddedIpv4(ip);
  if (mapped) return internal.check(mapped, 'ipv4');
  return internal.check(ip, 'ipv6');
}
