import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import es from '../../../public/i18n/es.json';

/** The address the router is at, shown for assertions. */
function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a listing piece in Spanish on a route, with the current address in `data-testid="where"`. */
export function renderListing(ui: ReactElement, url = '/shop/category/products'): RenderResult {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'es', resources: { es: { translation: es } }, interpolation: { escapeValue: false }, initAsync: false });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {children}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
