import { Resolver } from 'node:dns/promises';

/**
 * What a DNS question came back with:
 * - `found`: the records (TXT strings are the record's chunks joined);
 * - `nodata`: the name exists but has no record of that type;
 * - `nxdomain`: the name does not exist;
 * - `timeout`: no resolver answered in time;
 * - `failed`: a resolver answered with a failure (SERVFAIL, REFUSED, …) or could not be reached.
 */
export type DnsAnswer =
  | { kind: 'found'; records: string[] }
  | { kind: 'nodata' }
  | { kind: 'nxdomain' }
  | { kind: 'timeout' }
  | { kind: 'failed'; code: string };

/** The few DNS questions custom domains ask. Never throws: every outcome is an answer. */
export interface DnsResolver {
  resolveCname(name: string): Promise<DnsAnswer>;
  resolve4(name: string): Promise<DnsAnswer>;
  resolve6(name: string): Promise<DnsAnswer>;
  resolveTxt(name: string): Promise<DnsAnswer>;
}

export interface DnsResolverOptions {
  /** `ip[:port]` resolvers (DNS_SERVERS); the system's resolvers when empty. */
  servers?: string[];
  /** Per try, in milliseconds; c-ares doubles it for each retry. */
  timeoutMs?: number;
  tries?: number;
  /** The whole question's deadline, retries included. */
  deadlineMs?: number;
}

export const DNS_DEFAULTS = { timeoutMs: 1_500, tries: 2, deadlineMs: 5_000 } as const;

function toAnswer(err: unknown): DnsAnswer {
  const code = (err as NodeJS.ErrnoException).code ?? 'UNKNOWN';
  if (code === 'ENODATA') return { kind: 'nodata' };
  if (code === 'ENOTFOUND') return { kind: 'nxdomain' };
  if (code === 'ETIMEOUT' || code === 'ECANCELLED') return { kind: 'timeout' };
  return { kind: 'failed', code };
}

/** node:dns/promises `Resolver` (c-ares): real DNS over UDP, with TCP for truncated answers. */
export function createDnsResolver(options: DnsResolverOptions = {}): DnsResolver {
  const { timeoutMs, tries, deadlineMs } = { ...DNS_DEFAULTS, ...options };

  /** One resolver per question, so a deadline cancels only that question. */
  async function ask(question: (resolver: Resolver) => Promise<string[]>): Promise<DnsAnswer> {
    const resolver = new Resolver({ timeout: timeoutMs, tries });
    if (options.servers?.length) resolver.setServers(options.servers);
    const deadline = setTimeout(() => resolver.cancel(), deadlineMs);
    try {
      return { kind: 'found', records: await question(resolver) };
    } catch (err) {
      return toAnswer(err);
    } finally {
      clearTimeout(deadline);
    }
  }

  return {
    resolveCname: (name) => ask((r) => r.resolveCname(name)),
    resolve4: (name) => ask((r) => r.resolve4(name)),
    resolve6: (name) => ask((r) => r.resolve6(name)),
    resolveTxt: (name) => ask(async (r) => (await r.resolveTxt(name)).map((chunks) => chunks.join(''))),
  };
}
