import type { Category } from '../generated/graphql';
import type { RawNode } from '../provider/raw';

/** A node is top level when it has no parent, or parent 0. */
const isTop = (n: RawNode): boolean => n.parentNodeId === undefined || n.parentNodeId === null || n.parentNodeId === 0;

/**
 * The category tree from assembly-group nodes (a flat list): type SHOP, slug = node id, layout
 * `products`, two levels only (deeper nodes are left out), ordered by `sortNo` then name.
 * `counts` (node id → articles) fills `itemsCount`; without counts it is 0.
 */
export function categoriesFromNodes(nodes: readonly RawNode[], counts?: ReadonlyMap<number, number>): Category[] {
  const valid = nodes.filter((n) => n.assemblyGroupNodeId !== undefined && n.assemblyGroupName);
  const order = (a: RawNode, b: RawNode): number => (a.sortNo ?? 0) - (b.sortNo ?? 0) || (a.assemblyGroupName ?? '').localeCompare(b.assemblyGroupName ?? '', 'es');
  const make = (n: RawNode, parent: Category | null): Category => ({
    id: String(n.assemblyGroupNodeId),
    type: 'SHOP',
    name: n.assemblyGroupName ?? '',
    slug: String(n.assemblyGroupNodeId),
    image: null,
    itemsCount: counts?.get(n.assemblyGroupNodeId as number) ?? 0,
    parent,
    children: [],
    layout: 'products',
    customFields: null,
  });
  const tops = valid.filter(isTop).sort(order).map((n) => make(n, null));
  const byId = new Map(tops.map((c) => [c.id, c]));
  for (const n of [...valid].sort(order)) {
    if (isTop(n)) continue;
    const parent = byId.get(String(n.parentNodeId));
    if (parent) parent.children.push(make(n, parent));
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
