import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { renderShopPage } from '../../test/render-shop-page';
import { PlaceOrderMutation } from '../use-checkout';
import { CheckoutAddressesQuery, CheckoutPageQuery } from './checkout-documents';
import { CheckoutPage } from './checkout-page';
import { CartShippingQuoteQuery } from '../../shipping/shipping-documents';

const option = (carrier: string, carrierName: string, service: string, mode: 'HOME' | 'BRANCH' | 'PICKUP', price: number) => ({
  __typename: 'ShippingOption' as const,
  quoteId: `${carrier}-${mode}-signed`,
  carrier,
  carrierName,
  service,
  mode,
  price,
  priceCentavos: Math.round(price * 100),
  deliveryDaysMin: 1,
  deliveryDaysMax: 2,
  arrivesFrom: '2026-12-01',
  arrivesBy: '2026-12-02',
});

/** The options to C1424, as the shop quotes them (asked as the postal code is written). */
const quoteToC1424 = {
  request: { query: CartShippingQuoteQuery, variables: { postcode: 'C1424' } },
  maxUsageCount: 5,
  result: {
    data: {
      shippingQuote: {
        __typename: 'ShippingQuote' as const,
        postcode: 'C1424',
        code: '1424',
        province: 'Ciudad Autónoma de Buenos Aires',
        locality: 'Ciudad Autónoma de Buenos Aires',
        fallback: false,
        cheapest: option('oca', 'OCA', 'e-Pak puerta a puerta', 'HOME', 8450),
        options: [option('oca', 'OCA', 'e-Pak puerta a puerta', 'HOME', 8450), option('shop', 'Retiro en el local', 'Retiro en el local', 'PICKUP', 0)],
      },
    },
  },
};

const line = {
  __typename: 'CartItem' as const,
  id: 'line-1',
  quantity: 2,
  price: 1000,
  total: 2000,
  options: [{ __typename: 'CartItemOption' as const, name: 'Lado', value: 'Izquierdo' }],
  product: { __typename: 'Product' as const, id: 'disco', slug: 'disco', name: 'Disco de freno Brembo', images: [] },
};

function page(items: (typeof line)[]) {
  const subtotal = items.reduce((sum, l) => sum + l.total, 0);
  return {
    me: null,
    cart: {
      __typename: 'Cart' as const,
      quantity: items.length ? 2 : 0,
      subtotal,
      total: subtotal,
      // No shipping before the option is chosen: the summary adds the one chosen.
      totals: items.length ? [{ __typename: 'CartTotal' as const, title: 'TAX', price: subtotal * 0.2, type: 'TAX' as const }] : [],
      items,
    },
    paymentMethods: [
      { __typename: 'PaymentMethodInfo' as const, method: 'CASH_ON_DELIVERY' as const, publicKey: null },
      { __typename: 'PaymentMethodInfo' as const, method: 'BANK_TRANSFER' as const, publicKey: null },
    ],
    countries: [
      { __typename: 'Country' as const, code: 'BR', name: 'Brasil' },
      { __typename: 'Country' as const, code: 'AR', name: 'Argentina' },
    ],
  };
}

describe('CheckoutPage', () => {
  it('shows field messages once touched or changed, and a refusal in place without losing what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: Record<string, unknown> | null = null;
    renderShopPage(<CheckoutPage />, {
      route: '/shop/checkout',
      path: '/shop/checkout',
      mocks: [
        { request: { query: CheckoutPageQuery }, result: { data: page([line]) } },
        quoteToC1424,
        {
          request: {
            query: PlaceOrderMutation,
            variables: (variables: Record<string, unknown>) => {
              sent = variables;
              return true;
            },
          },
          result: { errors: [new GraphQLError('ERROR_FORM_TOO_LONG', { extensions: { code: 'BAD_USER_INPUT', field: 'postcode' } })] },
        },
      ],
    });

    const shipping = await screen.findByRole('region', { name: 'Dirección de envío' });
    expect(within(shipping).queryByText('Este campo es obligatorio.')).toBeNull();
    const country = within(shipping).getByLabelText(/País/) as HTMLSelectElement;
    expect(country.value).toBe('AR');
    expect([...country.options].map((o) => o.value)).toEqual(['AR', 'BR']);

    const email = within(shipping).getByLabelText(/Correo electrónico/);
    await user.type(email, 'martina');
    expect(within(shipping).getByText('Ingresá un correo electrónico válido.').id).toBe(email.getAttribute('aria-describedby'));
    const firstName = within(shipping).getByLabelText(/^Nombre/);
    await user.click(firstName);
    await user.tab();
    expect(firstName.getAttribute('aria-invalid')).toBe('true');

    await user.type(firstName, 'Martina');
    await user.type(within(shipping).getByLabelText(/^Apellido/), 'Gómez');
    await user.type(within(shipping).getByLabelText(/^Calle y número/), 'Av. Rivadavia 5100');
    await user.type(within(shipping).getByLabelText(/^Ciudad/), 'Buenos Aires');
    // In Argentina the province is one of the list, and the postal code must fit it.
    const province = within(shipping).getByLabelText(/^Provincia/) as HTMLSelectElement;
    expect(province.options).toHaveLength(25);
    await user.selectOptions(province, 'Córdoba');
    await user.type(within(shipping).getByLabelText(/^Código postal/), 'C1424');
    expect(within(shipping).getByText('La letra del CPA no es la de la provincia elegida.')).toBeTruthy();
    await user.selectOptions(province, 'Ciudad Autónoma de Buenos Aires');
    await user.type(within(shipping).getByLabelText(/^Teléfono/), '+54 11 5555-0101');
    await user.type(email, '@example.com');
    // The document is asked with the IVA condition, and the invoice type follows it.
    const document = within(shipping).getByLabelText(/^Número de documento/);
    await user.type(document, '30.123.4');
    await user.tab();
    expect(within(shipping).getByText('El DNI tiene 7 u 8 dígitos.')).toBeTruthy();
    await user.type(document, '56');
    await user.selectOptions(within(shipping).getByLabelText(/^Condición frente al IVA/), 'RESPONSABLE_INSCRIPTO');
    expect(within(shipping).getByText('Con esta condición frente al IVA se factura a un CUIT.')).toBeTruthy();
    expect(within(shipping).getByText('Te corresponde factura A.')).toBeTruthy();
    await user.selectOptions(within(shipping).getByLabelText(/^Condición frente al IVA/), 'CONSUMIDOR_FINAL');
    expect(within(shipping).getByText('Te corresponde factura B.')).toBeTruthy();
    expect(screen.getByText('Disco de freno Brembo')).toBeTruthy();
    expect(screen.getByText('Lado: Izquierdo')).toBeTruthy();

    // Terms not accepted and no shipping chosen: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(sent).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Leí y acepto/ }).getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Elegí cómo querés recibir tu pedido.')).toBeTruthy();
    // The options to the address's postal code; the one chosen is added to the order's total.
    await user.click(await screen.findByRole('radio', { name: /OCA · e-Pak puerta a puerta/ }));
    const summary = screen.getByRole('region', { name: 'Tu pedido' });
    expect(within(summary).getAllByRole('row').map((row) => row.textContent?.replace(/\s+/g, ' '))).toEqual([
      'SubtotalAR$ 2.000,00',
      'EnvíoAR$ 8.450,00',
      'IVA incluidoAR$ 400,00',
      'TotalAR$ 10.450,00',
    ]);

    await user.click(screen.getByRole('checkbox', { name: /Leí y acepto/ }));
    await user.click(screen.getByRole('radio', { name: 'Transferencia bancaria' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByText('Código postal: El texto es demasiado largo.')).toBeTruthy();
    const input = (sent as { input: Record<string, unknown> } | null)?.input;
    expect(input).toMatchObject({
      payment: 'BANK_TRANSFER',
      billingSameAsShipping: true,
      shipping: { quoteId: 'oca-HOME-signed', branchId: null },
      shippingAddress: {
        address: {
          firstName: 'Martina',
          email: 'martina@example.com',
          country: 'AR',
          state: 'Ciudad Autónoma de Buenos Aires',
          postcode: 'C1424',
          documentType: 'DNI',
          documentNumber: '30.123.456',
          ivaCondition: 'CONSUMIDOR_FINAL',
        },
      },
    });
    expect(String(input?.idempotencyKey)).toMatch(/^[\w.:-]{8,100}$/);
    expect((within(shipping).getByLabelText(/^Código postal/) as HTMLInputElement).value).toBe('C1424');
  }, 30_000);

  it('offers a signed-in shopper the saved addresses, the default chosen, and leaves for the order with the cart emptied', async () => {
    const user = userEvent.setup({ delay: null });
    let sent = null as { input: Record<string, unknown> } | null;
    const address = (id: string, street: string, isDefault: boolean) => ({
      __typename: 'Address' as const,
      id,
      firstName: 'Martina',
      lastName: 'Gómez',
      company: '',
      country: 'AR',
      address1: street,
      address2: '',
      city: 'Buenos Aires',
      state: 'CABA',
      postcode: 'C1424',
      email: 'martina@example.com',
      phone: '+54 11 5555-0101',
      documentType: 'DNI' as const,
      documentNumber: '30123456',
      ivaCondition: 'CONSUMIDOR_FINAL' as const,
      default: isDefault,
    });
    const { cache } = renderShopPage(<CheckoutPage />, {
      route: '/shop/checkout',
      path: '/shop/checkout',
      mocks: [
        { request: { query: CheckoutPageQuery }, result: { data: { ...page([line]), me: { __typename: 'User', id: 'u1', email: 'martina@example.com' } } } },
        {
          request: { query: CheckoutAddressesQuery },
          result: { data: { addresses: [address('a1', 'Av. Rivadavia 5100', false), address('a2', 'Calle Falsa 123', true)] } },
        },
        quoteToC1424,
        {
          request: {
            query: PlaceOrderMutation,
            variables: (variables: Record<string, unknown>) => {
              sent = variables as { input: Record<string, unknown> };
              return true;
            },
          },
          result: { data: { checkout: { __typename: 'Order', id: 'o1', token: 'tok_abcdefghijklmnopqrstuvwxyz', number: 7, payment: 'CASH_ON_DELIVERY' } } },
        },
      ],
    });
    expect(await screen.findByText('Comprás como martina@example.com.')).toBeTruthy();
    const shipping = screen.getByRole('region', { name: 'Dirección de envío' });
    const saved = await within(shipping).findByRole('radio', { name: /Calle Falsa 123/ });
    expect((saved as HTMLInputElement).checked).toBe(true);
    // A saved address needs no fields.
    expect(within(shipping).queryByLabelText(/^Nombre/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Facturar a la dirección de envío' }));
    const billing = screen.getByRole('region', { name: 'Dirección de facturación' });
    await user.click(within(billing).getByRole('radio', { name: /Av. Rivadavia 5100/ }));
    await user.click(await screen.findByRole('radio', { name: /Retiro en el local/ }));
    await user.click(screen.getByRole('checkbox', { name: /Leí y acepto/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar pedido' }));
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(sent?.input).toMatchObject({
      shippingAddress: { addressId: 'a2' },
      billingAddress: { addressId: 'a1' },
      billingSameAsShipping: false,
      payment: 'CASH_ON_DELIVERY',
      shipping: { quoteId: 'shop-PICKUP-signed', branchId: null },
    });
    await waitFor(() => expect(cache.extract()['Cart:{}']).toMatchObject({ quantity: 0, items: [], total: 0 }));
  });

  it('sends the shopper back to the cart when it is empty', async () => {
    renderShopPage(<CheckoutPage />, {
      route: '/shop/checkout',
      path: '/shop/checkout',
      mocks: [{ request: { query: CheckoutPageQuery }, result: { data: page([]) } }],
    });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
