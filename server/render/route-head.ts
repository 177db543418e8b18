import type { GraphQLSchema } from 'graphql';
import type { Translations } from '../../client/src/app/i18n';
import { ACCOUNT_LINKS, MAIN_MENU, type MenuItem } from '../../client/src/lib/menus';
import type { PageMeta } from '../../client/src/lib/page-meta/page-meta';
import type { GraphQLContext } from '../context';
import { runQuery } from './run-query';
import { VEHICLE_PATTERNS, vehicleHead } from './vehicle-head';
import { breadcrumbList, organization, productData, type Crumb, type ProductFacts, type ShopFacts } from './structured-data';

const SHOP_QUERY = `query PageHeadShop { shop { name slogan phone email address } }`;

const PRODUCT_QUERY = `query PageHeadProduct($slug: String!) {
  product(slug: $slug) {
    name slug excerpt description sku partNumber price stock images rating reviews gtins
    brand { name }
    categories { name slug layout }
  }
}`;

const CATEGORY_QUERY = `query PageHeadCategory($slug: String!) {
  category(slug: $slug) { name slug layout parent { name slug layout parent { name slug layout } } }
}`;

const PART_CATEGORY_QUERY = `query PageHeadPartCategory($id: ID!) {
  partCategory(id: $id) { name slug layout parent { name slug layout } }
}`;

interface CategoryFacts {
  name: string;
  slug: string;
  layout: string;
  parent?: CategoryFacts | null;
}

export interface RouteHeadInput {
  schema: GraphQLSchema;
  context: GraphQLContext;
  /** The matched route's pattern, e.g. `/shop/products/:slug`. */
  pattern: string;
  params: Record<string, string | undefined>;
  /** The page's path below its language's prefix. */
  pathname: string;
  /**
   * The route shows the shopper's own data (cart, lists, checkout, account: `handle.personal` in
   * the route table): kept out of search results.
   */
  personal: boolean;
  origin: string;
  /** The origin with the language's prefix (`https://shop/en`): where the page's links point. */
  base: string;
  translations: Translations;
  /**
   * Only what needs no data of the page's own (a page streamed because its data is slow must not
   * wait for that data to send its head): the shop, the route's title, its robots rule.
   */
  quick?: boolean;
}

export interface RouteHead {
  meta: PageMeta;
  shopName: string;
  /** 404 when the page's subject (product, category) does not exist. */
  status?: number;
}

export function categoryPath(category: { slug: string; layout: string }): string {
  return `/shop/category/${encodeURIComponent(category.slug)}${category.layout === 'products' ? '/products' : ''}`;
}

function menuTitle(pathname: string, items: MenuItem[] = [...MAIN_MENU, ...ACCOUNT_LINKS]): MenuItem['title'] | null {
  for (const item of items) {
    if (item.url === pathname && !item.external) return item.title;
    const inner = item.submenu ? menuTitle(pathname, item.submenu) : null;
    if (inner) return inner;
  }
  return null;
}

function text(translations: Translations, key: string): string {
  const value = translations[key];
  return typeof value === 'string' ? value : '';
}

function ancestors(category: CategoryFacts): CategoryFacts[] {
  const chain: CategoryFacts[] = [];
  for (let c: CategoryFacts | null | undefined = category; c; c = c.parent) chain.unshift(c);
  return chain;
}

/**
 * Whether a streamed page's head waits for its subject's facts: a product's (its offer, its name, a
 * 404 of an unknown part), asked apart from the slower parts of its page. A category's head goes at
 * once: its tree with counts may be the slow part itself.
 */
export function headNeedsData(pattern: string): boolean {
  return pattern === '/shop/products/:slug';
}

/**
 * What the gateway knows about a page from its route and the shop's data, before the page's own
 * `usePageMeta`: the title and description, breadcrumbs, the product's offer (JSON-LD) and the shop
 * as an organisation; 404 for an unknown product or category.
 */
export async function routeHead(input: RouteHeadInput): Promise<RouteHead> {
  const { schema, context, pattern, params, translations } = input;
  // Links within the shop carry the language's prefix; pictures and the organisation do not.
  const origin = input.base;
  const site = input.origin;
  const shopData = await runQuery<{ shop: ShopFacts }>(schema, context, SHOP_QUERY);
  const shop = shopData?.shop ?? { name: text(translations, 'TEXT_SHOP_NAME'), slogan: '', phone: '', email: '', address: '' };
  const home: Crumb = { name: text(translations, 'MENU_HOME'), url: origin + '/' };
  const shopCrumb: Crumb = { name: text(translations, 'MENU_SHOP'), url: origin + '/shop' };
  const meta: PageMeta = {
    description: text(translations, 'META_SHOP_DESCRIPTION'),
    noindex: pattern === '/*' || input.personal,
  };
  const menuKey = menuTitle(input.pathname);
  if (menuKey && input.pathname !== '/') meta.title = text(translations, menuKey);
  const jsonLd: object[] = [organization(shop, site)];

  if (input.quick) return { meta: { ...meta, jsonLd }, shopName: shop.name };

  if (pattern === '/shop/products/:slug' && params.slug) {
    const data = await runQuery<{ product: ProductFacts & { categories: CategoryFacts[] } }>(schema, context, PRODUCT_QUERY, { slug: params.slug });
    if (!data?.product) return { meta: { ...meta, noindex: true, jsonLd }, shopName: shop.name, status: 404 };
    const product = data.product;
    const url = `${origin}/shop/products/${encodeURIComponent(product.slug)}`;
    const category = product.categories[0];
    const crumbs = [home, shopCrumb, ...(category ? [{ name: category.name, url: origin + categoryPath(category) }] : []), { name: product.name, url }];
    return {
      shopName: shop.name,
      meta: {
        ...meta,
        title: product.name,
        description: product.excerpt || product.description.slice(0, 200) || meta.description,
        canonicalPath: `/shop/products/${encodeURIComponent(product.slug)}`,
        image: product.images[0],
        type: 'product',
        jsonLd: [...jsonLd, productData(product, url, site), breadcrumbList(crumbs)],
      },
    };
  }

  if ((pattern === '/shop/category/:slug' || pattern === '/shop/category/:slug/products') && params.slug) {
    const slug = params.slug;
    const data = await runQuery<{ category: CategoryFacts }>(schema, context, CATEGORY_QUERY, { slug });
    let category = data?.category ?? null;
    if (!category && /^\d+$/.test(slug)) {
      const part = await runQuery<{ partCategory: CategoryFacts | null }>(schema, context, PART_CATEGORY_QUERY, { id: slug });
      category = part?.partCategory ?? null;
    }
    if (!category) return { meta: { ...meta, noindex: true, jsonLd }, shopName: shop.name, status: 404 };
    const crumbs = [home, shopCrumb, ...ancestors(category).map((c) => ({ name: c.name, url: origin + categoryPath(c) }))];
    return {
      shopName: shop.name,
      meta: { ...meta, title: category.name, canonicalPath: categoryPath(category), jsonLd: [...jsonLd, breadcrumbList(crumbs)] },
    };
  }

  if (VEHICLE_PATTERNS.has(pattern)) {
    const head = await vehicleHead({ schema, context, pattern, params, base: origin, translations, crumbs: [home, shopCrumb] });
    const own = { ...head.meta, jsonLd: [...jsonLd, ...(head.meta.jsonLd ?? [])] };
    return { shopName: shop.name, meta: { ...meta, ...own }, ...(head.status ? { status: head.status } : {}) };
  }

  if (meta.title) jsonLd.push(breadcrumbList([home, { name: meta.title, url: origin + input.pathname }]));
  return { meta: { ...meta, jsonLd }, shopName: shop.name };
}
