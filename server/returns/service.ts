import type { GraphQLContext } from '../context';
import type { Queryable } from '../db';
import { userError } from '../errors';
import type { OrderRevocation } from '../generated/graphql';
import { requestLanguage, revocationMail, shopPageUrl } from '../mail';
import { orderPagePath } from '../checkout/service';
import { newRevocationCode } from './code';
import { reserveRevocationRequest } from './rate-limit';
import { revocationTerm } from './term';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer' | 'headers' | 'clientAddress' | 'app'>;

interface RevocationRow {
  code: string;
  number: string | number;
  requested_at: Date | string;
  term_starts_at: Date | string;
  term_ends_at: Date | string;
  within_term: boolean;
  state: string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toRevocation(row: RevocationRow): OrderRevocation {
  return {
    code: row.code,
    orderNumber: Number(row.number),
    requestedAt: iso(row.requested_at),
    termStartsAt: iso(row.term_starts_at),
    termEndsAt: iso(row.term_ends_at),
    withinTerm: row.within_term,
    state: row.state === 'refunded' ? 'REFUNDED' : row.state === 'received' ? 'RECEIVED' : 'REQUESTED',
  };
}

const SELECT_REVOCATION = `select r.code, o.number, r.requested_at, r.term_starts_at, r.term_ends_at, r.within_term, r.state
  from order_revocations r join orders o on o.id = r.order_id where r.order_id = $1`;

/** The revocation requested for an order, or null. */
export async function revocationOf(db: Queryable, orderId: string): Promise<OrderRevocation | null> {
  const r = await db.query<RevocationRow>(SELECT_REVOCATION, [orderId]);
  return r.rows[0] ? toRevocation(r.rows[0]) : null;
}

/** An order counts as delivered once DELIVERED (its delivery date is recorded then; older ones count from the order's date). */
const DELIVERED = new Set(['DELIVERED']);

/**
 * Revokes the purchase of the order with this number and e-mail ("Botón de arrepentimiento"): in one
 * transaction the request, its code and the term are recorded (the order is thereby marked for
 * return) and the code's e-mail is queued. Asking again answers the first request and queues nothing.
 * An unknown number and a wrong e-mail answer the same error after the same query.
 */
export async function requestOrderRevocation(ctx: Ctx, input: { orderNumber: number; email: string }): Promise<OrderRevocation> {
  const address = ctx.clientAddress;
  await reserveRevocationRequest(ctx.db, address);
  const email = input.email.trim().toLowerCase();
  const valid = Number.isSafeInteger(input.orderNumber) && input.orderNumber > 0 && email.length > 0 && email.length <= 254;
  const language = requestLanguage(ctx);
  const { revocation, queued } = await ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; token: string; email: string; status: string; created_at: Date | string; delivered_at: Date | string | null }>(
      'select id, token, email, status, created_at, delivered_at from orders where number = $1 and lower(email) = $2 for update',
      [valid ? input.orderNumber : -1, email],
    );
    const order = found.rows[0];
    if (!order) {
      throw userError('REVOCATION_ORDER_NOT_FOUND', 'No order has this number and this e-mail', { status: 404 });
    }
    const existing = await revocationOf(tx, order.id);
    if (existing) return { revocation: existing, queued: false };
    const requestedAt = new Date();
    const term = revocationTerm({
      orderedAt: new Date(order.created_at),
      deliveredAt: order.delivered_at ? new Date(order.delivered_at) : null,
      delivered: DELIVERED.has(order.status),
      requestedAt,
    });
    // A new code clashing with another order's is drawn again (the order's row lock keeps this order's requests in line).
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const inserted = await tx.query(
        `insert into order_revocations (order_id, code, requested_at, term_starts_at, term_ends_at, within_term, client_address)
         values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning code`,
        [order.id, newRevocationCode(), requestedAt, term.startsAt, term.endsAt, term.withinTerm, address],
      );
      if (inserted.rows.length > 0) break;
    }
    const stored = await revocationOf(tx, order.id);
    if (!stored) throw new Error('The revocation could not be stored');
    const link = shopPageUrl(ctx.app.siteUrl(), orderPagePath(order.token), language);
    const queued = await ctx.app.mail.enqueue(tx, {
      kind: 'order-revocation',
      dedupeKey: `order-revocation:${order.id}`,
      to: order.email,
      language,
      ...revocationMail(stored, link, language),
    });
    return { revocation: stored, queued };
  });
  if (queued) ctx.app.mail.kick();
  return revocation;
}
