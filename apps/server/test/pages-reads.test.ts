import { describe, expect, it } from 'vitest';
import { publicProjectsRead } from '@shiplog/contract';
import { call, createProject, createUpdate, textUpdate } from './support';
import { crawl, publicSite } from './support/feeds';
import type { TestApp } from './support/app';

/** The API answers written into a page for a visitor, by their paths under /api. */
const answersOf = (html: string) => {
  const json = html.match(
    /<script type="application\/json" id="shiplog-initial-answers">([^<]*)<\/script>/,
  )?.[1];
  return JSON.parse(json ?? '{}') as Record<string, { body: unknown; headers: Record<string, string> }>;
};

/** A visitor's page, and the addresses of the requests the server served while it built it. */
async function visit(t: TestApp, url: string) {
  const from = t.logs.length;
  const res = await crawl(t, url);
  expect(res.statusCode, res.body).toBe(200);
  const served = t.logs
    .slice(from)
    .filter((line) => line.msg === 'request completed')
    .map((line) => String(line.url));
  return { answers: answersOf(res.payload), served };
}

/**
 * Each answer as the API gives it to a visitor: the same body, and the next page's cursor. The
 * page reads them through the services, so the API is asked only here, after the page.
 */
async function expectApiAnswers(t: TestApp, answers: ReturnType<typeof answersOf>) {
  for (const [path, answer] of Object.entries(answers)) {
    const api = await call(t, 'GET', `/api${path}`);
    expect(api.statusCode, path).toBe(200);
    expect(answer.body, path).toEqual(api.json());
    expect(answer.headers['x-next-cursor'], path).toBe(api.headers['x-next-cursor']);
  }
}

describe('public pages read their data through the services', () => {
  const s = publicSite('pagewright');

  it('builds the project, update, list and profile pages without a request to the API', async () => {
    const project = await createProject(s.t, s.owner, { is_private: false, name: 'Read Path' });
    for (let i = 0; i < 12; i++) await createUpdate(s.t, s.owner, project.id, textUpdate(`Step ${i}`));
    const update = await createUpdate(s.t, s.owner, project.id, textUpdate('Commented'));
    const comment = await call(s.t, 'POST', `/api/updates/${update.id}/comments`, {
      as: s.owner,
      payload: { content: 'Nice step' },
    });
    expect(comment.statusCode, comment.body).toBe(201);

    const pages = [
      { url: `/projects/${project.id}`, answers: 2 },
      { url: `/projects/${project.id}/updates/${update.id}`, answers: 4 },
      { url: '/projects/public?sort=updates', answers: 1 },
      { url: `/user/${s.owner.userId}`, answers: 1 },
    ];
    for (const page of pages) {
      const { answers, served } = await visit(s.t, page.url);
      // The page is the only request served: no answer was read by replaying the API in process.
      expect(served, page.url).toEqual([page.url]);
      expect(Object.keys(answers), page.url).toHaveLength(page.answers);
      await expectApiAnswers(s.t, answers);
    }
  });

  it("writes the list's first page with its next cursor, in the order the address asks for", async () => {
    const { answers } = await visit(s.t, '/projects/public?sort=updates');
    expect(Object.keys(answers)).toEqual([publicProjectsRead('updates')]);
    await expectApiAnswers(s.t, answers);
  });
});
