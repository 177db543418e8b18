import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSavePreferences } from '../i18n/preferences';
import { MoneyFormatProvider } from '../ui/price/money-format';
import { InitialCurrencyContext, rememberCurrencyCookie } from '../ssr/initial-currency';
import { CURRENCY_STORAGE_KEY, chooseCurrency, formatMoney, type CurrencyCode } from './currencies';

interface CurrencyState {
  currency: CurrencyCode;
  setCurrency: (code: CurrencyCode) => void;
  /** Formats a price in pesos in the chosen currency. */
  format: (amountInPesos: number) => string;
}

const CurrencyContext = createContext<CurrencyState | null>(null);

function readSaved(): string | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage.getItem(CURRENCY_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The shopper's currency: the saved choice (local storage `currency`) or pesos. Every Price below
 * formats in it, so changing it re-renders every price on the page.
 */
export function CurrencyProvider({ children, initial }: { children: ReactNode; initial?: CurrencyCode }) {
  const { i18n } = useTranslation();
  const savePreferences = useSavePreferences();
  // A server-rendered page starts in the currency it was rendered in (so hydration matches).
  const rendered = useContext(InitialCurrencyContext);
  const [currency, setState] = useState<CurrencyCode>(() => initial ?? rendered ?? chooseCurrency(readSaved()));
  useEffect(() => {
    // A choice saved in this browser before the server knew it (no cookie yet) applies after hydration.
    const saved = readSaved();
    if (rendered && saved && chooseCurrency(saved) !== rendered) setState(chooseCurrency(saved));
  }, [rendered]);
  const setCurrency = useCallback((code: CurrencyCode) => {
    setState(code);
    savePreferences({ currency: code });
    try {
      window.localStorage.setItem(CURRENCY_STORAGE_KEY, code);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
    rememberCurrencyCookie(code);
  }, [savePreferences]);
  const language = i18n.language;
  const format = useCallback((amount: number) => formatMoney(amount, currency, language), [currency, language]);
  const value = useMemo(() => ({ currency, setCurrency, format }), [currency, setCurrency, format]);
  return (
    <CurrencyContext.Provider value={value}>
      <MoneyFormatProvider formatMoney={format}>{children}</MoneyFormatProvider>
    </CurrencyContext.Provider>
  );
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider above it');
  return state;
}
