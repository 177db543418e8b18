import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import { markAnswerIncomplete } from '../provider';
import { categoryTree, withDepth } from './categories';
import { providerDepartments } from './provider-catalog';

/**
 * The departments menu: the shop's top categories, then the provider's top assembly groups, each
 * with its children (two levels). The provider's part is left out, with a warning in the log, when
 * the provider cannot be reached, so the menu still shows the shop's own categories (an answer no
 * cache keeps).
 */
export async function departments(ctx: GraphQLContext): Promise<Category[]> {
  const tree = await categoryTree(ctx);
  const shop = tree.roots.shop.map((c) => withDepth(c, 2));
  let provider: Category[] = [];
  try {
    provider = (await providerDepartments(ctx)).map((c) => withDepth(c, 2));
  } catch (err) {
    markAnswerIncomplete();
    ctx.log.warn({ err }, 'assembly groups unavailable for the departments menu');
  }
  return [...shop, ...provider];
}
