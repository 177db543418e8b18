import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useSavePreferences } from '../i18n/use-save-preferences';
import { MoneyFormatProvider } from '../ui/price/money-format';
import { InitialCurrencyContext, rememberCurrencyCookie } from '../ssr/initial-currency';
import { usePageQuery } from '../lib/data/use-page-query';
import { CurrencyRatesQuery } from './currency-documents';
import {
  CURRENCY_STORAGE_KEY, centavosOf, centavosOfRate, centavosToHundredths, chooseCurrency, formatMoney, hundredthsToCentavos, isCurrencyCode, type CurrencyCode, type CurrencyRates,
} from './currencies';

interface CurrencyState {
  currency: CurrencyCode;
  setCurrency: (code: CurrencyCode) => void;
  /** Formats a price in pesos in the chosen currency. */
  format: (amountInPesos: number) => string;
  /**
   * The shop's rate for the chosen currency (centavos for one unit) and its date, while prices show
   * converted (indicative: orders are charged in pesos); null in pesos, or while the rate is unknown.
   */
  conversion: { centavosPerUnit: number; updatedAt: string | null } | null;
  /** A peso amount in the chosen currency (to two decimals); the amount itself in pesos. */
  toShown: (amountInPesos: number) => number;
  /** An amount in the chosen currency back in pesos (to the centavo); the amount itself in pesos. */
  toPesos: (amountShown: number) => number;
}

type RatesAnswer = { shop: { currencies: { code: string; pesosPerUnit?: string | null; updatedAt?: string | null }[] } } | undefined;

/** The rates of an answer of CurrencyRatesQuery, in centavos per unit, with their dates. */
function ratesOf(data: RatesAnswer): { rates: CurrencyRates; dates: Partial<Record<CurrencyCode, string>> } {
  const rates: CurrencyRates = {};
  const dates: Partial<Record<CurrencyCode, string>> = {};
  for (const c of data?.shop.currencies ?? []) {
    const centavos = c.pesosPerUnit ? centavosOfRate(c.pesosPerUnit) : null;
    if (!isCurrencyCode(c.code) || c.code === 'ARS' || centavos === null) continue;
    rates[c.code] = centavos;
    if (c.updatedAt) dates[c.code] = c.updatedAt;
  }
  return { rates, dates };
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
  // The rates are asked only once prices show in another currency: pages in pesos carry none.
  const { data } = usePageQuery(CurrencyRatesQuery, { skip: currency === 'ARS' });
  const { rates, dates } = useMemo(() => ratesOf(data), [data]);
  const rate = currency === 'ARS' ? undefined : rates[currency];
  const language = i18n.language;
  const format = useCallback((amount: number) => formatMoney(amount, currency, language, rates), [currency, language, rates]);
  const value = useMemo<CurrencyState>(() => {
    const conversion = rate ? { centavosPerUnit: rate, updatedAt: dates[currency] ?? null } : null;
    return {
      currency,
      setCurrency,
      format,
      conversion,
      toShown: (pesos) => (rate ? centavosToHundredths(centavosOf(pesos), rate) / 100 : pesos),
      toPesos: (shown) => (rate ? hundredthsToCentavos(centavosOf(shown), rate) / 100 : shown),
    };
  }, [currency, setCurrency, format, rate, dates]);
  return (
    <CurrencyContext.Provider value={value}>
      <MoneyFormatProvider formatMoney={format}>{children}</MoneyFormatProvider>
    </CurrencyContext.Provider>
  );
}

/** The shopper's currency, or null where no CurrencyProvider is above (a component shown alone). */
export function useCurrencyIfAny(): CurrencyState | null {
  return useContext(CurrencyContext);
}

export function useCurrency(): CurrencyState {
  const state = useContext(CurrencyContext);
  if (!state) throw new Error('useCurrency needs a CurrencyProvider above it');
  return state;
}
