import { describe, expect, it } from 'vitest';
import { fold, looksLikeNumber, normalizeNumber, withinOneEdit, words } from './text';

describe('search text folding', () => {
  it('folds case and accents', () => {
    expect(fold('Bujía LEMFÖRDER Suspensión')).toBe('bujia lemforder suspension');
    expect(words('Pastillas de freno, delanteras (x4)')).toEqual(['pastillas', 'de', 'freno', 'delanteras', 'x4']);
  });

  it('normalises part numbers for spaces, dots, dashes and slashes', () => {
    expect(normalizeNumber('0 986 494.294')).toBe('0986494294');
    expect(normalizeNumber('w 712/95')).toBe('W71295');
    expect(normalizeNumber('09.A727-11')).toBe('09A72711');
  });

  it('tells part numbers from words', () => {
    expect(looksLikeNumber('W 712/95')).toBe(true);
    expect(looksLikeNumber('bosch')).toBe(false);
    expect(looksLikeNumber('h4')).toBe(false);
  });

  it('accepts one edit and refuses two', () => {
    expect(withinOneEdit('frenos', 'frenos')).toBe(true);
    expect(withinOneEdit('fernos', 'frenos')).toBe(true);
    expect(withinOneEdit('frenso', 'frenos')).toBe(true);
    expect(withinOneEdit('freos', 'frenos')).toBe(true);
    expect(withinOneEdit('frenoss', 'frenos')).toBe(true);
    expect(withinOneEdit('frxnos', 'frenos')).toBe(true);
    expect(withinOneEdit('fxrnos', 'frenos')).toBe(false);
    expect(withinOneEdit('fre', 'frenos')).toBe(false);
  });
});
