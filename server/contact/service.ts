import type { GraphQLContext } from '../context';
import { userError } from '../errors';
import type { ContactMessageReceipt } from '../generated/graphql';
import { reserveContactMessage } from './rate-limit';
import { checkContactMessage, type ContactMessageDraft } from './validation';
import { requestLanguage } from '../mail/language';
import { contactCopyMail, contactForShopMail } from '../mail/messages';

type Ctx = Pick<GraphQLContext, 'db' | 'viewer' | 'headers' | 'clientAddress' | 'app'>;

const REASON_TEXT = {
  REQUIRED: 'is required',
  TOO_SHORT: 'is too short',
  TOO_LONG: 'is too long',
  INVALID_EMAIL: 'is not a valid email address',
} as const;

function clientAddress(ctx: Pick<GraphQLContext, 'clientAddress'>): string {
  return ctx.clientAddress;
}

/**
 * Stores a visitor's message after checking every field, within the address's rate limit; the
 * counter, the message and its two e-mails (to the shop, answerable to the sender, and the sender's
 * copy in their language) are written in one transaction, so a refused message leaves no trace.
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
  const language = requestLanguage(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    await reserveContactMessage(tx, address);
    const r = await tx.query<{ id: string; received_at: Date | string }>(
      `insert into contact_messages (name, email, subject, message, client_address, language) values ($1, $2, $3, $4, $5, $6)
       returning id::text as id, received_at`,
      [message.name, message.email, message.subject, message.message, address, language],
    );
    const stored = r.rows[0];
    const mail = { id: stored.id, ...message };
    await ctx.app.mail.enqueue(tx, {
      kind: 'contact-shop',
      dedupeKey: `contact-shop:${stored.id}`,
      to: ctx.app.config.mail.shopContactEmail,
      replyTo: message.email,
      language: 'es',
      ...contactForShopMail(mail),
    });
    await ctx.app.mail.enqueue(tx, {
      kind: 'contact-copy',
      dedupeKey: `contact-copy:${stored.id}`,
      to: message.email,
      language,
      ...contactCopyMail(mail, language),
    });
    return stored;
  });
  ctx.app.mail.kick();
  return {
    id: row.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    receivedAt: new Date(row.received_at).toISOString(),
  };
}
