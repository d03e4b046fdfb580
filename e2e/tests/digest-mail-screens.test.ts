import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Project, Update, UpdateBody } from '@shiplog/contract';
import { startSmtpSink, type SinkMessage, type SmtpSink } from '@shiplog/fakes';
import { json, signUp } from '../support/accounts';
import { expectAccessible, launchBrowser, openPage, screenshot, viewports } from '../support/browser';
import { startSeededApp, type SeededApp } from '../support/seeded-app';

const OWNER = 'nadia@digest.test';
const READER = 'weekly-reader@digest.test';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of this ISO week: the end of the last whole week, the one a weekly digest covers. */
function thisWeekStart(now = new Date()) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - ((now.getUTCDay() + 6) % 7) * DAY_MS);
}
const lastWeek = (day: number, hour: number) =>
  new Date(thisWeekStart().getTime() - 7 * DAY_MS + day * DAY_MS + hour * 3_600_000).toISOString();

/**
 * Last week's updates, published in one order and of three significances: a docs fix the
 * writer scored minor (set below, as an automatic update from a push gets it), a major release,
 * and a feature written by hand (medium).
 */
const WEEK: (UpdateBody & { title: string })[] = [
  {
    type: 'text',
    title: 'Fix a typo in the onboarding mail',
    content: 'The welcome mail said "dashbaord". It says "dashboard" now.',
    published_at: lastWeek(0, 9),
  },
  {
    type: 'release',
    title: 'Tidepool 1.0: funnels, goals and a faster dashboard',
    content:
      'Tidepool 1.0 is out. Build **funnels** from any pages, set goals and watch them fill up in real time.\n\n' +
      'The dashboard loads three times faster on large sites, and exports now include every filter you set.',
    is_major_update: true,
    published_at: lastWeek(1, 14),
  },
  {
    type: 'text',
    title: 'Dark mode for every dashboard',
    content:
      'Tidepool follows your system setting now, or pick light or dark in Settings. Charts keep their contrast in both.',
    published_at: lastWeek(2, 11),
  },
];
/** As the digest must rank them: major, medium, minor. */
const RANKED = [
  { title: WEEK[1]!.title, badge: 'Major update · Release' },
  { title: WEEK[2]!.title, badge: 'Notable' },
  { title: WEEK[0]!.title, badge: 'Minor' },
];

interface Prepared {
  project: Project;
  updates: Update[];
}

/**
 * The update digest as a weekly subscriber gets it: the real app publishes last week's three
 * updates and mails the digest through its own job, template and SMTP; the mail's HTML is then
 * shown in Chromium at both widths, checked with axe and captured.
 */
describe('the weekly update digest mail in the browser', () => {
  let sink: SmtpSink;
  let browser: Browser;
  let seeded: SeededApp<Prepared>;
  let mail: SinkMessage;

  beforeAll(async () => {
    sink = await startSmtpSink();
    browser = await launchBrowser();
    seeded = await startSeededApp(
      'digest-mail',
      { SMTP_URL: sink.url },
      async (first) => {
        const owner = await browser.newContext({ baseURL: first.baseUrl });
        await signUp(owner.request, sink, OWNER);
        const project = await json<Project>(
          await owner.request.post('/api/projects', {
            data: { repository_name: 'nadia/tidepool', name: 'Tidepool', is_private: false },
          }),
        );
        const updates: Update[] = [];
        for (const body of WEEK)
          updates.push(
            await json<Update>(
              await owner.request.post(`/api/projects/${project.id}/updates`, { data: body }),
            ),
          );
        await owner.close();
        // A reader subscribes for a weekly digest and confirms from the mail.
        const reader = await browser.newContext({ baseURL: first.baseUrl });
        await json(
          await reader.request.post(`/api/projects/${project.id}/subscribe`, {
            data: { email: READER, update_frequency: 'weekly' },
          }),
        );
        const confirm = await sink.waitForMail(READER, 20_000);
        const token = new URL(
          confirm.text.match(/https?:\/\/\S+\/subscriptions\/confirm\?token=[\w%.-]+/)![0],
        );
        await json(
          await reader.request.post('/api/subscriptions/confirm', {
            data: { token: token.searchParams.get('token') },
          }),
        );
        await reader.close();
        return { project, updates };
      },
      async (db, { updates }) => {
        // The reader has followed the project for a while (so last week is theirs), the docs fix
        // was made from a push and scored minor, and the digest sweep is due now rather than at
        // its next five-minute tick.
        await db.query(
          `update project_subscribers set confirmed_at = now() - interval '60 days', last_update_digest_at = null where email = $1`,
          [READER],
        );
        await db.query(`update updates set auto_source = 'push', auto_significance = 'minor' where id = $1`, [
          updates[0]!.id,
        ]);
        await db.query(`insert into pgboss.job (name, data) values ('send-digests', '{}'::jsonb)`);
      },
    );
    mail = await sink.waitForMail(
      (m) => m.envelope.to.includes(READER) && m.subject.endsWith('(weekly digest)'),
      60_000,
    );
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await seeded?.stop();
    await sink?.close();
  });

  /** The digest's HTML body in a page of this width. */
  async function openMail(viewport: keyof typeof viewports) {
    const opened = await openPage(browser, viewport);
    await opened.page.setContent(mail.html);
    return opened;
  }

  const fontSize = (found: Locator) =>
    found.first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

  it('ranks last week’s updates by significance, each title linking to its update', async () => {
    expect(mail.subject).toBe('Tidepool: 3 updates in the week of ' + weekLabel() + ' (weekly digest)');
    const { page, problems, close } = await openMail('desktop');
    const titles = page.locator('p > a', { hasText: /^\d\. / });
    expect(await titles.allTextContents()).toEqual(RANKED.map((r, i) => `${i + 1}. ${r.title}`));
    const { project, updates } = seeded.prepared;
    const byTitle = new Map(updates.map((u) => [u.title, u.id]));
    for (const [i, { title, badge }] of RANKED.entries()) {
      const href = await titles.nth(i).getAttribute('href');
      expect(href).toBe(`${seeded.app.baseUrl}/projects/${project.id}/updates/${byTitle.get(title)}`);
      // The level sits right under its title.
      const next = await titles
        .nth(i)
        .evaluate((a) => a.parentElement?.nextElementSibling?.textContent?.trim() ?? '');
      expect(next).toBe(badge);
    }
    // Each level looks different at a glance: its own colours, the major one the strongest.
    const tones = await Promise.all(
      RANKED.map(({ badge }) =>
        page.getByText(badge, { exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor),
      ),
    );
    expect(new Set(tones).size).toBe(RANKED.length);
    expect(tones[0]).toBe('rgb(24, 24, 27)');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await close();
  });

  for (const viewport of ['desktop', 'mobile'] as const)
    it(`reads well at ${viewport} width: no sideways scrolling, a clear type scale, working links`, async () => {
      const { page, problems, close } = await openMail(viewport);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );
      const [heading, title, body, note] = await Promise.all([
        fontSize(page.locator('h1')),
        fontSize(page.locator('p > a')),
        fontSize(page.locator('blockquote p')),
        fontSize(page.getByText('Notable', { exact: true })),
      ]);
      expect(heading).toBeGreaterThan(title);
      expect(title).toBeGreaterThan(body);
      expect(body).toBeGreaterThan(note);
      // On a phone the card's sides narrow, so the text keeps most of the screen's width.
      const textWidth = await page.locator('h1').evaluate((el) => el.getBoundingClientRect().width);
      expect(textWidth / viewports[viewport].width).toBeGreaterThan(viewport === 'mobile' ? 0.8 : 0.35);
      const hrefs = await page.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs.every((href) => href?.startsWith(seeded.app.baseUrl))).toBe(true);
      expect(await page.getByRole('link', { name: 'Change what you get or unsubscribe' }).count()).toBe(1);
      await expectAccessible(page);
      await screenshot(page, `digest-mail-${viewport}`);
      expect(problems).toEqual([]);
      await close();
    });
});

/** How the mail names last week: `March 3, 2031`. */
function weekLabel() {
  return new Date(thisWeekStart().getTime() - 7 * DAY_MS).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}
