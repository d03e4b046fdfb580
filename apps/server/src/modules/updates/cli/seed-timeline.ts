/**
 * `tsx apps/server/src/modules/updates/cli/seed-timeline.ts --updates=50 --likes=1000 --comments=200`
 * For load tests (bench/project-updates.ts): a bench owner's public project with a timeline
 * of that size, on the embedded database in DATA_DIR or on DATABASE_URL (migrated first).
 * Prints `project_id=<id>`.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { projects, users } from '../../../db/schema';
import { ensureDataDir, lockDataDir } from '../../../lib/data-dir';
import { seedUpdates } from '../updates.seed';

const { values } = parseArgs({
  options: {
    updates: { type: 'string', default: '50' },
    likes: { type: 'string', default: '1000' },
    comments: { type: 'string', default: '200' },
  },
});
const config = loadConfig();
const dataDir = ensureDataDir(config.DATA_DIR);
const unlock = config.DATABASE_URL ? () => {} : lockDataDir(dataDir);
const database = await openDatabase(
  config.DATABASE_URL ? { engine: 'postgres', url: config.DATABASE_URL } : { engine: 'pglite', dataDir },
);
try {
  await database.migrate();
  const [owner] = await database.db
    .insert(users)
    .values({
      name: 'Bench Owner',
      email: `owner-${Date.now()}@bench.invalid`,
      id: `bench-owner-${Date.now()}`,
    })
    .returning({ id: users.id });
  const [project] = await database.db
    .insert(projects)
    .values({ userId: owner!.id, name: 'Bench', repositoryName: 'bench/timeline', isPrivate: false })
    .returning({ id: projects.id });
  await seedUpdates(database, {
    projectId: project!.id,
    publicUrl: config.PUBLIC_URL,
    updates: Number(values.updates),
    likes: Number(values.likes),
    comments: Number(values.comments),
  });
  // Seeding moved each update's counters many times in one transaction; start from the
  // state a running database settles in (autovacuum; PGlite has none).
  await database.executeSql('vacuum analyze updates, update_likes, update_comments');
  console.log(`project_id=${project!.id}`);
} finally {
  await database.close();
  unlock();
}
