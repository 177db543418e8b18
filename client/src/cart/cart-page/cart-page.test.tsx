import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartShippingQuoteQuery } from '../../shipping/shipping-documents';
import { CurrentVehicleQuery } from '../../garage/use-current-vehicle';
import { renderShopPage } from '../../test/render-shop-page';
import { UpdateCartItemMutation } from '../use-update-cart-item';
import { CartPageQuery } from './cart-documents';
import { CartPage } from './cart-page';

const product = (slug: string, name: string, fitStatus: 'FITS' | 'DOES_NOT_FIT' | null) => ({
  __typename: 'Product' as const,
  id: slug,
  slug,
  name,
  images: [],
  fitStatus,
});

// No shipping row: shipping is quoted by postal code below the totals and charged at checkout.
const totals = (subtotal: number) => [
  { __typename: 'CartTotal' as const, title: 'TAX', price: Math.round((subtotal * 2100) / 121) / 100, type: 'TAX' as const },
];

const cart = (quantity: number) => ({
  __typename: 'Cart' as const,
  quantity: quantity + 1,
  subtotal: 1000 * quantity + 500,
  total: 1000 * quantity + 500,
  totals: totals(1000 * quantity + 500),
  items: [
    {
      __typename: 'CartItem' as const,
      id: 'line-disc',
      quantity,
      price: 1000,
      total: 1000 * quantity,
      options: [{ __typename: 'CartItemOption' as const, name: 'Lado', value: 'Izquierdo' }],
      product: product('disco', 'Disco de freno Brembo', 'DOES_NOT_FIT'),
    },
    {
      __typename: 'CartItem' as const,
      id: 'line-filter',
      quantity: 1,
      price: 500,
      total: 500,
      options: [],
      product: product('filtro', 'Filtro de aceite Fram', 'FITS'),
    },
  ],
});

const vehicle = { __typename: 'GarageVehicle' as const, id: '10879', year: 2000, make: 'Toyota', model: 'Hilux', engine: '2.0' };

const option = (carrier: string, carrierName: string, service: string, mode: 'HOME' | 'BRANCH' | 'PICKUP', price: number, days: [number, number], dates: [string, string]) => ({
  __typename: 'ShippingOption' as const,
  quoteId: `${carrier}-${mode}`,
  carrier,
  carrierName,
  service,
  mode,
  price,
  priceCentavos: Math.round(price * 100),
  deliveryDaysMin: days[0],
  deliveryDaysMax: days[1],
  arrivesFrom: dates[0],
  arrivesBy: dates[1],
});

const cordoba = {
  __typename: 'ShippingQuote' as const,
  postcode: '5000',
  code: '5000',
  province: 'Córdoba',
  locality: 'Córdoba',
  fallback: false,
  cheapest: option('correo-argentino', 'Correo Argentino', 'Correo Argentino Clásico', 'BRANCH', 12324, [3, 5], ['2026-12-03', '2026-12-07']),
  options: [
    option('correo-argentino', 'Correo Argentino', 'Correo Argentino Clásico', 'BRANCH', 12324, [3, 5], ['2026-12-03', '2026-12-07']),
    option('andreani', 'Andreani', 'Estándar a domicilio', 'HOME', 18584, [2, 4], ['2026-12-02', '2026-12-04']),
    option('shop', 'Retiro en el local', 'Retiro en el local', 'PICKUP', 0, [1, 1], ['2026-12-01', '2026-12-01']),
  ],
};

describe('CartPage', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows each line with options, fit and totals, warns about the line that does not fit, and saves a new quantity', async () => {
    const user = userEvent.setup();
    const updated = cart(2);
    let saved = 0;
    renderShopPage(<CartPage />, {
      mocks: [
        { request: { query: CartPageQuery }, result: { data: { cart: cart(1) } } },
        { request: { query: CurrentVehicleQuery }, result: { data: { garage: { __typename: 'Garage', currentVehicle: vehicle } } } },
        {
          request: { query: UpdateCartItemMutation, variables: { itemId: 'line-disc', quantity: 2 } },
          result: () => {
            saved += 1;
            return { data: { updateCartItem: updated } };
          },
        },
      ],
    });

    const disc = (await screen.findByRole('link', { name: 'Disco de freno Brembo' })).closest('li') as HTMLElement;
    expect(within(disc).getByText('Lado: Izquierdo')).toBeTruthy();
    await waitFor(() => expect(disc.querySelector('[data-fit]')?.textContent).toBe('No es compatible con 2000 Toyota Hilux 2.0'));
    const filter = screen.getByRole('link', { name: 'Filtro de aceite Fram' }).closest('li') as HTMLElement;
    expect(filter.querySelector('[data-fit]')?.textContent).toBe('Compatible con 2000 Toyota Hilux 2.0');

    const warning = screen.getByRole('alert');
    expect(within(warning).getByText('Hay repuestos que no son compatibles con tu vehículo')).toBeTruthy();
    expect(within(warning).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Disco de freno Brembo']);

    const rows = () => screen.getAllByRole('row').map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(rows()).toEqual(['SubtotalAR$ 1.500,00', 'IVA incluidoAR$ 260,33', 'TotalAR$ 1.500,00']);
    expect(screen.getByRole('link', { name: 'Ir a pagar' }).getAttribute('href')).toBe('/shop/checkout');

    await user.click(within(disc).getByRole('button', { name: 'Aumentar cantidad' }));
    // The new figures show at once (computed like the server's), and stay with the server's answer.
    expect(within(disc).getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('2');
    expect(rows()).toEqual(['SubtotalAR$ 2.500,00', 'IVA incluidoAR$ 433,88', 'TotalAR$ 2.500,00']);
    await waitFor(() => expect(saved).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(within(disc).getByRole('spinbutton').getAttribute('aria-valuenow')).toBe('2');
    expect(rows()).toEqual(['SubtotalAR$ 2.500,00', 'IVA incluidoAR$ 433,88', 'TotalAR$ 2.500,00']);
  });

  it('quotes shipping to a postal code the shopper writes, and says an unknown one clearly', async () => {
    const user = userEvent.setup();
    renderShopPage(<CartPage />, {
      mocks: [
        { request: { query: CartPageQuery }, result: { data: { cart: cart(1) } } },
        { request: { query: CurrentVehicleQuery }, result: { data: { garage: { __typename: 'Garage', currentVehicle: null } } } },
        { request: { query: CartShippingQuoteQuery, variables: { postcode: '0999' } }, result: { errors: [new GraphQLError('SHIPPING_POSTCODE_UNKNOWN', { extensions: { code: 'SHIPPING_POSTCODE_UNKNOWN' } })] } },
        { request: { query: CartShippingQuoteQuery, variables: { postcode: '5000' } }, result: { data: { shippingQuote: cordoba } } },
      ],
    });
    const estimator = (await screen.findByRole('region', { name: 'Calculá el envío' })) as HTMLElement;
    const field = within(estimator).getByLabelText('Código postal');
    await user.type(field, '0999');
    await user.click(within(estimator).getByRole('button', { name: 'Calcular' }));
    expect(await within(estimator).findByText(/No encontramos ese código postal/)).toBeTruthy();
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(within(estimator).getByRole('button', { name: 'Calcular' }));
    const sentence = await within(estimator).findByText(/^Envío a 5000/);
    expect(sentence.textContent?.replace(/[\u2066\u2069]/g, '').replace(/\s+/g, ' ')).toBe('Envío a 5000: desde AR$ 12.324,00, llega entre el 3 de diciembre y el 7 de diciembre');
    await user.click(within(estimator).getByText('Ver las 3 opciones de envío'));
    const options = within(estimator).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '));
    expect(options).toEqual([
      'Correo Argentino ClásicoRetiro en sucursal del correoLlega entre el 3 de diciembre y el 7 de diciembreAR$ 12.324,00',
      'Andreani · Estándar a domicilioA domicilioLlega entre el 2 de diciembre y el 4 de diciembreAR$ 18.584,00',
      'Retiro en el localRetiro en nuestro localPara retirar desde el 1 de diciembreGratis',
    ]);
    // No shipping is added to the cart's total: it is charged at checkout, as chosen there.
    expect(screen.getAllByRole('row').map((row) => row.textContent?.replace(/\s+/g, ' ')).at(-1)).toBe('TotalAR$ 1.500,00');
  });

  it('shows the empty state with a way back to the shop', async () => {
    renderShopPage(<CartPage />, {
      mocks: [
        { request: { query: CartPageQuery }, result: { data: { cart: { __typename: 'Cart', quantity: 0, subtotal: 0, total: 0, totals: [], items: [] } } } },
        { request: { query: CurrentVehicleQuery }, result: { data: { garage: { __typename: 'Garage', currentVehicle: null } } } },
      ],
    });
    expect(await screen.findByText('Tu carrito está vacío.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Seguir comprando' }).getAttribute('href')).toBe('/shop/category/products');
  });
});
