import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi, es } from '../test-utils';
import { Gallery } from './gallery-page';

const rawKey = /\b(?:TEXT|BUTTON|ERROR)_[A-Z0-9_]+/;

describe('component gallery', () => {
  it('shows every section with translated text only', () => {
    const { container } = renderUi(<Gallery />);
    expect(screen.getByRole('heading', { level: 1, name: es('TEXT_GALLERY_TITLE') })).toBeTruthy();
    for (const key of ['TEXT_GALLERY_BUTTONS', 'TEXT_GALLERY_FORMS', 'TEXT_GALLERY_PRODUCTS', 'TEXT_GALLERY_FEEDBACK'] as const) {
      expect(screen.getByRole('heading', { level: 2, name: es(key) })).toBeTruthy();
    }
    expect(container.textContent ?? '').not.toMatch(rawKey);
    const labels = Array.from(container.querySelectorAll('[aria-label]')).map((el) => el.getAttribute('aria-label') ?? '');
    expect(labels.filter((label) => rawKey.test(label))).toEqual([]);
  });

  it('raises a toast naming the product from a sample button', async () => {
    const user = userEvent.setup();
    renderUi(<Gallery />);
    const feedback = screen.getByRole('heading', { level: 2, name: es('TEXT_GALLERY_FEEDBACK') }).closest('section') as HTMLElement;
    await user.click(within(feedback).getAllByRole('button', { name: es('TEXT_GALLERY_SAMPLE_TOAST') })[0]);
    const region = screen.getByRole('region', { name: es('TEXT_NOTIFICATIONS') });
    expect(region.textContent).toContain(es('TEXT_GALLERY_SAMPLE_PRODUCT_DISC'));
  });
});
