import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { draftMessages, type DraftInbox, type Update } from '@shiplog/contract';
import { updates } from '../src/db/schema';
import { notifyPublishedUpdates } from '../src/modules/notifications/update-fanout.service';
import { call, createProject, createUpdate, signUpConfirmed, untilWorkersIdle } from './support';
import type { SignedIn } from './support';
import { addSubscribers, notificationsApp } from './support/notifications';

const app = notificationsApp('drafts.test');
const hour = 3_600_000;

/** A draft of `owner`'s in the project, through the API (manual updates may be drafts too). */
async function draftIn(projectId: string, title: string, owner: SignedIn = app.owner): Promise<Update> {
  const draft = await createUpdate(app.t, owner, projectId, {
    type: 'text',
    title,
    content: 'Body.',
    status: 'draft',
  });
  expect(draft.status).toBe('draft');
  return draft;
}

const publish = (projectId: string, updateId: string, as: SignedIn | null, publish_at?: string) =>
  call(app.t, 'POST', `/api/projects/${projectId}/updates/${updateId}/publish`, {
    as,
    payload: publish_at ? { publish_at } : {},
  });

async function inbox(as: SignedIn): Promise<DraftInbox> {
  const res = await call(app.t, 'GET', '/api/drafts', { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DraftInbox>();
}

const publicTimeline = async (projectId: string) =>
  (await call(app.t, 'GET', `/api/projects/${projectId}/updates`)).json<Update[]>();

describe('drafts and review', () => {
  it('keeps a draft from readers, counts, feeds, the sitemap and mail until it is published, then mails once', async () => {
    const { t, sink } = app;
    const { id: projectId } = await createProject(t, app.owner, { is_private: false });
    await addSubscribers(t, projectId, [{ email: 'reader@drafts.test' }]);
    const draft = await draftIn(projectId, 'A quiet draft');

    expect(await publicTimeline(projectId)).toEqual([]);
    expect((await call(t, 'GET', `/api/projects/${projectId}`)).json().stats.updates_count).toBe(0);
    expect((await call(t, 'GET', `/api/projects/${projectId}/updates/${draft.id}`)).statusCode).toBe(404);
    for (const path of [
      `/projects/${projectId}/feed.xml`,
      `/projects/${projectId}/rss.xml`,
      '/sitemap.xml',
    ]) {
      const res = await call(t, 'GET', path);
      expect(res.body, path).not.toContain('A quiet draft');
      expect(res.body, path).not.toContain(draft.id);
    }
    // The sweep does not touch it, whatever the clock says.
    expect(await notifyPublishedUpdates(t.deps, { now: new Date(Date.now() + 24 * hour) })).toMatchObject({
      claimed: 0,
    });
    await untilWorkersIdle(t);
    expect(sink.messagesTo('reader@drafts.test')).toEqual([]);

    const res = await publish(projectId, draft.id, app.owner);
    expect(res.statusCode, res.body).toBe(200);
    const published = res.json<Update>();
    expect(published.status).toBe('published');
    expect(Date.parse(published.published_at)).toBeGreaterThan(Date.parse(draft.published_at));
    expect((await publicTimeline(projectId)).map((u) => u.id)).toEqual([draft.id]);
    const mail = await sink.waitForMail('reader@drafts.test');
    expect(mail.subject).toMatch(/: A quiet draft$/);
    // Publishing again changes nothing and mails nobody again.
    expect((await publish(projectId, draft.id, app.owner)).json<Update>().published_at).toBe(
      published.published_at,
    );
    await untilWorkersIdle(t);
    expect(sink.messagesTo('reader@drafts.test')).toHaveLength(1);
  });

  it("schedules a draft: stored in UTC, the owner's until due, then public and mailed once", async () => {
    const { t, sink } = app;
    const { id: projectId } = await createProject(t, app.owner, { is_private: false });
    await addSubscribers(t, projectId, [{ email: 'early@drafts.test' }]);
    const draft = await draftIn(projectId, 'Tomorrow at nine');
    // 09:00 in Berlin (UTC+1 in November) is 08:00 UTC.
    const tomorrow = new Date(Date.now() + 24 * hour).toISOString().slice(0, 10);
    const res = await publish(projectId, draft.id, app.owner, `${tomorrow}T09:00:00+01:00`);
    expect(res.statusCode, res.body).toBe(200);
    const scheduled = res.json<Update>();
    expect(scheduled).toMatchObject({ status: 'scheduled', published_at: `${tomorrow}T08:00:00.000Z` });
    expect(await publicTimeline(projectId)).toEqual([]);
    expect((await inbox(app.owner)).scheduled.map((i) => i.update.id)).toContain(draft.id);
    expect((await inbox(app.owner)).drafts.map((i) => i.update.id)).not.toContain(draft.id);

    const due = new Date(Date.parse(scheduled.published_at));
    expect(await notifyPublishedUpdates(t.deps, { now: new Date(due.getTime() - 60_000) })).toMatchObject({
      claimed: 0,
    });
    expect(await notifyPublishedUpdates(t.deps, { now: new Date(due.getTime() + 1_000) })).toEqual({
      claimed: 1,
      mails: 1,
    });
    const mail = await sink.waitForMail('early@drafts.test');
    expect(mail.subject).toMatch(/: Tomorrow at nine$/);
    expect(await notifyPublishedUpdates(t.deps, { now: new Date(due.getTime() + 60_000) })).toMatchObject({
      claimed: 0,
    });
  });

  it('refuses a time already past, and taking back an update that is out', async () => {
    const { id: projectId } = await createProject(app.t, app.owner, { is_private: false });
    const draft = await draftIn(projectId, 'Not yesterday');
    const past = await publish(projectId, draft.id, app.owner, new Date(Date.now() - hour).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(draftMessages.scheduleInPast);
    const [row] = await app.t.deps.database.db.select().from(updates).where(eq(updates.id, draft.id));
    expect(row!.isDraft).toBe(true);

    expect((await publish(projectId, draft.id, app.owner)).statusCode).toBe(200);
    const again = await publish(projectId, draft.id, app.owner, new Date(Date.now() + hour).toISOString());
    expect(again.statusCode).toBe(400);
    expect((await publicTimeline(projectId)).map((u) => u.id)).toEqual([draft.id]);
  });

  it("lists only the signed-in owner's drafts and scheduled updates, with their projects", async () => {
    const owner = await signUpConfirmed(app.t, 'inbox@drafts.test');
    const other = await signUpConfirmed(app.t, 'other@drafts.test');
    const a = await createProject(app.t, owner, { name: 'Alpha', is_private: false });
    const b = await createProject(app.t, owner, { name: 'Beta', is_private: true });
    const first = await draftIn(a.id, 'First', owner);
    const second = await draftIn(b.id, 'Second', owner);
    const later = await draftIn(a.id, 'Later', owner);
    await publish(a.id, later.id, owner, new Date(Date.now() + 5 * hour).toISOString());
    await createUpdate(app.t, owner, a.id, { type: 'text', title: 'Out already', content: 'Yes.' });
    await draftIn((await createProject(app.t, other, {})).id, 'Not yours', other);

    const mine = await inbox(owner);
    expect(mine.drafts.map((i) => [i.update.title, i.project.name])).toEqual([
      ['Second', 'Beta'],
      ['First', 'Alpha'],
    ]);
    expect(mine.scheduled.map((i) => [i.update.title, i.update.status])).toEqual([['Later', 'scheduled']]);
    expect(mine.drafts.map((i) => i.update.id)).toEqual([second.id, first.id]);
    expect((await call(app.t, 'GET', '/api/drafts')).statusCode).toBe(401);
  });

  it('lets only the owner publish, edit or discard a draft, and see it', async () => {
    const stranger = await signUpConfirmed(app.t, 'stranger@drafts.test');
    const { id: projectId } = await createProject(app.t, app.owner, { is_private: false });
    const draft = await draftIn(projectId, 'Mine');
    expect((await publish(projectId, draft.id, stranger)).statusCode).toBe(403);
    expect((await publish(projectId, draft.id, null)).statusCode).toBe(401);
    const peek = await call(app.t, 'GET', `/api/projects/${projectId}/updates/${draft.id}`, { as: stranger });
    expect(peek.statusCode).toBe(404);
    const edit = await call(app.t, 'PUT', `/api/projects/${projectId}/updates/${draft.id}`, {
      as: app.owner,
      payload: { type: 'text', title: 'Mine, edited', content: 'Better.' },
    });
    expect(edit.json<Update>()).toMatchObject({ title: 'Mine, edited', status: 'draft' });
    const discard = await call(app.t, 'DELETE', `/api/projects/${projectId}/updates/${draft.id}`, {
      as: app.owner,
    });
    expect(discard.statusCode).toBe(204);
    expect((await inbox(app.owner)).drafts.map((i) => i.update.id)).not.toContain(draft.id);
  });

  it("keeps each project's rule for generated updates: review for new projects, owner-only to change", async () => {
    const stranger = await signUpConfirmed(app.t, 'policy-stranger@drafts.test');
    const { id: projectId } = await createProject(app.t, app.owner, { is_private: false });
    const path = `/api/projects/${projectId}/review-rule`;
    expect((await call(app.t, 'GET', path, { as: app.owner })).json()).toEqual({ review_rule: 'review' });
    const saved = await call(app.t, 'PUT', path, { as: app.owner, payload: { review_rule: 'medium' } });
    expect(saved.json()).toEqual({ review_rule: 'medium' });
    expect((await call(app.t, 'GET', path, { as: app.owner })).json()).toEqual({ review_rule: 'medium' });
    expect(
      (await call(app.t, 'PUT', path, { as: app.owner, payload: { review_rule: 'always' } })).statusCode,
    ).toBe(400);
    expect(
      (await call(app.t, 'PUT', path, { as: stranger, payload: { review_rule: 'major' } })).statusCode,
    ).toBe(403);
    expect((await call(app.t, 'GET', path, { as: stranger })).statusCode).toBe(403);
    expect((await call(app.t, 'GET', path, { as: app.owner })).json()).toEqual({ review_rule: 'medium' });
  });
});
