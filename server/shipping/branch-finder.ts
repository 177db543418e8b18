import { findPostalArea, type PostalAreaProblem } from '../../shared/argentina/postal-area';
import type { Branch, CarrierId, CarrierPort } from './port';

export type BranchesAnswer =
  | { ok: true; branches: Branch[]; failures: { carrier: CarrierId; reason: string }[] }
  | { ok: false; problem: PostalAreaProblem };

/**
 * The branches near a postal code, of every carrier at once within a time budget (a carrier that
 * fails or is late is left out and named), kept per carrier and code for `ttlMs`: branches change
 * seldom.
 */
export function createBranchFinder(options: { carriers: readonly CarrierPort[]; budgetMs: number; ttlMs?: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 6 * 3_600_000;
  const cache = new Map<string, { branches: Branch[]; expiresAt: number }>();

  return async function branchesNear(postcode: string, carriers?: readonly CarrierId[]): Promise<BranchesAnswer> {
    const found = findPostalArea(postcode);
    if (!found.ok) return found;
    const { code } = found.area;
    const asked = options.carriers.filter((c) => !carriers || carriers.includes(c.id));
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.budgetMs);
    try {
      const results = await Promise.all(
        asked.map(async (carrier) => {
          const key = `${carrier.id}|${code}`;
          const hit = cache.get(key);
          if (hit && hit.expiresAt > now()) return { carrier: carrier.id, branches: hit.branches };
          try {
            const aborted = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('no answer within the budget')), { once: true }));
            const branches = await Promise.race([carrier.branches({ postcode: code }, controller.signal), aborted]);
            cache.set(key, { branches, expiresAt: now() + ttlMs });
            return { carrier: carrier.id, branches };
          } catch (err) {
            return { carrier: carrier.id, error: controller.signal.aborted ? 'no answer within the budget' : (err as Error).message };
          }
        }),
      );
      return {
        ok: true,
        branches: results.flatMap((r) => r.branches ?? []),
        failures: results.flatMap((r) => (r.error ? [{ carrier: r.carrier, reason: r.error }] : [])),
      };
    } finally {
      clearTimeout(timer);
    }
  };
}
