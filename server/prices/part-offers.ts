import type { Db } from '../db';
import { explainPrice, type PriceExplanation } from '../pricing/explain';
import { priceBookOf } from '../pricing/price-book';
import { IVA_GENERAL_BP, ruleFor } from '../pricing/rules';
import { pricingRules } from './back-office';
import type { CatalogueNumber } from './part-index';
import type { PriceListContext } from './runs';

/** One supplier's offer of a part, its units and why it sells at its price. */
export interface SupplierOffer {
  supplierId: string;
  supplierName: string;
  costCentavos: number;
  currency: string;
  costIncludesIva: boolean;
  importedAt: string;
  stale: boolean;
  stock: { warehouseId: string; warehouseName: string; own: boolean; quantity: number; reserved: number; deliveryDaysMin: number; deliveryDaysMax: number }[];
  explanation: PriceExplanation | null;
  chosen: boolean;
}

export interface PartOffersView {
  partId: string;
  brand: string | null;
  number: string | null;
  categoryKey: string | null;
  priceCentavos: number | null;
  regularCentavos: number | null;
  offers: SupplierOffer[];
}

const MAX_PARTS = 20;

/**
 * Parts by article number (with or without brand) from the provider's articles, or by product id
 * (the shop's own products too), each with every supplier's offer: cost, units per warehouse, the
 * rule, IVA and rounding that make its price (`explainPrice`), and which offer the price book sells by.
 */
export async function findPartOffers(ctx: PriceListContext, query: string): Promise<PartOffersView[]> {
  const text = query.trim().slice(0, 100);
  if (text === '') return [];
  const { db } = ctx;
  const index = await ctx.parts().catch(() => null);
  const found: CatalogueNumber[] = index ? index.search(text, MAX_PARTS) : [];
  const ids = found.map((n) => n.partId);
  // A product id as typed (the shop's own products are not the provider's articles).
  const own = await db.query<{ part_id: string }>('select distinct part_id from offers where part_id = $1', [text]);
  for (const r of own.rows) if (!ids.includes(r.part_id)) ids.push(r.part_id);
  return partOffers(db, ids.slice(0, MAX_PARTS), (id) => index?.numberOf(id) ?? null, ctx.offerMaxAgeDays);
}

async function partOffers(db: Db, ids: string[], numberOf: (id: string) => CatalogueNumber | null, maxAgeDays: number): Promise<PartOffersView[]> {
  if (ids.length === 0) return [];
  const [offers, stock, { rules, iva }] = await Promise.all([
    db.query<{ part_id: string; supplier_id: string; name: string; brand_key: string | null; category_key: string | null; cost: string | number; currency: string; iva: boolean; imported_at: Date | string; stale: boolean }>(
      `select o.part_id, o.supplier_id, s.name, o.brand_key, o.category_key, o.cost_centavos as cost, o.currency, o.cost_includes_iva as iva, o.imported_at,
              o.imported_at < now() - make_interval(days => $2::int) as stale
         from offers o join suppliers s on s.id = o.supplier_id where o.part_id = any($1::text[]) order by o.part_id, s.name`,
      [ids, maxAgeDays],
    ),
    db.query<{ part_id: string; supplier_id: string; warehouse_id: string; name: string; own: boolean; quantity: number; reserved: number; min: number; max: number }>(
      `select l.part_id, w.supplier_id, l.warehouse_id, w.name, w.own, l.quantity, l.reserved, w.delivery_days_min as min, w.delivery_days_max as max
         from stock_levels l join warehouses w on w.id = l.warehouse_id where l.part_id = any($1::text[]) order by w.own desc, w.delivery_days_min, l.warehouse_id`,
      [ids],
    ),
    pricingRules(db),
  ]);
  const book = priceBookOf(db);
  return ids.map((partId) => {
    const sold = book.offerOf(partId);
    const mine = offers.rows.filter((o) => o.part_id === partId);
    const n = numberOf(partId);
    return {
      partId,
      brand: n?.brandName ?? null,
      number: n?.number ?? null,
      categoryKey: n?.categoryKey ?? mine[0]?.category_key ?? null,
      priceCentavos: sold?.priceCentavos ?? null,
      regularCentavos: sold?.regularCentavos ?? null,
      offers: mine.map((o) => {
        const rule = o.currency === 'ARS' ? ruleFor(rules, { supplierId: o.supplier_id, brandKey: o.brand_key, categoryKey: o.category_key }) : null;
        const ivaBp = (o.category_key !== null ? iva.get(o.category_key) : undefined) ?? IVA_GENERAL_BP;
        return {
          supplierId: o.supplier_id,
          supplierName: o.name,
          costCentavos: Number(o.cost),
          currency: o.currency,
          costIncludesIva: o.iva,
          importedAt: new Date(o.imported_at).toISOString(),
          stale: o.stale,
          stock: stock.rows
            .filter((s) => s.part_id === partId && s.supplier_id === o.supplier_id)
            .map((s) => ({ warehouseId: s.warehouse_id, warehouseName: s.name, own: s.own, quantity: Number(s.quantity), reserved: Number(s.reserved), deliveryDaysMin: Number(s.min), deliveryDaysMax: Number(s.max) })),
          explanation: rule ? explainPrice({ costCentavos: Number(o.cost), costIncludesIva: o.iva }, rule, ivaBp) : null,
          chosen: sold?.supplierId === o.supplier_id,
        };
      }),
    };
  });
}
