import type { Queryable } from '../db';
import { defineJobKind, enqueueJob, type JobRunner } from '../jobs';
import { refreshTracking } from './service';
import { nextTrackingSlot } from './rules';

/** A round of tracking of the shipments not yet delivered; one queued per interval (its dedupe key names the slot). */
export const trackShipmentsJob = defineJobKind<Record<string, never>>('shipments.track');

type Deps = Parameters<typeof refreshTracking>[0];

async function scheduleNext(db: Queryable, intervalSeconds: number): Promise<void> {
  const next = nextTrackingSlot(Date.now(), intervalSeconds);
  await enqueueJob(db, trackShipmentsJob, {}, { dedupeKey: next.key, runAt: next.at });
}

/**
 * Registers the tracking round with the gateway's runner and queues the next one: every
 * `SHIPMENT_TRACKING_SECONDS` one gateway (whichever leases the job) asks the carriers about the
 * shipments on their way. Each round queues the one after it first, so a failing round does not stop them.
 */
export async function startShipmentTracking(runner: JobRunner, deps: Deps, intervalSeconds: number): Promise<void> {
  runner.register(trackShipmentsJob, {
    maxAttempts: 1,
    async run(_payload, job) {
      await scheduleNext(deps.db, intervalSeconds);
      const round = await refreshTracking(deps, { log: job.log });
      if (round.checked + round.failed > 0) job.log.info({ tracking: round }, 'shipments tracked');
    },
  });
  await scheduleNext(deps.db, intervalSeconds);
}
