import type { Resolvers } from '../generated/graphql';
import { readPreferences, savePreferences } from './preferences';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES, SHOP_CONTACTS } from './info';

export const shopResolvers: Resolvers = {
  Query: {
    ping: () => true,
    shop: (_parent, _args, ctx) => ({
      ...SHOP_CONTACTS,
      defaultLanguage: DEFAULT_LANGUAGE,
      defaultCurrency: DEFAULT_CURRENCY,
      languages: LANGUAGES.map((l) => ({ ...l })),
      currencies: CURRENCIES.map((c) => ({ ...c })),
      demoMode: ctx.config.demoMode,
    }),
    preferences: (_parent, _args, ctx) => readPreferences(ctx.viewer.session),
  },
  Mutation: {
    noop: () => true,
    setPreferences: (_parent, args, ctx) => savePreferences(ctx.viewer.session, args),
  },
};
