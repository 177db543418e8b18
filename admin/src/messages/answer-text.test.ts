import { describe, expect, it } from 'vitest';
import { answerProblem } from './answer-text';

const limits = { minLength: 2, maxLength: 10 };

describe('answerProblem', () => {
  it('refuses blank, too short and too long texts, counting characters after trimming', () => {
    expect(answerProblem(' \n\t', limits)).toBe('REQUIRED');
    expect(answerProblem(' k ', limits)).toBe('TOO_SHORT');
    expect(answerProblem('ñ'.repeat(10), limits)).toBeNull();
    expect(answerProblem('ñ'.repeat(11), limits)).toBe('TOO_LONG');
    expect(answerProblem('  Hola  ', limits)).toBeNull();
  });
});
