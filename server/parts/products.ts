import type { ProductModel } from '../catalog/model';
import { pageFigures, pageRequest, priceBounds, type PageRequest } from '../catalog/paging';
import { checkPriceRange } from '../catalog/product-list';
import { notFound, userError } from '../errors';
import type { PriceRangeInput, ProductFilter } from '../generated/graphql';
import { MAX_SET_ARTICLES, type ArticleSet } from '../provider/api';
import { brandsOf, providerLoaders } from '../provider/loaders';
import type { RawArticle } from '../provider/raw';
import { carId } from './categories';
import { articleToProduct } from './map-article';
import { productSlug } from '../provider';
import { listOf } from '../provider/raw';
import type { PriceBook } from '../pricing/price-book';
import { toPesos } from '../pricing/rules';
import { childGroups, providerArticlePage } from './provider-products';
import { withProviderErrors } from './provider-errors';
import type { PartsContext } from './context';

export interface CategoryProductsArgs {
  categoryId: string;
  vehicleId?: string | null;
  brands?: readonly string[] | null;
  price?: PriceRangeInput | null;
  page?: number | null;
  limit?: number | null;
}

export interface ProviderProductList {
  items: ProductModel[];
  page: number;
  limit: number;
  sort: 'DEFAULT';
  total: number;
  pages: number;
  from: number;
  to: number;
  filters: ProductFilter[];
}

type PriceRange = { from: number | null; to: number | null };

/**
 * `partProducts`: a page of an assembly group's articles, for a vehicle when given, narrowed to
 * some brands and a price range; paging arguments and the range checked as every list of the shop
 * checks them. A provider failure answers an empty page with the field's error code.
 */
export async function listProviderProducts(ctx: PartsContext, args: CategoryProductsArgs): Promise<ProviderProductList> {
  const req = pageRequest(args.page, args.limit, 8, 100);
  const price = args.price ? checkPriceRange(args.price) : null;
  const empty: ProviderProductList = { items: [], sort: 'DEFAULT', filters: [], ...pageFigures(req, 0, 0) };
  return withProviderErrors(() => loadPage(ctx, args, req, price), empty);
}

async function loadPage(ctx: PartsContext, args: CategoryProductsArgs, req: PageRequest, price: PriceRange | null): Promise<ProviderProductList> {
  const nodeId = /^\d{1,10}$/.test(args.categoryId.trim()) ? Number(args.categoryId) : null;
  if (nodeId === null) throw notFound('Category not found');
  const supplierIds = (args.brands ?? []).filter((b) => /^\d{1,10}$/.test(b)).map(Number);
  const vehicleId = carId(args.vehicleId);
  const set = await providerLoaders(ctx).api.articleSet({ nodeId, vehicleId });
  if (set.articles !== null) return fromSet(ctx, set, set.articles, { nodeId, supplierIds, price }, req);
  if (price) {
    throw userError('LIST_TOO_LARGE', `The price filter works on lists of up to ${MAX_SET_ARTICLES} parts; this one has ${set.total}: choose a vehicle or a smaller category`, {
      status: 400,
      extensions: { field: 'price', total: set.total, maxItems: MAX_SET_ARTICLES },
    });
  }
  // Too large to hold whole: one provider page per page, without a price filter.
  const page = await providerArticlePage(ctx, { nodeId, vehicleId, supplierIds, page: req.page, perPage: req.limit });
  return { items: page.items, sort: 'DEFAULT', filters: page.filters, ...pageFigures(req, page.total, page.items.length) };
}

/** An article of a whole list with what its filters look at. */
interface Row {
  article: RawArticle;
  /** The product id its offer is kept under. */
  slug: string;
  supplierId: number;
}

/** The rows of a kept list, worked out once per list (it lives as long as the cache keeps it). */
const rowsOfSet = new WeakMap<RawArticle[], Row[]>();

function rowsOf(articles: RawArticle[]): Row[] {
  let rows = rowsOfSet.get(articles);
  if (!rows) {
    rows = articles.flatMap((article) => {
      const generic = listOf(article.genericArticles)[0];
      if (generic?.genericArticleId === undefined || generic.legacyArticleId === undefined) return [];
      return [{ article, slug: productSlug(generic.genericArticleId, generic.legacyArticleId), supplierId: article.dataSupplierId ?? article.mfrId ?? 0 }];
    });
    rowsOfSet.set(articles, rows);
  }
  return rows;
}

interface Conditions {
  nodeId: number;
  supplierIds: number[];
  price: PriceRange | null;
}

/** An article's price in pesos from the shop's offer (read per request: prices move, the kept list does not). */
function priceOfRow(book: PriceBook, row: Row): number | null {
  const offer = book.offerOf(row.slug);
  return offer ? toPesos(offer.priceCentavos) : null;
}

/**
 * Whether an article meets the conditions; `skip` leaves one out (for filter counts and bounds), as
 * the shop's own list does. A part without a price is outside every price range.
 */
function matches(book: PriceBook, row: Row, c: Conditions, skip?: 'price' | 'brand'): boolean {
  if (c.price && skip !== 'price') {
    const price = priceOfRow(book, row);
    if (price === null) return false;
    if (c.price.from !== null && price < c.price.from) return false;
    if (c.price.to !== null && price > c.price.to) return false;
  }
  if (c.supplierIds.length > 0 && skip !== 'brand' && !c.supplierIds.includes(row.supplierId)) return false;
  return true;
}

/**
 * A page worked out on a category's whole list: brands and the price range applied here, the
 * figures over the filtered list, the price bounds over the list narrowed to the brands (not to the
 * range), and brand counts over the list narrowed to the range (not to the brands).
 */
async function fromSet(ctx: PartsContext, set: ArticleSet, articles: RawArticle[], c: Conditions, req: PageRequest): Promise<ProviderProductList> {
  const loaders = providerLoaders(ctx);
  const rows = rowsOf(articles);
  const book = ctx.loaders.prices;
  const found = rows.filter((r) => matches(book, r, c));
  const shown = found.slice(req.offset, req.offset + req.limit);

  const counts = new Map<number, number>();
  for (const r of rows) if (matches(book, r, c, 'brand')) counts.set(r.supplierId, (counts.get(r.supplierId) ?? 0) + 1);
  for (const id of c.supplierIds) if (!counts.has(id) && rows.some((r) => r.supplierId === id)) counts.set(id, 0);
  const brands = await brandsOf(loaders, [...shown.map((r) => r.supplierId), ...counts.keys()]);
  const nameOf = (id: number) => brands.get(id)?.name ?? rows.find((r) => r.supplierId === id)?.article.mfrName ?? '';
  const brandItems = [...counts]
    .map(([id, count]) => ({ slug: String(id), name: nameOf(id), count }))
    .sort((x, y) => x.name.localeCompare(y.name, 'es') || Number(x.slug) - Number(y.slug));

  const bounds = priceBounds(
    rows.filter((r) => matches(book, r, c, 'price')).flatMap((r) => {
      const price = priceOfRow(book, r);
      return price === null ? [] : [price];
    }),
  );
  const items = shown
    .map((r) => articleToProduct(r.article, { brands, prices: book, linkagesComplete: loaders.api.linkagesComplete(r.article) }))
    .filter((p): p is ProductModel => p !== null);
  const filters: ProductFilter[] = [
    { type: 'CATEGORY', slug: 'category', name: 'Categorías', categories: childGroups(set.groupCounts, c.nodeId), selected: [String(c.nodeId)] },
    {
      type: 'RANGE', slug: 'price', name: 'Precio',
      min: bounds?.min ?? 0, max: bounds?.max ?? 0,
      range: c.price ? [c.price.from ?? bounds?.min ?? 0, c.price.to ?? bounds?.max ?? 0] : [],
    },
    { type: 'CHECK', slug: 'brand', name: 'Marca', items: brandItems, countsExact: true, selected: c.supplierIds.map(String) },
  ];
  return { items, sort: 'DEFAULT', filters, ...pageFigures(req, found.length, items.length) };
}
