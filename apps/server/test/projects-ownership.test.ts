import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectMessages, type Project } from '@shiplog/contract';
import {
  call,
  createProject,
  createTestApp,
  createUpdate,
  type SignedIn,
  signUpConfirmed,
  type TestApp,
  textUpdate,
} from './support';

type Actor = 'owner' | 'other' | 'visitor';
type Visibility = 'public' | 'private';

/** What each route answers each actor, for a public and a private project. */
const expected: Record<string, Record<Visibility, Record<Actor, number>>> = {
  read: {
    public: { owner: 200, other: 200, visitor: 200 },
    private: { owner: 200, other: 404, visitor: 404 },
  },
  update: {
    public: { owner: 200, other: 403, visitor: 401 },
    private: { owner: 200, other: 404, visitor: 401 },
  },
  remove: {
    public: { owner: 204, other: 403, visitor: 401 },
    private: { owner: 204, other: 404, visitor: 401 },
  },
};

describe('project ownership', () => {
  let t: TestApp;
  let owner: SignedIn;
  let other: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signUpConfirmed(t, 'owner@ownership.test');
    other = await signUpConfirmed(t, 'other@ownership.test');
  });
  afterAll(async () => t?.close());

  const auth = (actor: Actor) =>
    actor === 'owner' ? owner.bearer : actor === 'other' ? other.bearer : ({} as Record<string, string>);
  const read = (id: string, actor: Actor) => call(t, 'GET', `/api/projects/${id}`, { headers: auth(actor) });

  describe.each(['public', 'private'] as const)('a %s project', (visibility) => {
    let project: Project;
    beforeAll(async () => {
      project = await createProject(t, owner, {
        repository_name: `owner/${visibility}-project`,
        name: `The ${visibility} one`,
        is_private: visibility === 'private',
      });
    });

    it.each(['owner', 'other', 'visitor'] as const)('is read by the %s as the rule says', async (actor) => {
      const res = await read(project.id, actor);
      expect(res.statusCode).toBe(expected.read![visibility][actor]);
      if (res.statusCode === 200) expect(res.json()).toEqual(project);
      else expect(res.json().error.message).toBe(projectMessages.notFound);
    });

    it('is changed by its owner only; refused writes change nothing', async () => {
      for (const actor of ['visitor', 'other', 'owner'] as const) {
        const res = await call(t, 'PUT', `/api/projects/${project.id}`, {
          headers: auth(actor),
          payload: { name: `Renamed by ${actor}`, is_private: visibility === 'private' },
        });
        expect(res.statusCode, actor).toBe(expected.update![visibility][actor]);
        if (res.statusCode === 403) expect(res.json().error.message).toBe(projectMessages.notOwner);
        if (actor !== 'owner') expect((await read(project.id, 'owner')).json().name).toBe(project.name);
      }
      expect((await read(project.id, 'owner')).json().name).toBe('Renamed by owner');
    });

    it('appears in the owner’s list only, and in the public list only when public', async () => {
      // Shipped, so that being public is all the public list waits for.
      await createUpdate(t, owner, project.id, textUpdate('First ship'));
      const mine = (await call(t, 'GET', '/api/projects', { headers: owner.bearer })).json<Project[]>();
      expect(mine.map((p) => p.id)).toContain(project.id);
      const others = (await call(t, 'GET', '/api/projects', { headers: other.bearer })).json<Project[]>();
      expect(others.map((p) => p.id)).not.toContain(project.id);
      for (const actor of ['owner', 'other', 'visitor'] as const) {
        const listed = (
          await call(t, 'GET', '/api/projects/public?limit=100', { headers: auth(actor) })
        ).json<Project[]>();
        expect(listed.some((p) => p.id === project.id)).toBe(visibility === 'public');
      }
    });

    it('is deleted by its owner only', async () => {
      for (const actor of ['visitor', 'other', 'owner'] as const) {
        const res = await call(t, 'DELETE', `/api/projects/${project.id}`, { headers: auth(actor) });
        expect(res.statusCode, actor).toBe(expected.remove![visibility][actor]);
        if (res.statusCode === 403) expect(res.json().error.message).toBe(projectMessages.notOwner);
        if (actor !== 'owner') expect((await read(project.id, 'owner')).statusCode).toBe(200);
      }
      expect((await read(project.id, 'owner')).statusCode).toBe(404);
    });
  });

  it('asks for a session before any write or the own list', async () => {
    expect((await call(t, 'GET', '/api/projects')).statusCode).toBe(401);
    const create = await call(t, 'POST', '/api/projects', { payload: { repository_name: 'a/b' } });
    expect(create.statusCode).toBe(401);
    const bad = { authorization: 'Bearer not-a-session' };
    expect(
      (await call(t, 'POST', '/api/projects', { headers: bad, payload: { repository_name: 'a/b' } }))
        .statusCode,
    ).toBe(401);
  });
});
