import type { GraphQLSchema } from 'graphql';
import { postUrl } from '../../client/src/blog/blog-urls';
import type { GraphQLContext } from '../context';
import { escapeHtml } from './document';
import { categoryPath } from './route-head';
import { runQuery } from './run-query';

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
const FIXED_PATHS = ['/', '/shop', '/shop/category/products', '/blog', '/site/about-us', '/site/contact-us-v1', '/site/faq', '/site/terms'];


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
