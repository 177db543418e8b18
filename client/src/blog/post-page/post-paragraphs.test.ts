import { describe, expect, it } from 'vitest';
import { postParagraphs } from './post-paragraphs';

describe('postParagraphs', () => {
  it('splits at blank lines, joins wrapped lines and drops empty paragraphs', () => {
    expect(postParagraphs('Uno.\n\nDos,\ncontinúa.\r\n\r\n\n\n  Tres.  \n\n')).toEqual(['Uno.', 'Dos, continúa.', 'Tres.']);
    expect(postParagraphs('')).toEqual([]);
  });
});
