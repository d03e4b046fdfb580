export type Engine = 'pglite' | 'postgres';

export const engine: Engine = process.env.DB_ENGINE === 'postgres' ? 'postgres' : 'pglite';
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** One template database per test run (named by the run's global setup), so parallel runs never collide. */
export const templateDb = (runId: string) => `shiplog_template_${runId}`;

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
