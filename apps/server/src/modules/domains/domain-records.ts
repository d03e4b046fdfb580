import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  DOMAIN_RECORD_TTL,
  DOMAIN_TXT_PREFIX,
  DOMAIN_TXT_VALUE_PREFIX,
  type CustomDomain,
  type DnsRecord,
} from '@shiplog/contract';
import type { projectDomains } from '../../db/schema';

export type DomainRow = typeof projectDomains.$inferSelect;

/** Where the domain must point: PUBLIC_URL's host name (an IPv6 address without its brackets). */
export const targetHostOf = (publicUrl: string) =>
  new URL(publicUrl).hostname.toLowerCase().replace(/^\[(.*)\]$/, '$1');

/**
 * The record that points the domain at us: a CNAME to our host name, or, when PUBLIC_URL's
 * host is an IP address (a CNAME cannot point to one), an A (IPv4) or AAAA (IPv6) record.
 */
export function pointingRecordType(targetHost: string): 'CNAME' | 'A' | 'AAAA' {
  const version = isIP(targetHost);
  return version === 4 ? 'A' : version === 6 ? 'AAAA' : 'CNAME';
}

/** A fresh ownership token: 128 random bits. */
export const newTxtToken = () => randomBytes(16).toString('hex');

export const txtNameOf = (domain: string) => `${DOMAIN_TXT_PREFIX}.${domain}`;
export const txtValueOf = (token: string) => `${DOMAIN_TXT_VALUE_PREFIX}${token}`;

/** The two records the owner creates: one pointing at us and the TXT ownership record. */
export function dnsRecordsOf(domain: string, token: string, targetHost: string): DnsRecord[] {
  return [
    { type: pointingRecordType(targetHost), name: domain, content: targetHost, ttl: DOMAIN_RECORD_TTL },
    { type: 'TXT', name: txtNameOf(domain), content: txtValueOf(token), ttl: DOMAIN_RECORD_TTL },
  ];
}

/** Our own host (and localhost) and every name below them: never a project's domain. */
export function isOwnHost(domain: string, targetHost: string): boolean {
  return [targetHost, 'localhost'].some((own) => domain === own || domain.endsWith(`.${own}`));
}

export function toCustomDomain(row: DomainRow, targetHost: string): CustomDomain {
  return {
    domain: row.domain,
    status: row.status,
    error: row.error,
    dns_records: dnsRecordsOf(row.domain, row.txtToken, targetHost),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    checked_at: row.checkedAt?.toISOString() ?? null,
  };
}
