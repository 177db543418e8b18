import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListToolbar } from './list-toolbar';
import { useListState } from './use-list-state';
import { renderListing } from './test-render';

function Toolbar() {
  const list = useListState();
  return <ListToolbar list={list} figures={{ from: 9, to: 16, total: 24 }} />;
}

describe('ListToolbar', () => {
  it('shows the paging figures and the sort and layout read from the address', () => {
    renderListing(<Toolbar />, '/shop/category/products?sort=price-desc&layout=table&page=2');
    expect(screen.getByText('9–16 de 24')).toBeTruthy();
    expect((screen.getByLabelText('Ordenar por') as HTMLSelectElement).value).toBe('PRICE_DESC');
    expect(screen.getByRole('link', { name: 'Tabla' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Cuadrícula' }).getAttribute('aria-current')).toBeNull();
  });

  it('sorting writes the sort to the address and goes back to page 1, other parameters kept', async () => {
    const user = userEvent.setup();
    renderListing(<Toolbar />, '/shop/category/products?brand=bosch&page=3&lang=en');
    await user.selectOptions(screen.getByLabelText('Ordenar por'), 'PRICE_ASC');
    expect(screen.getByTestId('where').textContent).toBe('/shop/category/products?lang=en&brand=bosch&sort=price-asc');
  });

  it('layout links keep the page and the filters', async () => {
    const user = userEvent.setup();
    renderListing(<Toolbar />, '/shop/category/frenos/products?brand=bosch&page=2');
    expect(screen.getByRole('link', { name: 'Lista' }).getAttribute('href')).toBe('/shop/category/frenos/products?brand=bosch&page=2&layout=list');
    await user.click(screen.getByRole('link', { name: 'Tabla' }));
    expect(screen.getByTestId('where').textContent).toBe('/shop/category/frenos/products?brand=bosch&page=2&layout=table');
    await user.click(screen.getByRole('link', { name: 'Cuadrícula' }));
    expect(screen.getByTestId('where').textContent).toBe('/shop/category/frenos/products?brand=bosch&page=2');
  });
});
