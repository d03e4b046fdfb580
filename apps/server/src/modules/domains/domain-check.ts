import { domainMessages } from '@shiplog/contract';
import type { DnsAnswer, DnsResolver } from '../../integrations/dns';
import { pointingRecordType, txtNameOf, txtValueOf } from './domain-records';

/**
 * What DNS says of a domain's two records. `definite` failures are answers about the
 * records themselves (missing, wrong, no such name); the others say the DNS could not tell.
 */
export type DomainCheck = { ok: true } | { ok: false; definite: boolean; error: string };

const normal = (name: string) => name.toLowerCase().replace(/\.$/, '');

/** A resolver failure (timeout, SERVFAIL, …) as a check result; undefined when DNS answered. */
function unanswered(answer: DnsAnswer): DomainCheck | undefined {
  if (answer.kind === 'timeout') return { ok: false, definite: false, error: domainMessages.timeout };
  if (answer.kind === 'failed') return { ok: false, definite: false, error: domainMessages.dnsFailed };
  return undefined;
}

/** The CNAME (or A/AAAA record, for an address) that points the domain at our host. */
function checkPointing(answer: DnsAnswer, domain: string, targetHost: string): DomainCheck {
  const type = pointingRecordType(targetHost);
  if (answer.kind === 'nxdomain')
    return { ok: false, definite: true, error: domainMessages.nxdomain(domain) };
  if (answer.kind !== 'found' || answer.records.length === 0)
    return {
      ok: false,
      definite: true,
      error:
        type === 'CNAME' ? domainMessages.cnameMissing(domain) : domainMessages.addressMissing(type, domain),
    };
  const targets = answer.records.map(normal);
  if (targets.includes(targetHost)) return { ok: true };
  const found = targets[0] ?? '';
  return { ok: false, definite: true, error: domainMessages.cnameElsewhere(domain, targetHost, found) };
}

function checkTxt(answer: DnsAnswer, domain: string, token: string): DomainCheck {
  const name = txtNameOf(domain);
  if (answer.kind !== 'found' || answer.records.length === 0)
    return { ok: false, definite: true, error: domainMessages.txtMissing(name) };
  if (answer.records.some((value) => value.trim() === txtValueOf(token))) return { ok: true };
  return { ok: false, definite: true, error: domainMessages.txtWrong(name) };
}

/**
 * Resolves both records (in parallel) and names the first problem: the DNS not answering,
 * then the domain not existing, then the CNAME (or address record), then the TXT record.
 */
export async function checkDomainDns(
  dns: DnsResolver,
  domain: string,
  token: string,
  targetHost: string,
): Promise<DomainCheck> {
  const type = pointingRecordType(targetHost);
  const pointing =
    type === 'A' ? dns.resolve4(domain) : type === 'AAAA' ? dns.resolve6(domain) : dns.resolveCname(domain);
  const [target, txt] = await Promise.all([pointing, dns.resolveTxt(txtNameOf(domain))]);
  const failed = unanswered(target) ?? unanswered(txt);
  if (failed) return failed;
  const pointingCheck = checkPointing(target, domain, targetHost);
  if (!pointingCheck.ok) return pointingCheck;
  return checkTxt(txt, domain, token);
}
