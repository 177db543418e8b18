import { InMemoryCache } from '@apollo/client';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import es from '../../../public/i18n/es.json';
import { typePolicies } from '../../app/cache';
import { DevicesSection, DevicesSectionDocument, SignOutDeviceMutation, SignOutOtherDevicesMutation } from './devices-section';

type Mocks = NonNullable<MockedProviderProps['mocks']>;

const device = (id: string, kind: 'APP' | 'BROWSER', name: string, current = false) => ({
  __typename: 'SignedInDevice' as const,
  id, kind, name, current, signedInAt: '2026-11-20T13:00:00.000Z', lastActiveAt: '2026-11-25T13:00:00.000Z',
});
const list = (...devices: ReturnType<typeof device>[]) => ({ request: { query: DevicesSectionDocument }, result: { data: { devices } } });

function renderSection(mocks: Mocks) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false }, initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        <DevicesSection />
      </MockedProvider>
    </I18nextProvider>,
  );
}

const here = device('d1', 'BROWSER', 'Firefox 128 · Linux', true);
const till = device('d2', 'APP', 'Taller Gómez: caja 1');
const phone = device('d3', 'BROWSER', 'Safari 17 · iOS');

describe('DevicesSection', () => {
  it('lists the browsers and apps, this one marked and without a sign-out button; signs one out and says so', async () => {
    const user = userEvent.setup();
    renderSection([
      list(here, till, phone),
      { request: { query: SignOutDeviceMutation, variables: { id: 'd2' } }, result: { data: { signOutDevice: true } } },
      list(here, phone),
    ]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Firefox 128 · LinuxNavegadorEste dispositivo'),
      expect.stringContaining('Taller Gómez: caja 1Aplicación'),
      expect.stringContaining('Safari 17 · iOSNavegador'),
    ]);
    expect(within(items[0]).queryByRole('button')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión en Taller Gómez: caja 1' }));
    expect(await screen.findByText('Se cerró la sesión en Taller Gómez: caja 1.')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(document.activeElement?.id).toBe('devices-heading');
  });

  it('signs out every other device at once', async () => {
    const user = userEvent.setup();
    renderSection([list(here, till, phone), { request: { query: SignOutOtherDevicesMutation }, result: { data: { signOutOtherDevices: 2 } } }, list(here)]);
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión en todos los demás' }));
    expect(await screen.findByText('Se cerró la sesión en todos los demás dispositivos.')).toBeTruthy();
    expect(screen.getByText('Tu cuenta no está abierta en ningún otro dispositivo.')).toBeTruthy();
  });
});
