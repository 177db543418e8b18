import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FrameShopperQuery } from '../frame-queries';
import { renderFrame } from '../test-frame';
import { RemoveCartItemMutation } from '../../cart/use-remove-cart-item';
import { CartMenu } from './mini-cart';

const emptyCart = { __typename: 'Cart' as const, quantity: 0, subtotal: 0, total: 0, totals: [], items: [] };
const cart = {
  __typename: 'Cart' as const,
  quantity: 2,
  subtotal: 2000,
  total: 2000,
  // No shipping before a postal code is quoted.
  totals: [{ __typename: 'CartTotal' as const, title: 'TAX', price: 347.11, type: 'TAX' as const }],
  items: [
    {
      __typename: 'CartItem' as const,
      id: 'line-1',
      quantity: 2,
      price: 1000,
      total: 2000,
      options: [{ __typename: 'CartItemOption' as const, name: 'Lado', value: 'Izquierdo' }],
      product: { __typename: 'Product' as const, id: 'amortiguador', slug: 'amortiguador', name: 'Amortiguador Monroe', images: [] },
    },
  ],
};

const shopper = {
  request: { query: FrameShopperQuery },
  result: { data: { me: null, cart, wishlist: { __typename: 'Wishlist', count: 0 }, garage: { __typename: 'Garage', vehicles: [], currentVehicle: null } } },
};
const remove = { request: { query: RemoveCartItemMutation, variables: { itemId: 'line-1' } }, result: { data: { removeCartItem: emptyCart } } };

describe('CartMenu', () => {
  it('shows the lines with their options, the totals and both buttons, and empties from the mutation answer', async () => {
    const user = userEvent.setup();
    renderFrame(<CartMenu />, { mocks: [shopper, remove] });
    const trigger = await screen.findByRole('button', { name: /^Carrito 2 AR\$/ });
    await user.click(trigger);
    const panel = screen.getByRole('region', { name: 'Carrito' });
    // The panel's lines come with their own code, loaded on the first opening.
    expect((await within(panel).findByRole('link', { name: 'Amortiguador Monroe' })).getAttribute('href')).toBe('/shop/products/amortiguador');
    expect(within(panel).getByText('Lado: Izquierdo')).toBeTruthy();
    const rows = within(panel)
      .getAllByRole('row')
      .map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(rows).toEqual(['SubtotalAR$ 2.000,00', 'IVA incluidoAR$ 347,11', 'TotalAR$ 2.000,00']);
    expect(within(panel).getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/shop/cart');
    expect(within(panel).getByRole('link', { name: 'Finalizar compra' }).getAttribute('href')).toBe('/shop/checkout');

    await user.click(within(panel).getByRole('button', { name: 'Quitar «Amortiguador Monroe»' }));
    expect(await within(panel).findByText('Tu carrito está vacío.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Carrito 0 AR\$/ })).toBeTruthy();
  });
});
