import { afterAll, beforeAll, expect } from 'vitest';
import type { CustomDomain, Project } from '@shiplog/contract';
import { type FakeDnsServer, startFakeDnsServer } from '@shiplog/fakes';
import { type SignedIn, signUpConfirmed } from './accounts';
import { call } from './api';
import { createTestApp, type TestApp } from './app';
import { createProject } from './projects';

/** Our host in these tests: CNAME records must point at it. */
export const DOMAIN_PUBLIC_URL = 'https://shiplog.example';
export const TARGET_HOST = 'shiplog.example';

export interface DomainHarness {
  t: TestApp;
  dns: FakeDnsServer;
  close(): Promise<void>;
}

/** The app with DNS_SERVERS pointing at a fake DNS server of its own. */
export async function startDomainHarness(env: Record<string, string> = {}): Promise<DomainHarness> {
  const dns = await startFakeDnsServer();
  const t = await createTestApp({ env: { PUBLIC_URL: DOMAIN_PUBLIC_URL, DNS_SERVERS: dns.address, ...env } });
  return {
    t,
    dns,
    async close() {
      await t.close();
      await dns.close();
    },
  };
}

let projects = 0;

/** A confirmed owner with one project (public unless said otherwise). */
export async function ownerWithProject(
  t: TestApp,
  options: { isPrivate?: boolean } = {},
): Promise<{ owner: SignedIn; project: Project }> {
  const n = ++projects;
  const owner = await signUpConfirmed(t, `owner${n}-${Date.now()}@domains.test`);
  const project = await createProject(t, owner, {
    repository_name: `owner/domains-${n}`,
    name: `Domains ${n}`,
    description: `Project number ${n}, on its own domain.`,
    is_private: options.isPrivate ?? false,
  });
  return { owner, project };
}

/** The harness and a first owner with a project, for one describe block. */
export interface DomainSuite {
  h: DomainHarness;
  owner: SignedIn;
  project: Project;
}

/** Call in a describe block: starts the harness and the owner before its tests, closes it after. */
export function domainSuite(): DomainSuite {
  const s = {} as DomainSuite;
  beforeAll(async () => {
    s.h = await startDomainHarness();
    ({ owner: s.owner, project: s.project } = await ownerWithProject(s.h.t));
  });
  afterAll(async () => s.h?.close());
  return s;
}

export const domainUrl = (projectId: string) => `/api/projects/${projectId}/domain`;

export const setUpDomain = (t: TestApp, auth: SignedIn, projectId: string, domain: string) =>
  call(t, 'POST', domainUrl(projectId), { as: auth, payload: { domain } });

export async function verifyDomain(t: TestApp, auth: SignedIn, projectId: string): Promise<CustomDomain> {
  const res = await call(t, 'POST', `${domainUrl(projectId)}/verify`, { as: auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CustomDomain>();
}

/** The TXT value the setup asked for. */
export const txtValueOf = (domain: CustomDomain) => domain.dns_records.find((r) => r.type === 'TXT')!.content;

/** Both records right in the fake DNS. */
export function publishRecords(dns: FakeDnsServer, domain: CustomDomain) {
  dns.set(domain.domain, { CNAME: TARGET_HOST });
  dns.set(`_shiplog.${domain.domain}`, { TXT: [txtValueOf(domain)] });
}

/** A public project with an active domain (set up and verified through the API). */
export async function activeDomain(h: DomainHarness, name: string, options: { isPrivate?: boolean } = {}) {
  const { owner, project } = await ownerWithProject(h.t, options);
  const res = await setUpDomain(h.t, owner, project.id, name);
  expect(res.statusCode, res.body).toBe(200);
  publishRecords(h.dns, res.json<CustomDomain>());
  const verified = await verifyDomain(h.t, owner, project.id);
  expect(verified.status).toBe('active');
  return { owner, project, domain: verified };
}
