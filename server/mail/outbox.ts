import type { Queryable } from '../db';
import type { MailKind } from './messages';
import type { MailContent } from './render';
import type { MailLanguage } from './texts';

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
}

/**
 * Writes a message to the outbox, with `db` the transaction of what the message tells about, so the
 * two are stored together or not at all. `held`: no mail server is configured, so the message is
 * kept (and shown at /dev/mail) but never sent. False when its dedupe key was queued already.
 */
export async function writeToOutbox(db: Queryable, mail: OutgoingMail, held: boolean): Promise<boolean> {
  const r = await db.query(
    `insert into mail_outbox (kind, dedupe_key, to_address, reply_to, subject, html, text, language, sensitive, held)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     on conflict (dedupe_key) do nothing`,
    [mail.kind, mail.dedupeKey ?? null, mail.to, mail.replyTo ?? null, mail.subject, mail.html, mail.text, mail.language,
      mail.sensitive ?? false, held],
  );
  return r.rowCount > 0;
}

/** A message as the worker sends it. */
export interface LeasedMail {
  id: string;
  kind: MailKind;
  to_address: string;
  reply_to: string | null;
  subject: string;
  html: string;
  text: string;
  sensitive: boolean;
  attempts: number;
}

/**
 * Takes up to `limit` due messages for `worker` until `leaseSeconds` from now. Rows another gateway
 * is taking at the same moment are skipped (FOR UPDATE SKIP LOCKED), and a message leased by a
 * gateway that stopped before finishing becomes due again when its lease runs out.
 */
export async function leaseDueMail(db: Queryable, worker: string, limit: number, leaseSeconds: number): Promise<LeasedMail[]> {
  const r = await db.query<LeasedMail & { id: string | number }>(
    `update mail_outbox set lease_until = now() + ($2::int * interval '1 second'), leased_by = $1, attempts = attempts + 1
      where id in (
        select id from mail_outbox
         where sent_at is null and failed_at is null and not held and next_attempt_at <= now()
           and (lease_until is null or lease_until < now())
         order by id
         limit $3
         for update skip locked)
      returning id, kind, to_address, reply_to, subject, html, text, sensitive, attempts`,
    [worker, leaseSeconds, limit],
  );
  return r.rows.map((row) => ({ ...row, id: String(row.id) })).sort((a, b) => Number(a.id) - Number(b.id));
}

const REDACTED = '(Removed once sent: this message held a single-use link.)';

/** Marks a message sent (the SMTP server accepted it); a sensitive body is blanked. */
export async function markSent(db: Queryable, id: string, worker: string, messageId: string | null): Promise<void> {
  await db.query(
    `update mail_outbox
        set sent_at = now(), lease_until = null, last_error = null, message_id = $3,
            html = case when sensitive then $4 else html end, text = case when sensitive then $4 else text end
      where id = $1 and leased_by = $2`,
    [id, worker, messageId, REDACTED],
  );
}

/**
 * Gives a message back after a failed attempt: due again after `retryInSeconds`, or failed for good
 * (`permanent`, or out of attempts).
 */
export async function markFailed(db: Queryable, id: string, worker: string, error: string, retryInSeconds: number, permanent: boolean): Promise<void> {
  await db.query(
    `update mail_outbox
        set lease_until = null, leased_by = null, last_error = $3,
            next_attempt_at = now() + ($4::int * interval '1 second'),
            failed_at = case when $5 then now() end
      where id = $1 and leased_by = $2`,
    [id, worker, error.slice(0, 500), retryInSeconds, permanent],
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
}

/** The newest messages of the outbox, for /dev/mail. */
export async function recentMail(db: Queryable, limit = 100): Promise<OutboxEntry[]> {
  const r = await db.query<OutboxEntry & { id: string | number }>(
    `select id, kind, to_address, reply_to, subject, language, held, attempts, created_at, sent_at, failed_at, last_error
       from mail_outbox order by id desc limit $1`,
    [limit],
  );
  return r.rows.map((row) => ({ ...row, id: String(row.id) }));
}

/** One message with its bodies, for /dev/mail. */
export async function mailById(db: Queryable, id: string): Promise<(OutboxEntry & { html: string; text: string }) | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const r = await db.query<OutboxEntry & { html: string; text: string; id: string | number }>(
    `select id, kind, to_address, reply_to, subject, language, held, attempts, created_at, sent_at, failed_at, last_error, html, text
       from mail_outbox where id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? { ...row, id: String(row.id) } : null;
}

/**
 * Deletes messages done with for `keepDays` (sent, failed for good, or held because no mail server
 * was configured), at most `batch` per call: the outbox would otherwise keep every e-mail the shop
 * ever wrote. Messages still to be sent are never touched. Also frees their dedupe keys, which guard
 * against the same event being queued twice within minutes, not months.
 */
export async function pruneOutbox(db: Queryable, keepDays = 30, batch = 1000): Promise<number> {
  const r = await db.query(
    `delete from mail_outbox where id in (
       select id from mail_outbox
        where coalesce(sent_at, failed_at, case when held then created_at end) < now() - ($1::int * interval '1 day')
        limit $2)`,
    [keepDays, batch],
  );
  return r.rowCount;
}
