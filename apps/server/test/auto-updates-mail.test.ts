import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema';
import { setReviewRule, until, untilWorkersIdle } from './support';
import { deliver, pushPayload, releasePayload, saveSettings, updatesOf } from './support/auto-updates';
import { addSubscribers, notificationsApp } from './support/notifications';

const app = notificationsApp('auto-mail.test');

describe('automatic updates reach subscribers', () => {
  it("mails every subscriber about a medium push, and 'major' subscribers only about major ones", async () => {
    const { t, sink, owner, projectId } = app;
    await addSubscribers(t, projectId, [
      { email: 'all@auto-mail.test', preference: 'all' },
      { email: 'major@auto-mail.test', preference: 'major' },
      { email: 'pending@auto-mail.test', confirmed: false },
    ]);
    const [project] = await t.deps.database.db.select().from(projects).where(eq(projects.id, projectId));
    const repo = project!.repositoryName;
    await saveSettings(t, owner, projectId, { tone: 'casual' });
    // Published at once, not held for review: what subscribers hear of.
    await setReviewRule(t, owner, projectId, 'minor');

    const push = await deliver(
      t,
      projectId,
      'push',
      pushPayload(repo, [{ message: 'feat: export the changelog as CSV', files: ['src/export.ts'] }]),
    );
    expect(push.result, push.detail ?? '').toBe('created');
    const first = await sink.waitForMail('all@auto-mail.test');
    const [update] = await updatesOf(t, projectId);
    expect(first.subject).toBe(`${project!.name}: ${update!.title}`);
    expect(first.text).toContain(`/updates/${update!.id}`);

    const release = await deliver(
      t,
      projectId,
      'release',
      releasePayload(repo, { tag: 'v3.0.0', name: 'Shiplog 3', body: 'All new.' }),
    );
    expect(release.result, release.detail ?? '').toBe('created');
    await until(() => sink.messagesTo('all@auto-mail.test').length === 2);
    await until(() => sink.messagesTo('major@auto-mail.test').length === 1);
    await untilWorkersIdle(t);

    expect(sink.messagesTo('all@auto-mail.test').map((m) => m.subject)).toEqual([
      `${project!.name}: ${update!.title}`,
      `${project!.name} major release: Shiplog 3`,
    ]);
    expect(sink.messagesTo('major@auto-mail.test').map((m) => m.subject)).toEqual([
      `${project!.name} major release: Shiplog 3`,
    ]);
    expect(sink.messagesTo('pending@auto-mail.test')).toEqual([]);
    expect(sink.messages).toHaveLength(3);
  });
});
