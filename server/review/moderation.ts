import type { WriteKindName } from '../cache/policy';

/** Where a review is in moderation (`catalog_reviews.state`). */
export type ReviewState = 'new' | 'published' | 'hidden';
export type ModerationAction = 'publish' | 'hide' | 'unhide' | 'edit';

export interface ModerationStep {
  /** The state after the action. */
  state: ReviewState;
  /** The cache policy's write kind when shoppers see something move; null when they see nothing new. */
  cacheWrite: WriteKindName | null;
  /** False when the review is already where the action leads (nothing is written, nothing audited). */
  changes: boolean;
}

/** What an action does to a review in `state`, or the refusal's reason when it may not. */
export function moderationStep(state: ReviewState, action: ModerationAction): ModerationStep | { refused: string } {
  switch (action) {
    case 'publish':
      // New and published reviews are both shown: publishing marks it read, shoppers see no change.
      if (state === 'hidden') return { refused: 'The review is hidden: show it again instead.' };
      return { state: 'published', cacheWrite: null, changes: state === 'new' };
    case 'hide':
      if (state === 'hidden') return { refused: 'The review is hidden already.' };
      return { state: 'hidden', cacheWrite: 'review-hidden', changes: true };
    case 'unhide':
      if (state !== 'hidden') return { refused: 'Only a hidden review can be shown again.' };
      return { state: 'published', cacheWrite: 'review-shown', changes: true };
    case 'edit':
      // A hidden review's text is seen by no shopper: it is corrected without dropping anything kept.
      return { state, cacheWrite: state === 'hidden' ? null : 'review-edited', changes: true };
  }
}

/** The longest reason kept with a moderation (the audit log and, when hidden, the review). */
export const MAX_MODERATION_REASON = 500;

/** A moderator's reason, trimmed; null when it is empty or too long. */
export function moderationReason(reason: string | null | undefined): string | null {
  const text = (reason ?? '').replace(/\s+/g, ' ').trim();
  return text.length >= 1 && text.length <= MAX_MODERATION_REASON ? text : null;
}
