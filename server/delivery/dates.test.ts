import { describe, expect, it } from 'vitest';
import { deliveryWindow } from './dates';

describe('delivery window', () => {
  it('counts working days from the day after, in Argentina, skipping the weekend', () => {
    // Friday 27 November 2026, 10:00 in Buenos Aires: 2–4 working days is Tuesday 1 to Thursday 3 December.
    expect(deliveryWindow(new Date('2026-11-27T13:00:00Z'), 2, 4)).toEqual({ from: '2026-12-01', to: '2026-12-03' });
    // 01:00 UTC on Saturday is still Friday evening in Buenos Aires.
    expect(deliveryWindow(new Date('2026-11-28T01:00:00Z'), 1, 1)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(deliveryWindow(new Date('2026-11-28T15:00:00Z'), 1, 1)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
  });
});
