import type { AdminContext, StaffActor } from '../admin/context';
import type { Queryable } from '../db';
import { contactAnswerMail, isMailLanguage, type MailLanguage } from '../mail';
import { recordAudit } from '../staff/audit';
import { checkAnswer, inboxSearch, markedState, orderMentionPattern, type AnswerProblem, type MessageState } from './inbox-rules';

/**
 * The staff's inbox of contact messages (migrations 331 and 480): the list by state with its
 * search, one message with its answers and the sender's orders, marking read or unread, and
 * answering by e-mail through the outbox. Every write is audited in its own transaction.
 */

type Ctx = Pick<AdminContext, 'db' | 'app' | 'config' | 'clientAddress'> & { staff: StaffActor | null };

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: MailLanguage | null;
  state: MessageState;
  receivedAt: string;
  stateChangedAt: string | null;
  stateChangedBy: string | null;
}

export interface InboxAnswer {
  id: string;
  body: string;
  staffEmail: string;
  createdAt: string;
  mailId: string | null;
}

export interface SenderOrder {
  number: string;
  createdAt: string;
  status: string;
  total: string;
}

export interface InboxFilter {
  state?: MessageState | null;
  search?: string | null;
}

export const MAX_INBOX_PAGE = 100;

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string | null;
  state: MessageState;
  received_at: Date | string;
  state_changed_at: Date | string | null;
  state_changed_by: string | null;
}

const COLUMNS = `m.id::text as id, m.name, m.email, m.subject, m.message, m.language, m.state, m.received_at, m.state_changed_at,
  (select s.email from staff_members s where s.id = m.state_changed_by) as state_changed_by`;

const iso = (d: Date | string) => new Date(d).toISOString();

function toMessage(row: MessageRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    language: isMailLanguage(row.language) ? row.language : null,
    state: row.state,
    receivedAt: iso(row.received_at),
    stateChangedAt: row.state_changed_at ? iso(row.state_changed_at) : null,
    stateChangedBy: row.state_changed_by,
  };
}

const likePrefix = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
const likeInside = (s: string) => '%' + likePrefix(s);

/** A message id as the API gives it: digits only (anything else names no message). */
function messageId(id: string): string | null {
  return /^\d{1,18}$/.test(id) ? id : null;
}

/**
 * One page of the inbox, newest first: by state, and by a search term (an order number: the
 * messages that mention it or were sent from that order's e-mail; an e-mail's beginning; or words of
 * the name, e-mail or subject). `after` is the id of the last message of the previous page.
 */
export async function findMany(
  ctx: Pick<Ctx, 'db'>,
  filter: InboxFilter,
  page: { first: number; after?: string | null },
): Promise<{ nodes: InboxMessage[]; hasNextPage: boolean; endCursor: string | null }> {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [];
  if (filter.state) where.push(`m.state = ${p(filter.state)}`);
  const search = inboxSearch(filter.search);
  if (search?.kind === 'order') {
    // The plain substring first (cheap), the whole-number pattern only on the rows that hold it.
    const pattern = p(orderMentionPattern(search.number));
    const digits = p(search.number);
    where.push(`((strpos(m.subject, ${digits}) > 0 and m.subject ~ ${pattern}) or (strpos(m.message, ${digits}) > 0 and m.message ~ ${pattern})
      or lower(m.email) in (select lower(o.email) from orders o where o.number = ${digits}::bigint))`);
  } else if (search?.kind === 'email') {
    where.push(`lower(m.email) like ${p(likePrefix(search.prefix))}`);
  } else if (search?.kind === 'text') {
    const inside = p(likeInside(search.words));
    where.push(`(lower(m.name) like ${inside} or lower(m.email) like ${inside} or lower(m.subject) like ${inside})`);
  }
  if (page.after) {
    const after = messageId(page.after);
    if (after) where.push(`m.id < ${p(after)}::bigint`);
  }
  const first = Math.max(1, Math.min(MAX_INBOX_PAGE, page.first));
  const r = await ctx.db.query<MessageRow>(
    `select ${COLUMNS} from contact_messages m ${where.length ? `where ${where.join(' and ')}` : ''} order by m.id desc limit ${p(first + 1)}`,
    params,
  );
  const rows = r.rows.slice(0, first).map(toMessage);
  return { nodes: rows, hasNextPage: r.rows.length > first, endCursor: rows.at(-1)?.id ?? null };
}

/** How many messages are in each state. */
export async function counts(ctx: Pick<Ctx, 'db'>): Promise<Record<MessageState, number> & { total: number }> {
  const r = await ctx.db.query<{ state: MessageState; n: number | string }>(`select state, count(*) as n from contact_messages group by state`);
  const by = { unread: 0, read: 0, answered: 0 };
  for (const row of r.rows) by[row.state] = Number(row.n);
  return { ...by, total: by.unread + by.read + by.answered };
}

export async function findOne(ctx: Pick<Ctx, 'db'>, id: string, db: Queryable = ctx.db, lock = false): Promise<InboxMessage | null> {
  const key = messageId(id);
  if (!key) return null;
  const r = await db.query<MessageRow>(`select ${COLUMNS} from contact_messages m where m.id = $1::bigint${lock ? ' for update of m' : ''}`, [key]);
  return r.rows[0] ? toMessage(r.rows[0]) : null;
}

/** A message's answers, oldest first. */
export async function answersOf(ctx: Pick<Ctx, 'db'>, id: string): Promise<InboxAnswer[]> {
  const r = await ctx.db.query<{ id: string; body: string; staff_email: string; created_at: Date | string; mail_id: string | null }>(
    `select id::text as id, body, staff_email, created_at, mail_id::text as mail_id from contact_message_answers where message_id = $1::bigint order by id`,
    [id],
  );
  return r.rows.map((a) => ({ id: a.id, body: a.body, staffEmail: a.staff_email, createdAt: iso(a.created_at), mailId: a.mail_id }));
}

/** The orders placed with the sender's e-mail or by the account of that e-mail, newest first (at most 20). */
export async function senderOrders(ctx: Pick<Ctx, 'db'>, email: string): Promise<SenderOrder[]> {
  const r = await ctx.db.query<{ number: string; created_at: Date | string; status: string; total: string }>(
    `select o.number::text as number, o.created_at, o.status, o.total::text as total from orders o
      where lower(o.email) = lower($1)
         or o.account_id = (select a.id from accounts a where a.email_lower = lower($1))
      order by o.created_at desc limit 20`,
    [email],
  );
  return r.rows.map((o) => ({ number: o.number, createdAt: iso(o.created_at), status: o.status, total: o.total }));
}

/** Whether the sender's e-mail is that of a shopper's account. */
export async function senderHasAccount(ctx: Pick<Ctx, 'db'>, email: string): Promise<boolean> {
  const r = await ctx.db.query(`select 1 from accounts where email_lower = lower($1)`, [email]);
  return r.rows.length > 0;
}

export class InboxError extends Error {
  constructor(
    readonly reason: 'NOT_FOUND' | AnswerProblem,
    message: string,
  ) {
    super(message);
  }
}

function actorOf(ctx: Ctx): StaffActor {
  if (!ctx.staff) throw new Error('an inbox write without a signed-in staff member');
  return ctx.staff;
}

/** Marks a message read or unread (an answered one stays answered when marked read); audited when its state changes. */
export async function markRead(ctx: Ctx, id: string, read: boolean): Promise<InboxMessage> {
  const staff = actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await findOne(ctx, id, tx, true);
    if (!before) throw new InboxError('NOT_FOUND', `No contact message ${id}.`);
    const state = markedState(before.state, read);
    if (state === before.state) return before;
    await tx.query(`update contact_messages set state = $2, state_changed_at = now(), state_changed_by = $3 where id = $1::bigint`, [before.id, state, staff.id]);
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: read ? 'contact-message.mark-read' : 'contact-message.mark-unread',
      entity: 'contact-message',
      entityId: before.id,
      before: { state: before.state },
      after: { state },
      address: ctx.clientAddress,
    });
    return (await findOne(ctx, before.id, tx)) as InboxMessage;
  });
}

/**
 * Answers a message by e-mail: the answer is stored, its e-mail queued in the outbox (to the sender,
 * in the language of the page the message came from, else Spanish; replies go to the shop's contact
 * address), the message becomes answered and the audit log says so, all in one transaction.
 */
export async function answer(ctx: Ctx, id: string, text: string): Promise<{ message: InboxMessage; answer: InboxAnswer }> {
  const staff = actorOf(ctx);
  const checked = checkAnswer(text);
  if (!checked.ok) throw new InboxError(checked.problem, answerProblemText(checked.problem));
  const result = await ctx.db.transaction(async (tx) => {
    const before = await findOne(ctx, id, tx, true);
    if (!before) throw new InboxError('NOT_FOUND', `No contact message ${id}.`);
    const stored = await tx.query<{ id: string; created_at: Date | string }>(
      `insert into contact_message_answers (message_id, body, staff_id, staff_email) values ($1::bigint, $2, $3, $4) returning id::text as id, created_at`,
      [before.id, checked.text, staff.id, staff.email],
    );
    const answerId = stored.rows[0].id;
    const language: MailLanguage = before.language ?? 'es';
    const dedupeKey = `contact-answer:${answerId}`;
    await ctx.app.mail.enqueue(tx, {
      kind: 'contact-answer',
      dedupeKey,
      to: before.email,
      replyTo: ctx.config.mail.shopContactEmail,
      language,
      ...contactAnswerMail({ ...before }, checked.text, language),
    });
    const mail = await tx.query<{ id: string }>(`select id::text as id from mail_outbox where dedupe_key = $1`, [dedupeKey]);
    const mailId = mail.rows[0]?.id ?? null;
    await tx.query(`update contact_message_answers set mail_id = $2::bigint where id = $1::bigint`, [answerId, mailId]);
    await tx.query(`update contact_messages set state = 'answered', state_changed_at = now(), state_changed_by = $2 where id = $1::bigint`, [before.id, staff.id]);
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: 'contact-message.answer',
      entity: 'contact-message',
      entityId: before.id,
      before: { state: before.state },
      after: { state: 'answered', answerId, mailId, language, characters: [...checked.text].length },
      address: ctx.clientAddress,
    });
    const message = (await findOne(ctx, before.id, tx)) as InboxMessage;
    return { message, answer: { id: answerId, body: checked.text, staffEmail: staff.email, createdAt: iso(stored.rows[0].created_at), mailId } };
  });
  ctx.app.mail.kick();
  return result;
}

export function answerProblemText(problem: AnswerProblem): string {
  switch (problem) {
    case 'REQUIRED':
      return 'The answer is empty: write what the sender should read.';
    case 'TOO_SHORT':
      return 'The answer is too short.';
    case 'TOO_LONG':
      return 'The answer is longer than 5000 characters.';
  }
}
