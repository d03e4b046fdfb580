/**
 * `tsx apps/server/src/modules/updates/cli/serve.ts [--uncached]`: the app exactly as
 * `npm start` runs it; `--uncached` turns the in-process cache of public project reads off,
 * so bench/project-updates.ts can measure the database path too.
 */
import { parseArgs } from 'node:util';
import { projectReadCache } from '../../../lib/project-read-cache';

const { values } = parseArgs({ options: { uncached: { type: 'boolean', default: false } } });
if (values.uncached) projectReadCache.ttlMs = 0;
await import('../../../main');
