import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages, type CustomDomain } from '@shiplog/contract';
import {
  type DomainHarness,
  ownerWithProject,
  setUpDomain,
  startDomainHarness,
  txtValueOf,
  verifyDomain,
} from './support/domains';

/** PUBLIC_URL on an IP address: no DNS provider takes a CNAME to an address, so the screen must ask for A or AAAA. */
describe.each([
  { publicUrl: 'http://203.0.113.7:3000', type: 'A', address: '203.0.113.7', key: 'A' as const },
  { publicUrl: 'http://[2001:db8::7]:3000', type: 'AAAA', address: '2001:db8::7', key: 'AAAA' as const },
])('custom domains when PUBLIC_URL is $publicUrl', ({ publicUrl, type, address, key }) => {
  let h: DomainHarness;
  beforeAll(async () => {
    h = await startDomainHarness({ PUBLIC_URL: publicUrl });
  });
  afterAll(async () => h?.close());

  it(`asks for an ${type} record to ${address}, never a CNAME, and verifies through it`, async () => {
    const { owner, project } = await ownerWithProject(h.t);
    const domain = `ip-${type.toLowerCase()}.example.org`;
    const res = await setUpDomain(h.t, owner, project.id, domain);
    expect(res.statusCode, res.body).toBe(200);
    const pending = res.json<CustomDomain>();
    expect(pending.dns_records.map((r) => [r.type, r.name, r.content])).toEqual([
      [type, domain, address],
      ['TXT', `_shiplog.${domain}`, txtValueOf(pending)],
    ]);

    h.dns.set(`_shiplog.${domain}`, { TXT: [txtValueOf(pending)] });
    h.dns.set(domain, {});
    expect(await verifyDomain(h.t, owner, project.id)).toMatchObject({
      status: 'error',
      error: domainMessages.addressMissing(type, domain),
    });
    h.dns.set(domain, { [key]: [address] });
    expect(await verifyDomain(h.t, owner, project.id)).toMatchObject({ status: 'active', error: null });
    expect(h.dns.questions).toContain(`${type} ${domain}`);
    expect(h.dns.questions).not.toContain(`CNAME ${domain}`);
  });
});
