#!/usr/bin/env node
// `npm test`: every check, each timed, with a table of the times at the end (also when a step
// fails, so a slow or failing step is named). A step starts once the steps it needs have passed
// (`after`) and the steps it only follows have ended, passed or not (`follows`): first lint,
// typecheck and the build side by side, then the unit suite, then the browser suite. Each of the
// two suites keeps both cores busy on its own (the browser suite's Chromium as much as the unit
// suite's three workers); run side by side they took as long as one after the other, at a load
// of 10 on two cores, where waits written for a test's own slowness ran out. Each step's output
// is printed whole when it ends, not interleaved.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const checks = ['lint', 'typecheck', 'build'];
const unit = 'unit and integration (contract, web, server on PGlite and PostgreSQL)';
const steps = [
  { name: 'lint', command: 'npm run lint', after: [] },
  { name: 'typecheck', command: 'npm run typecheck', after: [] },
  { name: 'build', command: 'npm run build', after: [] },
  { name: unit, command: 'npm run test:unit', after: checks },
  { name: 'browser (e2e)', command: 'npm run test:e2e', after: checks, follows: [unit] },
];

const seconds = (since) => Math.round((Date.now() - since) / 1000);
/** User + system seconds of the children from bash's `times` (its second line: `0m12.5s 0m1.2s`). */
function cpuSeconds(times) {
  const children = times.trim().split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(([, m, s]) => Number(m) * 60 + Number(s));
  return parts.length === 2 ? Math.round(parts[0] + parts[1]) : '?';
}

function run({ name, command }) {
  const started = Date.now();
  return new Promise((resolve) => {
    // bash's `times` reports the CPU the step's processes used (user and system, all of them
    // once ended): unlike the wall time, it hardly depends on what else the machine is running.
    const script = `${command}\nstatus=$?\ntimes >&3\nexit $status`;
    const child = spawn('bash', ['-c', script], { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    const output = [];
    let times = '';
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.stdio[3].on('data', (d) => (times += d));
    child.on('close', (code) => {
      const time = seconds(started);
      const cpu = cpuSeconds(times);
      process.stdout.write(`\n== ${name}: ${command} (${time} s, CPU ${cpu} s, exit ${code})\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ name, time, cpu, startedAt: seconds(runStarted) - time, ok: code === 0, output });
    });
  });
}

const runStarted = Date.now();
const results = new Map();
/**
 * Runs a step once every step it needs has passed and every step it follows has ended; a step
 * whose needs failed does not run.
 */
const running = new Map();
const byName = (name) => start(steps.find((s) => s.name === name));
function start(step) {
  if (!running.has(step.name)) {
    running.set(
      step.name,
      Promise.all([Promise.all(step.after.map(byName)), Promise.all((step.follows ?? []).map(byName))]).then(
        async ([needs]) => {
          if (!needs.every(Boolean)) return false;
          console.log(`== started: ${step.name}`);
          const result = await run(step);
          results.set(step.name, result);
          return result.ok;
        },
      ),
    );
  }
  return running.get(step.name);
}
await Promise.all(steps.map(start));

console.log('\n== test times (start → end, seconds from the start of npm test)');
for (const { name } of steps) {
  const r = results.get(name);
  if (!r) console.log(`    -    ${name}  NOT RUN`);
  else
    console.log(
      `${String(r.time).padStart(5)} s  ${name} (${r.startedAt} → ${r.startedAt + r.time}, CPU ${r.cpu} s)${r.ok ? '' : '  FAILED'}`,
    );
}
const cpuTotal = [...results.values()].reduce((sum, r) => sum + (typeof r.cpu === 'number' ? r.cpu : 0), 0);
console.log(
  `${String(seconds(runStarted)).padStart(5)} s  total (CPU ${cpuTotal} s on ${availableParallelism()} cores)`,
);
const failed = steps.filter(({ name }) => !results.get(name)?.ok).map(({ name }) => name);
if (failed.length) {
  // A failing step's failures again at the very end, where a log cut to its last lines shows them.
  for (const name of failed) {
    const output = results.get(name)?.output;
    if (!output) continue;
    const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
    const lines = Buffer.concat(output).toString().replace(colour, '').split('\n');
    const failures = lines.filter((line) => /(^|\s)(FAIL|×|✗)\s|AssertionError|Error:|error TS|✖/.test(line));
    console.error(
      `\n== failures in ${name}:\n${failures.slice(0, 60).join('\n') || lines.slice(-40).join('\n')}`,
    );
  }
  console.error(`\n== failed or not run: ${failed.join(', ')}`);
  process.exit(1);
}
