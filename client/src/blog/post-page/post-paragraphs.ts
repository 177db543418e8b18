/** A post's body (plain text, paragraphs separated by blank lines) as its paragraphs, empty ones left out. */
export function postParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((p) => p !== '');
}
