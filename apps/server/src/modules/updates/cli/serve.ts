/**
 * `tsx apps/server/src/modules/updates/cli/serve.ts [--uncached]`: the app exactly as
 * `npm start` runs it; `--uncached` turns the in-process cache of public project reads off,
 * so bench/project-updates.ts can measure the database path too.
 */
import { parseArgs } from 'node:util';
import { boot } from '../../../boot';

const { values } = parseArgs({ options: { uncached: { type: 'boolean', default: false } } });
await boot({ http: true, readCacheTtlMs: values.uncached ? 0 : undefined });
