import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi, es } from '../test-utils';
import { Price } from './price';
import { MoneyFormatProvider, type FormatMoney } from './money-format';

const usd: FormatMoney = (amount) => `US$ ${amount.toFixed(2)}`;
const current = (root: HTMLElement) => root.querySelector('[data-price="current"]');
const old = (root: HTMLElement) => root.querySelector('[data-price="old"]');

describe('Price', () => {
  it('shows only the price when there is no higher earlier price', () => {
    const { container } = renderUi(<Price value={120} compareAt={100} formatMoney={usd} />);
    expect(current(container)?.textContent).toBe('US$ 120.00');
    expect(old(container)).toBeNull();
  });

  it('shows the new price and the struck-through old one, each named for screen readers', () => {
    const { container } = renderUi(<Price value={80} compareAt={100} formatMoney={usd} />);
    expect(current(container)?.textContent).toBe(`${es('TEXT_PRICE_CURRENT')} US$ 80.00`);
    const del = old(container);
    expect(del?.tagName).toBe('DEL');
    expect(del?.textContent).toBe(`${es('TEXT_PRICE_OLD')} US$ 100.00`);
  });

  it('formats through the provider unless a formatter is passed', () => {
    const rub: FormatMoney = (amount) => `${Math.round(amount * 64)} ₽`;
    const { container } = renderUi(
      <MoneyFormatProvider formatMoney={rub}>
        <Price value={10} compareAt={20} />
        <Price value={10} formatMoney={usd} />
      </MoneyFormatProvider>,
    );
    const prices = container.querySelectorAll('[data-price="current"]');
    expect(prices[0].textContent).toContain('640 ₽');
    expect(old(container)?.textContent).toContain('1280 ₽');
    expect(prices[1].textContent).toBe('US$ 10.00');
  });

  it('formats Argentine pesos without a provider', () => {
    renderUi(<Price value={1234.5} />);
    expect(screen.getByText(/1\.234,50/)).toBeTruthy();
  });
});
