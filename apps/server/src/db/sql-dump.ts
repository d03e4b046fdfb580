/**
 * A plain SQL dump of an embedded (PGlite) database, made by pg_dump compiled to WASM
 * (@electric-sql/pglite-tools), safe to take from the app's own, running instance.
 */
import { protocol, type PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * pg_dump's options: INSERT statements (restorable through a driver, PGlite's exec included, with
 * no COPY ... FROM stdin), and no owners or grants, which name roles the target may not have.
 */
const PG_DUMP_ARGS = ['--inserts', '--no-owner', '--no-privileges'];

/** One simple-protocol query straight through the wire protocol: it takes none of PGlite's locks. */
async function queryUnlocked(
  client: PGlite,
  text: string,
): Promise<{ rows: Record<string, string | null>[] }> {
  const { messages } = await client.execProtocol(protocol.serialize.query(text));
  let names: string[] = [];
  const rows: Record<string, string | null>[] = [];
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) names = message.fields.map((f) => f.name);
    if (message instanceof protocol.messages.DataRowMessage)
      rows.push(Object.fromEntries(message.fields.map((value, i) => [names[i]!, value])));
  }
  return { rows };
}

/** A string as an SQL literal (standard_conforming_strings is on). */
const literal = (value: string | null | undefined) =>
  value == null ? 'null' : `'${value.replaceAll("'", "''")}'`;

/**
 * pg_dump 18 starts its dump with `SET transaction_timeout = 0`, a setting PostgreSQL 15 and 16
 * do not know, where it stops `psql -v ON_ERROR_STOP=1`. The same setting made only where it exists.
 */
function portableHeader(sql: string): string {
  return sql.replace(
    /^SET transaction_timeout = 0;$/m,
    "SELECT pg_catalog.set_config(name, '0', false) FROM pg_catalog.pg_settings WHERE name = 'transaction_timeout';",
  );
}

/**
 * The whole database as SQL. PGlite has one session, which the app's queries share: pg_dump runs
 * while PGlite's two locks are held, so no query or transaction of the app runs meanwhile and the
 * dump is one consistent state (pg_dump also reads it in one REPEATABLE READ transaction). pg_dump
 * leaves that read-only transaction open and its settings (search_path, row_security…) on the
 * session: both are undone before the locks are released, and the app's session settings put back.
 */
export async function dumpPgliteSql(client: PGlite): Promise<string> {
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      if (client.isInTransaction()) throw new Error('the database is inside a transaction; try again');
      const { rows: sessionSettings } = await queryUnlocked(
        client,
        `select name, setting from pg_catalog.pg_settings where source = 'session'`,
      );
      // pgDump's own queries (the search path before and after) bypass the locks held here.
      const unlocked = {
        query: (text: string) => queryUnlocked(client, text),
        exec: (text: string) => queryUnlocked(client, text),
        execProtocolRawStream: client.execProtocolRawStream.bind(client),
      } as unknown as PGlite;
      try {
        const file = await pgDump({ pg: unlocked, args: PG_DUMP_ARGS });
        return portableHeader(await file.text());
      } finally {
        if (client.isInTransaction()) await queryUnlocked(client, 'rollback');
        await queryUnlocked(client, 'reset all');
        for (const { name, setting } of sessionSettings)
          await queryUnlocked(
            client,
            `select pg_catalog.set_config(${literal(name)}, ${literal(setting)}, false)`,
          );
      }
    }),
  );
}
