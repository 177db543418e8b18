/** A row under an order's lines: shipping, or the IVA the prices include (as the checkout made them). */
export interface TotalRow {
  kind: 'SHIPPING' | 'TAX';
  /** Pesos with centavos, as the API writes amounts (`"25.00"`). */
  amount: string;
}

/** The order's `totals` (JSON kept by the checkout) as rows; anything not understood is left out. */
export function totalRows(totals: unknown): TotalRow[] {
  if (!Array.isArray(totals)) return [];
  const rows: TotalRow[] = [];
  for (const row of totals) {
    if (typeof row !== 'object' || row === null) continue;
    const { type, priceCentavos } = row as { type?: unknown; priceCentavos?: unknown };
    if ((type === 'SHIPPING' || type === 'TAX') && typeof priceCentavos === 'number' && Number.isInteger(priceCentavos)) {
      rows.push({ kind: type, amount: (priceCentavos / 100).toFixed(2) });
    }
  }
  return rows;
}

/** The shop's IVA conditions, as its translation keys name them. */
const IVA_CONDITIONS = ['CONSUMIDOR_FINAL', 'MONOTRIBUTO', 'RESPONSABLE_INSCRIPTO', 'EXENTO'] as const;
export type IvaCondition = (typeof IVA_CONDITIONS)[number];

export function ivaCondition(value: string | null | undefined): IvaCondition | null {
  return (IVA_CONDITIONS as readonly string[]).includes(value ?? '') ? (value as IvaCondition) : null;
}
