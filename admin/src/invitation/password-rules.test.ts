import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules';

describe('an invitation password', () => {
  it('needs twelve characters, typed twice alike', () => {
    expect(passwordProblem('short', 'short')).toBe('too-short');
    expect(passwordProblem('correct horse battery', 'correct horse batterY')).toBe('mismatch');
    expect(passwordProblem('correct horse battery', 'correct horse battery')).toBeNull();
  });
});
