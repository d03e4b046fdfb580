import { describe, expect, it } from 'vitest';
import { domainMessages, type CustomDomain } from '@shiplog/contract';
import { VERIFY_LIMIT } from '../src/modules/domains/domains.routes';
import { call } from './support';
import {
  domainSuite,
  domainUrl,
  ownerWithProject,
  publishRecords,
  setUpDomain,
  TARGET_HOST,
  txtValueOf,
  verifyDomain,
} from './support/domains';

describe('custom domain verification against a real DNS server', () => {
  const s = domainSuite();

  const setUp = async (name: string, who = { owner: s.owner, project: s.project }) => {
    const res = await setUpDomain(s.h.t, who.owner, who.project.id, name);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CustomDomain>();
  };
  const verify = () => verifyDomain(s.h.t, s.owner, s.project.id);

  it('goes none → pending → active → removed', async () => {
    expect(
      (await call(s.h.t, 'GET', domainUrl(s.project.id), { headers: s.owner.bearer })).json(),
    ).toBeNull();
    const pending = await setUp('life.example.org');
    expect(pending.status).toBe('pending');
    publishRecords(s.h.dns, pending);
    const before = Date.now();
    const active = await verify();
    expect(active).toMatchObject({ domain: 'life.example.org', status: 'active', error: null });
    expect(Date.parse(active.verified_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(active.checked_at).toBe(active.verified_at);
    expect(s.h.dns.questions).toEqual(
      expect.arrayContaining(['CNAME life.example.org', 'TXT _shiplog.life.example.org']),
    );
    const read = await call(s.h.t, 'GET', domainUrl(s.project.id), { headers: s.owner.bearer });
    expect(read.json()).toEqual(active);
    expect(
      (await call(s.h.t, 'DELETE', domainUrl(s.project.id), { headers: s.owner.bearer })).statusCode,
    ).toBe(204);
    expect(
      (await call(s.h.t, 'GET', domainUrl(s.project.id), { headers: s.owner.bearer })).json(),
    ).toBeNull();
  });

  it('names each problem it finds, and the domain goes to error', async () => {
    const domain = await setUp('broken.example.org');
    const txtName = '_shiplog.broken.example.org';
    const cases: [string, () => void, string][] = [
      ['no such name', () => {}, domainMessages.nxdomain('broken.example.org')],
      [
        'no CNAME',
        () => s.h.dns.set('broken.example.org', { A: ['192.0.2.10'] }),
        domainMessages.cnameMissing('broken.example.org'),
      ],
      [
        'a CNAME elsewhere',
        () => s.h.dns.set('broken.example.org', { CNAME: 'pages.elsewhere.example.' }),
        domainMessages.cnameElsewhere('broken.example.org', TARGET_HOST, 'pages.elsewhere.example'),
      ],
      [
        'no TXT record',
        () => s.h.dns.set('broken.example.org', { CNAME: TARGET_HOST }),
        domainMessages.txtMissing(txtName),
      ],
      [
        'a TXT record without the token',
        () => s.h.dns.set(txtName, { TXT: ['v=spf1 -all', 'shiplog-verification=someone-else'] }),
        domainMessages.txtWrong(txtName),
      ],
    ];
    for (const [label, arrange, message] of cases) {
      arrange();
      const checked = await verify();
      expect(checked, label).toMatchObject({ status: 'error', error: message, verified_at: null });
    }
    // The token among other TXT records, split in chunks as long values are: right.
    const value = txtValueOf(domain);
    s.h.dns.set(txtName, { TXT: ['v=spf1 -all', [value.slice(0, 10), value.slice(10)]] });
    expect(await verify()).toMatchObject({ status: 'active', error: null });
  });

  it('says when the DNS servers do not answer in time', async () => {
    const other = await ownerWithProject(s.h.t);
    const domain = await setUp('slow.example.org', other);
    publishRecords(s.h.dns, domain);
    s.h.dns.silence('slow.example.org');
    const started = Date.now();
    const checked = await verifyDomain(s.h.t, other.owner, other.project.id);
    expect(checked).toMatchObject({ status: 'error', error: domainMessages.timeout });
    expect(Date.now() - started).toBeLessThan(7_000);
  }, 15_000);

  it('keeps an active domain active when one check fails, with the reason as a warning', async () => {
    const other = await ownerWithProject(s.h.t);
    const domain = await setUp('steady.example.org', other);
    publishRecords(s.h.dns, domain);
    expect((await verifyDomain(s.h.t, other.owner, other.project.id)).status).toBe('active');
    s.h.dns.remove('_shiplog.steady.example.org');
    const warned = await verifyDomain(s.h.t, other.owner, other.project.id);
    expect(warned).toMatchObject({
      status: 'active',
      error: domainMessages.txtMissing('_shiplog.steady.example.org'),
    });
  });

  it('limits Verify per project and user', async () => {
    const other = await ownerWithProject(s.h.t);
    await setUp('limited.example.org', other);
    const url = `${domainUrl(other.project.id)}/verify`;
    for (let i = 0; i < VERIFY_LIMIT.max; i++)
      expect((await call(s.h.t, 'POST', url, { headers: other.owner.bearer })).statusCode).toBe(200);
    const limited = await call(s.h.t, 'POST', url, { headers: other.owner.bearer });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another project of someone else is not held back.
    expect(
      (await call(s.h.t, 'POST', `${domainUrl(s.project.id)}/verify`, { headers: s.owner.bearer }))
        .statusCode,
    ).toBe(200);
  });
});
