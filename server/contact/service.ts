import type { GraphQLContext } from '../context';
import { userError } from '../errors';
import type { ContactMessageReceipt } from '../generated/graphql';
import { reserveContactMessage } from './rate-limit';
import { checkContactMessage, type ContactMessageDraft } from './validation';

type Ctx = Pick<GraphQLContext, 'db' | 'req'>;

const REASON_TEXT = {
  REQUIRED: 'is required',
  TOO_SHORT: 'is too short',
  TOO_LONG: 'is too long',
  INVALID_EMAIL: 'is not a valid email address',
} as const;

function clientAddress(ctx: Pick<GraphQLContext, 'req'>): string {
  return ctx.req.ip ?? ctx.req.socket.remoteAddress ?? 'unknown';
}

/**
 * Stores a visitor's message after checking every field, within the address's rate limit; the
 * counter and the message are written in one transaction, so a refused message leaves no trace.
 */
export async function create(ctx: Ctx, draft: ContactMessageDraft): Promise<ContactMessageReceipt> {
  const checked = checkContactMessage(draft);
  if (!checked.ok) {
    const [first] = checked.problems;
    throw userError('BAD_USER_INPUT', checked.problems.map((p) => `${p.field} ${REASON_TEXT[p.reason]}`).join('; '), {
      status: 400,
      extensions: { field: first.field, reason: first.reason, fields: checked.problems },
    });
  }
  const address = clientAddress(ctx);
  const { message } = checked;
  const row = await ctx.db.transaction(async (tx) => {
    await reserveContactMessage(tx, address);
    const r = await tx.query<{ id: string; received_at: Date | string }>(
      `insert into contact_messages (name, email, subject, message, client_address) values ($1, $2, $3, $4, $5)
       returning id::text as id, received_at`,
      [message.name, message.email, message.subject, message.message, address],
    );
    return r.rows[0];
  });
  return {
    id: row.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    receivedAt: new Date(row.received_at).toISOString(),
  };
}
