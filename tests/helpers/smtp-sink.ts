import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as an SMTP server received it, with the parts a test reads decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** While set, every recipient is refused with this answer (`refuseCode`). */
  refuseWith: string | null;
  /** The SMTP code of a refusal: 451 (temporary, the default) or a 5xx (for good). */
  refuseCode: number;
  /** Resolves once `count` messages matching `match` arrived (or fails after `timeoutMs`). */
  waitFor(match: (m: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) decoded; adjacent ones joined. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/** The text/plain and text/html parts of a MIME entity, found through its multipart levels. */
function bodies(entity: string, found: { text: string; html: string }): void {
  const split = entity.indexOf('\r\n\r\n');
  const headers = parseHeaders(split < 0 ? entity : entity.slice(0, split));
  const body = split < 0 ? '' : entity.slice(split + 4);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      bodies(part.replace(/^\r\n/, ''), found);
    }
    return;
  }
  if (/^text\/plain/i.test(type) && !found.text) found.text = decodeBody(body, headers['content-transfer-encoding']);
  if (/^text\/html/i.test(type) && !found.html) found.html = decodeBody(body, headers['content-transfer-encoding']);
}

/** Reads a raw message: its headers (encoded words decoded), subject, text and HTML. */
export function readMail(raw: string, envelope: { from: string; to: string[] }): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const headers = Object.fromEntries(Object.entries(parseHeaders(raw.slice(0, split))).map(([k, v]) => [k, decodeWords(v)]));
  const found = { text: '', html: '' };
  bodies(raw, found);
  return { ...envelope, raw, headers, subject: headers.subject ?? '', text: found.text, html: found.html };
}

/** An SMTP server on a loopback port that keeps what it receives (no TLS, no authentication). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const sink: Partial<SmtpSink> = { messages, refuseWith: null, refuseCode: 451 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.refuseWith) callback(Object.assign(new Error(sink.refuseWith), { responseCode: sink.refuseCode ?? 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push(readMail(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    port,
    waitFor(match: (m: ReceivedMail) => boolean, count = 1, timeoutMs = 15_000) {
      return new Promise<ReceivedMail[]>((resolve, reject) => {
        const check = () => {
          const hits = messages.filter(match);
          if (hits.length >= count) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(hits);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} message(s); received ${messages.length}: ${messages.map((m) => m.subject).join(' | ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as SmtpSink;
}
