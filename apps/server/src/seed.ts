/**
 * `npm run seed`: the demo account, its projects and their updates, likes and comments, on the embedded database in DATA_DIR
 * or on DATABASE_URL (migrated first). Idempotent. Options:
 *   --password=…                  the demo account's password (default in demo-data.ts)
 *   --extra-public-projects=N     N more public sample projects (load tests)
 */
import { and, eq, inArray } from 'drizzle-orm';
import { parseArgs } from 'node:util';
import { projects } from './db/schema';
import { failCli, openCliDatabase } from './lib/cli-database';
import { resolveAppSecret } from './lib/data-dir';
import { DEMO_PROJECTS } from './modules/projects/demo-data';
import { seedDemo } from './modules/projects/demo-seed';
import { seedUpdates } from './modules/updates/updates.seed';

const { values: args } = parseArgs({
  options: { password: { type: 'string' }, 'extra-public-projects': { type: 'string', default: '0' } },
});
const extraPublicProjects = Number(args['extra-public-projects']);
if (!Number.isInteger(extraPublicProjects) || extraPublicProjects < 0 || extraPublicProjects > 10_000)
  failCli('--extra-public-projects must be a whole number from 0 to 10000');

const { config, dataDir, database, where, close } = await openCliDatabase(
  'npm run seed',
  'cannot run while the app holds the embedded database.',
);
try {
  const secret = resolveAppSecret(dataDir, config.APP_SECRET);
  const result = await seedDemo(
    { config, database, secret },
    { password: args.password, extraPublicProjects },
  );
  // Updates of every type, likes and comments on the demo projects (not on the load-test extras).
  const demoProjects = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.userId, result.userId),
        inArray(
          projects.name,
          DEMO_PROJECTS.map((p) => p.name),
        ),
      ),
    );
  let createdUpdates = 0;
  for (const { id } of demoProjects)
    createdUpdates += await seedUpdates(database, { projectId: id, publicUrl: config.PUBLIC_URL });
  console.log(`Seeded ${where}: ${result.createdProjects} new project(s), ${createdUpdates} new update(s).`);
  console.log(`Demo account: ${result.email}`);
  console.log(`Password:     ${result.password}`);
  console.log(`Sign in at ${config.PUBLIC_URL}/login`);
} finally {
  await close();
}
