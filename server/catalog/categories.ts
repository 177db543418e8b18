import type { GraphQLContext } from '../context';
import type { AppServices } from '../services';
import type { Category } from '../generated/graphql';
import { notFound } from '../errors';

/** The shop's categories (shop and blog) of one request, linked both ways, with item counts. */
export interface CategoryTree {
  roots: { shop: Category[]; blog: Category[] };
  bySlug: { shop: Map<string, Category>; blog: Map<string, Category> };
  /** Database id of each category object. */
  dbId: Map<Category, number>;
  byDbId: Map<number, Category>;
}

interface CategoryRow {
  id: number;
  type: 'shop' | 'blog';
  slug: string;
  name: string;
  image: string | null;
  parent_id: number | null;
  layout: string;
  custom_fields: unknown;
}

/**
 * The category tree (two small queries), kept by the gateway process for a minute
 * (`CATEGORY_TREE_TTL_SECONDS`) and shared by every request. Its objects are never changed by
 * their users: they copy what they reshape. Each reading makes new objects: code that looks a
 * category up in the tree by identity must hold categories of the same reading (the shop
 * catalogue in memory is made again for each tree).
 */
export function categoryTree(ctx: Pick<GraphQLContext, 'db'> & { app?: Pick<AppServices, 'memo'> }): Promise<CategoryTree> {
  // Kept on the gateway's services; a bare database (seed, scripts) reads the tree each time.
  const memo = ctx.app?.memo;
  const cached = memo?.categoryTree;
  if (cached && cached.expires > Date.now()) return cached.tree as Promise<CategoryTree>;
  const tree = loadTree(ctx);
  if (memo) {
    const entry = { expires: Date.now() + memo.treeMs, tree };
    memo.categoryTree = entry;
    tree.catch(() => {
      if (memo.categoryTree === entry) memo.categoryTree = null;
    });
  }
  return tree;
}

async function loadTree(ctx: Pick<GraphQLContext, 'db'>): Promise<CategoryTree> {
  const rows = (
    await ctx.db.query<CategoryRow>(
      'select id, type, slug, name, image, parent_id, layout, custom_fields from catalog_categories order by type, parent_id nulls first, position',
    )
  ).rows;
  const members = (
    await ctx.db.query<{ category_id: number; item_id: number }>(
      `select category_id, product_id as item_id from catalog_product_categories
       union all select category_id, post_id from blog_post_categories`,
    )
  ).rows;

  const tree: CategoryTree = { roots: { shop: [], blog: [] }, bySlug: { shop: new Map(), blog: new Map() }, dbId: new Map(), byDbId: new Map() };
  const items = new Map<number, Set<number>>();
  for (const r of rows) {
    const category: Category = {
      id: r.type === 'shop' ? r.slug : `blog-${r.slug}`,
      type: r.type === 'shop' ? 'SHOP' : 'BLOG',
      name: r.name,
      slug: r.slug,
      image: r.image,
      itemsCount: 0,
      parent: null,
      children: [],
      layout: r.layout,
      customFields: r.custom_fields ?? null,
    };
    tree.dbId.set(category, r.id);
    tree.byDbId.set(r.id, category);
    tree.bySlug[r.type].set(r.slug, category);
    items.set(r.id, new Set());
  }
  for (const r of rows) {
    const category = tree.byDbId.get(r.id)!;
    const parent = r.parent_id === null ? undefined : tree.byDbId.get(r.parent_id);
    if (parent) {
      category.parent = parent;
      parent.children.push(category);
    } else tree.roots[r.type].push(category);
  }
  // A category counts its own items and its descendants' items, each item once.
  for (const m of members) {
    let c: Category | null | undefined = tree.byDbId.get(m.category_id);
    while (c) {
      items.get(tree.dbId.get(c)!)?.add(m.item_id);
      c = c.parent;
    }
  }
  for (const [id, set] of items) tree.byDbId.get(id)!.itemsCount = set.size;
  return tree;
}

/** The database ids of a category and all its descendants. */
export function subtreeIds(tree: CategoryTree, category: Category): number[] {
  const out: number[] = [];
  const walk = (c: Category) => {
    out.push(tree.dbId.get(c)!);
    c.children.forEach(walk);
  };
  walk(category);
  return out;
}

/** A shop category by slug, or NOT_FOUND. */
export function requireShopCategory(tree: CategoryTree, slug: string): Category {
  const category = tree.bySlug.shop.get(slug);
  if (!category) throw notFound('Category not found');
  return category;
}

/** A copy of a category whose children stop `depth` levels down (1 = no children). */
export function withDepth(category: Category, depth: number): Category {
  return { ...category, children: depth > 1 ? category.children.map((c) => withDepth(c, depth - 1)) : [] };
}
