import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import type { ProductModel } from './model';

export async function findProviderArticle(_ctx: GraphQLContext, _slug: string): Promise<ProductModel | null> {
  return null;
}
export async function providerDepartments(_ctx: GraphQLContext): Promise<Category[]> {
  return [];
}
export async function providerRelated(_ctx: GraphQLContext, _p: ProductModel, _limit: number): Promise<ProductModel[]> {
  return [];
}
export async function providerAnalogs(_ctx: GraphQLContext, _p: ProductModel, _limit: number): Promise<ProductModel[]> {
  return [];
}
