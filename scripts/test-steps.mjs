#!/usr/bin/env node
// `npm test`: every check, each timed, with a table of the times at the end (also when a step
// fails, so a slow or failing step is named). Steps in one stage run side by side: on two
// cores the checks and the suites wait on databases, browsers and child processes as much as
// on the CPU. Each step's output is printed whole when it ends, not interleaved.
import { spawn } from 'node:child_process';

const stages = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
    ['build', 'npm run build'],
  ],
  [
    ['unit and integration (contract, web, server on PGlite and PostgreSQL)', 'npm run test:unit'],
    ['browser (e2e)', 'npm run test:e2e'],
  ],
];

const seconds = (since) => Math.round((Date.now() - since) / 1000);

function run([name, command]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('close', (code) => {
      const time = seconds(started);
      process.stdout.write(`\n== ${name}: ${command} (${time} s, exit ${code})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, time, ok: code === 0 });
    });
  });
}

const started = Date.now();
const results = [];
for (const stage of stages) {
  const stageStarted = Date.now();
  console.log(`\n== running: ${stage.map(([name]) => name).join(' | ')}`);
  const done = await Promise.all(stage.map(run));
  results.push(...done, { name: '  (stage, side by side)', time: seconds(stageStarted), ok: true });
  if (done.some((r) => !r.ok)) break;
}

console.log('\n== test times');
for (const { name, time, ok } of results)
  console.log(`${String(time).padStart(5)} s  ${name}${ok ? '' : '  FAILED'}`);
console.log(`${String(seconds(started)).padStart(5)} s  total`);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
if (failed.length) {
  console.error(`\n== failed: ${failed.join(', ')}`);
  process.exit(1);
}
