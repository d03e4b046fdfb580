import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draftMessages,
  postMessages,
  type DraftInbox,
  type Project,
  type ReviewRuleSettings,
  type Update,
} from '@shiplog/contract';
import { createGithubServer, type FakeGithub } from '@shiplog/fakes';
import { startApp, type AppProcess } from '../support/app-process';
import { expectAccessible, launchBrowser, viewports, type ViewportName } from '../support/browser';

const LOGIN = 'nora-drafts';
const REPO = `${LOGIN}/beacon`;
/** The owner's browser runs in Berlin; the dialog's zone select starts there. */
const OWNER_ZONE = 'Europe/Berlin';
/** The zone the owner schedules in. */
const SCHEDULE_ZONE = 'America/New_York';
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const commits = [
  // A body of its own: the generated update's text (a commit saying no more than its subject
  // gets a title and no body).
  'feat: add offline mode so the map keeps working without a connection\n\nTiles of the last viewed area stay on the phone and are used when there is no signal.',
  'fix: keep the compass steady when the phone is tilted',
  'docs: explain how to build the app on Windows',
  'wip',
];

/** The wall clock of `timeZone` at an instant: 'YYYY-MM-DD HH:MM'. */
function wallClock(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}`;
}

/** Tomorrow's date on the calendar of `timeZone`. */
function tomorrowIn(timeZone: string): string {
  return wallClock(new Date(Date.now() + 24 * 3600_000).toISOString(), timeZone).slice(0, 10);
}

describe('drafts and review in the browser', () => {
  let github: FakeGithub;
  let app: AppProcess;
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let project: Project;
  const notes: string[] = [];

  const api = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) => {
    const response = await owner.request.fetch(path, { method, data });
    const text = await response.text();
    return { status: response.status(), body: (text ? JSON.parse(text) : null) as T };
  };
  const inbox = async () => (await api<DraftInbox>('GET', '/api/drafts')).body;
  const visible = (p: Page, text: string | RegExp, timeout = 15_000) =>
    expect.poll(() => p.getByText(text).first().isVisible(), { timeout }).toBe(true);

  async function shot(p: Page, name: string, fullPage = true) {
    await p.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
  }

  async function newPage(viewport: ViewportName, signedIn: boolean) {
    const context = await browser.newContext({
      viewport: viewports[viewport],
      baseURL: app.baseUrl,
      timezoneId: OWNER_ZONE,
      storageState: signedIn ? await owner.storageState() : undefined,
    });
    return { page: await context.newPage(), close: () => context.close() };
  }

  async function draft(title: string, content: string): Promise<Update> {
    const created = await api<Update>('POST', `/api/projects/${project.id}/updates`, {
      type: 'text',
      title,
      content,
      status: 'draft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe('draft');
    return created.body;
  }

  /** The project's public page as a signed-out visitor sees it: the titles on its timeline. */
  async function publicTitles(): Promise<string[]> {
    const { page: visitor, close } = await newPage('desktop', false);
    await visitor.goto(`/projects/${project.id}`);
    await expect
      .poll(() => visitor.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 15_000 })
      .toBe('Beacon');
    await visitor.waitForFunction(() => !document.querySelector('[aria-label="Loading updates"]'));
    const titles = await visitor.locator('article h3').allTextContents();
    await close();
    return titles;
  }

  beforeAll(async () => {
    github = await createGithubServer();
    app = await startApp({
      GITHUB_CLIENT_ID: github.app.clientId,
      GITHUB_CLIENT_SECRET: github.app.clientSecret,
      GITHUB_URL: github.webUrl,
      GITHUB_API_URL: github.apiUrl,
    });
    browser = await launchBrowser();
    github.addUser({ login: LOGIN, name: 'Nora Drafts' });
    github.addRepo(LOGIN, { name: 'beacon', description: 'Offline maps for hikers' });
    const start = Date.UTC(2026, 10, 20, 9);
    commits.forEach((message, i) =>
      github.addCommit(REPO, {
        message,
        author: { name: 'Nora Drafts', email: 'nora@drafts.test', login: LOGIN },
        date: new Date(start + i * 3600_000).toISOString(),
      }),
    );
    github.signInAs(LOGIN);
    owner = await browser.newContext({
      viewport: viewports.desktop,
      baseURL: app.baseUrl,
      timezoneId: OWNER_ZONE,
    });
    page = await owner.newPage();
    await page.goto('/login');
    await page
      .getByRole('button', { name: /GitHub/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 20_000 });
    const created = await api<Project>('POST', '/api/projects', {
      repository_name: REPO,
      name: 'Beacon',
      is_private: false,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    project = created.body;
  });

  afterAll(async () => {
    if (notes.length) console.info(`drafts e2e notes:\n- ${notes.join('\n- ')}`);
    await owner?.close();
    await browser?.close();
    await app?.stop();
    await github?.close();
  });

  it('shows the Review section (new projects hold every generated update) and saves a rule', async () => {
    expect((await api<ReviewRuleSettings>('GET', `/api/projects/${project.id}/review-rule`)).body).toEqual({
      review_rule: 'review',
    });
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page: p, close } = await newPage(viewport, true);
      await p.goto(`/projects/${project.id}/settings#review`);
      const section = p.getByRole('region', { name: 'Review' });
      await expect
        .poll(
          () => section.getByRole('radio', { name: 'Hold every generated update for review' }).isChecked(),
          {
            timeout: 15_000,
          },
        )
        .toBe(true);
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SHOTS}/settings-review-${viewport}.png` });
      await close();
    }
    const section = page.getByRole('region', { name: 'Review' });
    await page.goto(`/projects/${project.id}/settings`);
    await section.getByText(/at least Major/).click();
    await section.getByRole('button', { name: 'Save review settings' }).click();
    await visible(page, draftMessages.policySaved);
    expect((await api<ReviewRuleSettings>('GET', `/api/projects/${project.id}/review-rule`)).body).toEqual({
      review_rule: 'major',
    });
    await expectAccessible(page);
    // Back to holding everything for the rest of the file.
    await section.getByText('Hold every generated update for review').click();
    await section.getByRole('button', { name: 'Save review settings' }).click();
    await visible(page, draftMessages.policySaved);
  });

  it('generates an update from a commit and says where it went; a draft waits in /drafts, never on the public page', async () => {
    await page.goto(`/projects/${project.id}/settings`);
    const github = page.getByRole('region', { name: 'GitHub Integration' });
    const form = github.getByRole('form', { name: 'Generate an update from a commit' });
    await form.getByRole('radio', { name: /feat: add offline mode/ }).click({ timeout: 15_000 });
    const answer = page.waitForResponse((r) => r.url().endsWith('/updates/generate'));
    await form.getByRole('button', { name: 'Generate update' }).click();
    const update = (await (await answer).json()) as Update;
    // New projects hold every generated update for review.
    expect(update.status).toBe('draft');
    await visible(page, 'Draft saved — review it in Drafts');
    await form.getByRole('link', { name: 'Open Drafts' }).click();
    await page.waitForURL((url) => url.pathname === '/drafts');
    await expect
      .poll(() => page.getByRole('article', { name: update.title }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await publicTitles()).not.toContain(update.title);
    expect((await inbox()).drafts.map((item) => item.update.id)).toContain(update.id);
  });

  it('edits the generated commit draft’s title only: its text and every other field stay (both widths)', async () => {
    const generated = (await inbox()).drafts.find((item) => item.update.type === 'commit')!.update;
    expect(generated.content).toMatch(/\S/);
    const openEditor = async (p: Page) => {
      await p.goto('/drafts');
      const card = p.getByRole('article', { name: generated.title });
      await card.getByRole('button', { name: 'Edit' }).click({ timeout: 15_000 });
      const dialog = p.getByRole('dialog', { name: 'Edit draft' });
      // The form shows the commit update's text and its time on the owner's clock, with the zone.
      await expect
        .poll(() => dialog.getByLabel('Content').inputValue(), { timeout: 15_000 })
        .toBe(generated.content);
      expect(await dialog.getByLabel('Commit hash').inputValue()).toBe(generated.commit_hash);
      expect(await dialog.getByLabel('Time zone').inputValue()).toBe(OWNER_ZONE);
      const clock = wallClock(generated.published_at, OWNER_ZONE);
      expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe(clock.slice(0, 10));
      expect(await dialog.getByLabel('Time', { exact: true }).inputValue()).toBe(clock.slice(11));
      return dialog;
    };
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page: p, close } = await newPage(viewport, true);
      const dialog = await openEditor(p);
      await expectAccessible(p);
      await shot(p, `edit-draft-${viewport}`, false);
      await dialog.getByRole('group', { name: 'Publish date' }).scrollIntoViewIfNeeded();
      await shot(p, `edit-draft-time-${viewport}`, false);
      await close();
    }

    const dialog = await openEditor(page);
    const title = 'Offline maps that work without a signal';
    await dialog.getByLabel('Title').fill(title);
    const sent = page.waitForRequest((r: Request) => r.method() === 'PUT' && r.url().endsWith(generated.id));
    await dialog.getByRole('button', { name: 'Save update' }).click();
    expect((await sent).postDataJSON()).toEqual({ title });
    await visible(page, 'Draft saved.');
    const edited = (await inbox()).drafts.find((item) => item.update.id === generated.id)!.update;
    const { title: after, updated_at: _edited, ...kept } = edited;
    const { title: _before, updated_at: _created, ...original } = generated;
    expect(after).toBe(title);
    expect(kept).toEqual(original);
  }, 180_000);

  it('lists drafts in /drafts (both widths, axe-clean), counted on the dashboard and the project page', async () => {
    await draft('Trail sharing', 'Share a planned trail with a link; friends see it without an account.');
    await draft(
      'A very long title that goes on and on to check that the card wraps it gracefully on a narrow phone screen',
      'Small fixes.',
    );
    const count = (await inbox()).drafts.length;
    expect(count).toBe(3);

    await page.goto('/dashboard');
    await expect
      .poll(() => page.getByRole('link', { name: `Drafts (${count})` }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await shot(page, 'dashboard-drafts-link-desktop', false);
    await page.goto(`/projects/${project.id}`);
    await expect
      .poll(() => page.getByRole('link', { name: new RegExp(`^${count} drafts waiting`) }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    // The owner's timeline marks them.
    await expect
      .poll(() => page.getByText('Draft', { exact: true }).count(), { timeout: 15_000 })
      .toBe(count);
    await expectAccessible(page);
    await shot(page, 'project-owner-drafts-desktop');

    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page: p, close } = await newPage(viewport, true);
      await p.goto('/drafts');
      await expect
        .poll(() => p.getByRole('region', { name: `Drafts (${count})` }).isVisible(), { timeout: 15_000 })
        .toBe(true);
      await expectAccessible(p);
      const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      await shot(p, `drafts-${viewport}`);
      if (viewport === 'mobile') {
        await p.goto(`/projects/${project.id}`);
        await visible(p, /drafts waiting/);
        await shot(p, 'project-owner-drafts-mobile', false);
      }
      await close();
    }
  });

  it('schedules a draft for tomorrow 09:00 in New York; it shows as Scheduled, in the viewer’s zone', async () => {
    const target = (await inbox()).drafts.find((item) => item.update.title === 'Trail sharing')!;
    const day = tomorrowIn(SCHEDULE_ZONE);
    const openDialog = async (p: Page) => {
      await p.goto('/drafts');
      const card = p.getByRole('article', { name: 'Trail sharing' });
      await card.getByRole('button', { name: 'Schedule…' }).click({ timeout: 15_000 });
      const dialog = p.getByRole('dialog', { name: 'Schedule update' });
      await expect.poll(() => dialog.getByLabel('Time zone').inputValue()).toBe(OWNER_ZONE);
      await dialog.getByLabel('Time zone').selectOption(SCHEDULE_ZONE);
      await dialog.getByLabel('Date').fill(day);
      await dialog.getByLabel('Time', { exact: true }).fill('09:00');
      await visible(p, /^Publishes .* at 9:00 AM \(America\/New York\)$/);
      return dialog;
    };
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { page: p, close } = await newPage(viewport, true);
      await openDialog(p);
      await expectAccessible(p);
      await shot(p, `schedule-dialog-${viewport}`, false);
      await close();
    }

    const dialog = await openDialog(page);
    // Keyboard: from the time zone select, Tab reaches the confirm button after Cancel.
    await dialog.getByLabel('Time zone').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Schedule');
    const sent = page.waitForRequest((r: Request) => r.url().endsWith(`/${target.update.id}/publish`));
    await page.keyboard.press('Enter');
    const body = (await sent).postDataJSON() as { publish_at: string };
    expect(wallClock(body.publish_at, SCHEDULE_ZONE)).toBe(`${day} 09:00`);
    await visible(page, draftMessages.scheduled);

    const scheduled = (await inbox()).scheduled.find((item) => item.update.id === target.update.id)!;
    expect(scheduled.update.status).toBe('scheduled');
    expect(scheduled.update.published_at).toBe(new Date(body.publish_at).toISOString());
    const card = page
      .getByRole('region', { name: /^Scheduled/ })
      .getByRole('article', { name: 'Trail sharing' });
    // Shown on the viewer's clock (Berlin is 6 hours ahead of New York in winter) with the zone's name.
    const berlin = wallClock(body.publish_at, OWNER_ZONE).slice(11);
    const hour = Number(berlin.slice(0, 2));
    const expected = `${hour % 12 || 12}:${berlin.slice(3)} ${hour < 12 ? 'AM' : 'PM'}`;
    await expect.poll(() => card.textContent(), { timeout: 15_000 }).toContain(expected);
    expect(await card.textContent()).toContain('(Europe/Berlin)');
    expect(await publicTitles()).not.toContain('Trail sharing');
    await shot(page, 'drafts-with-scheduled-desktop');
  });

  it('publishes the scheduled update now: a signed-out visitor sees it', async () => {
    await page.goto('/drafts');
    const card = page
      .getByRole('region', { name: /^Scheduled/ })
      .getByRole('article', { name: 'Trail sharing' });
    await card.getByRole('button', { name: 'Publish now' }).click({ timeout: 15_000 });
    await visible(page, draftMessages.published);
    expect(await publicTitles()).toContain('Trail sharing');
  });

  it('moves another back from the schedule, then discards it after confirming', async () => {
    const long = (await inbox()).drafts.find((item) => item.update.title.startsWith('A very long title'))!;
    const scheduledAt = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
    expect(
      (
        await api<Update>('POST', `/api/projects/${project.id}/updates/${long.update.id}/publish`, {
          publish_at: scheduledAt,
        })
      ).body.status,
    ).toBe('scheduled');
    await page.goto('/drafts');
    const scheduled = page.getByRole('region', { name: /^Scheduled/ });
    await scheduled.getByRole('button', { name: 'Move back to drafts' }).click({ timeout: 15_000 });
    await visible(page, 'Moved back to drafts.');
    expect((await inbox()).drafts.map((item) => item.update.id)).toContain(long.update.id);

    const card = page
      .getByRole('region', { name: /^Drafts/ })
      .getByRole('article', { name: long.update.title });
    await card.getByRole('button', { name: 'Discard' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Discard draft' }).click();
    await visible(page, draftMessages.discarded);
    expect((await api('GET', `/api/projects/${project.id}/updates/${long.update.id}`)).status).toBe(404);
  });

  it('shows the empty inbox once every draft is handled (both widths)', async () => {
    for (const item of (await inbox()).drafts)
      expect((await api('DELETE', `/api/projects/${project.id}/updates/${item.update.id}`)).status).toBe(204);
    for (const viewport of ['desktop', 'mobile'] as const) {
      const { page: p, close } = await newPage(viewport, true);
      await p.goto('/drafts');
      await visible(p, draftMessages.inboxEmpty);
      await expectAccessible(p);
      await shot(p, `drafts-empty-${viewport}`);
      await close();
    }
  });

  it('offers Write anyway for a wip commit and sends it with force', async () => {
    // The settings' Generate update, as the server answers it for a bare 'wip' commit.
    await page.goto(`/projects/${project.id}/settings`);
    const form = page.getByRole('form', { name: 'Generate an update from a commit' });
    await form.getByRole('radio', { name: /wip/ }).click({ timeout: 15_000 });
    const first = page.waitForResponse((r) => r.url().endsWith('/updates/generate'));
    await form.getByRole('button', { name: 'Generate update' }).click();
    const answer = await first;
    if (answer.status() === 422) {
      await visible(page, postMessages.notWorthSharing);
      const forced = page.waitForRequest((r) => r.url().endsWith('/updates/generate'));
      await form.getByRole('button', { name: postMessages.writeAnyway }).click();
      expect((await forced).postDataJSON()).toMatchObject({ force: true });
      await visible(page, /Draft saved — review it in Drafts|Update published/);
    } else {
      notes.push(
        `the built-in writer did not decline the 'wip' commit (POST /updates/generate answered ${answer.status()})`,
      );
      expect(answer.status()).toBe(201);
      await visible(page, /Draft saved — review it in Drafts|Update published/);
    }

    // My Projects: the writer's refusal (422, as the contract describes it) shown with the reason,
    // and Write anyway resending with force to the real server.
    const reason = 'A work-in-progress commit: nothing a reader would notice yet.';
    await page.route('**/api/ai/generate-post', async (route) => {
      const body = route.request().postDataJSON() as { force?: boolean };
      if (body.force) return route.continue();
      return route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'NOT_WORTH_SHARING', message: reason } }),
      });
    });
    await page.goto(`/projects?project=${project.id}`);
    await page.getByRole('button', { name: /wip/ }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Generate Post' }).click();
    await visible(page, postMessages.notWorthSharing);
    await visible(page, reason);
    await expectAccessible(page);
    const generator = page.getByRole('region', { name: 'Generate Build Update' });
    await generator.scrollIntoViewIfNeeded();
    await generator.screenshot({ path: `${SHOTS}/not-worth-sharing-desktop.png` });
    const forced = page.waitForRequest((r) => r.url().endsWith('/api/ai/generate-post'));
    await page.getByRole('button', { name: postMessages.writeAnyway }).click();
    expect((await forced).postDataJSON()).toMatchObject({ force: true });
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Post' }).inputValue(), { timeout: 15_000 })
      .toMatch(/\S/);
    await page.unroute('**/api/ai/generate-post');
  });

  it('asks for another wording on each Regenerate, and says where Publish Update put the update', async () => {
    await page.goto(`/projects?project=${project.id}`);
    await page.getByRole('button', { name: /fix: keep the compass steady/ }).click({ timeout: 15_000 });
    const variants: Array<number | undefined> = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/ai/generate-post'))
        variants.push((r.postDataJSON() as { variant?: number }).variant);
    });
    const text = page.getByRole('textbox', { name: 'Post' });
    await page.getByRole('button', { name: 'Generate Post' }).click();
    await expect.poll(() => text.inputValue(), { timeout: 15_000 }).toMatch(/\S/);
    const texts = [await text.inputValue()];
    for (let n = 1; n <= 2; n++) {
      const done = page.waitForResponse((r) => r.url().endsWith('/api/ai/generate-post'));
      await page.getByRole('button', { name: 'Regenerate' }).click();
      await done;
      await expect.poll(() => text.isVisible(), { timeout: 15_000 }).toBe(true);
      texts.push(await text.inputValue());
    }
    expect(variants).toEqual([undefined, 1, 2]);
    if (new Set(texts).size === 1)
      notes.push('the built-in writer gave the same text for variants 0, 1 and 2 (it ignores `variant`)');

    const answer = page.waitForResponse((r) => r.url().endsWith('/updates/generate'));
    // Its label follows the project's review rule (Save as draft, Publish update or Write update).
    await page.getByRole('button', { name: /^(Save as draft|Publish update|Write update)$/ }).click();
    const update = (await (await answer).json()) as Update;
    await visible(page, update.status === 'draft' ? 'Draft saved — review it in Drafts' : 'Update published');
  });
});
