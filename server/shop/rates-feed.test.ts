import { describe, expect, it } from 'vitest';
import { feedDecision, parseRatesFeed } from './rates-feed';

describe("a rates feed's body", () => {
  it('reads pesos for one unit as numbers or decimal text, leaving out currencies the shop does not show', () => {
    expect(parseRatesFeed({ rates: { USD: 1475.5, EUR: '1650.00', JPY: 9.8, ARS: 1 } })).toEqual({ rates: { USD: 147_550, EUR: 165_000 }, problems: [] });
  });

  it('lists what is not a rate and keeps the rest', () => {
    const read = parseRatesFeed({ rates: { USD: '1475.505', GBP: -3, RUB: 0, EUR: 1650 } });
    expect(read.rates).toEqual({ EUR: 165_000 });
    expect(read.problems).toHaveLength(3);
    expect(parseRatesFeed([1, 2]).problems).toEqual(['the feed has no "rates" object']);
    expect(parseRatesFeed({ rates: null }).rates).toEqual({});
  });
});

describe("a feed's rate", () => {
  it('replaces a seeded, set or fed rate, never the staff’s', () => {
    expect(feedDecision(undefined, 150_000)).toBe('write');
    expect(feedDecision({ centavosPerUnit: 145_000, source: 'seed' }, 150_000)).toBe('write');
    expect(feedDecision({ centavosPerUnit: 145_000, source: 'feed' }, 145_000)).toBe('unchanged');
    expect(feedDecision({ centavosPerUnit: 145_000, source: 'staff' }, 150_000)).toBe('staff');
  });

  it('does not move a rate more than half at once', () => {
    expect(feedDecision({ centavosPerUnit: 100_000, source: 'feed' }, 150_000)).toBe('write');
    expect(feedDecision({ centavosPerUnit: 100_000, source: 'feed' }, 150_100)).toBe('too-far');
    expect(feedDecision({ centavosPerUnit: 100_000, source: 'setting' }, 10_000)).toBe('too-far');
  });
});
