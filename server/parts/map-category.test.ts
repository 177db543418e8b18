import { describe, expect, it } from 'vitest';
import { assemblyGroupsFrom } from '../provider/map-category';
import { categoriesFromGroups, indexCategories } from './map-category';

describe('category mapping', () => {
  const nodes = [
    { assemblyGroupNodeId: 2, assemblyGroupName: 'Filtros', sortNo: 2 },
    { assemblyGroupNodeId: 1, assemblyGroupName: 'Sistema de frenos', parentNodeId: 0, sortNo: 1 },
    { assemblyGroupNodeId: 11, assemblyGroupName: 'Pastillas de freno', parentNodeId: 1, sortNo: 2 },
    { assemblyGroupNodeId: 10, assemblyGroupName: 'Disco de freno', parentNodeId: 1, sortNo: 1 },
    { assemblyGroupNodeId: 100, assemblyGroupName: 'Tercer nivel', parentNodeId: 10, sortNo: 1 },
  ];
  const facets = [
    { assemblyGroupNodeId: 1, assemblyGroupName: 'Sistema de frenos', count: 7 },
    { assemblyGroupNodeId: 10, assemblyGroupName: 'Disco de freno', parentNodeId: 1, count: 4 },
  ];

  it('builds two levels of shop categories (slug = node id, layout products); parent none or 0 is top level', () => {
    const tree = categoriesFromGroups(assemblyGroupsFrom(nodes, facets));
    expect(tree.map((c) => c.name)).toEqual(['Sistema de frenos', 'Filtros']);
    expect(tree[0]).toMatchObject({ id: '1', slug: '1', type: 'SHOP', layout: 'products', itemsCount: 7, parent: null });
    expect(tree[0].children.map((c) => [c.slug, c.itemsCount, c.parent?.id])).toEqual([['10', 4, '1'], ['11', 0, '1']]);
    expect(indexCategories(tree).has('100')).toBe(false);
  });

  it('stands on the facets alone (names, parents, counts, the provider’s order) when there is no node list', () => {
    const only = [
      { assemblyGroupNodeId: 3, assemblyGroupName: 'Suspensión', count: 2 },
      { assemblyGroupNodeId: 30, assemblyGroupName: 'Amortiguador', parentNodeId: 3, count: 2 },
      ...facets,
      { assemblyGroupNodeId: 99 },
    ];
    const tree = categoriesFromGroups(assemblyGroupsFrom([], only));
    expect(tree.map((c) => [c.name, c.itemsCount, c.children.map((k) => k.name)])).toEqual([
      ['Suspensión', 2, ['Amortiguador']],
      ['Sistema de frenos', 7, ['Disco de freno']],
    ]);
  });

  it('takes the node list alone, counts 0, when there are no facets', () => {
    const tree = categoriesFromGroups(assemblyGroupsFrom(nodes, []));
    expect(tree.flatMap((c) => [c.itemsCount, ...c.children.map((k) => k.itemsCount)])).toEqual([0, 0, 0, 0]);
  });
});
