import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LONG_DESCRIPTION_LENGTH, type Project, type Update } from '@shiplog/contract';
import { projects } from '../src/db/schema';
import { runDataMigrations } from '../src/db/data-migrations';
import { call, createProject, createTestApp, createUpdate, signUpConfirmed } from './support';
import type { SignedIn, TestApp } from './support';

describe('Markdown through the API', () => {
  let t: TestApp;
  let ada: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUpConfirmed(t, 'ada@markdown.test');
  });
  afterAll(async () => t?.close());

  it('answers updates with their Markdown and its rendered, highlighted HTML', async () => {
    const project = await createProject(t, ada, { repository_name: 'ada/engine', is_private: false });
    const update = await createUpdate(t, ada, project.id, {
      type: 'release',
      title: 'v2.0.0',
      content: '## Highlights\n\n- [x] **Breaking:** `run()` is async\n\n```js\nawait run();\n```',
    });
    expect(update.content).toBe(
      '## Highlights\n\n- [x] **Breaking:** `run()` is async\n\n```js\nawait run();\n```',
    );
    expect(update.content_html).toContain('<h2>Highlights</h2>');
    expect(update.content_html).toContain(
      '<label><input type="checkbox" disabled checked /> <strong>Breaking:</strong>',
    );
    expect(update.content_html).toContain(
      '<code class="hljs language-js"><span class="hljs-keyword">await</span>',
    );
    const list = (await call(t, 'GET', `/api/projects/${project.id}/updates`)).json<Update[]>();
    expect(list.find((u) => u.id === update.id)?.content_html).toBe(update.content_html);
  });

  it('previews Markdown for a signed-in user exactly as pages render it, and for no one else', async () => {
    const res = await call(t, 'POST', '/api/markdown/preview', {
      as: ada,
      payload: { markdown: '[site](javascript:alert(1)) <script>x</script>**ok**' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      html: '<p>[site](javascript:alert(1)) &lt;script&gt;x&lt;/script&gt;<strong>ok</strong></p>',
    });
    expect((await call(t, 'POST', '/api/markdown/preview', { payload: { markdown: 'x' } })).statusCode).toBe(
      401,
    );
    const tooLong = await call(t, 'POST', '/api/markdown/preview', {
      as: ada,
      payload: { markdown: 'x'.repeat(MAX_LONG_DESCRIPTION_LENGTH + 1) },
    });
    expect(tooLong.statusCode).toBe(400);
    // A long description may be longer than an update: its Preview tab works up to its limit.
    const longest = await call(t, 'POST', '/api/markdown/preview', {
      as: ada,
      payload: { markdown: 'x'.repeat(MAX_LONG_DESCRIPTION_LENGTH) },
    });
    expect(longest.statusCode, longest.body).toBe(200);
  });

  it('converts a long description written as HTML to Markdown once, and renders it the same', async () => {
    const project = await createProject(t, ada, { repository_name: 'ada/loom' });
    await t.deps.database.db
      .update(projects)
      .set({
        longDescription: '<h2>Why</h2><p>Looms <strong>weave</strong>.</p>',
        longDescriptionFormat: 'html',
      })
      .where(eq(projects.id, project.id));
    await runDataMigrations(t.deps.database);
    await runDataMigrations(t.deps.database);
    const read = (await call(t, 'GET', `/api/projects/${project.id}`, { as: ada })).json<Project>();
    expect(read.long_description).toBe('## Why\n\nLooms **weave**.');
    expect(read.long_description_html).toBe('<h2>Why</h2>\n<p>Looms <strong>weave</strong>.</p>');
    const [row] = await t.deps.database.db.select().from(projects).where(eq(projects.id, project.id));
    expect(row!.longDescriptionFormat).toBe('markdown');
  });
});
