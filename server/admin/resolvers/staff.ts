import type { AdminContext } from '../context';
import type { Resolvers, ResolversTypes } from '../generated/graphql';
import { adminBadInput } from '../errors';
import * as staff from '../../staff/accounts';
import { queryAudit } from '../../staff/audit';
import { PERMISSIONS } from '../../staff/permissions';

async function viewerOf(ctx: AdminContext) {
  if (!ctx.staff) return null;
  const member = await staff.staffById(ctx.db, ctx.staff.id);
  if (!member) return null;
  return { member, permissions: [...ctx.staff.permissions], idleExpiresAt: ctx.session.idleExpiresAt().toISOString() };
}

async function signInResult(ctx: AdminContext, outcome: staff.SignInOutcome): Promise<ResolversTypes['SignInResult']> {
  if (outcome.step === 'TOTP_ENROLMENT') return { step: outcome.step, enrolment: { secret: outcome.secret, uri: outcome.uri }, viewer: null };
  if (outcome.step === 'TOTP') return { step: outcome.step, enrolment: null, viewer: null };
  // Signed in just now: the staff member of the new session.
  const id = ctx.session.current?.staffId;
  const actor = id ? await staff.loadActor(ctx.db, id) : null;
  ctx.staff = actor;
  return { step: 'DONE', enrolment: null, viewer: await viewerOf(ctx) };
}

const STATUS = { invited: 'INVITED', active: 'ACTIVE', disabled: 'DISABLED' } as const;

export const staffResolvers: Resolvers = {
  Query: {
    viewer: (_p, _a, ctx) => viewerOf(ctx),
    invitation: async (_p, { token }, ctx) => {
      const found = await staff.invitationByToken(ctx.db, token);
      return found ? { email: found.email, name: found.name, expiresAt: found.expiresAt } : null;
    },
    staffMembers: (_p, _a, ctx) => staff.listStaff(ctx.db),
    staffRoles: (_p, _a, ctx) => staff.listRoles(ctx.db),
    permissions: () => PERMISSIONS.map((name) => ({ name })),
    auditLog: async (_p, { filter, first, after }, ctx) => {
      const n = first ?? 50;
      if (n < 1 || n > 200) throw adminBadInput('first must be between 1 and 200.', 'first');
      if (after && !/^\d{1,18}$/.test(after)) throw adminBadInput('This cursor is not one the log gave.', 'after');
      const { rows, hasNext } = await queryAudit(ctx.db, { ...filter, first: n, after });
      return { nodes: rows, pageInfo: { endCursor: rows.at(-1)?.id ?? null, hasNextPage: hasNext } };
    },
  },
  Mutation: {
    signIn: async (_p, { email, password }, ctx) => signInResult(ctx, await staff.signIn(ctx, email, password)),
    verifyTotp: async (_p, { code }, ctx) => signInResult(ctx, await staff.verifyTotp(ctx, code)),
    signOut: (_p, _a, ctx) => staff.signOut(ctx),
    acceptInvitation: (_p, { token, password }, ctx) => staff.acceptInvitation(ctx, token, password),
    inviteStaff: (_p, { input }, ctx) => staff.inviteStaff(ctx, input),
    changeStaffRole: (_p, { id, role, reason }, ctx) => staff.changeStaffRole(ctx, id, role, reason),
    disableStaff: (_p, { id, reason }, ctx) => staff.disableStaff(ctx, id, reason),
  },
  StaffMember: {
    status: (m) => STATUS[m.status],
    role: async (m, _a, ctx) => (await staff.roleByCode(ctx.db, m.role)) ?? { code: m.role, name: m.role, permissions: [] },
  },
};
