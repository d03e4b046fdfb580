#!/usr/bin/env node
// `npm test`: every check, in order, each timed; a table of the times at the end (also when
// a step fails, so a slow or failing step is named).
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit and integration (contract, web, server on PGlite and PostgreSQL)', 'npm run test:unit'],
  ['build', 'npm run build'],
  ['browser (e2e)', 'npm run test:e2e'],
];

const times = [];
let failed = null;
for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n== ${name}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push([name, Math.round((Date.now() - started) / 1000)]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

console.log('\n== test times');
for (const [name, seconds] of times) console.log(`${String(seconds).padStart(5)} s  ${name}`);
console.log(`${String(times.reduce((sum, [, s]) => sum + s, 0)).padStart(5)} s  total`);
if (failed) {
  console.error(`\n== failed: ${failed}`);
  process.exit(1);
}
