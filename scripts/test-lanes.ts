/**
 * Runs the test suite in its lanes (tests/lanes.ts, one vitest project each), several at once where
 * two cores bear it, and the reliability lane, which measures time, in front of whatever runs beside
 * it (only jobs with no time limit of their own, at a lower priority). Each lane's
 * output is kept and printed whole when it ends, so parallel lanes do not interleave; the run ends
 * with the counts of all lanes and fails when any lane (or check) failed.
 *
 *   npm test                          every lane
 *   npm test -- unit api              some lanes
 *   npm test -- --ci                  every lane, and the checks CI runs (generated types, types,
 *                                     lint, client build, bench:smoke) in the same schedule
 *
 * TEST_LANES_LOG_DIR keeps each job's output there (a temporary folder otherwise).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROWSER, RELIABILITY } from '../tests/lanes.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Job {
  name: string;
  /** A shell command run from the repository's root. */
  command: string;
  /** Jobs that must have ended first. */
  after: string[];
  /** Cores it keeps busy, about: jobs start while the running ones add up to at most CORE_BUDGET. */
  weight: number;
  /**
   * Measures time (kills, frozen processes, load): runs at normal priority with nothing beside it
   * but `timeless` and `idle` jobs, which run at a lower priority, so that it gets the cores when it
   * needs them and they take the rest.
   */
  foreground?: boolean;
  /** Has no time limit of its own (a build, a check): may run beside a foreground job, at nice 10. */
  timeless?: boolean;
  /**
   * Runs at the lowest priority (nice 19) while a foreground job runs or is to come, taking only the
   * processor time the others leave: it starts whatever else runs, and may run beside a foreground
   * job. Once the foreground jobs have ended it is raised to the normal priority: its work has time
   * limits too, and beside the lanes at nice 19 it could wait minutes for a core.
   */
  idle?: boolean;
  /** Its vitest JSON report, for the closing counts. */
  report?: string;
}

interface Outcome {
  job: Job;
  code: number;
  seconds: number;
  /** Processor seconds (user and system) of the job and everything it started. */
  cpu: number;
  log: string;
}

/**
 * Tests spend much of their time waiting on shops, browsers and timers, so the two cores take more
 * than two workers' worth of test files; checks (tsc, eslint, Vite) keep a core busy each.
 */
const CORE_BUDGET = Number(process.env.TEST_LANES_BUDGET ?? 3);

const logDir = process.env.TEST_LANES_LOG_DIR ? path.resolve(process.env.TEST_LANES_LOG_DIR) : fs.mkdtempSync(path.join(os.tmpdir(), 'test-lanes-'));
fs.mkdirSync(logDir, { recursive: true });

function vitest(lane: string, projects: string[], workers: number): Pick<Job, 'command' | 'report'> {
  const report = path.join(logDir, `${lane}.json`);
  const args = [...projects.map((p) => `--project ${p}`), `--maxWorkers ${workers}`, '--reporter default', `--reporter json --outputFile.json ${report}`];
  return { command: `npx vitest run ${args.join(' ')}`, report };
}

/**
 * The jobs in the order they are started, each as soon as what it runs after has ended and the
 * cores bear it. The client build and the unit lane come first; then the reliability lane in front,
 * with the checks (generated types, types, lint) beside it at a lower priority, taking the processor
 * time its tests leave; then the browser and API lanes side by side. The lanes with time limits (every
 * test has one) never run beside the reliability lane: at nice 10 a test could wait seconds for a core.
 */
const BUILD: Job = { name: 'build', command: 'npm run -s build -- --logLevel warn && node scripts/server-build.mjs', after: [], weight: 1, timeless: true };
const LANES: Job[] = [
  { name: 'unit', after: [], weight: 1, ...vitest('unit', ['unit', 'client'], 2) },
  // The reliability lane's gateways need the built client (and the lanes would build it at once).
  { name: 'reliability', after: ['build', 'unit'], weight: 2, foreground: true, ...vitest('reliability', ['reliability'], 1) },
  // Two files at a time in each: a browser test waits on pages much of its time, an API test on
  // timers, processes and the provider's budget, so four workers keep two cores busy.
  { name: 'browser', after: ['build', 'reliability'], weight: 1, ...vitest('browser', ['browser'], 2) },
  { name: 'api', after: ['build', 'reliability'], weight: 1, ...vitest('api', ['api'], 2) },
];
const CHECKS: Job[] = [
  { name: 'codegen:check', command: 'npm run -s codegen:check', after: ['build'], weight: 1, timeless: true },
  { name: 'typecheck', command: 'npm run -s typecheck', after: ['codegen:check'], weight: 1, timeless: true },
  { name: 'lint', command: 'npm run -s lint', after: ['typecheck'], weight: 1, timeless: true },
];
/**
 * Every bench at a tiny size, from the build on beside every lane: its figures mean nothing at that
 * size. Beside the reliability lane it takes only the processor time left (nice 19); beside the API
 * and browser lanes it runs at their priority: at nice 19 behind them and a nice-10 check it got
 * next to nothing of the cores for minutes (CI once saw it take 691 s and fail), and its benches
 * have deadlines of their own. Run last it made CI's tail minutes longer.
 */
const BENCH_SMOKE: Job = {
  name: 'bench:smoke',
  // On the embedded database only: each bench's PostgreSQL run doubles its load beside the lanes for
  // no more than whether it runs (the PostgreSQL suites of the lanes cover that database).
  command: 'env -u TEST_DATABASE_URL -u BENCH_DATABASE_URL npm run -s bench:smoke',
  after: ['build'],
  weight: 1,
  idle: true,
};

const argv = process.argv.slice(2);
const ci = argv.includes('--ci');
const asked = argv.filter((a) => !a.startsWith('--'));
const unknown = asked.filter((a) => !LANES.some((l) => l.name === a));
if (unknown.length > 0) {
  console.error(`unknown lane ${unknown.join(', ')}: the lanes are ${LANES.map((l) => l.name).join(', ')} (one file: npx vitest run path/to/a.test.ts)`);
  process.exit(2);
}

/** A glob of tests/lanes.ts (`**`, `*`, `{a,b}`) as a regular expression. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\{([^}]*)\}/g, (_, alts: string) => `(?:${alts.split(',').join('|')})`)
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '(?:.*/)?');
  return new RegExp(`^${source}$`);
}

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return testFiles(rel);
    return /\.test\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** Files that drive Chromium must be in the browser lane, where they are paced for it. */
function misplacedBrowserFiles(): string[] {
  const paced = [...BROWSER, ...RELIABILITY].map(globRegExp);
  return testFiles('tests').filter(
    (f) => !paced.some((re) => re.test(f)) && /playwright-core|chrome-launcher|startShopBrowser|launchBrowser\(/.test(fs.readFileSync(path.join(ROOT, f), 'utf8')),
  );
}

const misplaced = misplacedBrowserFiles();
if (misplaced.length > 0) {
  console.error(`These test files drive Chromium but are not in the browser lane (tests/lanes.ts): ${misplaced.join(', ')}`);
  process.exit(2);
}

const lanes = LANES.filter((l) => asked.length === 0 || asked.includes(l.name));
const jobs: Job[] = ci ? [BUILD, ...lanes, ...CHECKS, BENCH_SMOKE] : lanes;
const names = new Set(jobs.map((j) => j.name));
// A dependency on a job not in this run (the build, outside CI) is met already: the lanes that need
// the built client build it themselves when it is stale (scripts/client-build.mjs).
for (const job of jobs) job.after = job.after.filter((a) => names.has(a));

const started = performance.now();
const stamp = () => `${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s`;

function run(job: Job): Promise<Outcome> {
  const log = path.join(logDir, `${job.name.replace(/[^\w-]/g, '-')}.log`);
  const cpuFile = `${log}.cpu`;
  const out = fs.openSync(log, 'w');
  const t0 = performance.now();
  // `times` after the command prints the processor time of the shell's children, waited for.
  // Beside a foreground job a timeless one yields the cores: nice 10 weighs a tenth of nice 0.
  const command = job.idle ? `nice -n 19 ${job.command}` : job.timeless && jobs.some((j) => j.foreground) ? `nice -n 10 ${job.command}` : job.command;
  const child = spawn('bash', ['-c', `${command}\nrc=$?\ntimes > '${cpuFile}'\nexit $rc`], {
    cwd: ROOT,
    stdio: ['ignore', out, out],
    env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
  });
  if (job.idle) idlePids.set(job.name, child.pid!);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      idlePids.delete(job.name);
      fs.closeSync(out);
      let cpu = 0;
      try {
        // Second line: children's user and system time, as 0m12.345s 0m1.234s.
        const children = fs.readFileSync(cpuFile, 'utf8').split('\n')[1] ?? '';
        for (const m of children.matchAll(/(\d+)m([\d.]+)s/g)) cpu += Number(m[1]) * 60 + Number(m[2]);
      } catch {
        // killed before it could say
      }
      resolve({ job, code: code ?? (signal ? 128 : 1), seconds: (performance.now() - t0) / 1000, cpu, log });
    });
  });
}

/** The shells of the running idle jobs, by job. */
const idlePids = new Map<string, number>();

/** Every thread of a process and of the processes it started (niceness is a thread's on Linux). */
function threadsOf(pid: number): number[] {
  const out: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      out.push(Number(task));
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      for (const child of children ? children.split(/\s+/) : []) out.push(...threadsOf(Number(child)));
    }
  } catch {
    // ended meanwhile
  }
  return out;
}

/**
 * Raises the idle jobs to the normal priority once no foreground job runs or waits to: threads and
 * processes they start later inherit it. Raising a priority needs the right to (root, as in CI);
 * without it they stay where they are.
 */
function raiseIdleJobs(): void {
  if (idlePids.size === 0 || jobs.some((j) => j.foreground && !outcomes.has(j.name))) return;
  for (const [name, pid] of idlePids) {
    let raised = 0;
    for (const tid of threadsOf(pid)) {
      try {
        os.setPriority(tid, 0);
        raised += 1;
      } catch {
        // ended meanwhile, or not allowed
      }
    }
    console.log(raised > 0 ? `${stamp()}  ${name} raised to the normal priority (${raised} threads)` : `${stamp()}  ${name} stays at nice 19 (no right to raise it)`);
    idlePids.delete(name);
  }
}

const outcomes = new Map<string, Outcome>();
const running = new Map<string, Promise<Outcome>>();
const pending = [...jobs];

function startable(job: Job): boolean {
  if (!job.after.every((a) => outcomes.has(a))) return false;
  if (job.idle) return true;
  // Jobs that run idle take what the others leave: they neither load the cores nor keep a foreground job waiting.
  const others = [...running.keys()].map((name) => jobs.find((j) => j.name === name)!).filter((j) => !j.idle);
  const load = others.reduce((n, j) => n + j.weight, 0);
  // Beside a foreground job, only timeless ones; a foreground job starts beside nothing else.
  if (others.some((j) => j.foreground) && !job.timeless) return false;
  if (job.foreground && others.some((j) => !j.timeless)) return false;
  return others.length === 0 || load + job.weight <= CORE_BUDGET;
}

function printOutcome(o: Outcome): void {
  const verdict = o.code === 0 ? 'passed' : `FAILED (exit ${o.code})`;
  console.log(`\n──── ${o.job.name}: ${verdict} in ${o.seconds.toFixed(0)} s (${o.cpu.toFixed(0)} CPU s) ────`);
  process.stdout.write(fs.readFileSync(o.log, 'utf8'));
  console.log(`──── end of ${o.job.name} ────`);
}

console.log(`Running ${jobs.map((j) => j.name).join(', ')} (logs in ${logDir})`);
while (pending.length > 0 || running.size > 0) {
  for (const job of [...pending]) {
    if (!startable(job)) continue;
    pending.splice(pending.indexOf(job), 1);
    console.log(`${stamp()}  ${job.name} starts`);
    running.set(job.name, run(job));
  }
  raiseIdleJobs();
  if (running.size === 0) throw new Error(`nothing can start: ${pending.map((j) => j.name).join(', ')}`);
  const done = await Promise.race(running.values());
  running.delete(done.job.name);
  outcomes.set(done.job.name, done);
  console.log(`${stamp()}  ${done.job.name} ${done.code === 0 ? 'passed' : 'FAILED'} (${done.seconds.toFixed(0)} s)`);
  printOutcome(done);
  raiseIdleJobs();
}

// The closing counts, summed over the lanes' vitest reports.
interface Report {
  numTotalTestSuites: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; name: string; message?: string; assertionResults: { status: string; fullName: string; failureMessages: string[] }[] }[];
}
let files = 0;
let failedFiles = 0;
let passed = 0;
let failed = 0;
let skipped = 0;
const missing: string[] = [];
/** Tests that passed only when run again (the browser and API lanes in CI), with how their first run failed. */
const secondTries: string[] = [];
/** Tests that failed, with the first lines of why: the summary is what a truncated log still shows. */
const failures: string[] = [];
for (const job of jobs) {
  if (!job.report) continue;
  if (!fs.existsSync(job.report)) {
    missing.push(job.name);
    continue;
  }
  const r = JSON.parse(fs.readFileSync(job.report, 'utf8')) as Report;
  files += r.testResults.length;
  failedFiles += r.testResults.filter((t) => t.status !== 'passed').length;
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults) {
    const where = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults) {
      if (test.failureMessages.length === 0) continue;
      const first = test.failureMessages[0].split('\n').slice(0, 3).join(' / ');
      if (test.status === 'passed') secondTries.push(`${where} > ${test.fullName}: ${first}`);
      else if (test.status === 'failed') failures.push(`${where} > ${test.fullName}: ${first}`);
    }
    // A file that failed outside its tests (an import, a hook) has no failed test to name.
    if (file.status === 'failed' && !file.assertionResults.some((t) => t.status === 'failed')) {
      failures.push(`${where}: ${file.message?.split('\n').slice(0, 3).join(' / ') ?? 'failed outside its tests'}`);
    }
  }
}

const failedJobs = [...outcomes.values()].filter((o) => o.code !== 0);
/** Lines of a failed job's output repeated in the summary. */
const FAILED_TAIL_LINES = 40;
console.log('\n──── summary ────');
for (const o of outcomes.values()) {
  console.log(`${o.job.name.padEnd(14)} ${o.code === 0 ? 'passed' : 'FAILED'}  ${o.seconds.toFixed(0).padStart(5)} s  ${o.cpu.toFixed(0).padStart(5)} CPU s`);
}
if (secondTries.length > 0) console.log(`\npassed only when run again (${secondTries.length}):\n${secondTries.map((t) => `  ${t}`).join('\n')}`);
if (failures.length > 0) console.log(`\nfailed (${failures.length}):\n${failures.map((t) => `  ${t}`).join('\n')}`);
// A job without a test report (a check, the build, bench:smoke) says why it failed in its last
// lines: repeated here, where a log cut to its end still shows them.
for (const o of failedJobs.filter((f) => !f.job.report)) {
  const lines = fs.readFileSync(o.log, 'utf8').trimEnd().split('\n');
  console.log(`\nthe end of ${o.job.name}'s output (${Math.min(lines.length, FAILED_TAIL_LINES)} of ${lines.length} lines):\n${lines.slice(-FAILED_TAIL_LINES).join('\n')}`);
}
if (missing.length > 0) console.log(`no test report from ${missing.join(', ')} (see its output above)`);
if (failedJobs.length > 0) console.log(`failed: ${failedJobs.map((o) => o.job.name).join(', ')} (their output is above, between ──── lines)`);
console.log(`\n Test Files  ${failedFiles ? `${failedFiles} failed | ` : ''}${files - failedFiles} passed (${files})`);
console.log(`      Tests  ${failed ? `${failed} failed | ` : ''}${passed} passed${skipped ? ` | ${skipped} skipped` : ''} (${passed + failed + skipped})`);
console.log(`   Duration  ${((performance.now() - started) / 1000).toFixed(0)} s`);
console.log(`Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedJobs.length > 0 || missing.length > 0 ? 1 : 0);
