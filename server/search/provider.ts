import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import type { ProductModel } from '../catalog/model';
import type { AnalysedQuery } from './analyse';

export interface ProviderHits {
  total: number;
  items: ProductModel[];
}

export async function searchProviderArticles(
  _ctx: GraphQLContext,
  _q: AnalysedQuery,
  _opts: { vehicleId: string | null; offset: number; limit: number },
): Promise<ProviderHits> {
  return { total: 0, items: [] };
}

export async function matchAssemblyGroups(_ctx: GraphQLContext, _q: AnalysedQuery, _limit: number): Promise<Category[]> {
  return [];
}
