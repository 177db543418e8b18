import { describe, expect, it } from 'vitest';
import type { AccessReport } from '../provider/access';
import { liveness, readiness, type WorkerReport, type WorkerView } from './gateway-health';
import { databaseCheck, providerCheck } from './checks';

const report = (id: number, checks: WorkerReport['checks'] = [], p99 = 3): WorkerReport => ({ id, pid: 100 + id, eventLoopDelayMs: { p50: 1, p99, max: p99 + 1 }, checks });
const serving = (id: number, silentMs: number, r: WorkerReport | null = report(id)): WorkerView => ({ id, pid: 100 + id, state: 'serving', silentMs, report: r });
const gateway = (workers: WorkerView[]) => ({ workers, answeredBy: 'primary' as const, clustered: true });

describe('gateway health', () => {
  it('is live and ready with every worker heard lately, and says each one’s event-loop delay', () => {
    const state = gateway([serving(1, 300), serving(2, 120)]);
    const live = liveness(state);
    expect(live.httpStatus).toBe(200);
    expect(live.body.workers).toEqual([
      { id: 1, pid: 101, state: 'serving', silentMs: 300, eventLoopDelayMs: { p50: 1, p99: 3, max: 4 } },
      { id: 2, pid: 102, state: 'serving', silentMs: 120, eventLoopDelayMs: { p50: 1, p99: 3, max: 4 } },
    ]);
    expect(readiness(state).httpStatus).toBe(200);
  });

  it('fails, naming the worker, when a worker has not been heard for two seconds', () => {
    const state = gateway([serving(1, 100), serving(2, 2_600)]);
    expect(liveness(state)).toMatchObject({ httpStatus: 503, body: { status: 'failing', reason: 'worker 2 (pid 102) has not answered for 2.6 s' } });
    const ready = readiness(state);
    expect(ready.httpStatus).toBe(503);
    expect(ready.body.checks).toContainEqual({ name: 'event-loop', status: 'failing', reason: 'worker 2 (pid 102) has not answered for 2.6 s' });
  });

  it('stays ready while a shared dependency is degraded, with its reason; a worker’s own database failing takes it out', () => {
    const degraded = gateway([
      serving(1, 100, report(1, [{ name: 'provider', status: 'degraded', reason: 'the parts provider refuses the API key (401)' }])),
      serving(2, 100, report(2, [{ name: 'provider', status: 'degraded', reason: 'the parts provider refuses the API key (401)' }])),
    ]);
    const ready = readiness(degraded, { database: 'pglite' });
    expect(ready.httpStatus).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', database: 'pglite' });
    expect(ready.body.checks).toContainEqual({ name: 'provider', status: 'degraded', reason: 'workers 1, 2: the parts provider refuses the API key (401)' });

    const failing = gateway([serving(1, 100, report(1, [{ name: 'database', status: 'failing', reason: 'unreachable: connection refused' }])), serving(2, 100)]);
    expect(readiness(failing).httpStatus).toBe(503);
    expect(readiness(failing).body.checks).toContainEqual({ name: 'database', status: 'failing', reason: 'worker 1: unreachable: connection refused' });
    // Liveness is about the processes alone.
    expect(liveness(failing).httpStatus).toBe(200);
  });

  it('is degraded, not failing, while a worker starts or its event loop runs late', () => {
    const state = gateway([serving(1, 100, report(1, [], 1_500)), { id: 3, pid: 103, state: 'starting', silentMs: 4_000, report: null }]);
    const ready = readiness(state);
    expect(ready.httpStatus).toBe(200);
    expect(ready.body.checks).toContainEqual({
      name: 'event-loop',
      status: 'degraded',
      reason: 'worker 1 (pid 101) event loop delay p99 1500 ms; worker 3 (pid 103) starting for 4.0 s',
    });
  });
});

describe('readiness checks', () => {
  it('fails the database after five seconds without an answer to its ping, and recovers with the next one', async () => {
    let now = 0;
    let answer: () => Promise<void> = () => Promise.resolve();
    const check = databaseCheck({ ping: () => answer() }, () => now);
    try {
      await new Promise((r) => setImmediate(r));
      expect(check.check()).toEqual({ status: 'ok' });
      answer = () => Promise.reject(new Error('connection refused'));
      now = 6_000;
      expect(check.check()).toMatchObject({ status: 'failing' });
    } finally {
      check.stop();
    }
  });

  it('degrades the provider (never fails it) while the key is refused or circuits are open', async () => {
    const provider = (access: AccessReport, open: string[] = []) => ({ checkAccess: async () => access, openCircuits: () => open });
    const settled = async (check: ReturnType<typeof providerCheck>) => {
      await new Promise((r) => setTimeout(r, 10));
      check.stop();
      return check.check();
    };
    expect(await settled(providerCheck(provider({ state: 'accepted' })))).toEqual({ status: 'ok' });
    expect(await settled(providerCheck(provider({ state: 'accepted' }, ['getArticles'])))).toMatchObject({ status: 'degraded', details: { operations: ['getArticles'] } });
    expect(
      await settled(providerCheck(provider({ state: 'refused', operation: 'getManufacturers2', httpStatus: 401, statusText: 'Access not allowed', nextTrialInMs: 30_000 }))),
    ).toMatchObject({ status: 'degraded', reason: 'provider refuses the API key', details: { operation: 'getManufacturers2', httpStatus: 401, retryInSeconds: 30 } });
  });
});
