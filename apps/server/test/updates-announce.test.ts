import { asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryObserver } from '../src/db/client';
import { outboundDeliveries, updates } from '../src/db/schema';
import type { AppDeps } from '../src/deps';
import { deliverWebhookJob } from '../src/jobs/deliver-webhook.job';
import { sweepJob } from '../src/jobs/recurring';
import { announceDueUpdates, announceIfOut } from '../src/modules/updates/announce-updates';
import { JobQueue } from '../src/queue/job-queue';
import { announceUpdatesRef } from '../src/queue/job-refs';
import {
  call,
  createUpdate,
  engine,
  fromNow,
  textUpdate,
  until,
  untilDatabaseTime,
  type SignedIn,
  type TestApp,
} from './support';
import { addEndpoint, hookReceiver, outboundApp } from './support/outbound-webhooks';

/**
 * An update is announced (`update.published` for the project's webhooks and channels) by the
 * request that publishes it or, once a scheduled one's time has come, by the sweep, in a
 * transaction of its own. An edit racing that announcement must still reach the webhooks: the
 * audience hears the edited text, never only the text from before the edit.
 */
const receiver = hookReceiver();
const app = outboundApp('announce.test', {}, [deliverWebhookJob]);
let t: TestApp;
let owner: SignedIn;
let projectId: string;
let endpointId: string;

beforeAll(async () => {
  ({ t, owner, projectId } = app);
  // Deliveries looked for once a minute only: one sent sooner was woken by the code that queued it.
  await t.deps.queue.stop();
  t.deps.queue = new JobQueue<AppDeps>(t.deps.database, t.deps.logger, [deliverWebhookJob], {
    pollingIntervalSeconds: 60,
  });
  await t.deps.queue.start({ workers: true, deps: t.deps });
  ({ id: endpointId } = await addEndpoint(t, owner, projectId, {
    kind: 'webhook',
    url: receiver.url,
    events: ['update.published', 'update.updated'],
  }));
});

const hookedUpdate = (json: Record<string, unknown>) =>
  (json.data as { update?: { id?: string } } | undefined)?.update?.id;

/** The events recorded for the update, in order, with the title each carries. */
async function eventsOf(updateId: string) {
  const rows = await t.deps.database.db
    .select({ type: outboundDeliveries.eventType, payload: outboundDeliveries.payload })
    .from(outboundDeliveries)
    .where(eq(outboundDeliveries.endpointId, endpointId))
    .orderBy(asc(outboundDeliveries.createdAt));
  return rows
    .map(({ type, payload }) => ({
      type,
      update: (payload.data as { update: { id: string; title: string } }).update,
    }))
    .filter(({ update }) => update.id === updateId)
    .map(({ type, update }) => [type, update.title]);
}

/** The sweep's transaction for one update (announceDueUpdates runs one per due update). */
const announce = (updateId: string, whileOpen: () => Promise<void> = async () => {}) =>
  t.deps.database.transaction(async (tx) => {
    const announced = await announceIfOut(t.deps, tx, updateId);
    await whileOpen();
    return announced.row !== null;
  });

/** PostgreSQL: whether a statement on the updates table waits for a lock another transaction holds. */
async function someoneWaitsForTheRow() {
  const { rows } = await t.deps.database.executeSql(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and query like '%"updates"%'`,
  );
  return (rows[0] as { n: number }).n > 0;
}

/**
 * The owner's edit (title `After`), with the update announced after the edit read the row and
 * before it wrote it. On PostgreSQL the announcement's transaction claims the row first and
 * commits once the edit waits for it. The embedded database runs one statement or transaction
 * at a time: there the announcement is queued as the edit sends its read of the row (seen
 * through `queryObserver`, which sees every statement), so it takes the turn right after that
 * read, ahead of whatever the edit sends next.
 */
async function editWhileAnnounced(updateId: string) {
  const edit = () =>
    call(t, 'PUT', `/api/projects/${projectId}/updates/${updateId}`, {
      as: owner,
      payload: { title: 'After' },
    });
  if (engine === 'postgres') {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let claimed!: () => void;
    const rowClaimed = new Promise<void>((resolve) => (claimed = resolve));
    const announcing = announce(updateId, () => {
      claimed();
      return released;
    });
    await rowClaimed;
    const editing = edit();
    await until(someoneWaitsForTheRow, 10_000, 'the edit waiting for the announcement');
    release();
    return { announcedBySweep: await announcing, res: await editing };
  }
  let announcing: Promise<boolean> | null = null;
  const readsTheRow =
    /^select .* from "updates" where \("updates"\."id" = \$1 and "updates"\."project_id" = \$2\)/;
  queryObserver.current = (sql) => {
    if (announcing || !readsTheRow.test(sql)) return;
    // Next turn: the read is queued as soon as this returns, the announcement just after it.
    announcing = Promise.resolve().then(() => announce(updateId));
  };
  try {
    const res = await edit();
    expect(announcing, 'the edit read the update').not.toBeNull();
    return { announcedBySweep: await announcing!, res };
  } finally {
    queryObserver.current = null;
  }
}

describe('an update announced while the owner edits it', () => {
  it('records the edit for the webhooks: the last event carries the edited text', async () => {
    const at = fromNow(1_000);
    const { id } = await createUpdate(t, owner, projectId, textUpdate('Before', { published_at: at }));
    await untilDatabaseTime(t.deps.database, at);
    expect(await eventsOf(id)).toEqual([]);

    const { announcedBySweep, res } = await editWhileAnnounced(id);
    expect(res.statusCode, res.body).toBe(200);
    if (engine === 'postgres') {
      // Announced first with the old title; the edit, written after it, is `update.updated`.
      expect(await eventsOf(id)).toEqual([
        ['update.published', 'Before'],
        ['update.updated', 'After'],
      ]);
      expect(announcedBySweep).toBe(true);
    } else {
      // The edit reads and writes in one transaction: it announced the update with its new title.
      expect(await eventsOf(id)).toEqual([['update.published', 'After']]);
      expect(announcedBySweep).toBe(false);
    }
  });
});

describe('the announcing sweep', () => {
  it('logs an update it cannot announce and announces the others, their webhooks sent at once', async () => {
    const made = [];
    for (const title of ['Poisoned', 'Second', 'Third'])
      made.push(await createUpdate(t, owner, projectId, textUpdate(title, { published_at: fromNow(1_500) })));
    const ids = made.map((u) => u.id);
    const [poisoned, ...healthy] = ids;
    // The first in the sweep's order carries a time no event can: its announcement throws.
    await t.deps.database.executeSql(`update updates set updated_at = 'infinity' where id = $1`, [poisoned]);
    await untilDatabaseTime(t.deps.database, made.at(-1)!.published_at);

    expect(await announceDueUpdates(t.deps)).toEqual({ claimed: 2, drained: true });
    expect(t.logs.filter((l) => l.level === 50 && l.updateId === poisoned)).toHaveLength(1);
    const rows = await t.deps.database.db
      .select({ id: updates.id, announcedAt: updates.announcedAt })
      .from(updates)
      .where(inArray(updates.id, ids));
    const announced = new Map(rows.map((r) => [r.id, r.announcedAt !== null]));
    expect(ids.map((id) => announced.get(id))).toEqual([false, true, true]);
    // Woken after the sweep: delivered well before the worker would look again.
    const heard = () =>
      receiver.received.filter((r) => r.json.type === 'update.published').map((r) => hookedUpdate(r.json));
    await until(() => healthy.every((id) => heard().includes(id)), 15_000, 'the webhooks of the others');
    expect(heard()).not.toContain(poisoned);
  });

  it('reaches past more failing updates than one batch holds, in the same run, trying each once', async () => {
    const poisoned = [];
    for (const title of ['Bad one', 'Bad two', 'Bad three'])
      poisoned.push(
        (await createUpdate(t, owner, projectId, textUpdate(title, { published_at: fromNow(1_500) }))).id,
      );
    await t.deps.database.executeSql(`update updates set updated_at = 'infinity' where id = any($1)`, [
      poisoned,
    ]);
    const healthy = await createUpdate(
      t,
      owner,
      projectId,
      textUpdate('Behind them', { published_at: fromNow(2_000) }),
    );
    await untilDatabaseTime(t.deps.database, healthy.published_at);
    const logged = t.logs.length;

    // One run of the sweep as the worker runs it, two updates a batch: the failing ones come first.
    const job = sweepJob(announceUpdatesRef, 2, (deps, options) => announceDueUpdates(deps, options));
    await job.handler({}, { deps: t.deps, logger: t.deps.logger, jobId: 'test' });

    const [row] = await t.deps.database.db
      .select({ announcedAt: updates.announcedAt })
      .from(updates)
      .where(eq(updates.id, healthy.id));
    expect(row!.announcedAt).not.toBeNull();
    const errors = t.logs.slice(logged).filter((l) => l.level === 50);
    for (const id of poisoned) expect(errors.filter((l) => l.updateId === id)).toHaveLength(1);
  });
});
