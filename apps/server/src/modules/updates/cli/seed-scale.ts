/**
 * `tsx apps/server/src/modules/updates/cli/seed-scale.ts --owner=<email> --updates=10000
 *   --subscribers=100000 --waitlist=50000 --comments=20000 --likes=50000`
 * For the scale benchmark (bench/scale.ts): a new public project of that (existing) account,
 * written straight into the database in a few bulk statements, on DATA_DIR or DATABASE_URL
 * (migrated first). Updates: mostly commits, texts and images, a release every 50th (a tenth of
 * them major), three pinned; confirmed subscribers; pending waitlist entries; comments (newer
 * updates get more) and likes by reader accounts. Everything is history: nobody is mailed.
 * Prints `project_id=`, `most_commented_update_id=` and `most_liked_update_id=`.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import {
  projects,
  projectSubscribers,
  updateComments,
  updateLikes,
  updates,
  users,
} from '../../../db/schema';
import { failCli, openCliDatabase } from '../../../lib/cli-database';
import { SAMPLE_COMMENTS } from '../updates.seed-data';

const { values } = parseArgs({
  options: {
    owner: { type: 'string' },
    updates: { type: 'string', default: '10000' },
    subscribers: { type: 'string', default: '100000' },
    waitlist: { type: 'string', default: '50000' },
    comments: { type: 'string', default: '20000' },
    likes: { type: 'string', default: '50000' },
  },
});
const size = (name: keyof typeof values) => {
  const n = Number(values[name]);
  if (!Number.isInteger(n) || n < 0) failCli(`--${name} must be a whole number`);
  return n;
};
const counts = {
  updates: Math.max(1, size('updates')),
  subscribers: size('subscribers'),
  waitlist: size('waitlist'),
  comments: size('comments'),
  likes: size('likes'),
};
const READERS = 1_000;
if (counts.likes > READERS * counts.updates) failCli(`--likes: at most ${READERS} per update`);

const AREAS = [
  'sync',
  'search',
  'billing',
  'webhooks',
  'dashboard',
  'exports',
  'sign-in',
  'notifications',
  'the timeline',
  'the CLI',
  'the API',
  'themes',
  'imports',
  'team invites',
  'the editor',
  'mobile layouts',
];
const VERBS = ['Faster', 'Simpler', 'Fixed crashes in', 'A new look for', 'Better errors in', 'Cleaner'];
const HOUR = 3_600_000;
const sampleComments = sql`array[${sql.join(
  SAMPLE_COMMENTS.map((c) => sql`${c}::text`),
  sql`, `,
)}]`;

/** The i-th update from the newest (0): published every ~2.6 hours back, about three years for 10,000. */
function updateRow(projectId: string, i: number, now: number): typeof updates.$inferInsert {
  const area = AREAS[i % AREAS.length]!;
  const publishedAt = new Date(now - (i + 1) * 2.6 * HOUR);
  const release = i % 50 === 25;
  const kind = release ? 'release' : (['commit', 'commit', 'text', 'commit', 'image'] as const)[i % 5]!;
  const version = `v${Math.floor((counts.updates - i) / 500) + 1}.${Math.floor((counts.updates - i) / 50) % 10}.0`;
  const title = release ? `${version}: ${area} and more` : `${VERBS[i % VERBS.length]} ${area}`;
  const content = [
    `We reworked ${area} this week after ${(i % 40) + 3} of you wrote in about it. Most of the reports came from larger projects, where ${area} had grown slow enough to notice, so we started by measuring where the time went before changing anything.`,
    `The short version: it now does less work per request, and the work it still does is spread out instead of happening all at once when you open a page.`,
    `## What changed\n\n- ${title}, measured on projects with ${(i % 9) + 1},000 entries\n- Fewer round trips when ${area} loads\n- Clearer messages when something goes wrong\n- Documentation updated with the new limits`,
    kind === 'commit' ? `\`\`\`ts\nexport const batchSize = ${(i % 7) + 1} * 100;\n\`\`\`` : '',
    `Thanks to everyone who reported problems with ${area}; keep them coming.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    projectId,
    type: kind,
    title,
    content,
    imageUrl: kind === 'image' ? `/api/avatars/screenshot-${i % 97}` : null,
    commitSha: kind === 'commit' ? ((i + 1) * 2654435761).toString(16).padStart(12, '0').slice(-12) : null,
    commitMessage: kind === 'commit' ? `perf(${area}): ${title.toLowerCase()}` : null,
    isPinned: i === 3 || i === Math.floor(counts.updates / 2) || i === counts.updates - 1,
    isMajorUpdate: release && i % 500 === 25,
    labels: release ? ['release'] : i % 3 ? [] : [area.replace(/^the /, '')],
    publishedAt,
    notifiedAt: publishedAt,
    announcedAt: publishedAt,
    createdAt: publishedAt,
    updatedAt: publishedAt,
    viewsCount: 20 + ((i * 37) % 900),
  };
}

const { database, close } = await openCliDatabase('seed-scale', 'cannot run while the app holds it.');
try {
  const { db } = database;
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, values.owner ?? ''));
  if (!owner) failCli(`--owner: no account ${values.owner}`);
  const now = Date.now();
  const projectId = await database.transaction(async ({ db }) => {
    const [project] = await db
      .insert(projects)
      .values({
        userId: owner.id,
        name: 'Shiplog at scale',
        description: 'Three years of building in public.',
        repositoryName: 'bench/scale',
        isPrivate: false,
      })
      .returning({ id: projects.id });
    const id = project!.id;
    for (let i = 0; i < counts.updates; i += 1_000) {
      const rows = [];
      for (let k = i; k < Math.min(i + 1_000, counts.updates); k++) rows.push(updateRow(id, k, now));
      await db.insert(updates).values(rows);
    }
    await db.execute(sql`
      insert into ${projectSubscribers} (project_id, email, notification_preference, source, subscribed_at, confirmed_at)
      select ${id}, 'subscriber-' || g || '@bench.test', case when g % 10 = 0 then 'major' else 'all' end,
             'subscribe', now() - g * interval '9 minutes', now() - g * interval '9 minutes' + interval '3 minutes'
      from generate_series(1, ${counts.subscribers}::int) g`);
    await db.execute(sql`
      insert into ${projectSubscribers} (project_id, email, source, subscribed_at, confirm_token_hash, confirm_expires_at)
      select ${id}, 'waiting-' || g || '@bench.test', 'waitlist', now() - g * interval '1 minute',
             md5('waitlist ' || g), now() + interval '7 days'
      from generate_series(1, ${counts.waitlist}::int) g`);
    await db.execute(sql`
      insert into ${users} (id, name, email, email_verified)
      select 'scale-reader-' || g, 'Reader ' || g, 'scale-reader-' || g || '@readers.bench.invalid', true
      from generate_series(1, ${READERS}::int) g
      on conflict do nothing`);
    // Timeline positions, newest first: n = 0 is the newest update.
    const ranked = sql`(select id, published_at, row_number() over (order by published_at desc) - 1 as n
                        from ${updates} where project_id = ${id})`;
    // Reader r likes `likes / readers` consecutive updates from position 13·r: distinct pairs.
    await db.execute(sql`
      insert into ${updateLikes} (update_id, user_id, created_at)
      select u.id, 'scale-reader-' || (k % ${READERS} + 1), u.published_at + interval '1 hour'
      from generate_series(0, ${counts.likes - 1}::int) k
      join ${ranked} u on u.n = (k / ${READERS} + (k % ${READERS}) * 13) % ${counts.updates}`);
    // Comment k goes to position ⌊updates · x³⌋ (x spread evenly over [0, 1)): newer updates get more.
    await db.execute(sql`
      insert into ${updateComments} (update_id, user_id, content, created_at, updated_at, notified_at)
      select u.id, 'scale-reader-' || (k % ${READERS} + 1),
             (${sampleComments})[1 + k % ${SAMPLE_COMMENTS.length}],
             u.published_at + (k % 600) * interval '1 minute', u.published_at + (k % 600) * interval '1 minute',
             u.published_at + (k % 600) * interval '1 minute'
      from generate_series(0, ${counts.comments - 1}::int) k
      join ${ranked} u on u.n = floor(${counts.updates} * power(mod(k * 0.6180339887, 1), 3))`);
    return id;
  });
  // Many counter changes per update row (triggers): start from the state autovacuum would leave.
  await database.executeSql(
    'vacuum analyze updates, update_likes, update_comments, project_subscribers, users, projects',
  );
  const top = (column: typeof updates.likesCount | typeof updates.commentsCount) =>
    db
      .select({ id: updates.id })
      .from(updates)
      .where(eq(updates.projectId, projectId))
      .orderBy(desc(column))
      .limit(1);
  const [[commented], [liked]] = await Promise.all([top(updates.commentsCount), top(updates.likesCount)]);
  console.log(`project_id=${projectId}`);
  console.log(`most_commented_update_id=${commented!.id}`);
  console.log(`most_liked_update_id=${liked!.id}`);
} finally {
  await close();
}
