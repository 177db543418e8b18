import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import es from '../../../public/i18n/es.json';
import { typePolicies } from '../../app/cache';
import { AccountGuardQuery } from '../account-documents';
import { AddressesPageQuery } from './address-documents';
import { RemoveAddressMutation } from './use-remove-address';
import { SetDefaultAddressMutation } from './use-set-default-address';
import { AddressesPage } from './addresses-page';
import { ToastProvider } from '../../ui/toast/toast-provider';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

const address = (id: string, firstName: string, isDefault: boolean) => ({
  __typename: 'Address' as const,
  id, firstName, lastName: 'Gómez', company: '', country: 'AR', address1: `Calle ${id} 100`, address2: '', city: 'Rosario',
  state: 'Santa Fe', postcode: '2000', email: `${firstName.toLowerCase()}@example.com`, phone: '341 555 0000', default: isDefault,
  ...(firstName === 'Ana'
    ? { documentType: 'CUIT' as const, documentNumber: '20123456786', ivaCondition: 'RESPONSABLE_INSCRIPTO' as const }
    : { documentType: null, documentNumber: '', ivaCondition: null }),
});
const countries = [{ __typename: 'Country', code: 'AR', name: 'Argentina' }];
const guard = (signedIn: boolean) => ({
  request: { query: AccountGuardQuery },
  result: { data: { me: signedIn ? { __typename: 'User', id: 'u1', email: 'ana@example.com' } : null } },
  maxUsageCount: 5,
});
const list = (...addresses: ReturnType<typeof address>[]) => ({ request: { query: AddressesPageQuery }, result: { data: { addresses, countries } } });

function renderPage(mocks: Mocks, at = '/account/addresses') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false }, initAsync: false });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter initialEntries={[at]}>
          <ToastProvider>{children}</ToastProvider>
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>
  );
  return render(
    <Routes>
      <Route path="/account/addresses" element={<AddressesPage />} />
      <Route path="/account/login" element={<p>login page</p>} />
    </Routes>,
    { wrapper: Wrapper },
  );
}

const card = (name: string) => screen.getByRole('heading', { name: `${name} Gómez` }).closest('article') as HTMLElement;

describe('AddressesPage', () => {
  it('marks the default, makes another the default and shows the list the server answers after it', async () => {
    const user = userEvent.setup();
    renderPage([
      guard(true),
      list(address('a1', 'Ana', true), address('a2', 'Beto', false)),
      { request: { query: SetDefaultAddressMutation, variables: { id: 'a2' } }, result: { data: { setDefaultAddress: address('a2', 'Beto', true) } } },
      list(address('a1', 'Ana', false), address('a2', 'Beto', true)),
    ]);
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    expect(within(card('Ana')).getByText('Predeterminada')).toBeTruthy();
    expect(within(card('Ana')).queryByRole('button', { name: /Usar como predeterminada/ })).toBeNull();
    expect(within(card('Beto')).queryByText('Predeterminada')).toBeNull();
    expect(within(card('Ana')).getByText('Argentina')).toBeTruthy();
    // The addressee's document and IVA condition, when given.
    expect(within(card('Ana')).getByText('CUIT 20-12345678-6 · Responsable inscripto')).toBeTruthy();
    expect(card('Beto').querySelector('[data-address-document]')).toBeNull();

    await user.click(within(card('Beto')).getByRole('button', { name: 'Usar como predeterminada (dirección de Beto Gómez)' }));
    await within(card('Ana')).findByRole('button', { name: /Usar como predeterminada/ });
    expect(within(card('Beto')).getByText('Predeterminada')).toBeTruthy();
  });

  it('removes an address and shows the empty state when none is left', async () => {
    const user = userEvent.setup();
    renderPage([
      guard(true),
      list(address('a1', 'Ana', true)),
      { request: { query: RemoveAddressMutation, variables: { id: 'a1' } }, result: { data: { removeAddress: true } } },
      list(),
    ]);
    await screen.findByRole('heading', { name: 'Ana Gómez' });
    const quitar = screen.getByRole('button', { name: 'Quitar (dirección de Ana Gómez)' });
    // Asked first: Cancel keeps it (and has the focus, then gives it back).
    await user.click(quitar);
    let dialog = await screen.findByRole('dialog', { name: '¿Quitar esta dirección?' });
    expect(dialog.textContent).toContain('La dirección de Ana Gómez se borra de tu cuenta');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(quitar);
    expect(screen.getByRole('heading', { name: 'Ana Gómez' })).toBeTruthy();

    await user.click(quitar);
    dialog = await screen.findByRole('dialog', { name: '¿Quitar esta dirección?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, quitar' }));
    await screen.findByText('Todavía no guardaste direcciones.');
    await screen.findByText('Quitamos la dirección de Ana Gómez.');
    const add = screen.getByRole('link', { name: 'Agregar dirección' });
    expect(add.getAttribute('href')).toBe('/account/addresses/new');
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('sends a signed-out visitor to the login page', async () => {
    renderPage([guard(false)]);
    await screen.findByText('login page');
  });
});
