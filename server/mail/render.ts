import { SHOP_CONTACTS } from '../shop/info';
import { LOGO_CID } from './logo';
import { mailText, type MailLanguage } from './texts';

/** What a message says, in the two forms it is sent in. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
}

/** One part of a message's body, written both as HTML and as plain text. */
export type MailBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'link'; href: string }
  | { kind: 'facts'; rows: ReadonlyArray<readonly [string, string]> }
  | { kind: 'table'; headings: readonly string[]; rows: ReadonlyArray<readonly string[]>; totals: ReadonlyArray<readonly [string, string]> }
  | { kind: 'columns'; parts: ReadonlyArray<{ title: string; lines: readonly string[] }> }
  | { kind: 'quote'; text: string };

const LOCALES: Record<MailLanguage, string> = { es: 'es-AR', en: 'en-US', ru: 'ru-RU', 'en-RTL': 'en-US' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** An amount in pesos as the language writes it (`$ 1.234,50` in Spanish). */
export function money(language: MailLanguage, amount: number): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'ARS' }).format(amount);
}

/** A moment on the shop's clock (Buenos Aires), as the language writes it. */
export function dateTime(language: MailLanguage, iso: string): string {
  return new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' }).format(new Date(iso));
}

const BLUE = '#0b3d91';
const INK = '#1f2933';
const MUTED = '#52606d';

function blockHtml(block: MailBlock, align: 'left' | 'right'): string {
  const end = align === 'left' ? 'right' : 'left';
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.text)}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:17px;color:${INK}">${escapeHtml(block.text)}</h2>`;
    case 'button':
      return `<p style="margin:8px 0 24px"><a href="${escapeHtml(block.href)}" style="display:inline-block;background:${BLUE};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(block.label)}</a></p>`;
    case 'link':
      return `<p style="margin:0 0 16px;word-break:break-all"><a href="${escapeHtml(block.href)}" style="color:${BLUE}">${escapeHtml(block.href)}</a></p>`;
    case 'facts':
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:${MUTED};text-align:${align}">${escapeHtml(k)}</td><td style="padding:2px 0;text-align:${align}"><strong>${escapeHtml(v)}</strong></td></tr>`)
        .join('')}</table>`;
    case 'table': {
      const cell = (text: string, i: number, tag: 'td' | 'th') =>
        `<${tag} style="padding:8px 6px;border-bottom:1px solid #d9e2ec;text-align:${i === 0 ? align : end}">${escapeHtml(text)}</${tag}>`;
      const head = `<tr>${block.headings.map((h, i) => cell(h, i, 'th')).join('')}</tr>`;
      const rows = block.rows.map((r) => `<tr>${r.map((c, i) => cell(c, i, 'td')).join('')}</tr>`).join('');
      const totals = block.totals
        .map(([k, v], i) => {
          const strong = i === block.totals.length - 1;
          const text = (t: string) => (strong ? `<strong>${escapeHtml(t)}</strong>` : escapeHtml(t));
          return `<tr><td colspan="${block.headings.length - 1}" style="padding:4px 6px;text-align:${end}">${text(k)}</td><td style="padding:4px 6px;text-align:${end}">${text(v)}</td></tr>`;
        })
        .join('');
      return `<table role="presentation" width="100%" style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${head}${rows}${totals}</table>`;
    }
    case 'columns':
      return `<table role="presentation" width="100%" style="border-collapse:collapse;margin:0 0 16px"><tr>${block.parts
        .map((p) => `<td valign="top" style="padding:0 12px 0 0;width:${Math.floor(100 / block.parts.length)}%;text-align:${align}"><h3 style="margin:0 0 6px;font-size:15px">${escapeHtml(p.title)}</h3><p style="margin:0;line-height:1.5;color:${MUTED}">${p.lines.map(escapeHtml).join('<br>')}</p></td>`)
        .join('')}</tr></table>`;
    case 'quote':
      return `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f0f4f8;border-${align}:4px solid ${BLUE};white-space:pre-wrap">${escapeHtml(block.text)}</blockquote>`;
  }
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(block.text.length, 60))}`;
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'link':
      return block.href;
    case 'facts':
      return block.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
    case 'table':
      return [
        ...block.rows.map((r) => `- ${r[0]}: ${r.slice(1).join(' | ')}`),
        '',
        ...block.totals.map(([k, v]) => `${k}: ${v}`),
      ].join('\n');
    case 'columns':
      return block.parts.map((p) => [p.title, ...p.lines].join('\n')).join('\n\n');
    case 'quote':
      return block.text
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n');
  }
}

/**
 * A whole message in the shop's frame: the logo (attached, `cid:`) and name on top, the blocks,
 * and the shop's contacts at the foot; right to left for en-RTL. Inline styles and tables only, as
 * mail programs read them.
 */
export function composeMail(language: MailLanguage, subject: string, blocks: readonly MailBlock[]): MailContent {
  const rtl = language === 'en-RTL';
  const align = rtl ? 'right' : 'left';
  const lang = language === 'en-RTL' ? 'en' : language;
  const footer = mailText(language, 'footerAuto', { shop: SHOP_CONTACTS.name, phone: SHOP_CONTACTS.phone });
  const contacts = `${SHOP_CONTACTS.name} · ${SHOP_CONTACTS.address} · ${SHOP_CONTACTS.phone} · ${SHOP_CONTACTS.email}`;
  const html = `<!doctype html>
<html lang="${lang}" dir="${rtl ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f0f4f8;font-family:Arial,Helvetica,sans-serif;color:${INK};font-size:15px">
<table role="presentation" width="100%" style="border-collapse:collapse;background:#f0f4f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border-radius:8px">
<tr><td style="padding:20px 24px;background:${BLUE};border-radius:8px 8px 0 0;text-align:${align}">
<img src="cid:${LOGO_CID}" width="40" height="40" alt="" style="vertical-align:middle;border:0">
<span style="vertical-align:middle;color:#ffffff;font-size:20px;font-weight:bold;margin:0 10px">${escapeHtml(SHOP_CONTACTS.name)}</span>
</td></tr>
<tr><td style="padding:24px;text-align:${align}">
${blocks.map((b) => blockHtml(b, align)).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #d9e2ec;font-size:12px;color:${MUTED};text-align:${align}">
<p style="margin:0 0 6px">${escapeHtml(footer)}</p>
<p style="margin:0">${escapeHtml(contacts)}</p>
</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  const text = [SHOP_CONTACTS.name, '', ...blocks.map(blockText).flatMap((t) => [t, '']), '--', footer, contacts, ''].join('\n');
  return { subject, html, text };
}
