#!/usr/bin/env node
// `npm test`: every test of the repo, in as little time as the machine allows. The type check, lint
// and the production build need nothing of each other, so they run side by side (each one's output is
// held and printed whole when it ends). jest runs after them, alone: it already takes both cores, and
// beside three other CPU-bound jobs its render tests would run at a third of their speed, near jest's
// per-test limit. The API server's checks follow jest, side by side: its real process on its real
// databases, and the contract suite (the API's tests through the server's app) on a private PostgreSQL —
// where PostgreSQL is installed, that run replaces jest's own in-memory run of the contract project.
// The size budgets and the three Playwright suites need the build and the ports 3000–3006, so they
// follow one at a time. Each step is timed; the table at the end is what the README's figures come from.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { postgresBin } from '../server/scripts/privatePostgres.mjs';

/** @typedef {{ name: string, script: string, args?: string[], env?: Record<string, string> }} Step */

/** jest's projects by the names --selectProjects takes, the contract project's run on PostgreSQL left out. */
function jestProjectsButContract() {
  const { projects } = createRequire(import.meta.url)('../jest.config.cjs');
  return projects.filter((p) => !p.endsWith('jest.contract.config.cjs')).map((p) => path.basename(p));
}
const contractOnPostgres = Boolean(postgresBin());

/** @type {Step[][]} phases: the steps of a phase run side by side, the phases one after another */
const PHASES = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    // The type check is the step beside it: the builds do not check each app again.
    { name: 'build', script: 'build', env: { ATRIUM_TYPECHECK: '0' } },
    // A shared package's code changed on the branch with no changeset: fails in a second.
    { name: 'changesets', script: 'check:changesets' },
  ],
  [
    {
      name: 'jest',
      script: 'test:unit',
      args: contractOnPostgres ? ['--selectProjects', ...jestProjectsButContract()] : [],
    },
  ],
  [
    // The API server on its real databases (PGlite, then a private PostgreSQL): start, restart, SIGTERM,
    // migrations, db:reset.
    { name: 'api smoke', script: 'test:api' },
    { name: 'contract on PostgreSQL', script: 'test:contract:postgres' },
    // Two API processes on one PostgreSQL behind deploy/nginx's configuration.
    { name: 'two API processes', script: 'test:instances' },
    { name: 'size', script: 'size' },
  ],
  [{ name: 'e2e', script: 'test:e2e' }],
  [{ name: 'e2e nginx', script: 'test:nginx' }],
  [{ name: 'e2e dev', script: 'test:dev' }],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs one step; resolves with its exit code, its time and (in a phase of several) its held output. */
function run(step, hold) {
  return new Promise((resolve) => {
    const started = performance.now();
    const args = step.args?.length ? ['--', ...step.args] : [];
    const child = spawn(npm, ['run', '--silent', step.script, ...args], {
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...step.env },
    });
    const output = [];
    if (hold) {
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
    }
    child.on('close', (code, signal) =>
      resolve({
        step,
        code: code ?? (signal ? 1 : 0),
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(output).toString(),
      }),
    );
    // A step that dies on a signal of ours (Ctrl+C) takes the others with it.
    process.once('SIGINT', () => child.kill('SIGINT'));
  });
}

const results = [];
const allStarted = performance.now();
let failed = false;

for (const phase of PHASES) {
  const hold = phase.length > 1;
  if (hold) console.log(`\n▶ ${phase.map((s) => s.name).join(', ')} (side by side)`);
  const finished = await Promise.all(
    phase.map(async (step) => {
      if (!hold) console.log(`\n▶ ${step.name}`);
      const result = await run(step, hold);
      if (hold) {
        console.log(`\n── ${step.name} (${result.seconds.toFixed(0)} s, exit ${result.code}) ──`);
        process.stdout.write(result.output);
      }
      return result;
    }),
  );
  results.push(...finished);
  if (finished.some((r) => r.code !== 0)) {
    failed = true;
    break;
  }
}

const total = (performance.now() - allStarted) / 1000;
const width = Math.max(13, ...results.map((r) => r.step.name.length));
const line = (name, seconds, passed) =>
  console.log(
    `${name.padEnd(width)} ${`${seconds.toFixed(0)} s`.padStart(6)}   ${passed ? 'passed' : 'FAILED'}`,
  );
console.log(`\n${'step'.padEnd(width)}   time   result`);
for (const { step, seconds, code } of results) line(step.name, seconds, code === 0);
line('all', total, !failed);
process.exit(failed ? 1 : 0);
