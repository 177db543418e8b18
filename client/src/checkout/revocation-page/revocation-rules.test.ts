import { describe, expect, it } from 'vitest';
import { argentineDay } from './revocation-rules';

describe('the days shown for a revocation', () => {
  it('are the Argentine calendar days, the term ending on its last day', () => {
    expect(argentineDay('2026-03-02T01:30:00Z').slice(0, 10)).toBe('2026-03-01');
    expect(argentineDay('2026-03-12T03:00:00.000Z', { exclusiveEnd: true }).slice(0, 10)).toBe('2026-03-11');
  });
});
