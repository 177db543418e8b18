import crypto from 'node:crypto';
import type { Config } from '../config';
import type { GraphQLContext } from '../context';
import { userError } from '../errors';
import { requireAccount, viewer } from '../shopper';
import { beginAccountSession, endSession } from '../shopper/account-session';
import type { MergeSummary } from '../shopper/merge';
import type { AppTokens } from '../session/app-session';
import { hashPassword, needsRehash, unmatchableHash, verifyPassword } from './password';
import { attemptKeys, attemptSucceeded, reserveAttempt, reserveRegistration } from './rate-limit';
import { signOutEverywhere } from './sign-out';
import {
  assertPasswordLength,
  assertStrongPassword,
  assertValidEmail,
  avatarUrl,
  normaliseEmail,
  profileText,
} from './validation';

type Ctx = Pick<GraphQLContext, 'viewer' | 'answer' | 'headers' | 'clientAddress' | 'db' | 'config'>;

export interface AccountModel {
  id: string;
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
}

interface AccountRow {
  id: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
}

const COLUMNS = 'id, email, phone, first_name, last_name, avatar';

function toModel(r: AccountRow): AccountModel {
  return { id: r.id, email: r.email, phone: r.phone, firstName: r.first_name, lastName: r.last_name, avatar: r.avatar };
}

function emailInUse(): Error {
  return userError('AUTH_EMAIL_ALREADY_IN_USE', 'AUTH_EMAIL_ALREADY_IN_USE', { status: 400 });
}

function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';
}

export async function findOne(ctx: Pick<GraphQLContext, 'db'>, id: string): Promise<AccountModel | null> {
  const r = await ctx.db.query<AccountRow>(`select ${COLUMNS} from accounts where id = $1`, [id]);
  return r.rows[0] ? toModel(r.rows[0]) : null;
}

/** The signed-in account, or null (also when the account was removed after the session began). */
export async function me(ctx: Pick<GraphQLContext, 'viewer' | 'db'>): Promise<AccountModel | null> {
  const { accountId } = viewer(ctx);
  return accountId ? findOne(ctx, accountId) : null;
}

/** Stores a new account; AUTH_EMAIL_ALREADY_IN_USE when the email (any case) is taken. */
export async function createAccount(
  ctx: Pick<GraphQLContext, 'db'> & { config: { auth: Pick<Config['auth'], 'passwordCost'> } },
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<AccountModel> {
  const { email, lower } = normaliseEmail(input.email);
  assertValidEmail(email);
  assertStrongPassword(input.password);
  const taken = await ctx.db.query('select 1 from accounts where email_lower = $1', [lower]);
  if (taken.rows.length > 0) throw emailInUse();
  const hash = await hashPassword(input.password, ctx.config.auth.passwordCost);
  const r = await ctx.db.query<AccountRow>(
    `insert into accounts (id, email, email_lower, password_hash, first_name, last_name) values ($1, $2, $3, $4, $5, $6)
     on conflict (email_lower) do nothing returning ${COLUMNS}`,
    [crypto.randomUUID(), email, lower, hash, input.firstName ?? '', input.lastName ?? ''],
  );
  if (!r.rows[0]) throw emailInUse();
  return toModel(r.rows[0]);
}

/**
 * Registers and signs in. Well-formed registrations (taken emails included) are limited per client
 * address (AUTH_TOO_MANY_ATTEMPTS), so accounts cannot be made, nor emails probed, at will.
 */
export interface SignedIn {
  user: AccountModel;
  merged: MergeSummary;
  /** An app's new tokens (a bearer request); null for a browser's session. */
  tokens: AppTokens | null;
}

export async function register(ctx: Ctx, email: string, password: string): Promise<SignedIn> {
  assertValidEmail(normaliseEmail(email).email);
  assertStrongPassword(password);
  await reserveRegistration(ctx.db, clientAddress(ctx), {
    maxRegistrationsPerAddress: ctx.config.auth.maxRegistrationsPerAddress,
    windowMinutes: ctx.config.auth.windowMinutes,
  });
  const user = await createAccount(ctx, { email, password });
  const started = await beginAccountSession(ctx, user.id);
  return { user, ...started };
}

export function clientAddress(ctx: Pick<GraphQLContext, 'clientAddress'>): string {
  return ctx.clientAddress;
}

/**
 * The account these credentials open. Unknown email and wrong password answer the same
 * AUTH_WRONG_PASSWORD after the same work (a hash is verified either way); attempts are limited per
 * account and per client address (AUTH_TOO_MANY_ATTEMPTS), for browsers and apps alike.
 */
export async function verifyCredentials(ctx: Ctx, emailInput: string, password: string): Promise<{ user: AccountModel; developer: boolean }> {
  const { lower } = normaliseEmail(emailInput);
  assertPasswordLength(password);
  const keys = attemptKeys(lower, clientAddress(ctx));
  await reserveAttempt(ctx.db, keys, ctx.config.auth);
  const r = await ctx.db.query<AccountRow & { password_hash: string; developer: boolean }>(
    `select ${COLUMNS}, password_hash, developer from accounts where email_lower = $1`,
    [lower],
  );
  const row = r.rows[0];
  const { passwordCost } = ctx.config.auth;
  const ok = await verifyPassword(password, row?.password_hash ?? unmatchableHash(passwordCost));
  if (!row || !ok) throw userError('AUTH_WRONG_PASSWORD', 'AUTH_WRONG_PASSWORD', { status: 400 });
  await attemptSucceeded(ctx.db, keys, ctx.config.auth);
  // A hash of another cost (the setting changed since) is made again while the password is at hand.
  if (needsRehash(row.password_hash, passwordCost)) {
    await ctx.db.query('update accounts set password_hash = $2 where id = $1 and password_hash = $3', [row.id, await hashPassword(password, passwordCost), row.password_hash]);
  }
  return { user: toModel(row), developer: row.developer };
}

/** Signs in with email and password (see `verifyCredentials`); the session is renewed and the signed-out one's data merges. */
export async function signIn(ctx: Ctx, emailInput: string, password: string): Promise<SignedIn> {
  const { user, developer } = await verifyCredentials(ctx, emailInput, password);
  const started = await beginAccountSession(ctx, user.id, { developer });
  return { user, ...started };
}

export async function signOut(ctx: Ctx): Promise<boolean> {
  await endSession(ctx);
  return true;
}

export async function updateProfile(
  ctx: Ctx,
  input: { email?: string | null; phone?: string | null; firstName?: string | null; lastName?: string | null; avatar?: string | null },
): Promise<AccountModel> {
  const id = requireAccount(ctx);
  const sets: string[] = [];
  const params: unknown[] = [id];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (input.email != null) {
    const { email, lower } = normaliseEmail(input.email);
    assertValidEmail(email);
    set('email', email);
    set('email_lower', lower);
  }
  if (input.phone != null) set('phone', profileText(input.phone, 'phone', 40));
  if (input.firstName != null) set('first_name', profileText(input.firstName, 'firstName'));
  if (input.lastName != null) set('last_name', profileText(input.lastName, 'lastName'));
  if (input.avatar != null) set('avatar', avatarUrl(input.avatar));
  if (sets.length === 0) {
    const current = await findOne(ctx, id);
    if (!current) throw userError('UNAUTHENTICATED', 'Sign in first', { status: 401 });
    return current;
  }
  try {
    const r = await ctx.db.query<AccountRow>(
      `update accounts set ${sets.join(', ')}, updated_at = now() where id = $1 returning ${COLUMNS}`,
      params,
    );
    if (!r.rows[0]) throw userError('UNAUTHENTICATED', 'Sign in first', { status: 401 });
    return toModel(r.rows[0]);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailInUse();
    throw err;
  }
}

export async function changePassword(ctx: Ctx, currentPassword: string, newPassword: string): Promise<boolean> {
  const id = requireAccount(ctx);
  assertPasswordLength(currentPassword);
  assertStrongPassword(newPassword);
  const r = await ctx.db.query<{ password_hash: string }>('select password_hash from accounts where id = $1', [id]);
  const stored = r.rows[0]?.password_hash;
  if (!stored || !(await verifyPassword(currentPassword, stored))) {
    throw userError('AUTH_WRONG_PASSWORD', 'AUTH_WRONG_PASSWORD', { status: 400 });
  }
  const hash = await hashPassword(newPassword, ctx.config.auth.passwordCost);
  await ctx.db.query('update accounts set password_hash = $2, updated_at = now() where id = $1', [id, hash]);
  // Whoever knew the old password is signed out: every other browser and app of the account.
  await signOutEverywhere(ctx.db, id, { except: ctx.viewer.sessionId });
  return true;
}
