import crypto from 'node:crypto';
import type { Queryable } from '../db';
import type { AdminContext, StaffActor } from '../admin/context';
import { adminBadInput, adminError, adminNotFound, unauthenticated } from '../admin/errors';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from '../account/password';
import { staffInvitationMail } from '../mail';
import { recordAudit } from './audit';
import { isPermission, OWNER_ROLE, rolePermissions } from './permissions';
import { endSessionsOf, tokenDigest } from './sessions';
import { newTotpSecret, totpStep, totpUri } from './totp';
import type { StaffRow, StaffStatus } from '../admin/models';

export type { StaffRow, StaffStatus } from '../admin/models';

export const INVITATION_HOURS = 72;
export const MIN_PASSWORD_LENGTH = 12;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;


export interface RoleRow {
  code: string;
  name: string;
  permissions: string[];
}

const MEMBER_COLUMNS = `id, email, name, role, status, totp_secret is not null as totp_enrolled, created_at`;

type MemberDbRow = { id: string; email: string; name: string; role: string; status: StaffStatus; totp_enrolled: boolean; created_at: Date | string };

function member(row: MemberDbRow): StaffRow {
  return { id: row.id, email: row.email, name: row.name, role: row.role, status: row.status, totpEnrolled: row.totp_enrolled, createdAt: new Date(row.created_at).toISOString() };
}

export async function listStaff(db: Queryable): Promise<StaffRow[]> {
  const r = await db.query<MemberDbRow>(`select ${MEMBER_COLUMNS} from staff_members order by created_at, email_lower`);
  return r.rows.map(member);
}

export async function staffById(db: Queryable, id: string): Promise<StaffRow | null> {
  if (!isUuid(id)) return null;
  const r = await db.query<MemberDbRow>(`select ${MEMBER_COLUMNS} from staff_members where id = $1`, [id]);
  return r.rows[0] ? member(r.rows[0]) : null;
}

export async function listRoles(db: Queryable): Promise<RoleRow[]> {
  const r = await db.query<{ code: string; name: string; permissions: string[] }>('select code, name, permissions from staff_roles order by code');
  return r.rows.map((row) => ({ code: row.code, name: row.name, permissions: rolePermissions(row.code, row.permissions) }));
}

export async function roleByCode(db: Queryable, code: string): Promise<RoleRow | null> {
  const r = await db.query<{ code: string; name: string; permissions: string[] }>('select code, name, permissions from staff_roles where code = $1', [code]);
  const row = r.rows[0];
  return row ? { code: row.code, name: row.name, permissions: rolePermissions(row.code, row.permissions) } : null;
}

/** The staff member of a signed-in session, with their role's permissions; null unless active. */
export async function loadActor(db: Queryable, staffId: string): Promise<StaffActor | null> {
  const r = await db.query<{ id: string; email: string; name: string; role: string; permissions: string[] }>(
    `select m.id, m.email, m.name, m.role, r.permissions
       from staff_members m join staff_roles r on r.code = m.role
      where m.id = $1 and m.status = 'active'`,
    [staffId],
  );
  const row = r.rows[0];
  return row ? { id: row.id, email: row.email, name: row.name, role: row.role, permissions: rolePermissions(row.role, row.permissions.filter(isPermission)) } : null;
}

function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

// ---------------------------------------------------------------------------------------------
// Signing in: password, then TOTP (enrolled at the first sign-in)
// ---------------------------------------------------------------------------------------------

export type SignInOutcome = { step: 'TOTP' } | { step: 'TOTP_ENROLMENT'; secret: string; uri: string } | { step: 'DONE' };

/** Counts a failed attempt per e-mail and per address (the shoppers' counters' table, keys of their own). */
async function countFailure(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const r = await db.query<{ failures: number }>(
    `insert into sign_in_failures (key, failures, window_started_at) values ($1, 1, now())
     on conflict (key) do update set
       failures = case when sign_in_failures.window_started_at <= now() - ($2::int * interval '1 minute') then 1 else sign_in_failures.failures + 1 end,
       window_started_at = case when sign_in_failures.window_started_at <= now() - ($2::int * interval '1 minute') then now() else sign_in_failures.window_started_at end
     returning failures`,
    [key, windowMinutes],
  );
  return Number(r.rows[0]?.failures ?? 1);
}

async function failuresOf(db: Queryable, key: string, windowMinutes: number): Promise<number> {
  const r = await db.query<{ failures: number }>(
    `select failures from sign_in_failures where key = $1 and window_started_at > now() - ($2::int * interval '1 minute')`,
    [key, windowMinutes],
  );
  return Number(r.rows[0]?.failures ?? 0);
}

async function refuseWhenTooMany(ctx: AdminContext, keys: string[]): Promise<void> {
  const { maxFailuresPerAccount, windowMinutes } = ctx.config.auth;
  for (const key of keys) {
    if ((await failuresOf(ctx.db, key, windowMinutes)) >= maxFailuresPerAccount) {
      throw adminError('RATE_LIMITED', 'Too many failed attempts: try again later.', { status: 429, extensions: { retryAfterSeconds: windowMinutes * 60 } });
    }
  }
}

export async function signIn(ctx: AdminContext, email: string, password: string): Promise<SignInOutcome> {
  const emailLower = email.trim().toLowerCase();
  const keys = [`staff:${emailLower}`, `staff-address:${ctx.clientAddress}`];
  await refuseWhenTooMany(ctx, keys);
  const r = await ctx.db.query<{ id: string; password_hash: string | null; status: StaffStatus; totp_secret: string | null }>(
    'select id, password_hash, status, totp_secret from staff_members where email_lower = $1',
    [emailLower],
  );
  const row = r.rows[0];
  const { passwordCost } = ctx.config.auth;
  const ok = await verifyPassword(password, row?.password_hash ?? unmatchableHash(passwordCost));
  if (!row || !row.password_hash || !ok || row.status !== 'active') {
    for (const key of keys) await countFailure(ctx.db, key, ctx.config.auth.windowMinutes);
    throw adminError('WRONG_CREDENTIALS', 'The e-mail and password do not match an active staff member.', { status: 401 });
  }
  // A hash of another cost (the setting changed since) is made again while the password is at hand.
  if (needsRehash(row.password_hash, passwordCost)) {
    await ctx.db.query('update staff_members set password_hash = $2 where id = $1 and password_hash = $3', [row.id, await hashPassword(password, passwordCost), row.password_hash]);
  }
  const pending = row.totp_secret ? null : newTotpSecret();
  await ctx.db.transaction((tx) => ctx.session.start(tx, row.id, 'second-factor', pending, ctx.clientAddress));
  return pending ? { step: 'TOTP_ENROLMENT', secret: pending, uri: totpUri(pending, emailLower) } : { step: 'TOTP' };
}

export async function verifyTotp(ctx: AdminContext, code: string): Promise<SignInOutcome> {
  const session = ctx.session.current;
  if (!session || session.stage !== 'second-factor') throw unauthenticated('Give the e-mail and password first.');
  const keys = [`staff-totp:${session.staffId}`];
  await refuseWhenTooMany(ctx, keys);
  const r = await ctx.db.query<{ email: string; totp_secret: string | null }>('select email, totp_secret from staff_members where id = $1', [session.staffId]);
  const staff = r.rows[0];
  const enrolling = !staff?.totp_secret;
  const secret = staff?.totp_secret ?? session.pendingTotpSecret;
  const step = secret ? totpStep(secret, code.trim()) : null;
  if (!staff || !secret || step === null) {
    await countFailure(ctx.db, keys[0], ctx.config.auth.windowMinutes);
    throw adminError('TOTP_INVALID', 'The code is not right: type the one your authenticator app shows now.', { status: 401 });
  }
  await ctx.db.transaction(async (tx) => {
    // Accepted once: a step at or before the last accepted one is a replay (whichever request came first).
    const taken = await tx.query(
      `update staff_members set totp_last_step = $2, totp_secret = $3, updated_at = now()
        where id = $1 and (totp_last_step is null or totp_last_step < $2) and (totp_secret is null or totp_secret = $3)`,
      [session.staffId, step, secret],
    );
    if (taken.rowCount === 0) throw adminError('TOTP_REPLAYED', 'This code was used already: wait for the next one.', { status: 401 });
    if (enrolling) {
      await recordAudit(tx, {
        actor: { id: session.staffId, email: staff.email },
        action: 'staff.enrol-totp',
        entity: 'staff',
        entityId: session.staffId,
        before: { totpEnrolled: false },
        after: { totpEnrolled: true },
        address: ctx.clientAddress,
      });
    }
    await ctx.session.start(tx, session.staffId, 'signed-in', null, ctx.clientAddress);
  });
  await ctx.db.query('delete from sign_in_failures where key = any($1)', [[keys[0], `staff:${staff.email.toLowerCase()}`]]);
  return { step: 'DONE' };
}

export async function signOut(ctx: AdminContext): Promise<boolean> {
  await ctx.db.transaction((tx) => ctx.session.end(tx));
  return true;
}

// ---------------------------------------------------------------------------------------------
// Invitations
// ---------------------------------------------------------------------------------------------

/** A new invitation (or setup link) for `staffId`: its token, valid `INVITATION_HOURS`; older ones stop working. */
export async function createInvitation(tx: Queryable, staffId: string): Promise<{ token: string; expiresAt: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.query('delete from staff_invitations where staff_id = $1', [staffId]);
  const r = await tx.query<{ expires_at: Date | string }>(
    `insert into staff_invitations (token_hash, staff_id, expires_at) values ($1, $2, now() + ($3::int * interval '1 hour')) returning expires_at`,
    [tokenDigest(token), staffId, INVITATION_HOURS],
  );
  return { token, expiresAt: new Date(r.rows[0].expires_at).toISOString() };
}

/** The path of an invitation's page in the staff app. */
export const invitationPath = (token: string) => `/admin/invitation/${token}`;

export async function invitationByToken(db: Queryable, token: string): Promise<{ staffId: string; email: string; name: string; expiresAt: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const r = await db.query<{ staff_id: string; email: string; name: string; expires_at: Date | string }>(
    `select i.staff_id, m.email, m.name, i.expires_at
       from staff_invitations i join staff_members m on m.id = i.staff_id
      where i.token_hash = $1 and i.used_at is null and i.expires_at > now() and m.status <> 'disabled'`,
    [tokenDigest(token)],
  );
  const row = r.rows[0];
  return row ? { staffId: row.staff_id, email: row.email, name: row.name, expiresAt: new Date(row.expires_at).toISOString() } : null;
}

export async function acceptInvitation(ctx: AdminContext, token: string, password: string): Promise<boolean> {
  if (password.length < MIN_PASSWORD_LENGTH) throw adminBadInput(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`, 'password');
  const found = await invitationByToken(ctx.db, token);
  if (!found) throw adminError('INVITATION_INVALID', 'This link is unknown, used or expired: ask for a new invitation.', { status: 400 });
  const hash = await hashPassword(password, ctx.config.auth.passwordCost);
  await ctx.db.transaction(async (tx) => {
    const used = await tx.query('update staff_invitations set used_at = now() where token_hash = $1 and used_at is null', [tokenDigest(token)]);
    if (used.rowCount === 0) throw adminError('INVITATION_INVALID', 'This link was used already.', { status: 400 });
    const before = await tx.query<{ status: StaffStatus }>('select status from staff_members where id = $1', [found.staffId]);
    // A new password starts over: the second factor is enrolled again at the next sign-in.
    await tx.query(
      `update staff_members set password_hash = $2, status = 'active', totp_secret = null, totp_last_step = null, updated_at = now() where id = $1`,
      [found.staffId, hash],
    );
    await endSessionsOf(tx, found.staffId);
    await recordAudit(tx, {
      actor: { id: found.staffId, email: found.email },
      action: 'staff.accept-invitation',
      entity: 'staff',
      entityId: found.staffId,
      before: { status: before.rows[0]?.status ?? null, passwordSet: false },
      after: { status: 'active', passwordSet: true },
      address: ctx.clientAddress,
    });
  });
  return true;
}

function requireActor(ctx: AdminContext): StaffActor {
  if (!ctx.staff) throw unauthenticated();
  return ctx.staff;
}

export async function inviteStaff(ctx: AdminContext, input: { email: string; name: string; role: string }): Promise<StaffRow> {
  const actor = requireActor(ctx);
  const email = input.email.trim();
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 200) throw adminBadInput('Give a valid e-mail address.', 'email');
  if (name.length === 0 || name.length > 100) throw adminBadInput('Give a name (up to 100 characters).', 'name');
  const role = await roleByCode(ctx.db, input.role);
  if (!role) throw adminBadInput(`There is no role ${input.role}.`, 'role');
  const id = crypto.randomUUID();
  const { token } = await ctx.db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into staff_members (id, email, email_lower, name, role) values ($1, $2, $3, $4, $5) on conflict (email_lower) do nothing`,
      [id, email, email.toLowerCase(), name, role.code],
    );
    if (inserted.rowCount === 0) throw adminBadInput('A staff member with this e-mail exists already.', 'email');
    const invitation = await createInvitation(tx, id);
    const link = new URL(invitationPath(invitation.token), ctx.app.siteUrl()).toString();
    await ctx.app.mail.enqueue(tx, { kind: 'staff-invitation', to: email, language: 'es', sensitive: true, dedupeKey: `staff-invitation:${id}`, ...staffInvitationMail(link, name, 'es') });
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'staff.invite',
      entity: 'staff',
      entityId: id,
      before: null,
      after: { email, name, role: role.code, status: 'invited' },
      address: ctx.clientAddress,
    });
    return invitation;
  });
  ctx.app.mail.kick();
  void token;
  return (await staffById(ctx.db, id)) as StaffRow;
}

export async function changeStaffRole(ctx: AdminContext, id: string, roleCode: string, reason: string): Promise<StaffRow> {
  const actor = requireActor(ctx);
  const target = await staffById(ctx.db, id);
  if (!target) throw adminNotFound('No staff member with this id.');
  const role = await roleByCode(ctx.db, roleCode);
  if (!role) throw adminBadInput(`There is no role ${roleCode}.`, 'role');
  if (target.id === actor.id && target.role === OWNER_ROLE && role.code !== OWNER_ROLE) {
    throw adminBadInput('An owner cannot take the owner role from themselves: another owner can.', 'role');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.query('update staff_members set role = $2, updated_at = now() where id = $1', [id, role.code]);
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'staff.change-role',
      entity: 'staff',
      entityId: id,
      before: { role: target.role },
      after: { role: role.code },
      reason: reason.trim(),
      address: ctx.clientAddress,
    });
  });
  return (await staffById(ctx.db, id)) as StaffRow;
}

export async function disableStaff(ctx: AdminContext, id: string, reason: string): Promise<StaffRow> {
  const actor = requireActor(ctx);
  const target = await staffById(ctx.db, id);
  if (!target) throw adminNotFound('No staff member with this id.');
  if (target.id === actor.id) throw adminBadInput('You cannot disable yourself.', 'id');
  if (reason.trim() === '') throw adminBadInput('Say why.', 'reason');
  await ctx.db.transaction(async (tx) => {
    await tx.query(`update staff_members set status = 'disabled', updated_at = now() where id = $1`, [id]);
    await endSessionsOf(tx, id);
    await recordAudit(tx, {
      actor: { id: actor.id, email: actor.email },
      action: 'staff.disable',
      entity: 'staff',
      entityId: id,
      before: { status: target.status },
      after: { status: 'disabled' },
      reason: reason.trim(),
      address: ctx.clientAddress,
    });
  });
  return (await staffById(ctx.db, id)) as StaffRow;
}

// ---------------------------------------------------------------------------------------------
// The first owner (a command) and the demo owner (the embedded start)
// ---------------------------------------------------------------------------------------------

/** Creates an owner waiting for their password (or gives an existing one a new link): the setup token. */
export async function createOwner(tx: Queryable, email: string, name: string, command: string): Promise<{ id: string; token: string; created: boolean }> {
  const emailLower = email.trim().toLowerCase();
  if (!EMAIL.test(emailLower)) throw new Error(`not an e-mail address: ${email}`);
  const existing = await tx.query<{ id: string; role: string; status: StaffStatus }>('select id, role, status from staff_members where email_lower = $1', [emailLower]);
  let id = existing.rows[0]?.id;
  const created = !id;
  if (!id) {
    id = crypto.randomUUID();
    await tx.query(`insert into staff_members (id, email, email_lower, name, role) values ($1, $2, $3, $4, 'owner')`, [id, email.trim(), emailLower, name]);
  } else {
    await tx.query(`update staff_members set role = 'owner', status = case when status = 'disabled' then 'invited' else status end, updated_at = now() where id = $1`, [id]);
  }
  const { token } = await createInvitation(tx, id);
  await recordAudit(tx, {
    actor: { system: command },
    action: created ? 'staff.create-owner' : 'staff.owner-setup-link',
    entity: 'staff',
    entityId: id,
    before: created ? null : { role: existing.rows[0].role, status: existing.rows[0].status },
    after: { email: emailLower, role: 'owner' },
    address: 'local',
  });
  return { id, token, created };
}
