/**
 * Restores a plain SQL dump (`npm run db:backup`, or `pg_dump --inserts`) into an empty
 * database, embedded or PostgreSQL, in one transaction: the target ends up with the whole dump
 * or is left as it was.
 */

/** One database session: a PGlite instance or one PostgreSQL connection. */
export interface SqlSession {
  /** Runs a script of statements (no parameters). */
  exec(script: string): Promise<void>;
  query<T extends Record<string, unknown>>(text: string, values?: unknown[]): Promise<T[]>;
}

export class RestoreError extends Error {
  override name = 'RestoreError';
}

/** Schemas that belong to PostgreSQL itself. */
const SYSTEM_SCHEMAS = `n.nspname not in ('pg_catalog', 'information_schema')
  and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;
/** The public schema's oid: no rows match when there is none. */
const PUBLIC = `(select oid from pg_catalog.pg_namespace where nspname = 'public')`;
/** Objects created by an extension, which belong to the extension rather than to the data. */
const notInExtension = (catalog: string, oid: string) =>
  `not exists (select 1 from pg_catalog.pg_depend d where d.classid = '${catalog}'::regclass and d.objid = ${oid} and d.deptype = 'e')`;

/** What is in the target that a restore would collide with: schemas besides public, and public's own objects. */
export async function existingContents(
  session: SqlSession,
): Promise<{ schemas: string[]; publicObjects: number }> {
  const schemas = await session.query<{ name: string }>(
    `select n.nspname as name from pg_catalog.pg_namespace n
     where ${SYSTEM_SCHEMAS} and n.nspname <> 'public' and ${notInExtension('pg_namespace', 'n.oid')} order by 1`,
  );
  const [counted] = await session.query<{ n: number }>(
    `select (select count(*) from pg_catalog.pg_class c
              where c.relnamespace = ${PUBLIC} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
                and ${notInExtension('pg_class', 'c.oid')})
          + (select count(*) from pg_catalog.pg_proc p
              where p.pronamespace = ${PUBLIC} and ${notInExtension('pg_proc', 'p.oid')})
          + (select count(*) from pg_catalog.pg_type t
              where t.typnamespace = ${PUBLIC} and t.typtype in ('e', 'd', 'r', 'm')
                and ${notInExtension('pg_type', 't.oid')}) as n`,
  );
  return { schemas: schemas.map((s) => s.name), publicObjects: Number(counted!.n) };
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Drops everything a restore would collide with: every schema but public (cascading to what is
 * in it) and public's tables, views, sequences, functions and types. The public schema itself
 * stays, with its owner and grants.
 */
async function wipe(session: SqlSession): Promise<void> {
  const { schemas } = await existingContents(session);
  for (const schema of schemas) await session.exec(`drop schema ${ident(schema)} cascade`);
  const relations = await session.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind as kind from pg_catalog.pg_class c
     where c.relnamespace = ${PUBLIC} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and ${notInExtension('pg_class', 'c.oid')}`,
  );
  const kinds: Record<string, string> = {
    r: 'table',
    p: 'table',
    v: 'view',
    m: 'materialized view',
    S: 'sequence',
    f: 'foreign table',
  };
  // Cascades may drop later ones first (a view with its table): hence `if exists`.
  for (const { name, kind } of relations)
    await session.exec(`drop ${kinds[kind]} if exists public.${ident(name)} cascade`);
  const routines = await session.query<{ signature: string }>(
    `select p.oid::regprocedure::text as signature from pg_catalog.pg_proc p
     where p.pronamespace = ${PUBLIC} and ${notInExtension('pg_proc', 'p.oid')}`,
  );
  for (const { signature } of routines) await session.exec(`drop routine if exists ${signature} cascade`);
  const types = await session.query<{ name: string }>(
    `select t.oid::regtype::text as name from pg_catalog.pg_type t
     where t.typnamespace = ${PUBLIC} and t.typtype in ('e', 'd', 'r', 'm')
       and ${notInExtension('pg_type', 't.oid')}`,
  );
  for (const { name } of types) await session.exec(`drop type if exists ${name} cascade`);
}

/** Fails unless `sql` is a plain SQL dump this restore can run: no COPY ... FROM stdin, which needs psql. */
export function checkDump(sql: string): void {
  if (!/^-- PostgreSQL database dump$/m.test(sql.slice(0, 2_000)))
    throw new RestoreError('this is not a plain SQL dump made by npm run db:backup or pg_dump');
  if (/^COPY .+ FROM stdin;$/m.test(sql))
    throw new RestoreError(
      'this dump loads its data with COPY, which needs psql: make it with pg_dump --inserts, or restore it with psql',
    );
}

/**
 * The dump made fit for `session.exec`: psql's `\restrict` lines (pg_dump 17.6 and later) go,
 * and the header's `SET` of a setting the target does not know (`transaction_timeout` from
 * pg_dump 17 and later on PostgreSQL 15 or 16) is left out.
 */
export function prepareDump(sql: string, knownSettings: ReadonlySet<string>): string {
  checkDump(sql);
  const lines = sql.replace(/^\\(?:un)?restrict [A-Za-z0-9]+\r?\n?/gm, '').split('\n');
  // The header: comments, blank lines and settings, before the first object.
  let end = 0;
  while (end < lines.length && /^(--.*|\s*|SET .*|SELECT pg_catalog\.set_config\(.*)$/.test(lines[end]!))
    end++;
  const header = lines.slice(0, end).filter((line) => {
    const setting = /^SET ([A-Za-z_.]+) (?:=|TO) /.exec(line)?.[1];
    return !setting || knownSettings.has(setting.toLowerCase());
  });
  return [...header, ...lines.slice(end)].join('\n');
}

export interface RestoreResult {
  tables: number;
  rows: number;
}

/**
 * Restores `sql` into the database of `session`, which must be empty unless `force`, which drops
 * what is there first (in the same transaction). Answers how many tables and rows it holds after.
 */
export async function restoreSql(
  session: SqlSession,
  sql: string,
  options: { force?: boolean; where: string },
): Promise<RestoreResult> {
  const known = await session.query<{ name: string }>(
    'select lower(name) as name from pg_catalog.pg_settings',
  );
  const script = prepareDump(sql, new Set(known.map((s) => s.name)));
  const existing = await existingContents(session);
  if (!options.force && (existing.schemas.length || existing.publicObjects)) {
    const what = [
      ...existing.schemas.map((s) => `schema ${s}`),
      ...(existing.publicObjects ? [`${existing.publicObjects} objects in schema public`] : []),
    ];
    throw new RestoreError(
      `${options.where} is not empty (${what.join(', ')}). Restore into an empty database, or add --force to drop what is there first.`,
    );
  }
  await session.exec('begin');
  try {
    if (options.force) await wipe(session);
    await session.exec(script);
    const result = await countRows(session);
    await session.exec('commit');
    return result;
  } catch (err) {
    await session.exec('rollback').catch(() => {});
    throw err;
  }
}

/** Every table outside the system schemas, with its rows (a partitioned table's rows count in its partitions). */
export async function countRows(session: SqlSession): Promise<RestoreResult> {
  const tables = await session.query<{ schema: string; name: string }>(
    `select n.nspname as schema, c.relname as name from pg_catalog.pg_class c
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and ${SYSTEM_SCHEMAS} and ${notInExtension('pg_class', 'c.oid')}`,
  );
  let rows = 0;
  for (const { schema, name } of tables) {
    const [counted] = await session.query<{ n: number }>(
      `select count(*)::int as n from ${ident(schema)}.${ident(name)}`,
    );
    rows += Number(counted!.n);
  }
  return { tables: tables.length, rows };
}
