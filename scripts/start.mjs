// `npm start` (the app) and `npm run worker` (`node scripts/start.mjs worker`: background jobs
// only): builds what is missing or stale, then runs the compiled server in this same process.
// package.json starts this file with `exec`, so npm's shell gives way to it: npm → node, and
// the SIGTERM or SIGINT npm passes on reaches the server, which stops gracefully.
import { ensureBuild } from './ensure-build.mjs';

const entry = process.argv[2] === 'worker' ? 'worker' : 'main';
await ensureBuild();
process.env.NODE_ENV = 'production';
await import(new URL(`../apps/server/dist/${entry}.js`, import.meta.url).href);
