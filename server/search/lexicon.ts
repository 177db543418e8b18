import type { GraphQLContext } from '../context';
import { findProviderCategories } from '../parts';
import { providerLoaders } from '../provider/loaders';
import { words } from '../text/text';

/** How long to wait before asking the provider again after it failed. */
const RETRY_MS = 60_000;

/**
 * Adds the words of the provider's assembly-group names and brand names to the catalogue's word
 * list (used to correct typos), once per gateway process, from a Spanish request. Runs beside the search that started it,
 * never holding it up; a provider failure is logged and tried again a minute later.
 */
export function learnProviderWords(ctx: GraphQLContext): void {
  const state = ctx.app.memo.providerWords;
  // The word list is Spanish (search stems Spanish): learnt from a request the catalogue answers in Spanish.
  if (ctx.loaders.language !== 'es') return;
  if (state.done || state.running || Date.now() < state.retryAt) return;
  state.running = true;
  (async () => {
    const [tops, brands] = await Promise.all([findProviderCategories(ctx), providerLoaders(ctx).api.brands()]);
    const names = [...tops.flatMap((t) => [t.name, ...t.children.map((c) => c.name)]), ...[...brands.values()].map((b) => b.name)];
    const lexicon = [...new Set(names.flatMap((n) => words(n)))].filter((w) => w.length >= 3 && !/\d/.test(w));
    await ctx.db.query(
      `insert into catalog_search_words (word, source) select w, 'provider' from unnest($1::text[]) as w on conflict (word) do nothing`,
      [lexicon],
    );
    state.done = true;
  })()
    .catch((err: unknown) => {
      state.retryAt = Date.now() + RETRY_MS;
      ctx.log.warn({ err }, 'provider words not learned for typo correction');
    })
    .finally(() => {
      state.running = false;
    });
}
