/**
 * The rules of the staff's inbox of contact messages, apart from the database: what a search term
 * is taken for, what an answer may be, and how a message's state moves.
 */

export type MessageState = 'unread' | 'read' | 'answered';

/** What a search term is taken for (by its shape). */
export type InboxSearch = { kind: 'order'; number: string } | { kind: 'email'; prefix: string } | { kind: 'text'; words: string };

/**
 * Digits (with an optional leading `#`, `N.º`, `Nº`, `pedido`): an order number; with `@`: the
 * beginning of the sender's e-mail; else words of the sender's name, e-mail or subject.
 */
export function inboxSearch(term: string | null | undefined): InboxSearch | null {
  const t = (term ?? '').trim();
  if (t === '') return null;
  const number = t.replace(/^(pedido|order)?\s*(#|n\.?\s*º|nº|no\.?)?\s*/i, '');
  if (/^\d{1,15}$/.test(number)) return { kind: 'order', number: String(BigInt(number)) };
  if (t.includes('@')) return { kind: 'email', prefix: t.toLowerCase() };
  return { kind: 'text', words: t.toLowerCase().replace(/\s+/g, ' ') };
}

/** Whether `text` mentions order `number` as a number of its own (`#1234`, `N.º 1234`, `pedido 1234`; not `12345`). */
export function mentionsOrder(text: string, number: string): boolean {
  return new RegExp(`(^|[^0-9])0*${number}([^0-9]|$)`).test(text);
}

/** The regular expression (PostgreSQL's `~`) that `mentionsOrder` stands for, for digits only. */
export function orderMentionPattern(number: string): string {
  if (!/^\d+$/.test(number)) throw new Error('an order number is digits only');
  return `(^|[^0-9])0*${number}([^0-9]|$)`;
}

/** The bounds of an answer's text, in characters after trimming. */
export const ANSWER_LIMITS = { min: 2, max: 5000 } as const;

export type AnswerProblem = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG';

/** Checks an answer's text: the trimmed text, or why it is refused. */
export function checkAnswer(text: string): { ok: true; text: string } | { ok: false; problem: AnswerProblem } {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return { ok: false, problem: 'REQUIRED' };
  const length = [...trimmed].length;
  if (length < ANSWER_LIMITS.min) return { ok: false, problem: 'TOO_SHORT' };
  if (length > ANSWER_LIMITS.max) return { ok: false, problem: 'TOO_LONG' };
  return { ok: true, text: trimmed };
}

/**
 * The state a message moves to when marked read or unread: marking read leaves an answered message
 * answered; marking unread brings any message back to the top of the unread ones.
 */
export function markedState(current: MessageState, read: boolean): MessageState {
  if (!read) return 'unread';
  return current === 'answered' ? 'answered' : 'read';
}
