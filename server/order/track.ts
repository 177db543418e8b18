import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import { attemptSucceeded, reserveAttempt } from '../account/rate-limit';
import { loadOrder, type OrderModel } from './service';

type Ctx = Pick<GraphQLContext, 'clientAddress' | 'db' | 'config'>;

/** Counter keys of one tracking attempt: the order number asked for and the client's address. */
export function trackAttemptKeys(orderNumber: number, address: string): { account: string; address: string } {
  return { account: `track-order:${orderNumber}`, address: `track-address:${address}` };
}

/**
 * The order with this number and email, for a shopper without the order's link. A wrong email and
 * an unknown number answer the same NOT_FOUND after the same single query, so the answer never tells
 * whether a number exists. Attempts count like sign-in's (per order number and per client address,
 * the sign-in limits and window), so numbers and emails cannot be tried at will; a found order gives
 * its attempt back.
 */
export async function trackOrder(ctx: Ctx, orderNumber: number, emailInput: string): Promise<OrderModel> {
  const address = ctx.clientAddress;
  const keys = trackAttemptKeys(orderNumber, address);
  await reserveAttempt(ctx.db, keys, ctx.config.auth);
  const email = emailInput.trim().toLowerCase();
  const valid = Number.isInteger(orderNumber) && orderNumber > 0 && email.length > 0 && email.length <= 254;
  const r = await ctx.db.query<{ id: string }>('select id from orders where number = $1 and lower(email) = $2', [
    valid ? orderNumber : -1,
    email,
  ]);
  const id = r.rows[0]?.id;
  const order = id ? await loadOrder(ctx.db, id) : null;
  if (!order) throw notFound();
  await attemptSucceeded(ctx.db, keys, ctx.config.auth);
  return order;
}
