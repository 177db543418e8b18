/** Where the account pages send a shopper after signing in when no page asked for them. */
export const ACCOUNT_HOME = '/account/dashboard';
export const LOGIN_PATH = '/account/login';

/**
 * The page to go back to after signing in: a path of this shop (one leading slash, never another
 * site's address, never the login page itself), else the dashboard.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return ACCOUNT_HOME;
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`) || raw.startsWith(`${LOGIN_PATH}/`)) return ACCOUNT_HOME;
  return raw;
}

/** The login page's address that comes back to `from` after signing in. */
export function loginPathFor(from: string): string {
  const back = safeReturnPath(from);
  return back === ACCOUNT_HOME ? LOGIN_PATH : `${LOGIN_PATH}?back=${encodeURIComponent(back)}`;
}
