import { describe, expect, it } from 'vitest';
import { audienceFixture, subscribe, subscribeConfirmed, subscribersCount } from './support/subscribers';

/**
 * `stats.subscribers_count` is a column kept by statement triggers on the subscriber rows, so
 * a page with 100,000 subscribers reads one value: it follows every way rows come, confirm and
 * go, one statement at a time, and the page reads it instead of counting.
 */
describe("a project's confirmed-subscriber count", () => {
  const f = audienceFixture();
  const sql = async (text: string, params: unknown[] = []) =>
    (await f.t.deps.database.executeSql(text, params)).rows as Record<string, unknown>[];
  const stored = async () =>
    Number((await sql(`select subscribers_count as n from projects where id = $1`, [f.publicId]))[0]!.n);
  const counted = async () =>
    Number(
      (
        await sql(
          `select count(*)::int as n from project_subscribers where project_id = $1 and confirmed_at is not null`,
          [f.publicId],
        )
      )[0]!.n,
    );

  it('follows sign-ups, confirmations, bulk inserts, unconfirming and removals', async () => {
    await subscribeConfirmed(f.t, f.publicId, 'ada@example.com');
    await subscribeConfirmed(f.t, f.publicId, 'grace@example.com');
    expect((await subscribe(f.t, f.publicId, { email: 'pending@example.com' })).statusCode).toBe(200);
    expect(await stored()).toBe(2);

    // One statement adds 500 rows, 300 of them confirmed.
    await sql(
      `insert into project_subscribers (project_id, email, confirmed_at)
       select $1, 'bulk-' || i || '@example.com', case when i <= 300 then now() end
       from generate_series(1, 500) as i`,
      [f.publicId],
    );
    expect(await stored()).toBe(302);
    // Confirming some pending rows and unconfirming others in one statement nets out.
    await sql(
      `update project_subscribers set confirmed_at = case when confirmed_at is null then now() end
       where project_id = $1 and email in ('bulk-1@example.com', 'bulk-2@example.com', 'bulk-400@example.com')`,
      [f.publicId],
    );
    expect(await stored()).toBe(301);
    // An update that changes no confirmation changes nothing.
    await sql(`update project_subscribers set comment_frequency = 'weekly' where project_id = $1`, [
      f.publicId,
    ]);
    expect(await stored()).toBe(301);
    await sql(`delete from project_subscribers where project_id = $1 and email like 'bulk-%'`, [f.publicId]);
    expect(await stored()).toBe(2);
    expect(await counted()).toBe(2);
    // The private project's count never moved.
    expect(
      Number((await sql(`select subscribers_count as n from projects where id = $1`, [f.privateId]))[0]!.n),
    ).toBe(0);
  });

  it('is what the page shows, read from the column rather than counted', async () => {
    await sql(`update projects set subscribers_count = 12345 where id = $1`, [f.publicId]);
    f.t.deps.afterProjectWrite(f.publicId);
    expect(await subscribersCount(f.t, f.publicId)).toBe(12345);
    await sql(`update projects set subscribers_count = $2 where id = $1`, [f.publicId, await counted()]);
    f.t.deps.afterProjectWrite(f.publicId);
    expect(await subscribersCount(f.t, f.publicId)).toBe(await counted());
  });
});
