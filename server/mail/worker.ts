import type { Transporter } from 'nodemailer';
import type { Db } from '../db';
import { createJobRunner, type JobRunner } from '../jobs';
import type { Logger } from '../logger';
import { LOGO_CID, shopLogo } from './logo';
import { mailJob, mailToSend, markSent } from './outbox';

export interface MailWorkerOptions {
  smtpUrl: string;
  from: string;
  /** First wait before a failed message is tried again, doubled each attempt up to an hour. */
  retrySeconds: number;
  /** Attempts before a message is given up (about a day with the default waits). */
  maxAttempts?: number;
}

/** The sending of the outbox, as a kind of job of the gateway's runner. */
export interface MailSender {
  /**
   * Whether mail is going out: `failing` with the last error while the latest attempts to reach
   * the mail server failed and none succeeded since, else `ok`.
   */
  status(): { ok: true } | { ok: false; reason: string; since: Date };
  /** Closes the SMTP transport (after the runner stopped). */
  close(): void;
}

export interface MailWorker extends Pick<MailSender, 'status'> {
  /** Looks for due messages now (after a transaction that queued one committed). */
  kick(): void;
  /** Stops looking and waits for a send in progress. */
  close(): Promise<void>;
}

/** An SMTP 5xx answer to the message itself (no such mailbox, refused): trying again cannot help. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * Registers the `mail` jobs with `runner`: each sends one message of the outbox over SMTP and marks
 * it sent once the server accepted it. A failure is tried again after a doubling wait (from
 * `retrySeconds` up to an hour); a 5xx refusal of the message, or `maxAttempts` failures, ends it
 * as a dead job. A stopped gateway's leases run out and another sends what it held.
 */
export function registerMailSender(runner: JobRunner, db: Db, log: Logger, options: MailWorkerOptions): MailSender {
  // Made at the first message (nodemailer is loaded then, not at every gateway's start).
  let transport: Promise<Transporter> | null = null;
  const transportFor = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    ));
  /** The first failure of the current run of failures (null while mail goes out). */
  let failing: { reason: string; since: Date } | null = null;

  runner.register(mailJob, {
    maxAttempts: options.maxAttempts ?? 12,
    backoffSeconds: (attempt) => Math.min(options.retrySeconds * 2 ** (attempt - 1), 3600),
    // One message at a time per gateway process, in the order they were written.
    concurrency: 1,
    isPermanent,
    async run({ mailId }, job) {
      const mail = await mailToSend(db, mailId);
      // Sent already (a run whose end was not recorded), or pruned: nothing left to do.
      if (!mail) return;
      let messageId: string | null;
      try {
        const info = await (await transportFor()).sendMail({
          from: options.from,
          to: mail.to_address,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: [
            { filename: 'logo.png', content: shopLogo(), cid: LOGO_CID, contentType: 'image/png' },
            ...mail.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.base64, 'base64'), contentType: a.contentType })),
          ],
          headers: { 'X-Shop-Outbox-Id': mail.id },
        });
        messageId = typeof info.messageId === 'string' ? info.messageId : null;
      } catch (err) {
        // A refusal of one message says nothing of the mail server; not reaching it does.
        if (!isPermanent(err)) failing = { reason: err instanceof Error ? err.message : String(err), since: failing?.since ?? new Date() };
        throw err;
      }
      failing = null;
      await markSent(db, mail.id, messageId);
      log.info({ mail: { id: mail.id, kind: mail.kind, attempts: job.attempt } }, 'mail sent');
    },
  });
  return {
    // Not reading the queue stops mail too.
    status: () => (failing ? { ok: false, ...failing } : runner.status()),
    close: () => void transport?.then((t) => t.close(), () => undefined),
  };
}

/** A job runner of its own that sends the outbox only (a process that runs no other jobs). */
export function startMailWorker(db: Db, log: Logger, options: MailWorkerOptions & { pollMs?: number }): MailWorker {
  const runner = createJobRunner(db, log, { pollMs: options.pollMs ?? Math.min(5000, options.retrySeconds * 1000) });
  const sender = registerMailSender(runner, db, log, options);
  return {
    kick: () => runner.kick(),
    async close() {
      await runner.close();
      sender.close();
    },
    status: () => sender.status(),
  };
}
