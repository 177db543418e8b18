import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import es from '../../../public/i18n/es.json';
import { typePolicies } from '../../app/cache';
import { AddToCartMutation } from '../../cart/use-add-to-cart';
import { makeFragmentData } from '../../gql';
import type { ProductPurchase_ProductFragment } from '../../gql/graphql';
import { ToastProvider } from '../../ui/toast/toast-provider';
import { ProductPurchase, ProductPurchaseFragment } from './product-purchase';

const product: ProductPurchase_ProductFragment = {
  __typename: 'Product',
  id: 'amortiguador-monroe-g7406',
  slug: 'amortiguador-monroe-g7406',
  name: 'Amortiguador Monroe',
  stock: 'IN_STOCK',
  purchasable: true,
  options: [
    {
      __typename: 'ProductOption',
      type: 'DEFAULT',
      slug: 'lado',
      name: 'Lado',
      values: [
        { __typename: 'ProductOptionValue', slug: 'izquierdo', name: 'Izquierdo', color: null },
        { __typename: 'ProductOptionValue', slug: 'derecho', name: 'Derecho', color: null },
      ],
    },
  ],
};

const cart = {
  __typename: 'Cart' as const,
  quantity: 2,
  subtotal: 177800,
  total: 213385,
  totals: [],
  items: [
    {
      __typename: 'CartItem' as const,
      id: 'line-1',
      quantity: 2,
      price: 88900,
      total: 177800,
      options: [{ __typename: 'CartItemOption' as const, name: 'Lado', value: 'Derecho' }],
      product: { __typename: 'Product' as const, id: product.id, slug: product.slug, name: product.name, images: [] },
    },
  ],
};

function renderPurchase(p: ProductPurchase_ProductFragment, mocks: MockedProviderProps['mocks'] = []) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false }, initAsync: false });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter>
          <ToastProvider>{children}</ToastProvider>
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>
  );
  return render(<ProductPurchase product={makeFragmentData(p, ProductPurchaseFragment)} />, { wrapper: Wrapper });
}

const addButton = () => screen.getByRole('button', { name: 'Agregar al carrito' });

describe('ProductPurchase', () => {
  it('refuses to add until every option is chosen, marking the missing one', async () => {
    const user = userEvent.setup();
    renderPurchase(product);
    await user.click(addButton());
    expect(screen.getByRole('alert').textContent).toBe(es.ERROR_ADD_TO_CART_OPTIONS);
    expect(screen.getByRole('group', { name: 'Lado' }).getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Izquierdo' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds the chosen option and quantity once, however often the button is pressed meanwhile', async () => {
    const user = userEvent.setup();
    const add = {
      request: { query: AddToCartMutation, variables: { productId: product.id, quantity: 2, options: [{ name: 'Lado', value: 'Derecho' }] } },
      result: { data: { addToCart: cart } },
      delay: 50,
    };
    renderPurchase(product, [add]);
    await user.click(screen.getByRole('radio', { name: 'Derecho' }));
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    expect((screen.getByRole('spinbutton') as HTMLInputElement).value).toBe('2');
    // Two presses in one go: the second comes while the first add is in flight.
    fireEvent.click(addButton());
    fireEvent.click(addButton());
    expect(await screen.findByText('«Amortiguador Monroe» se agregó al carrito.')).toBeTruthy();
    expect(screen.queryByText(es.ERROR_API_UNKNOWN)).toBeNull();
    expect(screen.getAllByText('«Amortiguador Monroe» se agregó al carrito.')).toHaveLength(1);
  });

  it('says ERROR_ADD_TO_CART_QUANTITY for a cleared or zero quantity, adds nothing, and takes the shopper to the field', async () => {
    const user = userEvent.setup();
    const asked: number[] = [];
    const add = {
      request: { query: AddToCartMutation, variables: { productId: product.id, quantity: 3, options: [] } },
      result: () => (asked.push(3), { data: { addToCart: cart } }),
    };
    renderPurchase({ ...product, options: [] }, [add]);
    const quantity = screen.getByRole('spinbutton') as HTMLInputElement;
    for (const typed of ['', '0']) {
      await user.clear(quantity);
      if (typed) await user.type(quantity, typed);
      await user.click(addButton());
      expect(screen.getByRole('alert').textContent).toBe(es.ERROR_ADD_TO_CART_QUANTITY);
      expect(quantity.getAttribute('aria-invalid')).toBe('true');
      expect(quantity.value).toBe(typed);
      expect(document.activeElement).toBe(quantity);
    }
    expect(asked).toEqual([]);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(addButton());
    expect(await screen.findByText('«Amortiguador Monroe» se agregó al carrito.')).toBeTruthy();
    expect(asked).toEqual([3]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the quantity at 1 or more and cannot add a product out of stock', async () => {
    const user = userEvent.setup();
    renderPurchase({ ...product, options: [], stock: 'OUT_OF_STOCK' });
    const quantity = screen.getByRole('spinbutton') as HTMLInputElement;
    await user.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
    expect(quantity.value).toBe('1');
    expect((addButton() as HTMLButtonElement).disabled).toBe(true);
  });
});
