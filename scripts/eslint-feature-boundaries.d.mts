import type { Rule } from 'eslint';

/** Top to bottom: a feature may use the ones after it. */
export const LAYERS: string[];
/** Features use each other through index.ts, and only those below them (client/src). */
export const featureBoundaries: Rule.RuleModule;
