import { InMemoryCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import es from '../../../public/i18n/es.json';
import { typePolicies } from '../../app/cache';
import { CatalogNotice, CatalogStatusQuery } from './catalog-notice';

/** Shows when the status has arrived, so that the notice's absence is read after the answer. */
function Answered() {
  const { data } = useQuery(CatalogStatusQuery);
  return data ? <output>answered</output> : null;
}

function renderNotice(available: boolean) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false }, initAsync: false });
  const status = { __typename: 'CatalogStatus' as const, available, reason: available ? null : 'PROVIDER_REFUSED' };
  const mocks = [{ request: { query: CatalogStatusQuery }, result: { data: { catalogStatus: status } } }];
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
        {children}
      </MockedProvider>
    </I18nextProvider>
  );
  return render(
    <>
      <CatalogNotice />
      <Answered />
    </>,
    { wrapper: Wrapper },
  );
}

describe('CatalogNotice', () => {
  it('warns that the parts catalogue is unavailable while the provider refuses the shop', async () => {
    renderNotice(false);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('El catálogo de repuestos no está disponible por ahora');
    expect(alert.textContent).toContain('tu carrito y tus pedidos siguen funcionando');
  });

  it('says nothing while the catalogue is available', async () => {
    renderNotice(true);
    await screen.findByText('answered');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
