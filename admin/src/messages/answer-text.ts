/** Why an answer's text cannot be sent, checked as the API checks it (trimmed, counted in characters). */
export type AnswerProblem = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG';

export function answerProblem(text: string, limits: { minLength: number; maxLength: number }): AnswerProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'REQUIRED';
  const length = [...trimmed.replace(/\r\n?/g, '\n')].length;
  if (length < limits.minLength) return 'TOO_SHORT';
  if (length > limits.maxLength) return 'TOO_LONG';
  return null;
}
