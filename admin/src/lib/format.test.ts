import { describe, expect, it } from 'vitest';
import { formatDateTime, formatPesos } from './format';

describe('staff app formats', () => {
  it('writes pesos in the interface language', () => {
    expect(formatPesos('12345.67', 'es').replace(/\s/g, ' ')).toBe('$ 12.345,67');
    expect(formatPesos('12345.67', 'en-RTL')).toContain('12,345.67');
    expect(formatPesos('oops', 'es')).toBe('oops');
  });

  it('writes times in Buenos Aires', () => {
    // 03:00 UTC is midnight in Buenos Aires (UTC-3, no daylight saving).
    expect(formatDateTime('2026-11-27T03:00:00Z', 'en')).toMatch(/Nov 27, 2026.*12:00/);
  });
});
