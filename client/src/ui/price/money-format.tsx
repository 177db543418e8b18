import { createContext, useContext, type ReactNode } from 'react';

/** Turns an amount in the shop's base currency into display text in the shopper's currency. */
export type FormatMoney = (amount: number) => string;

/** Used when no provider is above: Argentine pesos, the shop's default currency. */
export const defaultFormatMoney: FormatMoney = (amount) =>
  new Intl.NumberFormat('es-AR', { style: 'currency', currency: 'ARS' }).format(amount);

const MoneyFormatContext = createContext<FormatMoney>(defaultFormatMoney);

/** Supplies the current currency's formatter to every Price below it. */
export function MoneyFormatProvider({ formatMoney, children }: { formatMoney: FormatMoney; children: ReactNode }) {
  return <MoneyFormatContext.Provider value={formatMoney}>{children}</MoneyFormatContext.Provider>;
}

export function useFormatMoney(): FormatMoney {
  return useContext(MoneyFormatContext);
}
