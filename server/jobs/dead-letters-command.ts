import type { Queryable } from '../db';
import { jobCounts, listDeadJobs, retryDeadJobs } from './dead-letters';

export const DEAD_LETTERS_USAGE = `Usage: npm run jobs:dead [-- [--kind KIND] [--retry ID...] [--retry-all]]
  (no option)   lists the dead jobs, newest first (the last 100), with their last error
  --kind KIND   only jobs of that kind
  --retry ID…   puts those dead jobs back in the queue, due now, with their attempts afresh
  --retry-all   puts every dead job (of --kind) back`;

const when = (d: Date) => d.toISOString().replace('T', ' ').slice(0, 19);

/**
 * `npm run jobs:dead`: lists the dead jobs, or retries some or all of them. Resolves with what to
 * print; throws an Error with the usage for arguments it does not understand.
 */
export async function deadLettersCommand(db: Queryable, args: readonly string[]): Promise<string> {
  let kind: string | null = null;
  let retryAll = false;
  const ids: string[] = [];
  let mode: 'kind' | 'ids' | null = null;
  for (const arg of args) {
    if (arg === '--kind') mode = 'kind';
    else if (arg === '--retry') mode = 'ids';
    else if (arg === '--retry-all') {
      retryAll = true;
      mode = null;
    } else if (mode === 'kind' && !arg.startsWith('--')) {
      kind = arg;
      mode = null;
    } else if (mode === 'ids' && /^\d{1,18}$/.test(arg)) ids.push(arg);
    else throw new Error(`Not understood: ${arg}\n${DEAD_LETTERS_USAGE}`);
  }
  if (mode === 'kind') throw new Error(`--kind needs a kind\n${DEAD_LETTERS_USAGE}`);
  if (mode === 'ids' && ids.length === 0) throw new Error(`--retry needs job numbers\n${DEAD_LETTERS_USAGE}`);

  if (ids.length > 0 || retryAll) {
    const n = await retryDeadJobs(db, ids.length > 0 ? { ids } : { kind });
    return `${n} dead job${n === 1 ? '' : 's'} put back in the queue: the shop's workers run ${n === 1 ? 'it' : 'them'} at their next look.`;
  }

  const dead = await listDeadJobs(db, { kind });
  const counts = [...(await jobCounts(db)).entries()].filter(([k, c]) => c.dead > 0 && (kind === null || k === kind));
  if (dead.length === 0) return kind ? `No dead job of kind ${kind}.` : 'No dead job.';
  const total = counts.reduce((sum, [, c]) => sum + c.dead, 0);
  const lines = [`Dead jobs: ${total} (${counts.map(([k, c]) => `${k} ${c.dead}`).join(', ')})${total > dead.length ? `, the last ${dead.length} shown` : ''}`, ''];
  for (const job of dead) {
    lines.push(`#${job.id}  ${job.kind}  dead ${when(job.deadAt)} UTC after ${job.attempts} attempt${job.attempts === 1 ? '' : 's'}  (queued ${when(job.createdAt)})`);
    if (job.dedupeKey) lines.push(`    key      ${job.dedupeKey}`);
    lines.push(`    payload  ${JSON.stringify(job.payload)}`);
    lines.push(`    error    ${job.lastError ?? '(none recorded)'}`);
  }
  lines.push('', `Retry: npm run jobs:dead -- --retry ${dead[0].id}   (or --retry-all${kind ? ` --kind ${kind}` : ''})`);
  return lines.join('\n');
}
