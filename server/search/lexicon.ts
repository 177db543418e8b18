import type { GraphQLContext } from '../context';
import { findProviderCategories } from '../provider/categories';
import { providerLoaders } from '../provider/loaders';
import type { AppServices } from '../services';
import { words } from './text';

const learned = new WeakMap<AppServices, Promise<void>>();

/**
 * Adds the words of the provider's assembly-group names and brand names to the catalogue's word
 * list (used to correct typos), once per gateway process. A provider failure is logged and tried
 * again on a later search.
 */
export function learnProviderWords(ctx: GraphQLContext): Promise<void> {
  let done = learned.get(ctx.app);
  if (!done) {
    done = (async () => {
      const [tops, brands] = await Promise.all([findProviderCategories(ctx), providerLoaders(ctx).api.brands()]);
      const names = [...tops.flatMap((t) => [t.name, ...t.children.map((c) => c.name)]), ...[...brands.values()].map((b) => b.name)];
      const lexicon = [...new Set(names.flatMap((n) => words(n)))].filter((w) => w.length >= 3 && !/\d/.test(w));
      await ctx.db.query(
        `insert into catalog_search_words (word, source) select w, 'provider' from unnest($1::text[]) as w on conflict (word) do nothing`,
        [lexicon],
      );
    })().catch((err: unknown) => {
      learned.delete(ctx.app);
      ctx.log.warn({ err }, 'provider words not learned for typo correction');
    });
    learned.set(ctx.app, done);
  }
  return done;
}
