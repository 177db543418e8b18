import { describe, expect, it } from 'vitest';
import { validateReview } from './validate';

const ok = { productId: 'bujia-ngk-bkr6e', rating: 4, author: '  Ana  López ', content: '  Muy buena bujía, la recomiendo.  ' };

describe('review validation', () => {
  it('trims and keeps text as typed', () => {
    const v = validateReview({ ...ok, content: '<b>Excelente</b> & barata' });
    expect(v.author).toBe('Ana López');
    expect(v.content).toBe('<b>Excelente</b> & barata');
    expect(v.email).toBeNull();
  });

  it('names the field at fault', () => {
    const field = (input: Partial<typeof ok> & { email?: string }) => {
      try {
        validateReview({ ...ok, ...input });
        return null;
      } catch (err) {
        return (err as { extensions: { field: string } }).extensions.field;
      }
    };
    expect(field({ rating: 0 })).toBe('rating');
    expect(field({ rating: 6 })).toBe('rating');
    expect(field({ rating: 2.5 })).toBe('rating');
    expect(field({ author: ' a ' })).toBe('author');
    expect(field({ content: 'corto' })).toBe('content');
    expect(field({ content: 'x'.repeat(2001) })).toBe('content');
    expect(field({ email: 'sin-arroba' })).toBe('email');
    expect(field({ email: 'ana@example.com' })).toBeNull();
  });
});
