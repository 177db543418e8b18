import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import type { JobRunner } from '../jobs';
import type { Logger } from '../logger';
import { writeToOutbox, type OutgoingMail } from './outbox';
import { registerMailSender, type MailSender } from './worker';

export type { OutgoingMail } from './outbox';
export { requestLanguage, shopPageUrl } from './language';
export { contactAnswerMail, invoiceMail, orderStatusMail, refundMail, revocationMail, staffInvitationMail } from './messages';
export { isMailLanguage, type MailLanguage } from './texts';

/** The shop's e-mail: messages are queued in the database and sent by a worker when SMTP is configured. */
export interface MailRuntime {
  /** Whether queued messages are sent (SMTP_URL set) or held in the outbox. */
  readonly delivering: boolean;
  /** Queues a message in `tx` (the transaction of what it tells about); false when its dedupe key was queued already. */
  enqueue(tx: Queryable, mail: OutgoingMail): Promise<boolean>;
  /** Wakes the job runner once the transaction that queued messages committed. */
  kick(): void;
  /** Closes the mail server's transport, once `jobs` stopped. */
  close(): Promise<void>;
  /** Whether mail is going out (always ok while it is held: nothing is tried). */
  status(): ReturnType<MailSender['status']>;
}

/**
 * The mail side of a gateway: with SMTP_URL, `mail` jobs of the gateway's runner send the outbox;
 * without it messages stay there.
 */
export function createMail(config: Config, db: Db, log: Logger, jobs: JobRunner): MailRuntime {
  const { smtpUrl } = config.mail;
  let worker: MailSender | null = null;
  if (smtpUrl) {
    worker = registerMailSender(jobs, db, log, { smtpUrl, from: config.mail.from, retrySeconds: config.mail.retrySeconds });
  } else if (config.env === 'production') {
    log.warn('SMTP_URL is not set: e-mails (order confirmations, password resets) are kept in the outbox and never sent');
  }
  return {
    delivering: worker !== null,
    enqueue: (tx, mail) => writeToOutbox(tx, mail, worker === null),
    kick: () => jobs.kick(),
    close: async () => worker?.close(),
    status: () => worker?.status() ?? { ok: true },
  };
}
