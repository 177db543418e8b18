import type { Db } from '../db';
import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import type { ProductModel } from './model';
import { catalogVersionOf } from './catalog-version';

/** A shop product's texts in one language; a field left out falls back to the Spanish one. */
export interface ProductTexts {
  name: string | null;
  excerpt: string | null;
  description: string | null;
}

/** The shop catalogue's texts in one language other than Spanish. */
export interface ShopTexts {
  /** By product slug. */
  products: ReadonlyMap<string, ProductTexts>;
  /** Category names by `shop:{slug}` or `blog:{slug}`. */
  categories: ReadonlyMap<string, string>;
}

const held = new WeakMap<Db, Map<string, { version: string; expires: number; texts: Promise<ShopTexts> }>>();
/** Without a version keeper (a bare database in scripts), the texts are read again after this long. */
const UNVERSIONED_MS = 60_000;

async function load(db: Db, language: string): Promise<ShopTexts> {
  const [products, categories] = await Promise.all([
    db.query<{ slug: string } & ProductTexts>(
      `select p.slug, t.name, t.excerpt, t.description from catalog_product_translations t
       join catalog_products p on p.id = t.product_id where t.language = $1`,
      [language],
    ),
    db.query<{ type: string; slug: string; name: string | null }>(
      `select c.type, c.slug, t.name from catalog_category_translations t
       join catalog_categories c on c.id = t.category_id where t.language = $1`,
      [language],
    ),
  ]);
  const blankless = (text: string | null): string | null => (text !== null && text.trim() !== '' ? text : null);
  return {
    products: new Map(products.rows.map((r) => [r.slug, { name: blankless(r.name), excerpt: blankless(r.excerpt), description: blankless(r.description) }])),
    categories: new Map(categories.rows.flatMap((r) => (blankless(r.name) ? [[`${r.type}:${r.slug}`, r.name as string] as const] : []))),
  };
}

/**
 * The shop catalogue's texts in a language, read once per catalogue version (two queries) and shared
 * by every request; null for Spanish, the catalogue's own language.
 */
export function shopTexts(db: Db, language: string): Promise<ShopTexts> | null {
  if (language === 'es') return null;
  const version = catalogVersionOf(db)?.current ?? 'unversioned';
  let languages = held.get(db);
  if (!languages) held.set(db, (languages = new Map()));
  const kept = languages.get(language);
  if (kept && kept.version === version && kept.expires > Date.now()) return kept.texts;
  const texts = load(db, language);
  const entry = { version, expires: version === 'unversioned' ? Date.now() + UNVERSIONED_MS : Infinity, texts };
  languages.set(language, entry);
  texts.catch(() => {
    if (languages.get(language) === entry) languages.delete(language);
  });
  return texts;
}

type Ctx = Pick<GraphQLContext, 'db' | 'loaders'>;

/** A shop product's text in the request's language, the Spanish one where it has none; other products' as they are. */
export function productText(ctx: Ctx, product: ProductModel, field: keyof ProductTexts): string | Promise<string> {
  const spanish = product[field];
  if (product.source !== 'SHOP') return spanish;
  const texts = shopTexts(ctx.db, ctx.loaders.language);
  if (!texts) return spanish;
  return texts.then((t) => t.products.get(product.slug)?.[field] ?? spanish);
}

/**
 * A shop category's name in the request's language, the Spanish one where it has none. The
 * provider's categories (their id is the node id) come in the request's language already.
 */
export function categoryName(ctx: Ctx, category: Category): string | Promise<string> {
  const texts = shopTexts(ctx.db, ctx.loaders.language);
  if (!texts || /^\d+$/.test(category.id)) return category.name;
  return texts.then((t) => t.categories.get(`${category.type === 'BLOG' ? 'blog' : 'shop'}:${category.slug}`) ?? category.name);
}
