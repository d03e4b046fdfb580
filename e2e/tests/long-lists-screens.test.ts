import type { PGlite } from '@electric-sql/pglite';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, sectionScreenshot, type ViewportName } from '../support/browser';
import { seededOwnerSuite, type OwnerProject } from '../support/seeded-app';

const OWNER = 'lena@long-lists.test';

/** `count` rows of each long list, written with SQL into the app's data directory. */
async function seed(db: PGlite, { project, update, userId }: OwnerProject) {
  const minutesAgo = (n: number) => `now() - interval '${n} minutes'`;
  const rows = (count: number, row: (i: number) => string) =>
    Array.from({ length: count }, (_, i) => row(i)).join(',\n');
  await db.exec(`
    insert into project_subscribers (project_id, email, subscribed_at, confirmed_at) values
    ${rows(130, (i) => `('${project.id}', 'reader${i}@long-lists.test', ${minutesAgo(i)}, ${i % 4 ? 'now()' : 'null'})`)};
    insert into update_comments (update_id, user_id, content, created_at) values
    ${rows(70, (i) => `('${update.id}', '${userId}', 'Comment number ${i + 1}', ${minutesAgo(100 - i)})`)};
    insert into updates (project_id, type, title, content, is_draft, updated_at) values
    ${rows(65, (i) => `('${project.id}', 'text', 'Draft number ${i + 1}', 'Waiting for review.', true, ${minutesAgo(i + 5)})`)};
    insert into posts (user_id, content, writer, tone, target, created_at) values
    ${rows(110, (i) => `('${userId}', 'Post number ${i + 1}: shipped a thing.', 'builtin', 'casual', 'x', ${minutesAgo(i + 5)})`)};
    insert into projects (user_id, name, repository_name, is_private, created_at) values
    ${rows(60, (i) => `('${userId}', 'Side project ${i + 1}', 'lena/side-${i + 1}', true, ${minutesAgo(i + 5)})`)};
  `);
}

/**
 * Lists longer than a page, in the browser: the app shows the first page and reads on with
 * "Load more". The rows are written straight into the database of a stopped app (seeding
 * thousands of them through the API would meet its rate limits), then the app starts on it.
 */
describe('long lists in the browser', () => {
  const s = seededOwnerSuite(
    'long-lists',
    {
      email: OWNER,
      repository: 'lena/harbor',
      name: 'Harbor',
      update: { title: 'Harbor 1.0', content: 'Docks, at last.' },
    },
    seed,
  );
  const open = (viewport: ViewportName) => s.open(viewport);

  /** Full-page shots from the top, so the fixed header is where a reader sees it. */
  async function shot(page: Page, name: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  }
  const count = (page: Page, text: RegExp) => page.getByText(text).count();
  const until = (read: () => Promise<number>, expected: number) =>
    expect.poll(read, { timeout: 15_000 }).toBe(expected);

  /** Clicks Load more, unless the list already read on by itself (it does when scrolled into view). */
  async function loadMore(scope: Locator) {
    const button = scope.getByRole('button', { name: 'Load more' }).first();
    if (await button.count()) await button.click({ timeout: 5_000 }).catch(() => undefined);
  }
  const atLeast = (read: () => Promise<number>, expected: number) =>
    expect.poll(async () => (await read()) >= expected, { timeout: 15_000 }).toBe(true);

  // One test per list and width: the five lists in one walk took 49 s of a test's 60 on a busy
  // machine; each on its own page, a failure names its list.
  for (const viewport of ['desktop', 'mobile'] as const) {
    /** A page at this width in the owner's session; closed after `walk`. */
    const onPage = (walk: (page: Page) => Promise<void>) => async () => {
      const { page, close } = await open(viewport);
      try {
        await walk(page);
      } finally {
        await close();
      }
    };

    it(
      `reads every waitlist entry by Load more (${viewport})`,
      onPage(async (page) => {
        await page.goto(`/projects/${s.project.id}/settings#waitlist`);
        const waitlist = page.getByRole('region', { name: 'Waitlist Management' });
        await expect
          .poll(() => waitlist.getByText('130 subscribers').isVisible(), { timeout: 15_000 })
          .toBe(true);
        expect(await waitlist.getByText('97 confirmed · 33 pending').isVisible()).toBe(true);
        await until(() => waitlist.getByText(/^reader\d+@long-lists\.test$/).count(), 50);
        await waitlist.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
        await expectAccessible(page);
        await sectionScreenshot(waitlist, `long-lists-waitlist-${viewport}`);
        // Scrolled into view, the next page loads by itself; then the rest.
        await atLeast(() => waitlist.getByText(/^reader\d+@long-lists\.test$/).count(), 100);
        await loadMore(waitlist);
        await until(() => waitlist.getByText(/^reader\d+@long-lists\.test$/).count(), 130);
        expect(await waitlist.getByRole('button', { name: 'Load more' }).count()).toBe(0);
      }),
    );

    it(
      `reads every comment by Load more (${viewport})`,
      onPage(async (page) => {
        await page.goto(`/projects/${s.project.id}/updates/${s.update.id}`);
        await until(() => count(page, /^Comment number \d+$/), 50);
        await shot(page, `long-lists-comments-${viewport}`);
        const comments = page.getByRole('list', { name: 'Comment list' });
        await comments.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
        await until(() => count(page, /^Comment number \d+$/), 70);
      }),
    );

    it(
      `reads every draft by Load more (${viewport})`,
      onPage(async (page) => {
        await page.goto('/drafts');
        const drafts = page.getByRole('region', { name: /^Drafts/ });
        await until(() => drafts.getByRole('article').count(), 50);
        expect(await page.getByRole('region', { name: 'Drafts (65)' }).isVisible()).toBe(true);
        await shot(page, `long-lists-drafts-${viewport}`);
        await loadMore(drafts);
        await until(() => drafts.getByRole('article').count(), 65);
      }),
    );

    it(
      `reads every post by Load more (${viewport})`,
      onPage(async (page) => {
        await page.goto('/dashboard?tab=posts');
        await until(() => count(page, /^Post number \d+: shipped a thing\.$/), 100);
        await loadMore(page.locator('main'));
        await until(() => count(page, /^Post number \d+: shipped a thing\.$/), 110);
        await shot(page, `long-lists-posts-${viewport}`);
      }),
    );

    it(
      `reads every project by Load more (${viewport})`,
      onPage(async (page) => {
        await page.goto('/projects');
        const mine = page.getByRole('region', { name: 'Your Projects' });
        await until(() => mine.getByRole('button', { name: /^Side project \d+/ }).count(), 49);
        await shot(page, `long-lists-projects-${viewport}`);
        await loadMore(mine);
        await until(() => mine.getByRole('button', { name: /^Side project \d+/ }).count(), 60);
      }),
    );
  }
});
