import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another when read aloud or copied (no 0/O, 1/I/L, U). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new revocation code, `ARR-` and two groups of four characters (30⁸ ≈ 6.6 × 10¹¹ codes). */
export function newRevocationCode(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `ARR-${group()}-${group()}`;
}

/** Whether `text` has the shape of a revocation code. */
export function isRevocationCode(text: string): boolean {
  return new RegExp(`^ARR-[${ALPHABET}]{4}-[${ALPHABET}]{4}$`).test(text);
}
