import crypto from 'node:crypto';
import type { GraphQLContext } from '../context';
import type { Queryable } from '../db';
import { userError } from '../errors';
import './session';

export { memoiseLookup, requireProduct } from './products';
export { catalogLookup } from './catalog';

/** Who is asking: the signed-in account (or null) and the shopper that owns the session's data. */
export interface Viewer {
  accountId: string | null;
  /** Null until the session first keeps something (an anonymous session with nothing in it). */
  shopperId: string | null;
}

export function viewer(ctx: Pick<GraphQLContext, 'viewer'>): Viewer {
  const s = ctx.viewer.session;
  return { accountId: s?.accountId ?? null, shopperId: s?.shopperId ?? null };
}

/** The signed-in account's id; an anonymous caller gets UNAUTHENTICATED (401). */
export function requireAccount(ctx: Pick<GraphQLContext, 'viewer'>): string {
  const id = viewer(ctx).accountId;
  if (!id) throw userError('UNAUTHENTICATED', 'Sign in first', { status: 401 });
  return id;
}

/**
 * The session's shopper id, creating an anonymous shopper (and storing it in the session) on the
 * first change a signed-out shopper makes. The row is (re)inserted idempotently, so a session that
 * outlived its shopper row still works.
 */
export async function ensureShopper(ctx: Pick<GraphQLContext, 'viewer' | 'db'>): Promise<string> {
  const session = ctx.viewer.session;
  const id = session.shopperId ?? crypto.randomUUID();
  await ctx.db.query(
    `insert into shoppers (id, account_id) values ($1, $2) on conflict do nothing`,
    [id, session.accountId ?? null],
  );
  if (session.shopperId !== id) session.shopperId = id;
  return id;
}

/** The shopper row of an account, created on first use. */
export async function accountShopperId(db: Queryable, accountId: string): Promise<string> {
  await db.query(
    `insert into shoppers (id, account_id) values ($1, $2) on conflict (account_id) do nothing`,
    [crypto.randomUUID(), accountId],
  );
  const r = await db.query<{ id: string }>('select id from shoppers where account_id = $1', [accountId]);
  const row = r.rows[0];
  if (!row) throw new Error('shopper row of an account vanished');
  return row.id;
}

/** Ids of shopper data are UUIDs; anything else cannot name a row (and is never sent to SQL as one). */
export function isUuid(id: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
}

/** Most entries one shopper keeps per list, so a session cannot grow its data without bound. */
export const LIST_LIMITS = { cart_lines: 100, wishlist_items: 500, compare_items: 50, garage_vehicles: 50 } as const;

/**
 * LIST_FULL (400) when the shopper's list already holds its limit and `matches` (an SQL condition
 * on the list's rows, with $2... as `params`) finds no entry the change would merge into.
 */
export async function assertRoom(
  db: Queryable,
  table: keyof typeof LIST_LIMITS,
  shopperId: string,
  matches: string,
  params: unknown[],
): Promise<void> {
  const r = await db.query<{ n: number | string; same: number | string }>(
    `select count(*) as n, count(*) filter (where ${matches}) as same from ${table} where shopper_id = $1`,
    [shopperId, ...params],
  );
  const row = r.rows[0];
  if (row && Number(row.n) >= LIST_LIMITS[table] && Number(row.same) === 0) {
    throw userError('LIST_FULL', 'LIST_FULL', { status: 400, extensions: { limit: LIST_LIMITS[table] } });
  }
}
