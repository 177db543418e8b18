import express from 'express';
import type { Db } from '../db';
import { LOGO_CID, shopLogo } from './logo';
import { mailAttachment, mailById, recentMail, type OutboxEntry } from './outbox';
import { escapeHtml } from './render';
import { applyCachePolicy } from '../cache/policy';

/** Where the outbox is shown in development. */
export const DEV_MAIL_PATH = '/dev/mail';

function state(m: OutboxEntry): string {
  if (m.sent_at) return 'sent';
  if (m.failed_at) return `failed: ${m.last_error ?? ''}`;
  if (m.held) return 'kept here (no SMTP_URL)';
  return m.attempts > 0 ? `to be tried again (${m.attempts} attempts: ${m.last_error ?? ''})` : 'queued';
}

/** Links to a message's attached files. */
const attachmentLinks = (m: OutboxEntry) =>
  m.attachment_names.map((name, i) => ` · <a href="${DEV_MAIL_PATH}/${m.id}/attachments/${i}" data-attachment>📎 ${escapeHtml(name)}</a>`).join('');

const when = (d: Date | string) => new Date(d).toISOString().replace('T', ' ').slice(0, 19);

function listPage(messages: OutboxEntry[]): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${m.id}</td><td>${when(m.created_at)}</td><td>${escapeHtml(m.kind)}</td><td>${escapeHtml(m.to_address)}</td>
<td><a href="${DEV_MAIL_PATH}/${m.id}">${escapeHtml(m.subject)}</a> · <a href="${DEV_MAIL_PATH}/${m.id}/text">text</a>${attachmentLinks(m)}</td><td>${escapeHtml(m.language)}</td><td>${escapeHtml(state(m))}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox · development</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1f2933}table{border-collapse:collapse;width:100%}td,th{padding:6px 8px;border-bottom:1px solid #d9e2ec;text-align:left;vertical-align:top}p{color:#52606d}</style></head>
<body><h1>Outbox</h1><p>The e-mails the shop wrote, newest first (the last 100). Shown in development only; with SMTP_URL set they are also sent.</p>
<table><thead><tr><th>#</th><th>Written (UTC)</th><th>Kind</th><th>To</th><th>Subject</th><th>Language</th><th>State</th></tr></thead><tbody>
${rows || '<tr><td colspan="7">No e-mail yet.</td></tr>'}
</tbody></table></body></html>`;
}

/**
 * The outbox in development (never mounted in production): `/dev/mail` lists the messages,
 * `/dev/mail/<id>` shows one as its HTML (the logo from `/dev/mail/shop-logo.png`), and
 * `/dev/mail/<id>/text` its plain text.
 */
export function devMailRoutes(db: Db): express.Router {
  const router = express.Router();
  router.use(DEV_MAIL_PATH, (_req, res, next) => {
    applyCachePolicy(res, 'uncacheable');
    res.setHeader('X-Robots-Tag', 'noindex');
    next();
  });
  router.get(DEV_MAIL_PATH, async (_req, res) => {
    res.type('html').send(listPage(await recentMail(db)));
  });
  router.get(`${DEV_MAIL_PATH}/shop-logo.png`, (_req, res) => {
    res.type('png').send(shopLogo());
  });
  router.get(`${DEV_MAIL_PATH}/:id`, async (req, res) => {
    const mail = await mailById(db, req.params.id);
    if (!mail) return void res.status(404).type('text').send('No such message');
    res.type('html').send(mail.html.replaceAll(`cid:${LOGO_CID}`, `${DEV_MAIL_PATH}/shop-logo.png`));
  });
  router.get(`${DEV_MAIL_PATH}/:id/attachments/:index`, async (req, res) => {
    const file = await mailAttachment(db, req.params.id, Number(req.params.index));
    if (!file) return void res.status(404).type('text').send('No such attachment');
    res.type(file.contentType).setHeader('Content-Disposition', `inline; filename="${file.filename.replace(/[^\w.-]+/g, '_')}"`);
    res.send(Buffer.from(file.base64, 'base64'));
  });
  router.get(`${DEV_MAIL_PATH}/:id/text`, async (req, res) => {
    const mail = await mailById(db, req.params.id);
    if (!mail) return void res.status(404).type('text').send('No such message');
    res.type('text').send(`To: ${mail.to_address}\nSubject: ${mail.subject}\n\n${mail.text}`);
  });
  return router;
}
