import type { Db } from '../db';
import type { Logger } from '../logger';
import { pruneJobs } from '../jobs';
import { pruneOutbox } from '../mail/outbox';

/**
 * Deletes the data of anonymous shoppers whose session is gone (expired or ended) and that are
 * older than `minAgeHours`: their cart, wishlist, compare list and garage can no longer be reached.
 * Orders keep their own copy and are not touched. At most `batch` shoppers per call.
 */
export async function pruneAbandonedShoppers(db: Db, minAgeHours = 24, batch = 500): Promise<number> {
  const r = await db.query(
    `delete from shoppers where id in (
       select s.id from shoppers s
        where s.account_id is null
          and s.created_at < now() - ($1::int * interval '1 hour')
          and not exists (select 1 from sessions x where x.data->>'shopperId' = s.id::text)
        limit $2)`,
    [minAgeHours, batch],
  );
  return r.rowCount;
}

/**
 * Prunes abandoned anonymous shoppers, e-mails done with for 30 days and finished jobs every `everyMs` (hourly by
 * default); `stop()` ends it.
 */
export function startShopperPruning(db: Db, log: Logger, everyMs = 60 * 60_000): { stop(): void } {
  const run = () => {
    void pruneAbandonedShoppers(db)
      .then((n) => n > 0 && log.info({ shoppers: n }, 'abandoned anonymous shoppers pruned'))
      .catch((err: unknown) => log.warn({ err }, 'pruning abandoned shoppers failed'));
    void pruneOutbox(db)
      .then((n) => n > 0 && log.info({ messages: n }, 'e-mails sent more than 30 days ago pruned from the outbox'))
      .catch((err: unknown) => log.warn({ err }, 'pruning the mail outbox failed'));
    void pruneJobs(db)
      .then((n) => n > 0 && log.info({ jobs: n }, 'jobs done more than 30 days ago (dead: 90 days) pruned'))
      .catch((err: unknown) => log.warn({ err }, 'pruning the job queue failed'));
  };
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
