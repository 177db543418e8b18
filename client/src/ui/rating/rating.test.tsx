import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../test-utils';
import { Rating, ratingText, starFills } from './rating';

const fillsShown = () =>
  Array.from(screen.getByRole('img').querySelectorAll<HTMLElement>('[data-fill]')).map((star) => Number(star.dataset.fill));

describe('Rating', () => {
  it('always draws five stars, filled to the value', () => {
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(3)).toEqual([1, 1, 1, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });

  it('fills part of a star for a fractional rating', () => {
    renderUi(<Rating value={3.25} />);
    expect(fillsShown()).toEqual([1, 1, 1, 0.25, 0]);
    const partial = screen.getByRole('img').querySelectorAll<HTMLElement>('[data-fill]')[3];
    expect(partial.style.getPropertyValue('--fill')).toBe('25%');
  });

  it('is labelled with the value in the page language', () => {
    renderUi(<Rating value={4.5} />);
    expect(screen.getByRole('img', { name: 'Calificación: 4,5 de 5' })).toBeTruthy();
  });

  it('labels in English with a dot decimal', () => {
    renderUi(<Rating value={4.5} />, { language: 'en' });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it('writes a rating as Intl writes it with one decimal at most, in each language', () => {
    for (const locale of ['es', 'en', 'ru']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      for (let thousandths = 0; thousandths <= 5000; thousandths += 1) {
        const value = thousandths / 1000;
        expect(ratingText(value, locale), `${locale} ${value}`).toBe(intl.format(value));
      }
    }
  });
});
