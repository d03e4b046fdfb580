import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { domainMessages, projectMessages, type CustomDomain, type Project } from '@shiplog/contract';
import { projectDomains, projects } from '../src/db/schema';
import { call, type SignedIn, signUpConfirmed } from './support';
import { domainSuite, domainUrl, ownerWithProject, setUpDomain, TARGET_HOST } from './support/domains';

describe('custom domain setup', () => {
  const s = domainSuite();

  const read = async (id = s.project.id, auth = s.owner) => {
    const res = await call(s.h.t, 'GET', domainUrl(id), { headers: auth.bearer });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<CustomDomain | null>();
  };
  const projectDomain = async (id = s.project.id) =>
    (await call(s.h.t, 'GET', `/api/projects/${id}`, { headers: s.owner.bearer })).json<Project>()
      .custom_domain;

  it('has none at first', async () => {
    expect(await read()).toBeNull();
    expect(await projectDomain()).toBeNull();
  });

  it('takes host names with a dot and an alphabetic TLD, lower-cased', async () => {
    for (const [given, stored] of [
      ['Updates.Example.COM', 'updates.example.com'],
      ['  blog.my-site.io ', 'blog.my-site.io'],
      ['a.b.c.example.dev', 'a.b.c.example.dev'],
      ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ]) {
      const res = await setUpDomain(s.h.t, s.owner, s.project.id, given!);
      expect(res.statusCode, given).toBe(200);
      expect(res.json<CustomDomain>().domain).toBe(stored);
    }
  });

  it('refuses anything else with the contract’s message', async () => {
    const message = domainMessages.invalid(domainMessages.example);
    expect(message).toBe('Please enter a valid domain (e.g., updates.example.com)');
    const before = await read();
    for (const domain of [
      'localhost',
      'example',
      'example.c',
      'example.123',
      '-bad.example.com',
      'bad-.example.com',
      'under_score.example.com',
      'http://example.com',
      'example.com/path',
      'exa mple.com',
      '1.2.3.4',
      `${'a'.repeat(64)}.example.com`,
      '',
    ]) {
      const res = await setUpDomain(s.h.t, s.owner, s.project.id, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error.issues).toContainEqual({ path: 'domain', message });
    }
    expect(await read()).toEqual(before);
  });

  it('answers pending with the CNAME and TXT records to create', async () => {
    const res = await setUpDomain(s.h.t, s.owner, s.project.id, 'news.example.org');
    expect(res.statusCode).toBe(200);
    const domain = res.json<CustomDomain>();
    expect(domain).toMatchObject({
      domain: 'news.example.org',
      status: 'pending',
      error: null,
      verified_at: null,
    });
    const [cname, txt] = domain.dns_records;
    expect(cname).toEqual({ type: 'CNAME', name: 'news.example.org', content: TARGET_HOST, ttl: 3600 });
    expect(txt).toMatchObject({ type: 'TXT', name: '_shiplog.news.example.org', ttl: 3600 });
    expect(txt!.content).toMatch(/^shiplog-verification=[0-9a-f]{32}$/);
    expect(await read()).toEqual(domain);
    expect(await projectDomain()).toBe('news.example.org');
    // The same domain again keeps its token (the records already created stay right).
    expect((await setUpDomain(s.h.t, s.owner, s.project.id, 'NEWS.example.org')).json()).toEqual(domain);
  });

  it('starts over when the project’s domain is replaced', async () => {
    const first = (await read())!;
    await s.h.t.deps.database.db
      .update(projectDomains)
      .set({ status: 'active', verifiedAt: new Date(), failures: 2, error: 'old' })
      .where(eq(projectDomains.projectId, s.project.id));
    const res = await setUpDomain(s.h.t, s.owner, s.project.id, 'changelog.example.org');
    const second = res.json<CustomDomain>();
    expect(second).toMatchObject({ domain: 'changelog.example.org', status: 'pending', error: null });
    expect(second.verified_at).toBeNull();
    expect(second.dns_records[1]!.content).not.toBe(first.dns_records[1]!.content);
    const [row] = await s.h.t.deps.database.db
      .select()
      .from(projectDomains)
      .where(eq(projectDomains.projectId, s.project.id));
    expect(row!.failures).toBe(0);
    expect(await projectDomain()).toBe('changelog.example.org');
    // The old name is free again.
    const other = await ownerWithProject(s.h.t);
    expect((await setUpDomain(s.h.t, other.owner, other.project.id, 'news.example.org')).statusCode).toBe(
      200,
    );
  });

  it('refuses our own host, its subdomains and localhost', async () => {
    for (const domain of [TARGET_HOST, `www.${TARGET_HOST}`, 'app.localhost']) {
      const res = await setUpDomain(s.h.t, s.owner, s.project.id, domain);
      expect(res.statusCode, domain).toBe(400);
      expect(res.json().error.message).toBe(domainMessages.ownHost);
    }
    expect((await read())!.domain).toBe('changelog.example.org');
  });

  it('refuses a domain another project has, with a clear 409', async () => {
    const other = await ownerWithProject(s.h.t);
    const res = await setUpDomain(s.h.t, other.owner, other.project.id, 'Changelog.Example.org');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'CONFLICT', message: domainMessages.taken });
    expect(await read(other.project.id, other.owner)).toBeNull();
    expect(await projectDomain()).toBe('changelog.example.org');
  });

  it('lets another project have a domain whose claim was never verified in 7 days', async () => {
    const squatter = await ownerWithProject(s.h.t);
    const owner = await ownerWithProject(s.h.t);
    expect(
      (await setUpDomain(s.h.t, squatter.owner, squatter.project.id, 'blog.victim.test')).statusCode,
    ).toBe(200);
    const age = async (days: number) =>
      s.h.t.deps.database.db
        .update(projectDomains)
        .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
        .where(eq(projectDomains.projectId, squatter.project.id));
    await age(6);
    expect((await setUpDomain(s.h.t, owner.owner, owner.project.id, 'blog.victim.test')).statusCode).toBe(
      409,
    );
    await age(8);
    const res = await setUpDomain(s.h.t, owner.owner, owner.project.id, 'blog.victim.test');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CustomDomain>()).toMatchObject({ domain: 'blog.victim.test', status: 'pending' });
    expect(await read(squatter.project.id, squatter.owner)).toBeNull();
    expect(await projectDomain(squatter.project.id)).toBeNull();
  });

  it('is removed with DELETE (back to none), twice without harm', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await call(s.h.t, 'DELETE', domainUrl(s.project.id), { headers: s.owner.bearer });
      expect(res.statusCode).toBe(204);
    }
    expect(await read()).toBeNull();
    expect(await projectDomain()).toBeNull();
    const verify = await call(s.h.t, 'POST', `${domainUrl(s.project.id)}/verify`, {
      headers: s.owner.bearer,
    });
    expect(verify.statusCode).toBe(404);
    expect(verify.json().error.message).toBe(domainMessages.none);
  });

  it('goes with its project', async () => {
    const { owner: o, project: p } = await ownerWithProject(s.h.t);
    expect((await setUpDomain(s.h.t, o, p.id, 'gone.example.org')).statusCode).toBe(200);
    expect((await call(s.h.t, 'DELETE', `/api/projects/${p.id}`, { headers: o.bearer })).statusCode).toBe(
      204,
    );
    const rows = await s.h.t.deps.database.db
      .select()
      .from(projectDomains)
      .where(eq(projectDomains.domain, 'gone.example.org'));
    expect(rows).toEqual([]);
    const next = await ownerWithProject(s.h.t);
    expect((await setUpDomain(s.h.t, next.owner, next.project.id, 'gone.example.org')).statusCode).toBe(200);
  });

  describe('ownership', () => {
    let stranger: SignedIn;
    let privateOne: { owner: SignedIn; project: Project };
    beforeAll(async () => {
      stranger = await signUpConfirmed(s.h.t, 'stranger@domains.test');
      privateOne = await ownerWithProject(s.h.t, { isPrivate: true });
      await setUpDomain(s.h.t, s.owner, s.project.id, 'owned.example.org');
      await setUpDomain(s.h.t, privateOne.owner, privateOne.project.id, 'private.example.org');
    });

    const routes = (id: string) =>
      [
        ['GET', domainUrl(id), undefined],
        ['POST', domainUrl(id), { domain: 'stolen.example.org' }],
        ['POST', `${domainUrl(id)}/verify`, undefined],
        ['DELETE', domainUrl(id), undefined],
      ] as const;

    it('asks for a session on every route', async () => {
      for (const [method, url, payload] of routes(s.project.id)) {
        const res = await call(s.h.t, method, url, { payload });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('answers strangers 403 on a public project and 404 on a private one, changing nothing', async () => {
      for (const [id, status, message] of [
        [s.project.id, 403, projectMessages.notOwner],
        [privateOne.project.id, 404, projectMessages.notFound],
        ['no-such-project', 404, projectMessages.notFound],
      ] as const) {
        for (const [method, url, payload] of routes(id)) {
          const res = await call(s.h.t, method, url, { payload, headers: stranger.bearer });
          expect(res.statusCode, `${method} ${url}`).toBe(status);
          expect(res.json().error.message).toBe(message);
        }
      }
      expect((await read())!.domain).toBe('owned.example.org');
      expect((await read(privateOne.project.id, privateOne.owner))!.domain).toBe('private.example.org');
      const [row] = await s.h.t.deps.database.db
        .select({ domain: projects.customDomain })
        .from(projects)
        .where(eq(projects.id, s.project.id));
      expect(row!.domain).toBe('owned.example.org');
    });
  });
});
