import type { Category } from '../generated/graphql';
import type { AssemblyGroup } from '../provider/types';

/**
 * The category tree from assembly groups (a flat list): type SHOP, slug = node id, layout
 * `products`, two levels only (deeper groups are left out, as are children whose parent is not
 * there), ordered by the provider's order then name; `itemsCount` is the group's article count.
 */
export function categoriesFromGroups(groups: readonly AssemblyGroup[]): Category[] {
  const order = (a: AssemblyGroup, b: AssemblyGroup): number => a.order - b.order || a.name.localeCompare(b.name, 'es');
  const make = (g: AssemblyGroup, parent: Category | null): Category => ({
    id: String(g.id),
    type: 'SHOP',
    name: g.name,
    slug: String(g.id),
    image: null,
    itemsCount: g.count,
    parent,
    children: [],
    layout: 'products',
    customFields: null,
  });
  const sorted = [...groups].sort(order);
  const tops = sorted.filter((g) => g.parentId === null).map((g) => make(g, null));
  const byId = new Map(tops.map((c) => [c.id, c]));
  for (const g of sorted) {
    if (g.parentId === null) continue;
    const parent = byId.get(String(g.parentId));
    if (parent) parent.children.push(make(g, parent));
  }
  return tops;
}

/** Every category of a tree (tops and children) by id. */
export function indexCategories(tops: readonly Category[]): Map<string, Category> {
  const out = new Map<string, Category>();
  for (const top of tops) {
    out.set(top.id, top);
    for (const child of top.children) out.set(child.id, child);
  }
  return out;
}
