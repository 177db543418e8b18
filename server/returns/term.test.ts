import { describe, expect, it } from 'vitest';
import { newRevocationCode, isRevocationCode } from './code';
import { revocationTerm, termEnd } from './term';

describe('the revocation term', () => {
  it('ends when the tenth calendar day ends in Argentina', () => {
    // 2026-03-01 22:30 in Argentina is 2026-03-02 01:30 UTC: day one is March 1st there.
    expect(termEnd(new Date('2026-03-02T01:30:00Z')).toISOString()).toBe('2026-03-12T03:00:00.000Z');
    expect(termEnd(new Date('2026-03-01T12:00:00Z')).toISOString()).toBe('2026-03-12T03:00:00.000Z');
  });

  it('counts from the later of the order and the delivery', () => {
    const orderedAt = new Date('2026-03-01T12:00:00Z');
    const deliveredAt = new Date('2026-03-08T15:00:00Z');
    const late = revocationTerm({ orderedAt, deliveredAt, delivered: true, requestedAt: new Date('2026-03-15T12:00:00Z') });
    expect(late.startsAt).toEqual(deliveredAt);
    expect(late.withinTerm).toBe(true);
    const past = revocationTerm({ orderedAt, deliveredAt, delivered: true, requestedAt: new Date('2026-03-19T03:00:00Z') });
    expect(past.withinTerm).toBe(false);
    const lastMoment = revocationTerm({ orderedAt, deliveredAt, delivered: true, requestedAt: new Date('2026-03-19T02:59:59Z') });
    expect(lastMoment.withinTerm).toBe(true);
  });

  it('keeps an order not delivered yet within the term, and reckons a delivery without a date from the order', () => {
    const orderedAt = new Date('2026-01-01T12:00:00Z');
    const requestedAt = new Date('2026-02-01T12:00:00Z');
    expect(revocationTerm({ orderedAt, deliveredAt: null, delivered: false, requestedAt }).withinTerm).toBe(true);
    expect(revocationTerm({ orderedAt, deliveredAt: null, delivered: true, requestedAt }).withinTerm).toBe(false);
  });
});

describe('revocation codes', () => {
  it('are readable and differ', () => {
    const codes = new Set(Array.from({ length: 500 }, newRevocationCode));
    expect(codes.size).toBe(500);
    for (const code of codes) expect(isRevocationCode(code)).toBe(true);
    expect(isRevocationCode('ARR-0000-1111')).toBe(false);
  });
});
