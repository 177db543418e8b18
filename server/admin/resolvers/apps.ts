import { AccountAppsError, appSessionsOf, findAccount, findAccounts, revokeAppSessions, setDeveloper, type ShopperAccountModel } from '../../account/developers';
import type { AdminContext } from '../context';
import { adminBadInput, adminNotFound } from '../errors';
import type { Resolvers } from '../generated/graphql';

/** The longest reason kept with a change in the audit log. */
const MAX_REASON = 500;

function reasonOf(reason: string | null | undefined): string {
  const text = reason?.trim() ?? '';
  if ([...text].length > MAX_REASON) throw adminBadInput(`The reason is at most ${MAX_REASON} characters.`, 'reason');
  return text;
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof AccountAppsError) throw e.reason === 'NOT_FOUND' ? adminNotFound(e.message) : adminBadInput(e.message, 'email');
    throw e;
  }
}

/** Developer accounts and the apps signed in to an account (server/account/developers.ts). */
export const appResolvers: Resolvers = {
  Query: {
    shopperAccounts: (_p, args, ctx: AdminContext) => guarded(() => findAccounts(ctx, args.email, { developersOnly: args.developersOnly ?? false, first: args.first ?? 20 })),
    shopperAccount: async (_p, args, ctx: AdminContext) => {
      const found = await findAccount(ctx, args.id);
      if (!found) throw adminNotFound(`No shopper account ${args.id}.`);
      return found;
    },
  },
  Mutation: {
    setAccountDeveloper: (_p, args, ctx: AdminContext) => {
      const reason = reasonOf(args.reason);
      return guarded(() => setDeveloper(ctx, args.accountId, args.developer, reason));
    },
    revokeAppSessions: (_p, args, ctx: AdminContext) => {
      const reason = reasonOf(args.reason);
      return guarded(() => revokeAppSessions(ctx, args.accountId, args.sessionId ?? null, reason));
    },
  },
  ShopperAccount: {
    appSessions: (a: ShopperAccountModel, _args, ctx: AdminContext) => appSessionsOf(ctx, a.id),
  },
};
