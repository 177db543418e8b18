import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import es from '../../../public/i18n/es.json';
import { typePolicies } from '../../app/cache';
import { ToastProvider } from '../../ui/toast/toast-provider';
import { SignInMutation } from '../use-sign-in';
import { LoginPageQuery } from './login-documents';
import { LoginPage } from './login-page';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

const page = (demoMode: boolean) => ({
  request: { query: LoginPageQuery },
  result: {
    data: {
      shop: { __typename: 'Shop', demoMode },
      demoAccount: demoMode ? { __typename: 'DemoAccount', email: 'demo@shop.test', password: 'demo-pass' } : null,
    },
  },
  maxUsageCount: 5,
});

const signIn = (password: string, answer: object) => ({
  request: { query: SignInMutation, variables: { email: 'ana@example.com', password } },
  result: answer,
});

function renderLogin(mocks: Mocks) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false }, initAsync: false });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <ToastProvider>
          <MemoryRouter initialEntries={['/account/login?back=%2Faccount%2Forders']}>{children}</MemoryRouter>
        </ToastProvider>
      </MockedProvider>
    </I18nextProvider>
  );
  return render(
    <Routes>
      <Route path="/account/login" element={<LoginPage />} />
      <Route path="/account/orders" element={<p>orders page</p>} />
    </Routes>,
    { wrapper: Wrapper },
  );
}

describe('LoginPage', () => {
  it('touches every field on submit and sends nothing while invalid; nothing is prefilled', async () => {
    const user = userEvent.setup();
    const asked = vi.fn();
    renderLogin([page(false), { request: { query: SignInMutation, variables: () => true }, result: () => (asked(), { data: null }) }]);
    const form = screen.getByRole('region', { name: 'Ingresá a tu cuenta' });
    expect((screen.getAllByLabelText(/Correo electrónico/)[0] as HTMLInputElement).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(form.textContent).toContain('Este campo es obligatorio.');
    await user.type(screen.getAllByLabelText(/Correo electrónico/)[0], 'ana');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    expect(form.textContent).toContain('Ingresá un correo electrónico válido.');
    expect(asked).not.toHaveBeenCalled();
    expect(screen.queryByText(/Cuenta de demostración/)).toBeNull();
  });

  it('shows the demo hint in demo mode, the server code as its translation, and after sign-in what came over, back where asked', async () => {
    const user = userEvent.setup();
    renderLogin([
      page(true),
      signIn('wrong', { errors: [{ message: 'AUTH_WRONG_PASSWORD', extensions: { code: 'AUTH_WRONG_PASSWORD' } }] }),
      signIn('right', {
        data: {
          signIn: {
            __typename: 'AuthPayload',
            user: { __typename: 'User', id: 'u1', email: 'ana@example.com', firstName: 'Ana', lastName: 'Gómez', avatar: null },
            merged: {
              __typename: 'MergeSummary',
              cartItems: 2,
              wishlistItems: 0,
              compareItems: 1,
              garageVehicles: 1,
              vehicles: [{ __typename: 'GarageVehicle', id: '10020', year: 2010, make: 'Volkswagen', model: 'Gol', engine: '1.6' }],
            },
          },
        },
      }),
    ]);
    await screen.findByText('Cuenta de demostración: demo@shop.test / demo-pass');
    const email = screen.getAllByLabelText(/Correo electrónico/)[0];
    const password = screen.getAllByLabelText(/^Contraseña/)[0];
    await user.type(email, 'ana@example.com');
    await user.type(password, 'wrong');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByText('El correo o la contraseña no son correctos.');

    await user.clear(password);
    await user.type(password, 'right');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    await screen.findByText('orders page');
    const toast = await screen.findByText(/Sumamos a tu cuenta/);
    expect(toast.textContent).toBe(
      'Ingresaste como ana@example.com. Sumamos a tu cuenta lo que tenías sin ingresar: productos en el carrito: 2; productos para comparar: 1; en tu garaje: 2010 Volkswagen Gol 1.6.',
    );
  });
});
