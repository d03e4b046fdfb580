import { eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_SCHEDULE_AHEAD_DAYS,
  blueskyIntentUrl,
  blueskyPost,
  linkedInShareUrl,
  postScheduleMessages,
  xIntentUrl,
  xThreadParts,
  type Post,
  type PostTarget,
} from '@shiplog/contract';
import { startSmtpSink, type SmtpSink } from '@shiplog/fakes';
import { posts } from '../src/db/schema';
import { allJobs } from '../src/jobs';
import { createSendMailJob } from '../src/jobs/send-mail.job';
import { postRemindersJob } from '../src/jobs/post-reminders.job';
import { escapeHtml } from '../src/lib/escape-html';
import { sendPostReminders } from '../src/modules/posts/post-reminders.service';
import { postRemindersRef } from '../src/queue/job-refs';
import {
  MAIL_FROM,
  MAIL_PUBLIC_URL,
  MAIL_RETRIES,
  call,
  createProject,
  createTestApp,
  outboxOf,
  signUpConfirmed,
  startWorkers,
  until,
  untilWorkersIdle,
  type SignedIn,
  type TestApp,
} from './support';

const minute = 60_000;
const day = 24 * 60 * minute;
/** A real instant `n` minutes from now (the API checks times against the clock). */
const inMinutes = (n: number) => new Date(Date.now() + n * minute);
const after = (at: Date, ms = 1_000) => new Date(at.getTime() + ms);

let sink: SmtpSink;
let t: TestApp;
let owner: SignedIn;
let stranger: SignedIn;
let projectId: string;
let projectName: string;
const ownerEmail = 'owner@scheduled-posts.test';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL: MAIL_PUBLIC_URL, MAIL_FROM } });
  owner = await signUpConfirmed(t, ownerEmail);
  stranger = await signUpConfirmed(t, 'stranger@scheduled-posts.test');
  ({ id: projectId, name: projectName } = await createProject(t, owner, { is_private: false }));
  await startWorkers(t, [createSendMailJob({ ...MAIL_RETRIES, expireInSeconds: 10 }), postRemindersJob]);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});
// Each test starts with nothing due: a schedule a test left waiting is dropped.
afterEach(async () => {
  await t.deps.database.db
    .update(posts)
    .set({ scheduledFor: null, scheduleTimeZone: null })
    .where(isNull(posts.readyAt));
});

/**
 * A post of the owner's through the API (the built-in writer), for `target`: each of another
 * commit, since a commit's second post for one network rewrites its first.
 */
let commits = 0;
async function newPost(target: PostTarget = 'x', project = projectId): Promise<Post> {
  const res = await call(t, 'POST', '/api/ai/generate-post', {
    as: owner,
    payload: {
      project_id: project,
      commit_message: 'feat(feeds): add a JSON Feed next to RSS and Atom',
      commit_sha: `abcdef${String(++commits).padStart(7, '0')}`,
      target,
      force: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().post;
}

function schedule(post: Post, at: Date | string, timeZone = 'Europe/Berlin', as: SignedIn | null = owner) {
  return call(t, 'PUT', `/api/posts/${post.id}/schedule`, {
    as,
    payload: { at: typeof at === 'string' ? at : at.toISOString(), time_zone: timeZone },
  });
}

async function scheduled(post: Post, at: Date, timeZone = 'Europe/Berlin'): Promise<Post> {
  const res = await schedule(post, at, timeZone);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const unschedule = (post: Post, as: SignedIn | null = owner) =>
  call(t, 'DELETE', `/api/posts/${post.id}/schedule`, { as });

async function stored(post: Post) {
  const [row] = await t.deps.database.db.select().from(posts).where(eq(posts.id, post.id));
  return row;
}

/** The reminder mails recorded for a post (any schedule of it). */
async function remindersOf(post: Post) {
  const rows = await outboxOf(t, 'post-ready');
  return rows.filter((row) => row.idempotencyKey?.startsWith(`post-ready:${post.id}:`));
}

const mailsAbout = (post: Post) =>
  sink.messagesTo(ownerEmail).filter((m) => m.text.includes(`#post-${post.id}`));

describe('scheduling a post', () => {
  it('keeps the instant in UTC with the zone it was picked in, and answers it in the list', async () => {
    const post = await newPost();
    expect(post).toMatchObject({ scheduled_for: null, schedule_time_zone: null, ready_at: null });
    const at = inMinutes(90);
    const withOffset = new Date(at.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
    const res = await schedule(post, withOffset, 'America/New_York');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: post.id,
      content: post.content,
      scheduled_for: at.toISOString(),
      schedule_time_zone: 'America/New_York',
      ready_at: null,
    });
    const list = await call(t, 'GET', '/api/posts', { as: owner });
    expect(list.json().find((p: Post) => p.id === post.id)).toMatchObject({
      scheduled_for: at.toISOString(),
      schedule_time_zone: 'America/New_York',
    });

    // Moving it and cancelling it.
    const later = inMinutes(180);
    expect((await scheduled(post, later)).scheduled_for).toBe(later.toISOString());
    const cancelled = await unschedule(post);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ scheduled_for: null, schedule_time_zone: null, ready_at: null });
    // Cancelling again changes nothing.
    expect((await unschedule(post)).statusCode).toBe(200);
  });

  it('refuses a time already past and one more than a year ahead, in the words of the contract', async () => {
    const post = await newPost();
    for (const [at, message] of [
      [new Date(Date.now() - minute), postScheduleMessages.inPast],
      [new Date(Date.now() - 2 * day), postScheduleMessages.inPast],
      [new Date(Date.now() + (MAX_SCHEDULE_AHEAD_DAYS + 1) * day), postScheduleMessages.tooFar],
    ] as const) {
      const res = await schedule(post, at);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect(await stored(post)).toMatchObject({ scheduledFor: null, scheduleTimeZone: null });
  });

  it('refuses an instant without its offset and an unknown time zone', async () => {
    const post = await newPost();
    const local = inMinutes(60)
      .toISOString()
      .replace(/\.\d+Z$/, '');
    const noOffset = await schedule(post, local);
    expect(noOffset.statusCode).toBe(400);
    expect(noOffset.json().error.issues).toEqual([{ path: 'at', message: postScheduleMessages.invalidTime }]);
    for (const zone of ['Mars/Olympus_Mons', '+02:00', '', 'Europe/Berlin; drop table posts']) {
      const res = await schedule(post, inMinutes(60), zone);
      expect(res.statusCode, zone).toBe(400);
      expect(res.json().error.issues).toEqual([
        { path: 'time_zone', message: postScheduleMessages.invalidTimeZone },
      ]);
    }
    expect((await stored(post))?.scheduledFor).toBeNull();
  });

  it("answers 404 for another user's post and 401 to a visitor, changing nothing", async () => {
    const post = await newPost();
    await scheduled(post, inMinutes(60));
    const before = await stored(post);
    for (const res of [
      await schedule(post, inMinutes(120), 'UTC', stranger),
      await unschedule(post, stranger),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    // A stranger sending a past time learns nothing more than not found.
    expect((await schedule(post, new Date(Date.now() - minute), 'UTC', stranger)).statusCode).toBe(404);
    for (const res of [await schedule(post, inMinutes(120), 'UTC', null), await unschedule(post, null)])
      expect(res.statusCode).toBe(401);
    expect(await stored(post)).toEqual(before);
  });
});

describe('the reminder sweep', () => {
  it('mails nothing before the time, then one mail per post even when two sweeps run at once', async () => {
    const at = inMinutes(30);
    const due = [await newPost('x'), await newPost('linkedin'), await newPost('discord')];
    for (const post of due) await scheduled(post, at);

    expect(await sendPostReminders(t.deps, { now: new Date(at.getTime() - 1_000) })).toEqual({
      claimed: 0,
      mails: 0,
    });
    for (const post of due) expect(await remindersOf(post)).toEqual([]);

    const now = after(at);
    const [one, two] = await Promise.all([
      sendPostReminders(t.deps, { now }),
      sendPostReminders(t.deps, { now }),
    ]);
    expect(one.claimed + two.claimed).toBe(3);
    expect(one.mails + two.mails).toBe(3);
    // A third run, as the next minute's would: nothing left.
    expect(await sendPostReminders(t.deps, { now: after(now, minute) })).toEqual({ claimed: 0, mails: 0 });

    await untilWorkersIdle(t);
    for (const post of due) {
      expect(await remindersOf(post)).toHaveLength(1);
      expect(mailsAbout(post)).toHaveLength(1);
      expect(await stored(post)).toMatchObject({ readyAt: now, scheduledFor: at });
    }
    const list: Post[] = (await call(t, 'GET', '/api/posts', { as: owner })).json();
    expect(list.find((p) => p.id === due[0]!.id)).toMatchObject({
      scheduled_for: at.toISOString(),
      ready_at: now.toISOString(),
    });
  });

  it('mails nothing for a post unscheduled, moved later or deleted before its time', async () => {
    const at = inMinutes(20);
    const [cancelled, moved, deleted] = [await newPost(), await newPost(), await newPost()];
    for (const post of [cancelled, moved, deleted]) await scheduled(post, at);
    expect((await unschedule(cancelled)).statusCode).toBe(200);
    const later = inMinutes(60);
    await scheduled(moved, later);
    expect((await call(t, 'DELETE', `/api/posts/${deleted.id}`, { as: owner })).statusCode).toBe(204);

    expect(await sendPostReminders(t.deps, { now: after(at) })).toEqual({ claimed: 0, mails: 0 });
    for (const post of [cancelled, moved, deleted]) expect(await remindersOf(post)).toEqual([]);

    // The moved one goes out at its new time.
    expect(await sendPostReminders(t.deps, { now: after(later) })).toEqual({ claimed: 1, mails: 1 });
    const [row] = await remindersOf(moved);
    expect(row!.idempotencyKey).toBe(`post-ready:${moved.id}:${later.toISOString()}`);
    expect(await remindersOf(cancelled)).toEqual([]);
  });

  it('mails again when a post that went out is scheduled again, and clears the mark on cancel', async () => {
    const post = await newPost();
    const first = inMinutes(10);
    await scheduled(post, first);
    await sendPostReminders(t.deps, { now: after(first) });
    expect(await remindersOf(post)).toHaveLength(1);

    const second = inMinutes(40);
    const again = await scheduled(post, second, 'Asia/Tokyo');
    expect(again).toMatchObject({ scheduled_for: second.toISOString(), ready_at: null });
    // The old time is past, but its mail went out: nothing until the new time.
    expect(await sendPostReminders(t.deps, { now: after(first, 2 * minute) })).toEqual({
      claimed: 0,
      mails: 0,
    });
    expect(await sendPostReminders(t.deps, { now: after(second) })).toEqual({ claimed: 1, mails: 1 });
    const keys = (await remindersOf(post)).map((row) => row.idempotencyKey).sort();
    expect(keys).toEqual(
      [
        `post-ready:${post.id}:${first.toISOString()}`,
        `post-ready:${post.id}:${second.toISOString()}`,
      ].sort(),
    );
    await untilWorkersIdle(t);
    expect(mailsAbout(post)).toHaveLength(2);

    // Clearing a reminder that went out: no longer ready, nothing mailed.
    const cleared = await unschedule(post);
    expect(cleared.json()).toMatchObject({ scheduled_for: null, ready_at: null });
    expect(await sendPostReminders(t.deps, { now: after(second, day) })).toEqual({ claimed: 0, mails: 0 });
    expect(await remindersOf(post)).toHaveLength(2);
  });

  it('never records a second mail for one schedule, even when its mark is lost', async () => {
    const post = await newPost();
    const at = inMinutes(15);
    await scheduled(post, at);
    await sendPostReminders(t.deps, { now: after(at) });
    // As if the mark were rolled back while the mail stayed (it never is: both are one write).
    await t.deps.database.db.update(posts).set({ readyAt: null }).where(eq(posts.id, post.id));
    expect(await sendPostReminders(t.deps, { now: after(at, minute) })).toEqual({ claimed: 1, mails: 0 });
    expect(await remindersOf(post)).toHaveLength(1);
  });

  it('runs every minute as a worker job, and the worker mails the post when the time has come', async () => {
    const job = allJobs.find((j) => j.name === postRemindersRef.name);
    expect(job).toMatchObject({ cron: '* * * * *' });

    const post = await newPost('discord');
    const at = new Date(Date.now() + 1_500);
    await scheduled(post, at, 'UTC');
    await until(() => Date.now() > at.getTime() + 50);
    await t.deps.queue.send(postRemindersRef, {});
    const mail = await sink.waitForMail((m) => m.text.includes(`#post-${post.id}`));
    expect(mail.subject).toBe(`Ready to share on Discord: your post about ${projectName}`);
    expect(mail.envelope.to).toEqual([ownerEmail]);
    await untilWorkersIdle(t);
    const [row] = await remindersOf(post);
    expect(row).toMatchObject({ status: 'sent', template: 'post-ready' });
    expect((await stored(post))?.readyAt).not.toBeNull();
  });
});

describe('the mail of a scheduled post', () => {
  const zoned = (at: Date, timeZone: string) =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }).format(at);

  async function mailFor(post: Post, at: Date, timeZone: string) {
    await scheduled(post, at, timeZone);
    expect(await sendPostReminders(t.deps, { now: after(at) })).toEqual({ claimed: 1, mails: 1 });
    return sink.waitForMail((m) => m.text.includes(`#post-${post.id}`));
  }

  it('holds the text as is, the X composer first, LinkedIn on the project page, Discord to copy', async () => {
    const post = await newPost('x');
    const content = 'Shipped a JSON Feed <beside> RSS & Atom.\n\nTry it: "feed.json" #buildinpublic';
    const edited = await call(t, 'PUT', `/api/posts/${post.id}`, { as: owner, payload: { content } });
    expect(edited.statusCode, edited.body).toBe(200);
    const at = inMinutes(45);
    const mail = await mailFor(post, at, 'America/New_York');

    const xUrl = xIntentUrl(content);
    const linkedInUrl = linkedInShareUrl(`${MAIL_PUBLIC_URL}/projects/${projectId}`);
    const dashboardUrl = `${MAIL_PUBLIC_URL}/dashboard?tab=posts#post-${post.id}`;
    expect(mail.subject).toBe(`Ready to share on X: your post about ${projectName}`);
    expect(mail.to).toContain(ownerEmail);

    // Plain text: the post exactly as saved (to copy), the time on the owner's clock, every link.
    expect(mail.text).toContain(`\n\n${content}\n\n`);
    expect(mail.text).toContain(`${projectName} · For X`);
    expect(mail.text).toContain(
      `You scheduled this post for ${zoned(at, 'America/New_York')} (America/New York).`,
    );
    expect(mail.text).toContain(`Share on X:\n${xUrl}`);
    expect(mail.text).toContain(`Share on LinkedIn:\n${linkedInUrl}`);
    expect(mail.text).toContain('For Discord: copy the post above and paste it into your server.');
    expect(mail.text).toContain(`Open your dashboard:\n${dashboardUrl}`);
    expect(mail.text.indexOf('Share on X:')).toBeLessThan(mail.text.indexOf('Or share it elsewhere:'));
    expect(mail.text.indexOf('Or share it elsewhere:')).toBeLessThan(mail.text.indexOf('Share on LinkedIn:'));

    // HTML: the same links as buttons, every value escaped.
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`href="${escapeHtml(xUrl)}"`);
    expect(mail.html).toContain(`href="${escapeHtml(linkedInUrl)}"`);
    expect(mail.html).toContain(`href="${escapeHtml(dashboardUrl)}"`);
    expect(mail.html).toContain(
      'Shipped a JSON Feed &lt;beside&gt; RSS &amp; Atom.<br><br>Try it: &quot;feed.json&quot;',
    );
    expect(mail.html).not.toContain('<beside>');
  });

  it('puts the target first; a private project is shared by the site, not a page nobody can open', async () => {
    const { id: privateId } = await createProject(t, owner, { is_private: true });
    const post = await newPost('linkedin', privateId);
    const mail = await mailFor(post, inMinutes(50), 'UTC');
    expect(mail.subject).toMatch(/^Ready to share on LinkedIn: /);
    const linkedIn = mail.text.indexOf('Share on LinkedIn:');
    expect(linkedIn).toBeGreaterThan(-1);
    expect(linkedIn).toBeLessThan(mail.text.indexOf('Or share it elsewhere:'));
    expect(mail.text.indexOf('Or share it elsewhere:')).toBeLessThan(mail.text.indexOf('Share on X:'));
    expect(mail.text).toContain(linkedInShareUrl(`${MAIL_PUBLIC_URL}/`));
    expect(mail.text).not.toContain(encodeURIComponent(`/projects/${privateId}`));
    expect(mail.text).toContain('LinkedIn takes a link, not text: copy the post above');
  });

  it("offers Bluesky's composer first for a Bluesky post, and Mastodon by copying", async () => {
    const post = await newPost('bluesky');
    const mail = await mailFor(post, inMinutes(55), 'UTC');
    expect(mail.subject).toBe(`Ready to share on Bluesky: your post about ${projectName}`);
    const bluesky = mail.text.indexOf(`Share on Bluesky:\n${blueskyIntentUrl(blueskyPost(post.content))}`);
    expect(bluesky).toBeGreaterThan(-1);
    expect(bluesky).toBeLessThan(mail.text.indexOf('Or share it elsewhere:'));
    expect(mail.text).toContain('For Mastodon: copy the post above and post it from your server');
  });

  it('offers a post longer than one X post as the thread the dashboard gives, opening X on its first part', async () => {
    const post = await newPost('x');
    const content = `${'Long story. '.repeat(30)}The end.`;
    await call(t, 'PUT', `/api/posts/${post.id}`, { as: owner, payload: { content } });
    const mail = await mailFor(post, inMinutes(55), 'Europe/Berlin');
    const parts = xThreadParts(content);
    expect(parts.length).toBeGreaterThan(1);
    expect(mail.text).toContain(
      `Longer than one X post: on X it is a thread of ${parts.length} parts. Copy the others part by part from X thread (${parts.length} parts) in your dashboard.`,
    );
    expect(mail.html).toContain(escapeHtml(xIntentUrl(parts[0]!)));
    expect(mail.text).toContain(content);
  });
});
