import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  createProjectBodySchema,
  type CreateProjectBody,
  type Project,
  type ReviewRule,
  type UpdateProjectBody,
} from '@shiplog/contract';
import { projects } from '../../src/db/schema';
import { type SignedIn, signUpConfirmed } from './accounts';
import { call } from './api';
import { createTestApp, type TestApp } from './app';

const createFields = new Set(Object.keys(createProjectBodySchema.shape));

/** What a project may be made with: the create body's fields, and any the edit form saves. */
export type ProjectFields = Partial<CreateProjectBody> & UpdateProjectBody;

/**
 * A project of `owner`'s through the API (no GitHub needed): POST /api/projects with the create
 * body's fields (the repository defaults to a made-up one; leaving out `is_private` means
 * private, as in the API; a second project for one repository is confirmed up front), then
 * PUT /api/projects/{id} with the other fields when there are any (long_description,
 * banner_url, …). Fails the test unless both succeed; answers the project.
 */
export async function createProject(
  t: TestApp,
  owner: SignedIn,
  fields: ProjectFields = {},
): Promise<Project> {
  const create = Object.fromEntries(Object.entries(fields).filter(([key]) => createFields.has(key)));
  const edit = Object.fromEntries(Object.entries(fields).filter(([key]) => !createFields.has(key)));
  const res = await call(t, 'POST', '/api/projects', {
    as: owner,
    payload: {
      repository_name: `owner/repo-${Math.random().toString(36).slice(2, 8)}`,
      confirm_duplicate: true,
      ...create,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  if (Object.keys(edit).length === 0) return res.json<Project>();
  const saved = await call(t, 'PUT', `/api/projects/${res.json<Project>().id}`, { as: owner, payload: edit });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json<Project>();
}

/** Rows straight into the table (fast fixtures for lists); `createdAt` may repeat on purpose. */
export async function insertProjects(
  t: TestApp,
  userId: string,
  rows: { name: string; isPrivate?: boolean; createdAt?: Date | SQL }[],
) {
  if (!rows.length) return [];
  return t.deps.database.db
    .insert(projects)
    .values(
      rows.map((r) => ({
        userId,
        name: r.name,
        repositoryName: `fixtures/${r.name.replace(/[^A-Za-z0-9_.-]/g, '-')}`,
        isPrivate: r.isPrivate ?? false,
        ...(r.createdAt ? { createdAt: r.createdAt } : {}),
      })),
    )
    .returning({ id: projects.id, name: projects.name });
}

/** An app with an owner of one public and one private project, and a stranger. */
export interface OwnedProjects {
  t: TestApp;
  owner: SignedIn;
  stranger: SignedIn;
  publicId: string;
  privateId: string;
}

/**
 * Call in a describe block: makes the app, the owner (`owner@<domain>`), their two projects and
 * a stranger before its tests, and closes the app after them. Read the fields inside tests.
 */
export function ownedProjects(domain: string): OwnedProjects {
  const s = {} as OwnedProjects;
  beforeAll(async () => {
    s.t = await createTestApp();
    s.owner = await signUpConfirmed(s.t, `owner@${domain}`);
    s.stranger = await signUpConfirmed(s.t, `stranger@${domain}`);
    s.publicId = (await createProject(s.t, s.owner, { is_private: false })).id;
    s.privateId = (await createProject(s.t, s.owner, { is_private: true })).id;
  });
  afterAll(async () => s.t?.close());
  return s;
}

/** An app with an owner's public project and two more confirmed users, ada and bob. */
export interface EngagementApp {
  t: TestApp;
  owner: SignedIn;
  ada: SignedIn;
  bob: SignedIn;
  projectId: string;
}

/**
 * Call in a describe block: makes the app, the owner (`owner@<domain>`), ada, bob and the
 * owner's public project before its tests, and closes the app after them.
 */
export function engagementApp(domain: string): EngagementApp {
  const s = {} as EngagementApp;
  beforeAll(async () => {
    s.t = await createTestApp();
    s.owner = await signUpConfirmed(s.t, `owner@${domain}`);
    s.ada = await signUpConfirmed(s.t, `ada@${domain}`);
    s.bob = await signUpConfirmed(s.t, `bob@${domain}`);
    s.projectId = (await createProject(s.t, s.owner, { is_private: false })).id;
  });
  afterAll(async () => s.t?.close());
  return s;
}

/** PUT /api/projects/{id}/review-rule: what happens to the project's generated updates. */
export async function setReviewRule(t: TestApp, owner: SignedIn, projectId: string, policy: ReviewRule) {
  const res = await call(t, 'PUT', `/api/projects/${projectId}/review-rule`, {
    as: owner,
    payload: { review_rule: policy },
  });
  expect(res.statusCode, res.body).toBe(200);
}
