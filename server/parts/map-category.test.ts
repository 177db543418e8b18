import { describe, expect, it } from 'vitest';
import { categoriesFromNodes, indexCategories } from './map-category';

describe('category mapping', () => {
  const nodes = [
    { assemblyGroupNodeId: 2, assemblyGroupName: 'Filtros', sortNo: 2 },
    { assemblyGroupNodeId: 1, assemblyGroupName: 'Sistema de frenos', parentNodeId: 0, sortNo: 1 },
    { assemblyGroupNodeId: 11, assemblyGroupName: 'Pastillas de freno', parentNodeId: 1, sortNo: 2 },
    { assemblyGroupNodeId: 10, assemblyGroupName: 'Disco de freno', parentNodeId: 1, sortNo: 1 },
    { assemblyGroupNodeId: 100, assemblyGroupName: 'Tercer nivel', parentNodeId: 10, sortNo: 1 },
  ];

  it('builds two levels of shop categories (slug = node id, layout products); parent none or 0 is top level', () => {
    const tree = categoriesFromNodes(nodes, new Map([[1, 7], [10, 4]]));
    expect(tree.map((c) => c.name)).toEqual(['Sistema de frenos', 'Filtros']);
    expect(tree[0]).toMatchObject({ id: '1', slug: '1', type: 'SHOP', layout: 'products', itemsCount: 7, parent: null });
    expect(tree[0].children.map((c) => [c.slug, c.itemsCount, c.parent?.id])).toEqual([['10', 4, '1'], ['11', 0, '1']]);
    expect(indexCategories(tree).has('100')).toBe(false);
  });
});
