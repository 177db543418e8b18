import { describe, expect, it } from 'vitest';
import { moderationReason, moderationStep } from './moderation';

describe('moderation steps', () => {
  it('publishing marks a new review read without moving what shoppers see', () => {
    expect(moderationStep('new', 'publish')).toEqual({ state: 'published', cacheWrite: null, changes: true });
    expect(moderationStep('published', 'publish')).toEqual({ state: 'published', cacheWrite: null, changes: false });
  });

  it('a hidden review is shown again only by unhiding it', () => {
    expect(moderationStep('hidden', 'publish')).toHaveProperty('refused');
    expect(moderationStep('hidden', 'unhide')).toEqual({ state: 'published', cacheWrite: 'review-shown', changes: true });
    expect(moderationStep('new', 'unhide')).toHaveProperty('refused');
    expect(moderationStep('published', 'unhide')).toHaveProperty('refused');
  });

  it('hiding drops what shoppers were shown, once', () => {
    expect(moderationStep('new', 'hide')).toEqual({ state: 'hidden', cacheWrite: 'review-hidden', changes: true });
    expect(moderationStep('published', 'hide')).toEqual({ state: 'hidden', cacheWrite: 'review-hidden', changes: true });
    expect(moderationStep('hidden', 'hide')).toHaveProperty('refused');
  });

  it('an edit keeps the state and drops kept pages only when shoppers could read the text', () => {
    expect(moderationStep('new', 'edit')).toEqual({ state: 'new', cacheWrite: 'review-edited', changes: true });
    expect(moderationStep('hidden', 'edit')).toEqual({ state: 'hidden', cacheWrite: null, changes: true });
  });

  it('a reason is required, trimmed and at most 500 characters', () => {
    expect(moderationReason('  insulto   al vendedor ')).toBe('insulto al vendedor');
    expect(moderationReason('   ')).toBeNull();
    expect(moderationReason(null)).toBeNull();
    expect(moderationReason('x'.repeat(500))).toHaveLength(500);
    expect(moderationReason('x'.repeat(501))).toBeNull();
  });
});
