import { randomUUID } from 'node:crypto';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import { createAuth } from '../../integrations/better-auth/auth-instance';
import { hashPassword, isCommonPassword } from '../../integrations/better-auth/password';
import { accounts, projects, updates, users } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { insertUpdateHistory } from '../updates/update-writes';
import { DEMO_ACCOUNT, DEMO_PROJECTS, sampleProject, type DemoProject } from './demo-data';

const DAY = 24 * 3600_000;

export interface SeedOptions {
  password?: string;
  /** Extra public sample projects on the demo account (load tests). */
  extraPublicProjects?: number;
}

export interface SeedResult {
  email: string;
  password: string;
  userId: string;
  /** Projects this run created (0 when everything was already there). */
  createdProjects: number;
}

type SeedDeps = Pick<AppDeps, 'config' | 'database' | 'secret'>;

/**
 * The demo account, confirmed, with the given password: created through the auth library
 * the first time, its password set again on later runs so the printed one always works.
 */
async function ensureDemoAccount(deps: SeedDeps, password: string): Promise<string> {
  const db = deps.database.db;
  const find = async () =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email)))[0];
  let user = await find();
  if (!user) {
    await createAuth(deps).api.signUpEmail({
      body: { email: DEMO_ACCOUNT.email, password, name: DEMO_ACCOUNT.name },
    });
    user = await find();
    if (!user) throw new Error('The auth library did not create the demo account');
  } else {
    const hash = await hashPassword(password);
    const updated = await db
      .update(accounts)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential')))
      .returning({ id: accounts.id });
    if (!updated.length)
      await db.insert(accounts).values({
        id: randomUUID(),
        accountId: user.id,
        providerId: 'credential',
        userId: user.id,
        password: hash,
      });
  }
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user.id;
}

/** Inserts the projects the account does not have yet (matched by repository). */
async function ensureProjects(deps: SeedDeps, userId: string, wanted: DemoProject[]): Promise<number> {
  const db = deps.database.db;
  const existing = await db
    .select({ repositoryName: projects.repositoryName })
    .from(projects)
    .where(eq(projects.userId, userId));
  const have = new Set(existing.map((p) => p.repositoryName));
  const missing = wanted.filter((p) => !have.has(p.repositoryName));
  if (!missing.length) return 0;
  const now = Date.now();
  await db.insert(projects).values(
    missing.map((p) => ({
      userId,
      name: p.name,
      description: p.description,
      longDescription: p.longDescription,
      repositoryName: p.repositoryName,
      websiteUrl: p.websiteUrl,
      twitterHandle: p.twitterHandle,
      techStack: p.techStack,
      githubStars: p.githubStars,
      starsCheckedAt: new Date(now),
      isPrivate: p.isPrivate,
      createdAt: new Date(now - p.daysAgo * DAY),
      updatedAt: new Date(now - p.daysAgo * DAY),
    })),
  );
  return missing.length;
}

/**
 * One published update for each sample project without any: the public list shows projects
 * once they have shipped (the demo projects get theirs from the updates seed).
 */
async function shipSamples(deps: SeedDeps, userId: string, samples: DemoProject[]): Promise<void> {
  if (!samples.length) return;
  const db = deps.database.db;
  const unshipped = await db
    .select({ id: projects.id, createdAt: projects.createdAt })
    .from(projects)
    .where(
      and(
        eq(projects.userId, userId),
        inArray(
          projects.repositoryName,
          samples.map((p) => p.repositoryName),
        ),
        notExists(db.select().from(updates).where(eq(updates.projectId, projects.id))),
      ),
    );
  if (!unshipped.length) return;
  await insertUpdateHistory(
    deps,
    unshipped.map((p) => ({
      projectId: p.id,
      type: 'text' as const,
      title: 'First public build',
      content: 'The first version is out: try it and tell us what you think.',
      publishedAt: new Date(p.createdAt.getTime() + DAY),
    })),
  );
}

/** `npm run seed`: idempotent; running it again changes nothing but the password. */
export async function seedDemo(deps: SeedDeps, options: SeedOptions = {}): Promise<SeedResult> {
  const password = options.password ?? DEMO_ACCOUNT.password;
  if (password.length < 6 || isCommonPassword(password))
    throw new Error('The demo password must be at least 6 characters and not a common one.');
  const userId = await ensureDemoAccount(deps, password);
  const extra = Array.from({ length: options.extraPublicProjects ?? 0 }, (_, i) => sampleProject(i));
  const createdProjects = await ensureProjects(deps, userId, [...DEMO_PROJECTS, ...extra]);
  await shipSamples(deps, userId, extra);
  return { email: DEMO_ACCOUNT.email, password, userId, createdProjects };
}
