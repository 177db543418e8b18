/**
 * Every bench of package.json (`bench:*`) run once at a tiny size, one after the other, so a bench
 * that no longer runs is seen the day it breaks rather than the day someone needs its figures. The
 * figures printed here mean nothing (a fraction of a second of load, two connections): only whether
 * each bench ran to its end. Fails when a bench exits non-zero or overruns its time, when a
 * `bench:*` script has no tiny size below, or when a file of bench/ is run by no script.
 *
 *   npm run bench:smoke                       every bench
 *   npm run bench:smoke -- search pages       some of them
 *
 * BENCH_SMOKE_TIMEOUT (seconds, default 300) bounds each bench.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TIMEOUT_MS = Number(process.env.BENCH_SMOKE_TIMEOUT ?? 300) * 1000;

interface Tiny {
  /** Arguments after `npm run bench:NAME --`. */
  args: string[];
  env?: Record<string, string>;
}

/** Each bench's tiny size: its own arguments (or variables) turned down to seconds. */
const TINY: Record<string, Tiny> = {
  'bench:provider': { args: ['1'] },
  'bench:search': { args: ['1', '2'] },
  'bench:checkout': { args: ['2', '1'] },
  // A tenth of a second per load: autocannon samples as long as the run (bench/lib/figures.ts).
  'bench:throughput': { args: ['0.1', '2'] },
  'bench:start': { args: ['1'] },
  'bench:bundle': { args: [] },
  // One run of one page: Lighthouse's own passes make it the longest of these.
  'bench:lighthouse': { args: ['1'], env: { LIGHTHOUSE_PAGES: 'home' } },
  'bench:pages': { args: ['0.1', '2'] },
  // The circuit's cool-down is waited for once: one second instead of ten. A fifth of a second per
  // load, so that with Redis frozen the first requests outlast its timeout and are answered in the run.
  'bench:redis': { args: ['0.2', '2'], env: { REDIS_BREAKER_COOLDOWN_SECONDS: '1' } },
  'bench:apps': { args: ['0.1', '2', '4'] },
  'bench:jobs': { args: ['20'] },
  'bench:shipping': { args: ['4', '50'] },
  'bench:invoices': { args: ['5', '2'] },
  'bench:admin-orders': { args: ['500', '0.1', '2'] },
  'bench:price-import': { args: ['2000'] },
  'bench:price-import-load': { args: ['--seconds', '0.1', '--warmup', '0.1', '--connections', '2', '--sessions', '2', '--rows', '100'] },
  'bench:last-units': { args: ['12', '2'] },
  // The sample units of the seeded template: enough for half a second, and the shop starts from it.
  'bench:mixed': { args: ['--seconds', '0.5', '--warmup', '0.25', '--connections', '4', '--sessions', '4', '--pages', '--stock-units', '500'] },
  'bench:soak': { args: ['--seconds', '0.5', '--memory-every', '0.1', '--warmup', '0.25', '--connections', '4', '--sessions', '4', '--stock-units', '500'] },
  'bench:inbox-search': { args: ['500', '2'] },
  'bench:review-queue': { args: ['500', '2'] },
  'bench:price-upload': { args: ['300'] },
};

const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
const benches = Object.keys(scripts).filter((name) => name.startsWith('bench:') && name !== 'bench:smoke');

const problems: string[] = [];
for (const name of benches) if (!TINY[name]) problems.push(`${name} has no tiny size in bench/smoke.ts`);
for (const name of Object.keys(TINY)) if (!scripts[name]) problems.push(`bench/smoke.ts names ${name}, which package.json does not have`);
const runByScripts = Object.values(scripts).join(' ');
for (const file of fs.readdirSync(path.join(ROOT, 'bench'))) {
  if (file.endsWith('.ts') && file !== 'smoke.ts' && !runByScripts.includes(`bench/${file}`)) problems.push(`bench/${file} is run by no script of package.json`);
}

const only = process.argv.slice(2).map((a) => (a.startsWith('bench:') ? a : `bench:${a}`));
const chosen = only.length > 0 ? benches.filter((b) => only.includes(b)) : benches;
for (const name of only) if (!benches.includes(name)) problems.push(`no script ${name}`);

/** Processor seconds (user and system) of a finished shell's children, as `times` printed them (0m1.234s 0m0.567s on its second line). */
function childrenCpu(file: string): number {
  let cpu = 0;
  try {
    for (const m of (fs.readFileSync(file, 'utf8').split('\n')[1] ?? '').matchAll(/(\d+)m([\d.]+)s/g)) cpu += Number(m[1]) * 60 + Number(m[2]);
    fs.rmSync(file, { force: true });
  } catch {
    // stopped before it could say
  }
  return cpu;
}

/** How much of a failed bench's output is repeated at the end. */
const TAIL_LINES = 20;
const TAIL_CHARS = 8_000;

function runBench(name: string, tiny: Tiny): Promise<{ code: number; seconds: number; cpu: number; tail: string }> {
  const started = performance.now();
  console.log(`\n== ${name} ${tiny.args.join(' ')}${tiny.env ? ` (${Object.entries(tiny.env).map(([k, v]) => `${k}=${v}`).join(' ')})` : ''}`);
  const cpuFile = path.join(os.tmpdir(), `bench-smoke-${process.pid}-${name.replace(/\W/g, '-')}.cpu`);
  // The script's command as `npm run` runs it (node_modules/.bin first on the PATH, the arguments
  // after it), without npm's own Node process; through a shell whose `times` tells the processor
  // time of the bench and all it started.
  const child = spawn('bash', ['-c', `${scripts[name]} "$@"; rc=$?; times > "$BENCH_SMOKE_CPU_FILE"; exit $rc`, 'bash', ...tiny.args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PATH: `${path.join(ROOT, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      // One gateway process unless a bench asks for more (its figures mean nothing here, its cost does).
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
      ...tiny.env,
      BENCH_SMOKE_CPU_FILE: cpuFile,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so an overrun stops the bench and every process it started.
    detached: true,
  });
  let overran = false;
  const timer = setTimeout(() => {
    overran = true;
    console.log(`${name} still running after ${TIMEOUT_MS / 1000} s: stopping it`);
    try {
      process.kill(-child.pid!, 'SIGTERM');
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // gone already
        }
      }, 5000).unref();
    } catch {
      // gone already
    }
  }, TIMEOUT_MS);
  // Passed through as it comes, and its end kept: a failed bench's last lines are repeated after the
  // table, where a log cut to its end still shows them.
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-TAIL_CHARS);
  };
  child.stdout!.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    keep(chunk);
  });
  const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return new Promise((resolve) => {
    child.on('exit', async (code, signal) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      // What it wrote last, unless a process it left behind still holds its output open.
      await Promise.race([closed, new Promise((r) => setTimeout(r, 2_000).unref())]);
      child.stdout!.destroy();
      child.stderr!.destroy();
      if (overran) keep(Buffer.from(`\n${name} was stopped after ${TIMEOUT_MS / 1000} s\n`));
      const lines = tail.trimEnd().split('\n').slice(-TAIL_LINES);
      resolve({ code: code ?? (signal ? 128 : 1), seconds, cpu: childrenCpu(cpuFile), tail: lines.join('\n') });
    });
  });
}

if (problems.length === 0) {
  // The benches of pages and of the bundle measure the built client.
  const build = await runBench('build', { args: [] });
  if (build.code !== 0) problems.push('the client build failed');
}
const results: { name: string; code: number; seconds: number; cpu: number; tail: string }[] = [];
if (problems.length === 0) {
  for (const name of chosen) results.push({ name, ...(await runBench(name, TINY[name])) });
}

console.log('\n== bench:smoke');
for (const r of results) console.log(`${r.name.padEnd(24)} ${r.code === 0 ? 'ran' : `FAILED (exit ${r.code})`}  ${r.seconds.toFixed(0).padStart(4)} s  ${r.cpu.toFixed(0).padStart(4)} CPU s`);
const total = (key: 'seconds' | 'cpu') => results.reduce((n, r) => n + r[key], 0).toFixed(0);
console.log(`${'all'.padEnd(24)}      ${total('seconds').padStart(4)} s  ${total('cpu').padStart(4)} CPU s`);
for (const p of problems) console.log(`problem: ${p}`);
const failed = results.filter((r) => r.code !== 0);
if (failed.length > 0 || problems.length > 0) {
  for (const r of failed) console.log(`\n== the end of ${r.name}'s output\n${r.tail}`);
  console.log(`bench:smoke failed: ${[...failed.map((r) => r.name), ...problems].join('; ')}`);
  process.exit(1);
}
console.log(`bench:smoke: all ${results.length} benches ran at a tiny size`);
