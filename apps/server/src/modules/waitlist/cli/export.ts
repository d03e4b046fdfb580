/**
 * Every general waitlist entry as CSV, from the embedded database in DATA_DIR or from
 * DATABASE_URL (migrated first, like `npm run seed`):
 *   npm run -s waitlist:export > waitlist.csv     CSV on stdout (-s keeps npm's banner out of it)
 *   npm run waitlist:export -- --output=list.csv  CSV into a file (relative to where npm was run)
 * The row count goes to stderr, so stdout holds the CSV only.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { openCliDatabase } from '../../../lib/cli-database';
import { writeWaitlistCsv } from '../waitlist-export';

const { values: args } = parseArgs({ options: { output: { type: 'string', short: 'o' } } });
/** npm runs the script in apps/server; a relative --output is taken from where npm was run. */
const outputPath = args.output ? resolve(process.env.INIT_CWD ?? process.cwd(), args.output) : null;

/** Writes a chunk, waiting whenever the stream's buffer is full (a pipe to a slow reader). */
async function writeTo(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

const { database, close } = await openCliDatabase(
  'npm run waitlist:export',
  'cannot read the embedded database while the app holds it: stop the app first, or use DATABASE_URL.',
);
try {
  const out = outputPath ? createWriteStream(outputPath, { mode: 0o600 }) : process.stdout;
  const count = await writeWaitlistCsv(database.db, (chunk) => writeTo(out, chunk));
  if (out !== process.stdout) {
    out.end();
    await once(out, 'finish');
  }
  const where = outputPath ? ` to ${outputPath}` : '';
  console.error(`Exported ${count} waitlist ${count === 1 ? 'entry' : 'entries'}${where}.`);
} catch (err) {
  console.error(`npm run waitlist:export failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await close();
}
