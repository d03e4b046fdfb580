import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainMessages } from '@shiplog/contract';
import { projectDomains, projects } from '../src/db/schema';
import { type DomainHarness, ownerWithProject, setUpDomain, startDomainHarness } from './support/domains';

describe('projects racing for one domain', () => {
  let h: DomainHarness;
  beforeAll(async () => {
    h = await startDomainHarness();
  });
  afterAll(async () => h?.close());

  it('gives the domain to exactly one of them; the others hear it is taken', async () => {
    const contenders = await Promise.all(Array.from({ length: 6 }, () => ownerWithProject(h.t)));
    for (let round = 0; round < 3; round++) {
      const domain = `race${round}.example.org`;
      const answers = await Promise.all(
        contenders.map(({ owner, project }) => setUpDomain(h.t, owner, project.id, domain)),
      );
      const won = answers.filter((r) => r.statusCode === 200);
      expect(won, domain).toHaveLength(1);
      for (const lost of answers.filter((r) => r.statusCode !== 200)) {
        expect(lost.statusCode).toBe(409);
        expect(lost.json().error.message).toBe(domainMessages.taken);
      }
      const { db } = h.t.deps.database;
      const rows = await db.select().from(projectDomains).where(eq(projectDomains.domain, domain));
      expect(rows).toHaveLength(1);
      const mirrored = await db
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.customDomain, domain));
      expect(mirrored).toEqual([{ id: rows[0]!.projectId }]);
    }
    // Every project holds at most one domain, and its mirror agrees with the table.
    const { db } = h.t.deps.database;
    const all = await db.select().from(projectDomains);
    const mirrors = await db
      .select({ id: projects.id, domain: projects.customDomain })
      .from(projects)
      .where(isNotNull(projects.customDomain));
    expect(new Set(all.map((r) => r.projectId)).size).toBe(all.length);
    expect(mirrors.sort((a, b) => a.id.localeCompare(b.id))).toEqual(
      all.map((r) => ({ id: r.projectId, domain: r.domain })).sort((a, b) => a.id.localeCompare(b.id)),
    );
  });
});
