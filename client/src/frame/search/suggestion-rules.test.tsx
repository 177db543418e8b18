import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasSuggestions, limitSuggestions, normaliseQuery, SUGGESTIONS_DEBOUNCE_MS, useSuggestionQuery } from './suggestion-rules';

describe('search suggestion rules', () => {
  it('keeps at most 3 products and 4 categories', () => {
    const limited = limitSuggestions([1, 2, 3, 4, 5], ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(limited).toEqual({ products: [1, 2, 3], categories: ['a', 'b', 'c', 'd'] });
  });

  it('hides the dropdown when there are neither products nor categories', () => {
    expect(hasSuggestions({ products: [], categories: [] })).toBe(false);
    expect(hasSuggestions(null)).toBe(false);
    expect(hasSuggestions({ products: [1], categories: [] })).toBe(true);
    expect(hasSuggestions({ products: [], categories: ['frenos'] })).toBe(true);
  });

  it('normalises the text it asks about', () => {
    expect(normaliseQuery('  pastillas   de  freno ')).toBe('pastillas de freno');
  });

  describe('the asked query', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('follows the text after a pause, and only when the text changes', () => {
      const { result, rerender } = renderHook(({ text }) => useSuggestionQuery(text), { initialProps: { text: '' } });
      rerender({ text: 'fre' });
      rerender({ text: 'freno' });
      act(() => vi.advanceTimersByTime(SUGGESTIONS_DEBOUNCE_MS - 1));
      expect(result.current).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current).toBe('freno');
      const asked = result.current;
      rerender({ text: 'freno  ' });
      act(() => vi.advanceTimersByTime(SUGGESTIONS_DEBOUNCE_MS * 2));
      expect(result.current).toBe(asked);
    });
  });
});
