import { centavosOfRate, pesosText } from '../../client/src/currency/currencies';
import { cacheWrites } from '../cache/writes';
import type { Db } from '../db';
import { defineJobKind, enqueueJob, type JobRunner } from '../jobs';
import type { Logger } from '../logger';
import { recordAudit } from '../staff/audit';
import { currencyRatesOf } from './currency-rates';
import { feedDecision, parseRatesFeed, type FeedDecision, type RatedCode } from './rates-feed';

/** What one refresh did: the rates written, those left as they were (and why), and the feed's problems. */
export interface FeedRound {
  written: RatedCode[];
  kept: { code: RatedCode; why: Exclude<FeedDecision, 'write'> }[];
  problems: string[];
}

/** How long the feed may take to answer. */
const FEED_TIMEOUT_MS = 10_000;

/**
 * Reads the rates feed at `url` (JSON, see `parseRatesFeed`) and writes the rates it moves, as
 * `feedDecision` allows: in one transaction with an audit entry per rate (actor `system:rates-feed`)
 * and the cache policy's `currency-rate-change`. Throws when the feed does not answer a JSON 200.
 */
export async function refreshRatesFromFeed(db: Db, url: string, options: { signal?: AbortSignal } = {}): Promise<FeedRound> {
  const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(FEED_TIMEOUT_MS)]) : AbortSignal.timeout(FEED_TIMEOUT_MS);
  const res = await fetch(url, { headers: { accept: 'application/json' }, signal });
  if (!res.ok) throw new Error(`the rates feed answered HTTP ${res.status}`);
  const { rates, problems } = parseRatesFeed(await res.json());
  const round: FeedRound = { written: [], kept: [], problems };
  const codes = Object.keys(rates) as RatedCode[];
  if (codes.length === 0) return round;
  await db.transaction(async (tx) => {
    const r = await tx.query<{ code: RatedCode; pesos_per_unit: string; source: string }>(
      'select code, pesos_per_unit::text as pesos_per_unit, source from currency_rates where code = any($1::text[]) for update',
      [codes],
    );
    const current = new Map(r.rows.map((row) => [row.code, { centavosPerUnit: centavosOfRate(row.pesos_per_unit) ?? 0, source: row.source }]));
    for (const code of codes) {
      const centavos = rates[code] as number;
      const before = current.get(code);
      const decision = feedDecision(before, centavos);
      if (decision !== 'write') {
        round.kept.push({ code, why: decision });
        continue;
      }
      await tx.query(
        `insert into currency_rates (code, pesos_per_unit, source, updated_at) values ($1, $2::numeric, 'feed', now())
         on conflict (code) do update set pesos_per_unit = excluded.pesos_per_unit, source = 'feed', updated_at = now()`,
        [code, pesosText(centavos)],
      );
      await recordAudit(tx, {
        actor: { system: 'rates-feed' },
        action: 'currency-rate.set',
        entity: 'currency-rate',
        entityId: code,
        before: before ? { pesosPerUnit: pesosText(before.centavosPerUnit), source: before.source } : null,
        after: { pesosPerUnit: pesosText(centavos), source: 'feed' },
        address: '',
      });
      round.written.push(code);
    }
    if (round.written.length > 0) await cacheWrites.record(tx, 'currency-rate-change');
  });
  if (round.written.length > 0) {
    await cacheWrites.published(db);
    await currencyRatesOf(db)?.refresh();
  }
  return round;
}

/** A refresh of the rates from the feed; one queued per interval (its dedupe key names the slot). */
export const refreshRatesJob = defineJobKind<Record<string, never>>('currency-rates.refresh');

/** The next slot of a refresh every `minutes`: when it runs and its dedupe key. */
export function nextRefreshSlot(now: number, minutes: number): { key: string; at: Date } {
  const ms = minutes * 60_000;
  const slot = Math.floor(now / ms) + 1;
  return { key: `currency-rates.refresh:${minutes}:${slot}`, at: new Date(slot * ms) };
}

/**
 * Registers the refresh with the gateway's runner and queues the first one now: every `minutes`
 * one gateway (whichever leases the job) reads the feed. Each round queues the next first, so a
 * failing feed does not stop them; its failure is logged and the rates in force stay.
 */
export async function startRatesRefresh(runner: JobRunner, db: Db, log: Logger, url: string, minutes: number): Promise<void> {
  runner.register(refreshRatesJob, {
    maxAttempts: 1,
    async run(_payload, job) {
      const next = nextRefreshSlot(Date.now(), minutes);
      await enqueueJob(db, refreshRatesJob, {}, { dedupeKey: next.key, runAt: next.at });
      const round = await refreshRatesFromFeed(db, url, { signal: job.signal });
      if (round.written.length > 0 || round.problems.length > 0 || round.kept.some((k) => k.why === 'too-far')) job.log.info({ rates: round }, 'currency rates refreshed from the feed');
    },
  });
  // The first round at start (once per start slot across gateways), then one per interval.
  await enqueueJob(db, refreshRatesJob, {}, { dedupeKey: `currency-rates.refresh:start:${nextRefreshSlot(Date.now(), minutes).key}` });
  runner.kick();
  log.info({ minutes }, 'currency rates refreshed from CURRENCY_RATES_SOURCE_URL');
}
