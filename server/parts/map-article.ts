import type { ProductModel } from '../catalog/model';
import type { Brand, Category, ProductAttribute } from '../generated/graphql';
import { productSlug } from '../provider/article-ref';
import { articleImagePath, hasPicture } from '../provider/part-images';
import { listOf, type RawArticle } from '../provider/raw';
import type { PriceBook } from '../pricing/price-book';
import { priced } from '../pricing/product-offer';

/** The sku of a provider article: the maker (brand) id and the article number. */
export function articleSku(mfrId: number, articleNumber: string): string {
  return `${mfrId}-${articleNumber}`;
}

/** A brand from the article's own fields when the brand list does not know it. */
export function fallbackBrand(article: RawArticle): Brand {
  return { slug: String(article.dataSupplierId ?? article.mfrId ?? ''), name: article.mfrName ?? '', country: null, image: null };
}

const slugify = (text: string): string =>
  text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'valor';

function attributes(article: RawArticle): ProductAttribute[] {
  return listOf(article.articleCriteria).map((c, i) => {
    const unitName = c.criteriaUnitDescription;
    const unit = unitName ? ` [${unitName}]` : '';
    const formatted = c.formattedValue ?? c.rawValue ?? '';
    // The unit is in the attribute's name, so the value goes without it.
    const value = unitName && formatted.endsWith(` ${unitName}`) ? formatted.slice(0, -unitName.length - 1) : formatted;
    return {
      name: `${c.criteriaDescription ?? ''}${unit}`,
      slug: `criterio-${c.criteriaId ?? i}`,
      featured: i < 3,
      values: [{ slug: slugify(value), name: value }],
    };
  });
}

function texts(article: RawArticle): string[] {
  return listOf(article.articleText).flatMap((t) => (Array.isArray(t.text) ? t.text : t.text ? [t.text] : []));
}

export interface ArticleContext {
  /** Brands by data supplier id (from getBrands, cached). */
  brands: ReadonlyMap<number, Brand>;
  /** Provider categories by node id, when known, to fill `categories`. */
  categories?: ReadonlyMap<string, Category>;
  /**
   * False when the article was fetched for one vehicle and carries that vehicle's linkage only
   * (ProviderApi.linkagesComplete); its fit for other vehicles is then asked with every linkage.
   */
  linkagesComplete?: boolean;
  /** The shop's offers: an article's price and stock come from its offer, never from the provider. */
  prices: PriceBook;
}

/**
 * A provider article as a shop product. Null for an article without a generic article (it has no
 * slug). Price, stock and delivery from the shop's offer (none: no price, "Consultar disponibilidad");
 * compatibility from the linkages (none at all = universal = ALL).
 */
export function articleToProduct(article: RawArticle, ctx: ArticleContext): ProductModel | null {
  const generic = listOf(article.genericArticles)[0];
  if (generic?.genericArticleId === undefined || generic.legacyArticleId === undefined) return null;
  const slug = productSlug(generic.genericArticleId, generic.legacyArticleId);
  const number = article.articleNumber ?? '';
  const supplierId = article.dataSupplierId ?? article.mfrId ?? 0;
  const brand = ctx.brands.get(supplierId) ?? fallbackBrand(article);
  const kind = generic.genericArticleDescription ?? 'Repuesto';
  const paragraphs = texts(article);
  const linkages = listOf(article.linkages).map((l) => l.linkageTargetId).filter((id): id is number => typeof id === 'number');
  const universal = linkages.length === 0 && (article.totalLinkages ?? 0) === 0;
  const attrs = attributes(article);
  const leaf = generic.assemblyGroupNodeId !== undefined ? ctx.categories?.get(String(generic.assemblyGroupNodeId)) : undefined;
  return priced({
    id: slug,
    slug,
    source: 'PROVIDER',
    name: `${kind} ${brand.name} ${number}`.trim(),
    excerpt: paragraphs[0] ?? kind,
    description: paragraphs.join('\n\n'),
    sku: articleSku(article.mfrId ?? supplierId, number),
    partNumber: number,
    stock: 'OUT_OF_STOCK',
    price: null,
    compareAtPrice: null,
    purchasable: false,
    delivery: null,
    images: listOf(article.images).flatMap((img, i) => (hasPicture(img) ? [articleImagePath(slug, i + 1)] : [])),
    badges: [],
    rating: 0,
    reviews: 0,
    availability: null,
    compatibility: universal ? 'ALL' : 'LIST',
    compatibleVehicleIds: linkages.map(String),
    linkedVehicleIds: linkages,
    linkagesComplete: universal || ctx.linkagesComplete !== false,
    brand,
    type: { slug: `articulo-${generic.genericArticleId}`, name: kind, attributeGroups: [{ name: 'Características', slug: 'caracteristicas', attributes: attrs.map((a) => a.slug) }] },
    tags: [kind, brand.name],
    categories: leaf ? [leaf] : [],
    customFields: { legacyArticleId: generic.legacyArticleId, genericArticleId: generic.genericArticleId, dataSupplierId: supplierId, assemblyGroupNodeId: generic.assemblyGroupNodeId ?? null },
    attributes: attrs,
    options: [],
    oeNumbers: listOf(article.oemNumbers).map((o) => ({ number: o.articleNumber ?? '', make: o.mfrName ?? '' })),
    gtins: listOf(article.gtins),
  }, ctx.prices);
}
