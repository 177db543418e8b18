import { pesosText } from '../../client/src/currency/currencies';
import type { Db } from '../db';
import type { Currency } from '../generated/graphql';
import { currentRates } from './currency-rates';
import { CURRENCIES } from './info';

/** The shop's currencies with their rates (pesos for one unit, exact) and the date each was set. */
export async function currencyList(db: Db): Promise<Currency[]> {
  const { entries } = await currentRates(db);
  return CURRENCIES.map((c) => {
    if (c.code === 'ARS') return { ...c, pesosPerUnit: '1.00', rate: 1, updatedAt: null };
    const entry = entries.find((e) => e.code === c.code);
    if (!entry) return { ...c, pesosPerUnit: null, rate: null, updatedAt: null };
    return { ...c, pesosPerUnit: pesosText(entry.centavosPerUnit), rate: 100 / entry.centavosPerUnit, updatedAt: entry.updatedAt };
  });
}
