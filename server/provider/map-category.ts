import { brandLogoPath, hasPicture } from './part-images';
import { listOf, type RawBrand, type RawFacetCount, type RawNode } from './raw';
import type { AssemblyGroup, ProviderBrand } from './types';

/** A brand from getBrands: slug = data supplier id, its 200 px logo through the gateway, the country of its address. */
export function brandFromSupplier(b: RawBrand): ProviderBrand | null {
  if (b.dataSupplierId === undefined || !b.mfrName) return null;
  return {
    slug: String(b.dataSupplierId),
    name: b.mfrName,
    image: hasPicture(b.dataSupplierLogo) ? brandLogoPath(b.dataSupplierId) : null,
    country: listOf(b.addressDetails)[0]?.zipCountryCodeISO ?? null,
  };
}

/** A node's parent: none, null or 0 is the top level. */
const parentOf = (n: RawNode): number | null => (typeof n.parentNodeId === 'number' && n.parentNodeId !== 0 ? n.parentNodeId : null);

/** Facets carry no `sortNo`: after the nodes that do, in the order the provider lists them. */
const FACET_ORDER = 1_000_000;

/**
 * The assembly groups from the node list and the assembly-group facets together, by node id: the
 * name and parent of whichever gives them (the node list first), the node list's order (`sortNo`),
 * else the facets' own order, and the facets' article count (0 for a group they do not name).
 * Groups without a name are left out.
 */
export function assemblyGroupsFrom(nodes: readonly RawNode[], facets: readonly RawFacetCount[]): AssemblyGroup[] {
  const groups = new Map<number, AssemblyGroup>();
  facets.forEach((f, i) => {
    if (typeof f.assemblyGroupNodeId !== 'number') return;
    groups.set(f.assemblyGroupNodeId, { id: f.assemblyGroupNodeId, name: f.assemblyGroupName ?? '', parentId: parentOf(f), order: FACET_ORDER + i, count: f.count ?? 0 });
  });
  for (const n of nodes) {
    if (typeof n.assemblyGroupNodeId !== 'number') continue;
    const known = groups.get(n.assemblyGroupNodeId);
    groups.set(n.assemblyGroupNodeId, {
      id: n.assemblyGroupNodeId,
      name: n.assemblyGroupName || known?.name || '',
      parentId: parentOf(n) ?? known?.parentId ?? null,
      order: typeof n.sortNo === 'number' ? n.sortNo : (known?.order ?? FACET_ORDER + groups.size),
      count: known?.count ?? 0,
    });
  }
  return [...groups.values()].filter((g) => g.name.trim() !== '');
}
