import type { PGlite } from '@electric-sql/pglite';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshotDir, sectionScreenshot, type ViewportName } from '../support/browser';
import { seededOwnerSuite, type OwnerProject } from '../support/seeded-app';

const OWNER = 'mira@scale.test';
const ENTRIES = 10_000;

/** Every fifth entry at gmail.test, every fourth pending; updates a minute apart. */
async function seed(db: PGlite, { project }: OwnerProject) {
  await db.exec(`
    insert into project_subscribers (project_id, email, subscribed_at, confirmed_at)
    select '${project.id}',
      case when i % 5 = 0 then 'fan' || i || '@gmail.test' else 'reader' || i || '@mail.test' end,
      now() - make_interval(mins => i),
      case when i % 4 = 0 then null else now() end
    from generate_series(1, ${ENTRIES}) as i;
    insert into updates (project_id, type, title, content, published_at)
    select '${project.id}', 'text', 'Update number ' || i, 'Shipped thing ' || i || '.',
      now() - make_interval(mins => i)
    from generate_series(1, ${ENTRIES}) as i;
    analyze;
  `);
}

/**
 * A project with 10,000 waitlist entries and 10,000 updates, in the owner's browser: Waitlist
 * Management searches, counts and removes "all matching" after a confirmation naming the
 * number; the owner's timeline still shows a page at a time. The rows are written straight into
 * the database of a stopped app, then the app starts on it.
 */
describe('a large project in the owner’s screens', () => {
  const s = seededOwnerSuite(
    'waitlist-scale',
    {
      email: OWNER,
      repository: 'mira/beacon',
      name: 'Beacon',
      update: { title: 'Beacon 1.0', content: 'Lights on.' },
    },
    seed,
  );
  const open = (viewport: ViewportName) => s.open(viewport);

  const poll = (read: () => Promise<unknown>, expected: unknown) =>
    expect.poll(read, { timeout: 20_000 }).toBe(expected);

  /** Waitlist Management once its first page is in: the whole list's count and 50 rows. */
  async function waitlistOf(page: Page) {
    await page.goto(`/projects/${s.project.id}/settings#waitlist`);
    const section = page.getByRole('region', { name: 'Waitlist Management' });
    await poll(() => section.getByRole('list', { name: 'Subscribers' }).getByRole('listitem').count(), 50);
    return section;
  }
  const total = (section: Locator) => section.getByText(/^[\d,]+ subscribers$/).textContent();

  // A few dozen requests and axe runs over 50-row pages: slow on a busy machine.
  const SLOW = { timeout: 120_000 };

  it(
    'searches 10,000 entries, selects all matching and names the count before removing (desktop)',
    SLOW,
    async () => {
      const { page, close } = await open('desktop');
      const section = await waitlistOf(page);
      expect(await total(section)).toBe('10,000 subscribers');
      expect(await section.getByText('7,500 confirmed · 2,500 pending').isVisible()).toBe(true);
      await section.scrollIntoViewIfNeeded();
      await expectAccessible(page);
      await sectionScreenshot(section, 'waitlist-scale-list-desktop');

      // Pending gmail addresses: every twentieth entry.
      await section.getByRole('searchbox', { name: 'Search subscribers' }).fill('gmail');
      await section.getByRole('combobox', { name: 'Status' }).selectOption('pending');
      await poll(
        () =>
          section
            .getByText(/matching$/)
            .first()
            .textContent(),
        '500 matching',
      );
      await section.getByRole('combobox', { name: 'Order' }).selectOption('email');
      // Byte order: 'fan10000@' < 'fan1000@' < 'fan100@'.
      await poll(
        () =>
          section
            .getByRole('list', { name: 'Subscribers' })
            .getByRole('listitem')
            .first()
            .getByText(/@gmail\.test$/)
            .textContent(),
        'fan10000@gmail.test',
      );
      await section.getByRole('checkbox', { name: 'Select all 50 shown' }).check();
      const bar = section.getByRole('region', { name: 'Selection' });
      await bar.getByRole('button', { name: 'Select all 500 matching' }).click();
      expect(await bar.getByText('All 500 subscribers matching selected').isVisible()).toBe(true);
      await expectAccessible(page);
      await sectionScreenshot(section, 'waitlist-scale-selected-desktop');

      await bar.getByRole('button', { name: 'Remove' }).click();
      const dialog = page.getByRole('dialog', { name: 'Remove 500 subscribers?' });
      await poll(() => dialog.isVisible(), true);
      await expectAccessible(page);
      // The viewport: the dialog is fixed to it.
      await page.screenshot({ path: shotPath('waitlist-scale-confirm-desktop') });
      await dialog.getByRole('button', { name: 'Remove 500 subscribers' }).click();
      await poll(() => dialog.count(), 0);
      await poll(() => total(section), '9,500 subscribers');
      expect(await section.getByRole('heading', { name: 'No subscribers match' }).isVisible()).toBe(true);
      await close();
    },
  );

  it('shows the same list as stacked cards with the selection bar at mobile width', SLOW, async () => {
    const { page, close } = await open('mobile');
    const section = await waitlistOf(page);
    await section.getByRole('searchbox', { name: 'Search subscribers' }).fill('reader1');
    await poll(
      () =>
        section
          .getByText(/matching$/)
          .first()
          .isVisible(),
      true,
    );
    await section
      .getByRole('checkbox', { name: /^Select reader1\d*@mail\.test$/ })
      .first()
      .check();
    await section
      .getByRole('checkbox', { name: /^Select reader1\d*@mail\.test$/ })
      .nth(1)
      .check();
    expect(await section.getByText('2 subscribers selected').isVisible()).toBe(true);
    await expectAccessible(page);
    await sectionScreenshot(section, 'waitlist-scale-selected-mobile');
    await section.getByRole('region', { name: 'Selection' }).getByRole('button', { name: 'Remove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove 2 subscribers?' });
    await poll(() => dialog.isVisible(), true);
    await expectAccessible(page);
    await page.screenshot({ path: shotPath('waitlist-scale-confirm-mobile') });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await close();
  });

  for (const viewport of ['desktop', 'mobile'] as const)
    it(`keeps the owner's timeline of 10,000 updates to a page at a time, with Load more (${viewport})`, async () => {
      const { page, close } = await open(viewport);
      await page.goto(`/projects/${s.project.id}`);
      const cards = page.getByRole('article');
      await poll(() => cards.count(), 10);
      // The owner's tools are on every card.
      await poll(() => page.getByRole('button', { name: 'Edit update' }).count(), 10);
      const more = page.getByRole('link', { name: 'Load more' });
      await more.scrollIntoViewIfNeeded();
      await more.click();
      await poll(() => cards.count(), 20);
      await expectAccessible(page);
      await page.screenshot({ path: shotPath(`timeline-scale-owner-${viewport}`) });
      await close();
    });
});

const shotPath = (name: string) => `${screenshotDir}/${name}.png`;
