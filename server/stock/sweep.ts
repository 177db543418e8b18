import type { Db } from '../db';
import type { Logger } from '../logger';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import { releaseExpiredReservations } from './reservations';

/**
 * Puts the units of expired reservations back on sale every `everyMs` (a minute by default), and
 * drops what showed them as unavailable. Checkout also releases them before taking units, so this
 * only keeps the shown stock current; a job queue may call `releaseExpiredReservations` instead.
 */
export function startReservationSweep(db: Db, log: Logger, everyMs = 60_000): { stop(): void } {
  const run = async () => {
    const parts = await releaseExpiredReservations(db);
    if (parts.length > 0) {
      log.info({ parts: parts.length }, 'expired stock reservations released');
      await recordCatalogueWrite(db, 'stock-change', parts);
    }
  };
  const timer = setInterval(() => {
    run().catch((err: unknown) => log.warn({ err }, 'releasing expired stock reservations failed'));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
