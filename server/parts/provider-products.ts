import type { ProductModel } from '../catalog/model';
import type { Category, ProductFilter } from '../generated/graphql';
import { parseProductSlug } from '../provider/article-ref';
import { optionalRead } from '../provider/errors';
import type { RawFacetCount } from '../provider/raw';
import type { ArticlePage, ArticlePageQuery, ProviderApi } from '../provider/api';
import { brandsOf, providerLoaders } from '../provider/loaders';
import type { SupplierCount } from '../provider/supplier-counts';
import { providerCategoryIndex } from './categories';
import { articleToProduct } from './map-article';
import { withProviderErrors } from './provider-errors';
import type { PartsContext } from './context';

type Ctx = PartsContext;

/**
 * A provider article by product slug (`{genericArticleId}-{legacyArticleId}`), or null when the slug
 * is not one or the provider does not know the article. Calls made while one request resolves share
 * one getArticles call; the brand list and category tree come from the shared cache.
 */
export function findProviderProduct(ctx: Ctx, slug: string): Promise<ProductModel | null> {
  const ref = parseProductSlug(slug);
  if (!ref) return Promise.resolve(null);
  return withProviderErrors(() => loadProduct(ctx, ref), null);
}

async function loadProduct(ctx: Ctx, ref: { genericArticleId: number; legacyArticleId: number }): Promise<ProductModel | null> {
  const loaders = providerLoaders(ctx);
  const [article, categories] = await Promise.all([
    loaders.articles.load(`${ref.genericArticleId}-${ref.legacyArticleId}`),
    // Category names (and the logo below) complete the product; it still shows without them.
    optionalRead(providerCategoryIndex(ctx), new Map<string, Category>()),
  ]);
  if (!article) return null;
  const brands = await brandsOf(loaders, [article.dataSupplierId ?? 0]);
  const product = articleToProduct(article, { brands, categories, prices: ctx.loaders.prices, linkagesComplete: loaders.api.linkagesComplete(article) });
  return product && product.slug === `${ref.genericArticleId}-${ref.legacyArticleId}` ? product : null;
}

/** Several provider articles by slug, in the order asked, null where there is none (one batched call). */
export function findProviderProducts(ctx: Ctx, slugs: readonly string[]): Promise<(ProductModel | null)[]> {
  return Promise.all(slugs.map((slug) => findProviderProduct(ctx, slug)));
}

/**
 * The brands to offer beside a page. Without the provider's supplier facets they are counted over the
 * page's articles: narrowed to some brands, those are the brands' own, so the others come from the
 * first page without the filter (the page the shopper came from: usually cached), with the ticked
 * ones kept.
 */
async function brandChoices(api: ProviderApi, query: ArticlePageQuery, page: ArticlePage): Promise<SupplierCount[]> {
  if (page.suppliers.exact || query.supplierIds.length === 0) return page.suppliers.counts;
  const unfiltered = await optionalRead(api.articlePage({ ...query, supplierIds: [], page: 1 }), null);
  if (!unfiltered) return page.suppliers.counts;
  const offered = new Set(unfiltered.suppliers.counts.map((s) => s.id));
  return [...unfiltered.suppliers.counts, ...page.suppliers.counts.filter((s) => !offered.has(s.id))];
}

/** The groups below a group (the top groups for none) with their article counts, from a list's assembly-group facets. */
export function childGroups(counts: readonly RawFacetCount[], nodeId: number | null): Category[] {
  return counts
    .filter((c) => (nodeId === null ? !c.parentNodeId : c.parentNodeId === nodeId) && c.assemblyGroupNodeId !== undefined)
    .map((c): Category => ({
      id: String(c.assemblyGroupNodeId), type: 'SHOP', name: c.assemblyGroupName ?? '', slug: String(c.assemblyGroupNodeId), image: null,
      itemsCount: c.count ?? 0, parent: null, children: [], layout: 'products', customFields: null,
    }));
}

/** What one assembly-group page of the provider holds, mapped to the shop's shapes. */
export interface ProviderArticlePage {
  items: ProductModel[];
  total: number;
  filters: ProductFilter[];
}

/**
 * A page of an assembly group's articles (children included), for a vehicle when given, narrowed to
 * some suppliers. One getArticles call answers the page, its brand counts (the provider's supplier
 * facets, or the page's own brands when it gives none: `countsExact` false) and its group counts;
 * the brand list (logos) is one more call, cached for every later page.
 */
export async function providerArticlePage(
  ctx: Ctx,
  query: { nodeId: number | null; vehicleId: number | null; supplierIds: number[]; page: number; perPage: number },
): Promise<ProviderArticlePage> {
  const { nodeId, supplierIds } = query;
  const loaders = providerLoaders(ctx);
  const page = await loaders.api.articlePage(query);
  const suppliers = await brandChoices(loaders.api, query, page);
  const brands = await brandsOf(loaders, [...page.articles.map((a) => a.dataSupplierId ?? 0), ...suppliers.map((s) => s.id)]);
  const items = page.articles
    .map((a) => articleToProduct(a, { brands, prices: ctx.loaders.prices, linkagesComplete: loaders.api.linkagesComplete(a) }))
    .filter((p): p is ProductModel => p !== null);
  const categories = childGroups(page.groupCounts, nodeId);
  const filters: ProductFilter[] = [
    { type: 'CATEGORY', slug: 'category', name: 'Categorías', categories, selected: nodeId === null ? [] : [String(nodeId)] },
    {
      type: 'CHECK', slug: 'brand', name: 'Marca',
      items: suppliers.map((s) => ({ slug: String(s.id), name: brands.get(s.id)?.name ?? s.name, count: s.count })),
      countsExact: page.suppliers.exact,
      selected: supplierIds.map(String),
    },
  ];
  return { items, total: page.total, filters };
}
