import crypto from 'node:crypto';
import type { GraphQLContext } from '../context';
import { userError } from '../errors';
import { requestLanguage, shopPageUrl } from '../mail/language';
import { passwordResetMail } from '../mail/messages';
import { hashPassword } from './password';
import { reservePasswordReset } from './password-reset-limits';
import { signOutEverywhere } from './sign-out';
import { assertStrongPassword, assertValidEmail, normaliseEmail } from './validation';

type Ctx = Pick<GraphQLContext, 'viewer' | 'headers' | 'clientAddress' | 'db' | 'config' | 'app'>;

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

/** Where the link of a reset e-mail leads (the web client's page that sets the new password). */
export const RESET_PAGE_PATH = '/account/reset-password';

/** Tokens are 32 random bytes, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

function invalidLink(): Error {
  return userError('PASSWORD_RESET_INVALID', 'This password-reset link is unknown, used or expired', { status: 400 });
}

function clientAddress(ctx: Pick<GraphQLContext, 'clientAddress'>): string {
  return ctx.clientAddress;
}

/**
 * Sends a reset link when an account has the email; answers true either way (registration already
 * tells whether an email is taken, under its own limit, so neither answer nor timing here adds to
 * that). Requests count per email and per client address. A new link makes the account's earlier
 * ones void; only the token's digest is stored, the token itself travels in the e-mail alone.
 */
export async function requestPasswordReset(ctx: Ctx, emailInput: string): Promise<boolean> {
  const { email, lower } = normaliseEmail(emailInput);
  assertValidEmail(email);
  await reservePasswordReset(ctx.app.passwordResetLimits, { email: lower, address: clientAddress(ctx) });
  const found = await ctx.db.query<{ id: string; email: string; first_name: string }>('select id, email, first_name from accounts where email_lower = $1', [lower]);
  const account = found.rows[0];
  if (!account) return true;
  const token = crypto.randomBytes(32).toString('base64url');
  const language = requestLanguage(ctx);
  const link = shopPageUrl(ctx.app.siteUrl(), `${RESET_PAGE_PATH}?token=${token}`, language);
  await ctx.db.transaction(async (tx) => {
    await tx.query('update password_resets set used_at = now() where account_id = $1 and used_at is null', [account.id]);
    await tx.query(
      `insert into password_resets (token_hash, account_id, expires_at) values ($1, $2, now() + ($3::int * interval '1 minute'))`,
      [digest(token), account.id, RESET_LINK_MINUTES],
    );
    await ctx.app.mail.enqueue(tx, {
      kind: 'password-reset',
      to: account.email,
      language,
      sensitive: true,
      ...passwordResetMail(link, account.first_name, language),
    });
  });
  ctx.app.mail.kick();
  return true;
}

/** Whether a reset token can still set a password (known, unused, under 30 minutes old). */
export async function passwordResetValid(ctx: Pick<GraphQLContext, 'db'>, token: string): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const r = await ctx.db.query('select 1 from password_resets where token_hash = $1 and used_at is null and expires_at > now()', [digest(token)]);
  return r.rows.length > 0;
}

/**
 * Sets a new password with a reset token: the token is spent in the same transaction that stores
 * the password (so it works once, even when two requests race), the account's other links are
 * voided, its sign-in failures forgotten, and every session of the account ends (but the caller's,
 * if it is signed in to that account).
 */
export async function resetPassword(ctx: Ctx, token: string, newPassword: string): Promise<boolean> {
  assertStrongPassword(newPassword);
  // Checked before the (slow) hash, so unknown tokens cost no hashing.
  if (!(await passwordResetValid(ctx, token))) throw invalidLink();
  const hash = await hashPassword(newPassword, ctx.config.auth.passwordCost);
  await ctx.db.transaction(async (tx) => {
    const spent = await tx.query<{ account_id: string }>(
      `update password_resets set used_at = now() where token_hash = $1 and used_at is null and expires_at > now() returning account_id`,
      [digest(token)],
    );
    const accountId = spent.rows[0]?.account_id;
    if (!accountId) throw invalidLink();
    const account = await tx.query<{ email_lower: string }>(
      'update accounts set password_hash = $2, updated_at = now() where id = $1 returning email_lower',
      [accountId, hash],
    );
    await tx.query('update password_resets set used_at = now() where account_id = $1 and used_at is null', [accountId]);
    const lower = account.rows[0]?.email_lower;
    if (lower) await tx.query('delete from sign_in_failures where key = $1', [`account:${lower}`]);
    const own = ctx.viewer.session.accountId === accountId ? ctx.viewer.sessionId : null;
    await signOutEverywhere(tx, accountId, { except: own });
  });
  return true;
}
