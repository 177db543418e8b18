import type { GraphQLSchema } from 'graphql';
import { postUrl } from '../../client/src/blog/blog-urls';
import type { GraphQLContext } from '../context';
import { escapeHtml } from './document';
import { categoryPath } from './route-head';
import { runQuery } from './run-query';
import { vehiclePathInYear } from '../../shared/vehicle/slug';
import { yearsOfVehicle } from '../../shared/vehicle/years';

interface CategoryNode {
  slug: string;
  layout: string;
  children?: CategoryNode[];
}

const CATEGORIES_QUERY = `query SitemapCategories {
  categories(depth: 3) { slug layout children { slug layout children { slug layout } } }
  partCategories { slug layout children { slug layout } }
}`;

const PRODUCTS_QUERY = `query SitemapProducts($page: Int!) {
  products(page: $page, limit: 48) { pages items { slug } }
}`;

const POSTS_QUERY = `query SitemapPosts($page: Int!) {
  blogPosts(page: $page, limit: 50) { pages items { slug } }
}`;

/** The shop's pages that stand on their own, besides categories, products and posts. */
const FIXED_PATHS = ['/', '/shop', '/shop/category/products', '/shop/vehicles', '/blog', '/site/about-us', '/site/contact-us-v1', '/site/faq', '/site/terms'];


function flatten(nodes: CategoryNode[] | null | undefined, into: string[]): void {
  for (const node of nodes ?? []) {
    into.push(categoryPath(node));
    flatten(node.children, into);
  }
}

async function allPages<T>(fetchPage: (page: number) => Promise<{ pages: number; items: T[] } | null>, limit = 200): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= limit; page++) {
    const result = await fetchPage(page);
    if (!result) break;
    items.push(...result.items);
    if (page >= result.pages) break;
  }
  return items;
}

/** Every public page's path: fixed pages, shop and provider categories, the shop's products, blog posts. */
export async function sitemapPaths(schema: GraphQLSchema, context: GraphQLContext): Promise<string[]> {
  const paths = [...FIXED_PATHS];
  const categories = await runQuery<{ categories: CategoryNode[]; partCategories: CategoryNode[] | null }>(schema, context, CATEGORIES_QUERY);
  flatten(categories?.categories, paths);
  flatten(categories?.partCategories, paths);
  const products = await allPages<{ slug: string }>((page) =>
    runQuery<{ products: { pages: number; items: { slug: string }[] } }>(schema, context, PRODUCTS_QUERY, { page }).then((d) => d?.products ?? null),
  );
  for (const p of products) paths.push(`/shop/products/${encodeURIComponent(p.slug)}`);
  const posts = await allPages<{ slug: string }>((page) =>
    runQuery<{ blogPosts: { pages: number; items: { slug: string }[] } }>(schema, context, POSTS_QUERY, { page }).then((d) => d?.blogPosts ?? null),
  );
  for (const p of posts) paths.push(postUrl(p));
  return [...new Set(paths)];
}

/** The most addresses one sitemap file may list (sitemaps.org); a file also stays under 50 MB. */
export const SITEMAP_MAX_URLS = 50_000;

const MAKE_SLUGS_QUERY = `query SitemapVehicleMakes { vehicleMakes { slug } }`;
const MAKE_PAGES_QUERY = `query SitemapVehicleMake($make: String!) {
  vehicleMakeBySlug(slug: $make) { slug path models { path vehicles { path year yearTo } } }
}`;

/** The address word of every make: one vehicle sitemap each. */
export async function vehicleSitemapMakes(schema: GraphQLSchema, context: GraphQLContext): Promise<string[]> {
  const data = await runQuery<{ vehicleMakes: { slug: string }[] | null }>(schema, context, MAKE_SLUGS_QUERY);
  if (!data?.vehicleMakes) throw new Error('the parts provider gave no makes for the vehicle sitemaps');
  return data.vehicleMakes.map((m) => m.slug);
}

/**
 * One make's vehicle pages: the make, its models and every vehicle of each model in every year it
 * was built in, each year a page of its own (ADR 20; one provider call per model, kept in the shared
 * cache), at most SITEMAP_MAX_URLS. Null for a make the catalogue
 * does not know (or an older word for it: the index names every make by its own).
 */
export async function vehicleSitemapPaths(schema: GraphQLSchema, context: GraphQLContext, makeSlug: string): Promise<string[] | null> {
  type Make = { slug: string; path: string; models: { path: string; vehicles: { path: string | null; year: number; yearTo: number | null }[] | null }[] | null };
  const data = await runQuery<{ vehicleMakeBySlug: Make | null }>(schema, context, MAKE_PAGES_QUERY, { make: makeSlug });
  const make = data?.vehicleMakeBySlug;
  if (!make || make.slug !== makeSlug) return null;
  if (!make.models) throw new Error(`the parts provider gave no models of ${makeSlug} for its sitemap`);
  const paths = [make.path];
  for (const model of make.models) {
    paths.push(model.path);
    for (const v of model.vehicles ?? []) if (v.path) for (const year of yearsOfVehicle(v)) paths.push(vehiclePathInYear(v.path, year));
  }
  return [...new Set(paths)].slice(0, SITEMAP_MAX_URLS);
}

/** The sitemap index: the shop's pages, then one sitemap of vehicle pages per make. */
export function sitemapIndexXml(origin: string, files: string[]): string {
  const items = files.map((f) => `  <sitemap><loc>${escapeHtml(origin + f)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${escapeHtml(origin + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /account/',
    'Disallow: /shop/cart',
    'Disallow: /shop/checkout',
    'Disallow: /shop/wishlist',
    'Disallow: /shop/compare',
    'Disallow: /graphql',
    'Disallow: /sandbox',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
