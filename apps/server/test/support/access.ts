import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { endpointPath, type Endpoint } from '@shiplog/contract';
import { call } from './api';
import { signUpConfirmed, type SignedIn } from './accounts';
import type { TestApp } from './app';
import { createProject } from './projects';
import { createUpdate, textUpdate } from './updates';

/** Who calls: nobody signed in, a signed-in user who does not own the project, its owner. */
export const ROLES = ['visitor', 'stranger', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** A project of the owner with one published update and, usually, one comment on it. */
export interface Target {
  projectId: string;
  updateId: string;
  commentId?: string;
}

export interface AccessRequest {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

/** A signed-in user made for one call, with the address they signed up with. */
export interface FreshUser extends SignedIn {
  email: string;
}

/** What a case may build its request from. */
export interface AccessFixture {
  t: TestApp;
  owner: SignedIn;
  stranger: SignedIn;
  public: Target;
  private: Target;
  /** The owner's post (made from a commit message). */
  postId: string;
  /** A new target of the owner's, for operations that delete it; with `comment`, the owner's comment on it. */
  freshTarget(isPrivate: boolean, comment?: boolean): Promise<Target>;
  freshPost(): Promise<string>;
  freshUser(): Promise<FreshUser>;
}

/** Statuses in ROLES order: visitor, stranger, owner. */
export type Statuses = readonly [number, number, number];

/** One operation's row of the access matrix. */
export interface AccessCase {
  /** The request, on the owner's public or private target, made by `as`. */
  request?: (
    f: AccessFixture,
    target: Target,
    as: SignedIn | FreshUser | null,
  ) => AccessRequest | Promise<AccessRequest>;
  /** Expected on the public target. */
  public: Statuses;
  /** Expected on the private target; absent when the operation is not about a project. */
  private?: Statuses;
  /**
   * The signed-in roles are users made for this call (signing out, deleting an account): the
   * operation acts on the caller's own account, so "stranger" and "owner" mean the same.
   */
  fresh?: boolean;
}

export const uniqueEmail = (what: string) => `${what}-${randomUUID().slice(0, 8)}@access.test`;

async function newTarget(
  t: TestApp,
  owner: SignedIn,
  isPrivate: boolean,
  commenter: SignedIn | null = owner,
): Promise<Target> {
  const { id: projectId } = await createProject(t, owner, { is_private: isPrivate });
  const { id: updateId } = await createUpdate(
    t,
    owner,
    projectId,
    textUpdate('Shipped the access matrix', { content: 'Every route, every role.' }),
  );
  if (!commenter) return { projectId, updateId };
  const comment = await call(t, 'POST', `/api/updates/${updateId}/comments`, {
    as: commenter,
    payload: { content: 'First!' },
  });
  expect(comment.statusCode, comment.body).toBe(201);
  return { projectId, updateId, commentId: comment.json().id };
}

/** Each post is of its own commit: a second post of one commit for one network rewrites the first. */
let postedCommits = 0;
async function newPost(t: TestApp, owner: SignedIn, projectId: string): Promise<string> {
  const res = await call(t, 'POST', '/api/ai/generate-post', {
    as: owner,
    payload: {
      project_id: projectId,
      commit_message: 'feat: add the access matrix',
      commit_sha: `abcdef${String(++postedCommits).padStart(7, '0')}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post.id;
}

export async function accessFixture(t: TestApp): Promise<AccessFixture> {
  const owner = await signUpConfirmed(t, uniqueEmail('owner'));
  const stranger = await signUpConfirmed(t, uniqueEmail('stranger'));
  const publicTarget = await newTarget(t, owner, false);
  return {
    t,
    owner,
    stranger,
    public: publicTarget,
    private: await newTarget(t, owner, true),
    postId: await newPost(t, owner, publicTarget.projectId),
    // A stranger cannot comment on a private project: there the owner writes the comment.
    async freshTarget(isPrivate, comment = false) {
      return newTarget(t, owner, isPrivate, comment ? owner : null);
    },
    freshPost: () => newPost(t, owner, publicTarget.projectId),
    async freshUser() {
      const email = uniqueEmail('fresh');
      return { ...(await signUpConfirmed(t, email)), email };
    },
  };
}

/** The URL of a request: the endpoint's path with its parameters, under /api, and its query. */
export function accessUrl(endpoint: Endpoint, request: AccessRequest): string {
  const query = new URLSearchParams(request.query ?? {}).toString();
  return `/api${endpointPath(endpoint, request.params)}${query ? `?${query}` : ''}`;
}
