import crypto from 'node:crypto';
import os from 'node:os';
import nodemailer from 'nodemailer';
import type { Db } from '../db';
import type { Logger } from '../logger';
import { LOGO_CID, shopLogo } from './logo';
import { leaseDueMail, markFailed, markSent, type LeasedMail } from './outbox';

export interface MailWorkerOptions {
  smtpUrl: string;
  from: string;
  /** First wait before a failed message is tried again, doubled each attempt up to an hour. */
  retrySeconds: number;
  /** Attempts before a message is given up (about a day with the default waits). */
  maxAttempts?: number;
  /** How often due messages are looked for when nothing wakes the worker. */
  pollMs?: number;
}

export interface MailWorker {
  /** Looks for due messages now (after a transaction that queued one committed). */
  kick(): void;
  /** Stops looking and waits for a send in progress. */
  close(): Promise<void>;
  /**
   * Whether mail is going out: `failing` with the last error while the latest attempts to reach
   * the mail server or read the outbox failed and none succeeded since, else `ok`.
   */
  status(): { ok: true } | { ok: false; reason: string; since: Date };
}

const BATCH = 10;
/** Longer than a send may take (the SMTP timeouts below), so a lease never runs out mid-send. */
const LEASE_SECONDS = 120;

/** An SMTP 5xx answer to the message itself (no such mailbox, refused): trying again cannot help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Sends the outbox over SMTP. Each gateway runs one: it leases due messages (one gateway per message
 * at a time), sends them one by one, marks each sent once the server accepted it, and gives a
 * failed one back with a later due time. A stopped gateway's leases run out and another sends
 * what it held.
 */
export function startMailWorker(db: Db, log: Logger, options: MailWorkerOptions): MailWorker {
  const worker = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
  const maxAttempts = options.maxAttempts ?? 12;
  const pollMs = options.pollMs ?? Math.min(5000, options.retrySeconds * 1000);
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  /** The first failure of the current run of failures (null while mail goes out). */
  let failing: { reason: string; since: Date } | null = null;
  const failed = (err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    failing = { reason, since: failing?.since ?? new Date() };
  };

  const send = async (mail: LeasedMail): Promise<void> => {
    try {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: [{ filename: 'logo.png', content: shopLogo(), cid: LOGO_CID, contentType: 'image/png' }],
        headers: { 'X-Shop-Outbox-Id': mail.id },
      });
      failing = null;
      await markSent(db, mail.id, worker, typeof info.messageId === 'string' ? info.messageId : null);
      log.info({ mail: { id: mail.id, kind: mail.kind, attempts: mail.attempts } }, 'mail sent');
    } catch (err) {
      // A refusal of one message says nothing of the mail server; not reaching it does.
      if (!isPermanent(err)) failed(err);
      const permanent = isPermanent(err) || mail.attempts >= maxAttempts;
      const wait = Math.min(options.retrySeconds * 2 ** (mail.attempts - 1), 3600);
      await markFailed(db, mail.id, worker, err instanceof Error ? err.message : String(err), wait, permanent).catch((e: unknown) =>
        log.error({ err: e, mail: { id: mail.id } }, 'could not record a failed mail attempt'),
      );
      const entry = { err, mail: { id: mail.id, kind: mail.kind, attempts: mail.attempts, retryInSeconds: permanent ? null : wait } };
      if (permanent) log.error(entry, 'mail given up');
      else log.warn(entry, 'mail not sent; will try again');
    }
  };

  const runOnce = async (): Promise<void> => {
    for (;;) {
      const due = await leaseDueMail(db, worker, BATCH, LEASE_SECONDS);
      for (const mail of due) {
        if (closed) return;
        await send(mail);
      }
      if (due.length < BATCH || closed) return;
    }
  };

  const schedule = (ms: number) => {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };

  function run(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((err: unknown) => {
        failed(err);
        log.warn({ err }, 'mail outbox could not be read; will look again');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        } else schedule(pollMs);
      });
  }

  run();
  return {
    kick: () => run(),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
    status: () => (failing ? { ok: false, ...failing } : { ok: true }),
  };
}
