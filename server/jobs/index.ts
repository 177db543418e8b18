/**
 * The shop's one job queue: work done outside a request (e-mail now; imports, invoices, shipment
 * tracking, rate refreshes later), stored in `jobs` and run by a worker in each gateway process.
 * A domain defines its kind (`defineJobKind`), queues jobs in the transaction of what they work on
 * (`enqueueJob`), and registers a handler with the gateway's runner (`JobRunner.register`).
 * Delivery is at least once: each job makes its own effects safe to repeat (ADR 0017).
 */
export { defineJobKind, enqueueJob, pruneJobs, type EnqueueOptions, type JobKind } from './queue';
export { createJobRunner, PermanentJobError, type JobHandler, type JobRun, type JobRunner, type JobRunnerOptions } from './runner';
export { jobCounts, listDeadJobs, retryDeadJobs, type DeadJob } from './dead-letters';
export { DEAD_LETTERS_USAGE, deadLettersCommand } from './dead-letters-command';
