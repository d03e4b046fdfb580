import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { projectIdParamsSchema } from './projects';

/** Custom domains (docs/features/automation.md#custom-domains). The fixed messages first, word for word. */
export const domainMessages = {
  invalid: (host: string) => `Please enter a valid domain (e.g., ${host})`,
  verifyFailed: 'Failed to verify domain. Please check DNS configuration and try again.',
  deleteFailed: 'Failed to delete custom domain. Please try again.',
  configureFailed: 'Failed to configure custom domain. Please try again.',
  propagation: 'DNS changes can take 24 to 48 hours to propagate.',
  /** Our own words from here on. */
  example: 'updates.example.com',
  taken: 'This domain is already used by another project.',
  ownHost: 'This is Shiplog’s own address; use a domain of your own.',
  copied: 'Copied to clipboard',
  txtMissing: (name: string) => `No TXT record found at ${name}.`,
  txtWrong: (name: string) => `The TXT record at ${name} does not hold this project’s token.`,
  cnameMissing: (domain: string) => `No CNAME record found for ${domain}.`,
  cnameElsewhere: (domain: string, target: string, found: string) =>
    `${domain} points to ${found}, not to ${target}.`,
  addressMissing: (type: string, domain: string) => `No ${type} record found for ${domain}.`,
  nxdomain: (domain: string) => `${domain} does not exist in DNS yet.`,
  timeout: 'The DNS servers did not answer in time. Please try again in a few minutes.',
  dnsFailed: 'The DNS servers could not answer. Please try again in a few minutes.',
  none: 'This project has no custom domain.',
} as const;

export const DOMAIN_STATUSES = ['pending', 'active', 'error'] as const;
export const domainStatusSchema = z.enum(DOMAIN_STATUSES);
export type DomainStatus = z.infer<typeof domainStatusSchema>;

/** A host name with at least one dot and an alphabetic TLD of 2+ letters. */
export const DOMAIN_PATTERN = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
/** The TXT record proving ownership sits at `_shiplog.{domain}`. */
export const DOMAIN_TXT_PREFIX = '_shiplog';
/** Its value: `shiplog-verification={token}`. */
export const DOMAIN_TXT_VALUE_PREFIX = 'shiplog-verification=';
/** The TTL suggested for both records (seconds). */
export const DOMAIN_RECORD_TTL = 3600;
export { CUSTOM_DOMAIN_PRODUCT_META, CUSTOM_DOMAIN_PROJECT_META } from './constants';

export const isValidDomain = (value: string) => DOMAIN_PATTERN.test(value.trim().toLowerCase());

export const dnsRecordSchema = z.object({
  /** CNAME to our host name; A (IPv4) or AAAA (IPv6) when PUBLIC_URL's host is an address, which a CNAME cannot point to. */
  type: z.enum(['CNAME', 'A', 'AAAA', 'TXT']),
  name: z.string(),
  content: z.string(),
  ttl: z.number().int(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

/** A custom domain; GET answers `null` when there is none. */
export const customDomainSchema = z.object({
  domain: z.string(),
  status: domainStatusSchema,
  /**
   * Why the last check failed: the reason of status error, or a warning on an active domain
   * whose last check failed (it goes to error after 3 failed checks in a row). Null when fine.
   */
  error: z.string().nullable(),
  dns_records: z.array(dnsRecordSchema),
  verified_at: z.string().nullable(),
  checked_at: z.string().nullable(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;
export const customDomainResponseSchema = customDomainSchema.nullable();

export const domainBodySchema = z.object({
  domain: z
    .string()
    .trim()
    .toLowerCase()
    .max(253)
    .refine(isValidDomain, { message: domainMessages.invalid(domainMessages.example) }),
});
export type DomainBody = z.input<typeof domainBodySchema>;

/** GET /api/domains/allowed?domain=… (Caddy's on-demand TLS ask). */
export const domainAllowedQuerySchema = z.object({ domain: z.string().max(253) });

/** GET /api/domains/allowed?domain=: answered only for a host Shiplog serves (404 otherwise). */
export const domainAllowedResponseSchema = z.object({ domain: z.string(), allowed: z.literal(true) });

/** A project's custom domain. */
export const domainEndpoints = {
  getDomain: defineEndpoint({
    id: 'getDomain',
    method: 'GET',
    path: '/projects/:id/domain',
    summary: "The project's custom domain, or null",
    tags: ['domains'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 200,
    response: customDomainResponseSchema,
  }),
  configureDomain: defineEndpoint({
    id: 'configureDomain',
    method: 'POST',
    path: '/projects/:id/domain',
    summary: 'Set the custom domain',
    tags: ['domains'],
    auth: 'required',
    errors: [409],
    params: projectIdParamsSchema,
    body: domainBodySchema,
    status: 200,
    response: customDomainSchema,
  }),
  removeDomain: defineEndpoint({
    id: 'removeDomain',
    method: 'DELETE',
    path: '/projects/:id/domain',
    summary: 'Remove the custom domain',
    tags: ['domains'],
    auth: 'required',
    params: projectIdParamsSchema,
    status: 204,
  }),
  verifyDomain: defineEndpoint({
    id: 'verifyDomain',
    method: 'POST',
    path: '/projects/:id/domain/verify',
    summary: "Check the domain's DNS records now",
    tags: ['domains'],
    auth: 'required',
    errors: [429],
    params: projectIdParamsSchema,
    status: 200,
    response: customDomainSchema,
  }),
  checkDomainAllowed: defineEndpoint({
    id: 'checkDomainAllowed',
    method: 'GET',
    path: '/domains/allowed',
    summary: 'Whether a certificate may be issued for a host (for Caddy on-demand TLS)',
    tags: ['domains'],
    auth: 'none',
    errors: [404],
    query: domainAllowedQuerySchema,
    status: 200,
    response: domainAllowedResponseSchema,
  }),
};
