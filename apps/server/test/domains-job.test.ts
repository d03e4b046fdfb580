import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages, type CustomDomain } from '@shiplog/contract';
import { projectDomains } from '../src/db/schema';
import { checkDomainsJob } from '../src/jobs/check-domains.job';
import {
  activeDomain,
  ownerWithProject,
  publishRecords,
  setUpDomain,
  startDomainHarness,
} from './support/domains';
import type { DomainHarness } from './support/domains';

describe('check-domains job', () => {
  let h: DomainHarness;
  beforeAll(async () => {
    h = await startDomainHarness();
  });
  afterAll(async () => h?.close());

  const run = () => checkDomainsJob.handler({}, { deps: h.t.deps, logger: h.t.deps.logger, jobId: 'test' });
  const row = async (domain: string) =>
    (await h.t.deps.database.db.select().from(projectDomains).where(eq(projectDomains.domain, domain)))[0]!;
  /** Moves the last check back, as if that much time had passed. */
  const age = (domain: string, interval: string) =>
    h.t.deps.database.db
      .update(projectDomains)
      .set({ checkedAt: sql`now() - ${interval}::interval` })
      .where(eq(projectDomains.domain, domain));

  it('makes a pending domain active once its records appear, and leaves it pending until then', async () => {
    const { owner, project } = await ownerWithProject(h.t);
    const pending = (await setUpDomain(h.t, owner, project.id, 'later.example.org')).json<CustomDomain>();
    await run();
    let stored = await row('later.example.org');
    expect(stored).toMatchObject({ status: 'pending', error: domainMessages.nxdomain('later.example.org') });
    expect(stored.checkedAt).not.toBeNull();
    publishRecords(h.dns, pending);
    await run(); // checked moments ago: not due yet
    expect((await row('later.example.org')).status).toBe('pending');
    await age('later.example.org', '11 minutes');
    await run();
    stored = await row('later.example.org');
    expect(stored).toMatchObject({ status: 'active', error: null, failures: 0 });
    expect(stored.verifiedAt).not.toBeNull();
  });

  it('stops re-checking a domain never verified after 7 days', async () => {
    const { owner, project } = await ownerWithProject(h.t);
    const pending = (await setUpDomain(h.t, owner, project.id, 'stale.example.org')).json<CustomDomain>();
    await h.t.deps.database.db
      .update(projectDomains)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(projectDomains.domain, 'stale.example.org'));
    publishRecords(h.dns, pending);
    await run();
    expect(await row('stale.example.org')).toMatchObject({ status: 'pending', checkedAt: null });
  });

  it('turns an active domain whose TXT record disappeared to error after 3 failed checks in a row', async () => {
    const { domain } = await activeDomain(h, 'fading.example.org');
    await run();
    expect((await row('fading.example.org')).failures).toBe(0); // checked moments ago: not due
    h.dns.remove('_shiplog.fading.example.org');
    await age('fading.example.org', '25 hours');
    await run();
    expect(await row('fading.example.org')).toMatchObject({ status: 'active', failures: 1 });
    // After a failure it is looked at hourly, not daily.
    await run();
    expect((await row('fading.example.org')).failures).toBe(1);
    await age('fading.example.org', '61 minutes');
    await run();
    expect(await row('fading.example.org')).toMatchObject({ status: 'active', failures: 2 });
    await age('fading.example.org', '61 minutes');
    await run();
    expect(await row('fading.example.org')).toMatchObject({
      status: 'error',
      failures: 3,
      error: domainMessages.txtMissing('_shiplog.fading.example.org'),
    });
    // Repaired, it comes back at the next daily check.
    publishRecords(h.dns, domain);
    await age('fading.example.org', '25 hours');
    await run();
    expect(await row('fading.example.org')).toMatchObject({ status: 'active', failures: 0, error: null });
  });

  it('resets the failure count when a check succeeds', async () => {
    const { domain } = await activeDomain(h, 'flaky.example.org');
    h.dns.remove('_shiplog.flaky.example.org');
    await age('flaky.example.org', '25 hours');
    await run();
    await age('flaky.example.org', '61 minutes');
    await run();
    expect(await row('flaky.example.org')).toMatchObject({ status: 'active', failures: 2 });
    publishRecords(h.dns, domain);
    await age('flaky.example.org', '61 minutes');
    await run();
    expect(await row('flaky.example.org')).toMatchObject({ status: 'active', failures: 0, error: null });
    h.dns.remove('_shiplog.flaky.example.org');
    await age('flaky.example.org', '25 hours');
    await run();
    expect(await row('flaky.example.org')).toMatchObject({ status: 'active', failures: 1 });
  });

  it('does not count a DNS server that does not answer against an active domain', async () => {
    await activeDomain(h, 'quiet.example.org');
    h.dns.silence('quiet.example.org');
    await age('quiet.example.org', '25 hours');
    await run();
    expect(await row('quiet.example.org')).toMatchObject({
      status: 'active',
      failures: 0,
      error: domainMessages.timeout,
    });
  }, 20_000);
});
