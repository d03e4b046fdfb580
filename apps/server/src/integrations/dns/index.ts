export { createDnsResolver, DNS_DEFAULTS } from './dns-resolver';
export type { DnsAnswer, DnsResolver, DnsResolverOptions } from './dns-resolver';
