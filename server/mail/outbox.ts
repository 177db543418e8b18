import type { Queryable } from '../db';
import { defineJobKind, enqueueJob } from '../jobs';
import type { MailKind } from './messages';
import type { MailContent } from './render';
import type { MailLanguage } from './texts';

/** A file sent with a message (an invoice's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  base64: string;
}

/** A message to queue: who it goes to, what it says, and what makes it unique. */
export interface OutgoingMail extends MailContent {
  kind: MailKind;
  to: string;
  replyTo?: string | null;
  language: MailLanguage;
  /** A second message with the same key is not queued (one confirmation per order, for example). */
  dedupeKey?: string | null;
  /** The body holds a secret (a reset link): it is blanked once the message is sent. */
  sensitive?: boolean;
  attachments?: MailAttachment[];
}

/** The job that sends one message of the outbox. */
export const mailJob = defineJobKind<{ mailId: string }>('mail');

/** The dedupe key of the job sending message `id`: one such job per message. */
export const mailJobKey = (id: string) => `mail:${id}`;

/**
 * Writes a message to the outbox, with `db` the transaction of what the message tells about, so the
 * two are stored together or not at all, and queues the job that sends it. `held`: no mail server
 * is configured, so the message is kept (and shown at /dev/mail) but never sent. False when its
 * dedupe key was queued already.
 */
export async function writeToOutbox(db: Queryable, mail: OutgoingMail, held: boolean): Promise<boolean> {
  const r = await db.query<{ id: string | number }>(
    `insert into mail_outbox (kind, dedupe_key, to_address, reply_to, subject, html, text, language, sensitive, held, attachments)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb)
     on conflict (dedupe_key) do nothing
     returning id`,
    [mail.kind, mail.dedupeKey ?? null, mail.to, mail.replyTo ?? null, mail.subject, mail.html, mail.text, mail.language,
      mail.sensitive ?? false, held, JSON.stringify(mail.attachments ?? [])],
  );
  const row = r.rows[0];
  if (!row) return false;
  if (!held) await enqueueJob(db, mailJob, { mailId: String(row.id) }, { dedupeKey: mailJobKey(String(row.id)) });
  return true;
}

/** A message as its job sends it. */
export interface MailToSend {
  id: string;
  kind: MailKind;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** Message `id` while it is still to be sent (null once sent, or pruned). */
export async function mailToSend(db: Queryable, id: string): Promise<MailToSend | null> {
  const r = await db.query<MailToSend & { id: string | number }>(
    `select id, kind, to_address, reply_to, subject, html, text, attachments from mail_outbox where id = $1 and sent_at is null`,
    [id],
  );
  const row = r.rows[0];
  return row ? { ...row, id: String(row.id), attachments: row.attachments ?? [] } : null;
}

const REDACTED = '(Removed once sent: this message held a single-use link.)';

/** Marks a message sent (the SMTP server accepted it); a sensitive body is blanked. */
export async function markSent(db: Queryable, id: string, messageId: string | null): Promise<void> {
  await db.query(
    `update mail_outbox
        set sent_at = now(), message_id = $2,
            html = case when sensitive then $3 else html end, text = case when sensitive then $3 else text end
      where id = $1 and sent_at is null`,
    [id, messageId, REDACTED],
  );
}

export interface OutboxEntry {
  id: string;
  kind: MailKind;
  to_address: string;
  reply_to: string | null;
  subject: string;
  language: string;
  held: boolean;
  attempts: number;
  created_at: Date | string;
  sent_at: Date | string | null;
  failed_at: Date | string | null;
  last_error: string | null;
  /** The attached files' names, in order. */
  attachment_names: string[];
}

/** A message with the state of its job (attempts, given up), which sends it. */
const ENTRY = `m.id, m.kind, m.to_address, m.reply_to, m.subject, m.language, m.held, coalesce(j.attempts, 0) as attempts, m.created_at,
  m.sent_at, j.dead_at as failed_at, j.last_error,
  coalesce((select json_agg(a->>'filename') from jsonb_array_elements(m.attachments) a), '[]'::json) as attachment_names`;
const WITH_JOB = `left join jobs j on j.kind = 'mail' and j.dedupe_key = 'mail:' || m.id`;

/** The newest messages of the outbox, for /dev/mail. */
export async function recentMail(db: Queryable, limit = 100): Promise<OutboxEntry[]> {
  const r = await db.query<OutboxEntry & { id: string | number }>(
    `select ${ENTRY} from mail_outbox m ${WITH_JOB} order by m.id desc limit $1`,
    [limit],
  );
  return r.rows.map((row) => ({ ...row, id: String(row.id) }));
}

/** One message with its bodies, for /dev/mail. */
export async function mailById(db: Queryable, id: string): Promise<(OutboxEntry & { html: string; text: string }) | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await db.query<OutboxEntry & { html: string; text: string; id: string | number }>(
    `select ${ENTRY}, m.html, m.text from mail_outbox m ${WITH_JOB} where m.id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? { ...row, id: String(row.id) } : null;
}

/**
 * Deletes messages done with for `keepDays` (sent, given up with their job dead, or held because no mail server
 * was configured), at most `batch` per call: the outbox would otherwise keep every e-mail the shop
 * ever wrote, with the jobs that sent them. Messages still to be sent are never touched. Also frees their dedupe keys, which guard
 * against the same event being queued twice within minutes, not months.
 */
export async function pruneOutbox(db: Queryable, keepDays = 30, batch = 1000): Promise<number> {
  const r = await db.query<{ n: number }>(
    `with gone as (
       delete from mail_outbox where id in (
         select m.id from mail_outbox m ${WITH_JOB}
          where coalesce(m.sent_at, j.dead_at, case when m.held then m.created_at end) < now() - ($1::int * interval '1 day')
          limit $2)
       returning id),
     their_jobs as (delete from jobs where kind = 'mail' and dedupe_key in (select 'mail:' || id from gone))
     select count(*)::int as n from gone`,
    [keepDays, batch],
  );
  return Number(r.rows[0]?.n ?? 0);
}

/** An attached file of message `id` (its index in the message), for /dev/mail. */
export async function mailAttachment(db: Queryable, id: string, index: number): Promise<MailAttachment | null> {
  if (!/^\d{1,18}$/.test(id) || !Number.isSafeInteger(index) || index < 0) return null;
  const r = await db.query<{ a: MailAttachment | null }>('select attachments -> $2::int as a from mail_outbox where id = $1', [id, index]);
  return r.rows[0]?.a ?? null;
}
