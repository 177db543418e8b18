import { describe, expect, it } from 'vitest';
import { checkAnswer, inboxSearch, markedState, mentionsOrder } from './inbox-rules';

describe('inboxSearch', () => {
  it('takes digits, with the ways shoppers write an order number, for an order number', () => {
    for (const term of ['1234', ' #1234 ', 'N.º 1234', 'nº1234', 'Pedido 1234', 'pedido #1234', '001234']) {
      expect(inboxSearch(term)).toEqual({ kind: 'order', number: '1234' });
    }
  });
  it('takes a term with @ for the beginning of an e-mail, anything else for words', () => {
    expect(inboxSearch('Rita@Example')).toEqual({ kind: 'email', prefix: 'rita@example' });
    expect(inboxSearch('  Gol   Trend ')).toEqual({ kind: 'text', words: 'gol trend' });
    expect(inboxSearch('20-12345678-9')).toEqual({ kind: 'text', words: '20-12345678-9' });
    expect(inboxSearch('   ')).toBeNull();
  });
});

describe('mentionsOrder', () => {
  it('finds the number on its own, not inside a longer one', () => {
    expect(mentionsOrder('Sobre el pedido N.º 1234, gracias', '1234')).toBe(true);
    expect(mentionsOrder('#1234', '1234')).toBe(true);
    expect(mentionsOrder('filtro 12345', '1234')).toBe(false);
    expect(mentionsOrder('código 91234', '1234')).toBe(false);
  });
});

describe('checkAnswer', () => {
  it('trims the text and refuses empty, too short and too long answers', () => {
    expect(checkAnswer('  Hola, gracias.\r\n ')).toEqual({ ok: true, text: 'Hola, gracias.' });
    expect(checkAnswer(' \n ')).toEqual({ ok: false, problem: 'REQUIRED' });
    expect(checkAnswer('k')).toEqual({ ok: false, problem: 'TOO_SHORT' });
    expect(checkAnswer('ñ'.repeat(5000))).toMatchObject({ ok: true });
    expect(checkAnswer('ñ'.repeat(5001))).toEqual({ ok: false, problem: 'TOO_LONG' });
  });
});

describe('markedState', () => {
  it('keeps an answered message answered when marked read, and brings any back to unread', () => {
    expect(markedState('unread', true)).toBe('read');
    expect(markedState('answered', true)).toBe('answered');
    expect(markedState('answered', false)).toBe('unread');
    expect(markedState('read', false)).toBe('unread');
  });
});
