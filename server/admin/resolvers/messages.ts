import { answer, answersOf, counts, findMany, findOne, InboxError, markRead, senderHasAccount, senderOrders, type InboxMessage } from '../../contact/inbox';
import { ANSWER_LIMITS, type MessageState } from '../../contact/inbox-rules';
import type { AdminContext } from '../context';
import { adminError, adminNotFound } from '../errors';
import type { ContactMessageState, OrderStatus, Resolvers } from '../generated/graphql';

const STATE_ENUM: Record<MessageState, ContactMessageState> = { unread: 'UNREAD', read: 'READ', answered: 'ANSWERED' };
const STATE_VALUE: Record<ContactMessageState, MessageState> = { UNREAD: 'unread', READ: 'read', ANSWERED: 'answered' };

/** The inbox's expected failures as the staff API's errors. */
function apiError(e: unknown): unknown {
  if (!(e instanceof InboxError)) return e;
  if (e.reason === 'NOT_FOUND') return adminNotFound(e.message);
  return adminError('BAD_USER_INPUT', e.message, { status: 400, extensions: { field: 'body', reason: e.reason } });
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    throw apiError(e);
  }
}

/** The staff's inbox of contact messages (server/contact/inbox.ts). */
export const messageResolvers: Resolvers = {
  Query: {
    contactMessages: async (_p, args, ctx: AdminContext) => {
      const page = await findMany(ctx, { state: args.filter?.state ? STATE_VALUE[args.filter.state] : null, search: args.filter?.search }, { first: args.first ?? 25, after: args.after });
      return { nodes: page.nodes, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } };
    },
    contactMessage: async (_p, args, ctx: AdminContext) => {
      const found = await findOne(ctx, args.id);
      if (!found) throw adminNotFound(`No contact message ${args.id}.`);
      return found;
    },
    contactMessageCounts: (_p, _a, ctx: AdminContext) => counts(ctx),
    contactAnswerLimits: () => ({ minLength: ANSWER_LIMITS.min, maxLength: ANSWER_LIMITS.max }),
  },
  Mutation: {
    markContactMessage: (_p, args, ctx: AdminContext) => guarded(() => markRead(ctx, args.id, args.read)),
    answerContactMessage: (_p, args, ctx: AdminContext) => guarded(() => answer(ctx, args.id, args.body)),
  },
  ContactMessage: {
    state: (m: InboxMessage) => STATE_ENUM[m.state],
    answers: (m: InboxMessage, _a, ctx: AdminContext) => answersOf(ctx, m.id),
    senderHasAccount: (m: InboxMessage, _a, ctx: AdminContext) => senderHasAccount(ctx, m.email),
    senderOrders: async (m: InboxMessage, _a, ctx: AdminContext) =>
      (await senderOrders(ctx, m.email)).map((o) => ({ ...o, status: o.status as OrderStatus })),
  },
};
