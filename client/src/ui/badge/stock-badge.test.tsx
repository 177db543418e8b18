import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi, es } from '../test-utils';
import { StockBadge, stockBadgeLook, type StockStatus } from './stock-badge';

describe('StockBadge', () => {
  it.each<[StockStatus, string, string]>([
    ['in-stock', 'success', 'TEXT_STOCK_IN_STOCK'],
    ['out-of-stock', 'failure', 'TEXT_STOCK_OUT_OF_STOCK'],
    ['on-backorder', 'warning', 'TEXT_STOCK_ON_BACKORDER'],
  ])('shows %s as a %s badge with %s', (stock, tone, key) => {
    expect(stockBadgeLook(stock)).toEqual({ tone, textKey: key });
    renderUi(<StockBadge stock={stock} />);
    const badge = screen.getByText(es(key as Parameters<typeof es>[0]));
    expect(badge.getAttribute('data-tone')).toBe(tone);
    expect(badge.getAttribute('data-stock')).toBe(stock);
  });

  it('speaks the active language', () => {
    renderUi(<StockBadge stock="on-backorder" />, { language: 'en' });
    expect(screen.getByText('On backorder')).toBeTruthy();
  });
});
