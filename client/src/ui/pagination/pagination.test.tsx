import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi, es } from '../test-utils';
import { Pagination } from './pagination';
import { pageRange } from './page-range';

describe('pageRange', () => {
  it('shows few pages whole and otherwise keeps first, last and neighbours in seven slots', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageRange(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageRange(7, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    expect(pageRange(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
    for (let page = 1; page <= 30; page += 1) expect(pageRange(page, 30)).toHaveLength(7);
  });
});

describe('Pagination', () => {
  it('marks the current page and moves with previous, next and page buttons', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderUi(<Pagination page={1} pages={3} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Página 1' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: es('BUTTON_PAGE_PREVIOUS') }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: es('BUTTON_PAGE_NEXT') }));
    await user.click(screen.getByRole('button', { name: 'Página 3' }));
    await user.click(screen.getByRole('button', { name: 'Página 1' }));
    expect(onChange.mock.calls.map(([p]) => p)).toEqual([2, 3]);
  });

  it('renders links when given an address per page', () => {
    renderUi(<Pagination page={2} pages={3} getHref={(p) => `/shop/category/products?page=${p}`} />);
    expect(screen.getByRole('link', { name: 'Página 3' }).getAttribute('href')).toBe('/shop/category/products?page=3');
    expect(screen.getByRole('link', { name: es('BUTTON_PAGE_PREVIOUS') }).getAttribute('href')).toBe('/shop/category/products?page=1');
  });

  it('renders nothing for a single page', () => {
    const { container } = renderUi(<Pagination page={1} pages={1} />);
    expect(container.innerHTML).toBe('');
  });
});
