import type { Db, Queryable } from '../db';
import type { StockStatus } from '../generated/graphql';
import { giveWay } from '../prices/give-way';
import { loadParts, type LoadedParts, type OfferRow, type PartsFilter, type StockRow, type WarehouseStock } from './book-parts';
import { IVA_GENERAL_BP, ruleFor, saleAt, sellingPrice, type MarkupRule, type SalePrice } from './rules';

export type { WarehouseStock } from './book-parts';

/** What the shop sells a part for and how it delivers it: the one offer every page reads. */
export interface PartOffer {
  supplierId: string;
  /** Consumer price, IVA included (the sale price while a sale is on). */
  priceCentavos: number;
  /** The regular price while a sale is on ("antes"), else null. */
  regularCentavos: number | null;
  /** The IVA rate the price includes. */
  ivaBp: number;
  /** IN_STOCK with units in the shop's warehouse, ON_BACKORDER with units at the supplier's, else OUT_OF_STOCK. */
  stock: StockStatus;
  /** Units that can be sold now, over the offer's warehouses. */
  available: number;
  /** Delivery days of the warehouse that would deliver (null without units). */
  delivery: { minDays: number; maxDays: number } | null;
  /** Warehouses to take units from, the fastest first. */
  warehouses: WarehouseStock[];
}

export interface PriceBookData {
  offers: OfferRow[];
  stock: StockRow[];
  rules: MarkupRule[];
  ivaRates: Map<string, number>;
  sales: Map<string, SalePrice[]>;
  /** The price list runs being applied (and, negated, undone) when it was read, as JSON (`[]`: none). */
  applying?: string;
}

/** The offers of a catalogue version, priced on first ask. */
export interface PriceBook {
  /** The part's offer, or null when no supplier offers it (no price: "Consultar disponibilidad"). */
  offerOf(partId: string): PartOffer | null;
}

export interface PriceBookOptions {
  offerMaxAgeDays: number;
  now?: () => number;
  /** Parts per statement when the book is read again (`BOOK_PAGE_PARTS`). */
  pageParts?: number;
}

const DAY_MS = 86_400_000;

/**
 * Prices a part from the data: each offer in pesos by its most specific mark-up rule; the offer
 * taken is the cheapest with units (fresh offers only: one older than the maximum age has none),
 * else the cheapest. A sale price in force replaces the price and shows the regular one beside it.
 */
export function priceOf(data: PriceBookData, partId: string, offers: readonly OfferRow[], opts: PriceBookOptions, now: number): PartOffer | null {
  let best: PartOffer | null = null;
  let bestStocked = false;
  for (const offer of offers) {
    if (offer.currency !== 'ARS') continue;
    const rule = ruleFor(data.rules, offer);
    if (!rule) continue;
    const ivaBp = (offer.categoryKey !== null ? data.ivaRates.get(offer.categoryKey) : undefined) ?? IVA_GENERAL_BP;
    const price = sellingPrice(offer, rule, ivaBp);
    const fresh = now - offer.importedAt <= opts.offerMaxAgeDays * DAY_MS;
    const warehouses = fresh
      ? data.stock
          .filter((s) => s.partId === partId && s.supplierId === offer.supplierId && s.free > 0)
          .sort((a, b) => Number(b.own) - Number(a.own) || a.daysMin - b.daysMin || a.warehouseId.localeCompare(b.warehouseId))
      : [];
    const available = warehouses.reduce((n, w) => n + w.free, 0);
    const stocked = available > 0;
    if (best && (bestStocked && !stocked || bestStocked === stocked && best.priceCentavos <= price)) continue;
    const first = warehouses[0];
    best = {
      supplierId: offer.supplierId,
      priceCentavos: price,
      regularCentavos: null,
      ivaBp,
      stock: !first ? 'OUT_OF_STOCK' : first.own ? 'IN_STOCK' : 'ON_BACKORDER',
      available,
      delivery: first ? { minDays: first.daysMin, maxDays: first.daysMax } : null,
      warehouses,
    };
    bestStocked = stocked;
  }
  if (!best) return null;
  const sale = saleAt(data.sales.get(partId) ?? [], now);
  if (sale !== null && sale < best.priceCentavos) return { ...best, regularCentavos: best.priceCentavos, priceCentavos: sale };
  return best;
}

/** A price book over loaded data: offers grouped by part once, each part priced on first ask. */
export function createPriceBook(data: PriceBookData, opts: PriceBookOptions): PriceBook {
  const now = opts.now ?? Date.now;
  const byPart = new Map<string, OfferRow[]>();
  for (const o of data.offers) {
    const list = byPart.get(o.partId);
    if (list) list.push(o);
    else byPart.set(o.partId, [o]);
  }
  const stockByPart = new Map<string, PriceBookData['stock']>();
  for (const s of data.stock) {
    const list = stockByPart.get(s.partId);
    if (list) list.push(s);
    else stockByPart.set(s.partId, [s]);
  }
  // Sale prices start and end on their own: priced parts are forgotten when the next one does.
  const boundaries = [...data.sales.values()].flat().flatMap((s) => [s.startsAt, s.endsAt ?? Infinity]);
  let priced = new Map<string, PartOffer | null>();
  let validUntil = 0;
  const refreshWindow = (t: number) => {
    priced = new Map();
    validUntil = Math.min(Infinity, ...boundaries.filter((b) => b > t));
  };
  refreshWindow(now());
  return {
    offerOf(partId) {
      const t = now();
      if (t >= validUntil) refreshWindow(t);
      let offer = priced.get(partId);
      if (offer === undefined) {
        const offers = byPart.get(partId);
        offer = offers ? priceOf({ ...data, stock: stockByPart.get(partId) ?? [] }, partId, offers, opts, t) : null;
        priced.set(partId, offer);
      }
      return offer;
    },
  };
}

/**
 * Parts per statement when a held price book is read again (after a price list run, a stock change
 * or another gateway's write): on the embedded database, which runs one statement at a time for
 * every connection, one statement for 20,000 parts held shoppers' queries ~150 ms; a page of this
 * many holds it ~10 ms, and their queries run between pages.
 */
export const BOOK_PAGE_PARTS = 1_000;
/** Reads of pages that saw a run claimed or finished, or another write, between them before one statement is read instead. */
const PAGED_TRIES = 3;

/** The first part of each page, in the database's order ('' for the first), from the parts of a book held. */
export function pageStarts(parts: Iterable<string>, pageParts = BOOK_PAGE_PARTS): string[] {
  const sorted = [...new Set(parts)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const starts = [''];
  for (let i = pageParts; i < sorted.length; i += pageParts) starts.push(sorted[i] as string);
  return starts;
}

/**
 * Offers and stock read in pages (of ids, or ranges between `starts`), each page its own statement.
 * The pages are one snapshot when the runs applying and the write serial are the same in every page
 * and after the last: a run's batches do not change what the book shows while it applies or is
 * undone (ADR 0028), its claim and its end change the runs applying, any other write the serial.
 * Otherwise read again; after `PAGED_TRIES`, in one statement.
 */
async function loadPartsPaged(db: Queryable, pages: { filter: PartsFilter; params: unknown[] }[]): Promise<LoadedParts> {
  if (pages.length === 1) return loadParts(db, pages[0]!.filter, pages[0]!.params);
  // Between pages the read gives way to shoppers as an import does (prices/give-way.ts): a whole
  // book read back to back after a price list held every shopper's query for a second.
  const way = giveWay();
  for (let attempt = 0; attempt < PAGED_TRIES; attempt += 1) {
    const read: LoadedParts[] = [];
    for (const page of pages) {
      const started = performance.now();
      read.push(await loadParts(db, page.filter, page.params));
      await way.after(performance.now() - started);
    }
    const first = read[0]!;
    const after = await db.query<{ serial: string | number }>('select serial from catalogue_writes where id = 1');
    const same = read.every((p) => p.applying === first.applying && p.serial === first.serial) && Number(after.rows[0]?.serial ?? 0) === first.serial;
      if (same) return { offers: read.flatMap((p) => p.offers), stock: read.flatMap((p) => p.stock), applying: first.applying, serial: first.serial };
  }
  const all = pages[0]!.filter === 'ids' ? pages.flatMap((p) => p.params[0] as string[]) : null;
  return all ? loadParts(db, 'ids', [all]) : loadParts(db, 'all', []);
}

/** Pages of a whole read, from the parts of the book held (one page when none is held). */
function rangePages(held: PriceBookData | undefined, pageParts = BOOK_PAGE_PARTS): { filter: PartsFilter; params: unknown[] }[] {
  if (!held) return [{ filter: 'all', params: [] }];
  const starts = pageStarts([...held.offers.map((o) => o.partId), ...held.stock.map((s) => s.partId)], pageParts);
  return starts.map((from, i) => ({ filter: 'range', params: [from, starts[i + 1] ?? null] }));
}

/** Pages of some parts' read. */
function idPages(partIds: readonly string[], pageParts = BOOK_PAGE_PARTS): { filter: PartsFilter; params: unknown[] }[] {
  const pages: { filter: PartsFilter; params: unknown[] }[] = [];
  for (let i = 0; i < partIds.length; i += pageParts) pages.push({ filter: 'ids', params: [partIds.slice(i, i + pageParts)] });
  return pages.length > 0 ? pages : [{ filter: 'ids', params: [[]] }];
}

/**
 * Reads everything prices and stock are made of: offers and stock in one statement, or in pages
 * when a book is held (`held`: its parts say where the pages start), with the write serial read.
 */
export async function loadPriceBookData(db: Queryable, held?: PriceBookData, pageParts?: number): Promise<PriceBookData & { serial: number }> {
  const [{ applying, ...parts }, rules, iva, sales] = await Promise.all([
    loadPartsPaged(db, rangePages(held, pageParts)),
    db.query<{ scope: MarkupRule['scope']; key: string; percent_bp: number; surcharge_centavos: string | number; rounding_centavos: string | number; min_margin_bp: number }>(
      'select scope, key, percent_bp, surcharge_centavos, rounding_centavos, min_margin_bp from markup_rules',
    ),
    db.query<{ category_key: string; rate_bp: number }>('select category_key, rate_bp from iva_rates'),
    db.query<{ part_id: string; price_centavos: string | number; starts_ms: number; ends_ms: number | null }>(
      `select part_id, price_centavos, (extract(epoch from starts_at) * 1000)::float8 as starts_ms,
              (extract(epoch from ends_at) * 1000)::float8 as ends_ms
         from sale_prices where ends_at is null or ends_at > now()`,
    ),
  ]);
  const salesByPart = new Map<string, SalePrice[]>();
  for (const s of sales.rows) {
    const list = salesByPart.get(s.part_id) ?? [];
    list.push({ priceCentavos: Number(s.price_centavos), startsAt: Number(s.starts_ms), endsAt: s.ends_ms === null ? null : Number(s.ends_ms) });
    salesByPart.set(s.part_id, list);
  }
  return {
    ...parts,
    applying,
    rules: rules.rows.map((r) => ({
      scope: r.scope, key: r.key, percentBp: Number(r.percent_bp), surchargeCentavos: Number(r.surcharge_centavos),
      roundingCentavos: Number(r.rounding_centavos), minMarginBp: Number(r.min_margin_bp),
    })),
    ivaRates: new Map(iva.rows.map((r) => [r.category_key, Number(r.rate_bp)])),
    sales: salesByPart,
  };
}

/** A database's price book, with the write serial (`catalogue_writes`) it reflects. */
const books = new WeakMap<Db, { opts: PriceBookOptions; data: PriceBookData; book: PriceBook; serial: number }>();

async function writeSerial(db: Queryable): Promise<number> {
  const r = await db.query<{ serial: string | number }>('select serial from catalogue_writes where id = 1');
  return Number(r.rows[0]?.serial ?? 0);
}
const EMPTY: PriceBook = { offerOf: () => null };

/**
 * Loads a database's price book (at start, in one statement; again after price or stock writes, in
 * pages of `BOOK_PAGE_PARTS` parts while the book held answers).
 */
export async function startPriceBook(db: Db, opts: PriceBookOptions): Promise<PriceBook> {
  const { serial, ...data } = await loadPriceBookData(db, books.get(db)?.data, opts.pageParts);
  const book = createPriceBook(data, opts);
  books.set(db, { opts, data, book, serial });
  return book;
}

/**
 * Reads the price book again, with the options it was started with (nothing when none was
 * started): whole, or only the offers and stock of some parts (after this gateway changed them).
 */
export async function reloadPriceBook(db: Db, partIds?: readonly string[], serial?: number): Promise<void> {
  const kept = books.get(db);
  if (!kept) return;
  if (!partIds) {
    await startPriceBook(db, kept.opts);
    return;
  }
  const changed = new Set(partIds);
  const fresh = await loadPartsPaged(db, idPages(partIds, kept.opts.pageParts));
  const current = books.get(db) ?? kept;
  // A price list run started or finished applying since the book was read: some parts alone would show part of it.
  if (fresh.applying !== (current.data.applying ?? '[]')) {
    await startPriceBook(db, kept.opts);
    return;
  }
  const data: PriceBookData = {
    ...current.data,
    applying: fresh.applying,
    offers: [...current.data.offers.filter((o) => !changed.has(o.partId)), ...fresh.offers],
    stock: [...current.data.stock.filter((s) => !changed.has(s.partId)), ...fresh.stock],
  };
  books.set(db, { opts: kept.opts, data, book: createPriceBook(data, kept.opts), serial: serial ?? current.serial });
}

/**
 * Reads the price book again when another gateway wrote prices or stock since it was read (its
 * write serial moved); a catalogue version moved by a review, or by this gateway's own write
 * (already read), costs one small query.
 */
export async function refreshPriceBook(db: Db): Promise<void> {
  const kept = books.get(db);
  if (!kept) return;
  if ((await writeSerial(db)) !== kept.serial) await startPriceBook(db, kept.opts);
}

/** The price book kept for a database (empty until started: nothing then has an offer). */
export function priceBookOf(db: Db): PriceBook {
  return books.get(db)?.book ?? EMPTY;
}
