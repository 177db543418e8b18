import crypto from 'node:crypto';
import { DEFAULT_PASSWORD_COST, hashPassword } from '../../server/account/password';
import type { Queryable } from '../../server/db';
import { newTotpSecret, totpCode } from '../../server/staff/totp';

// A catalogue member of the back office, as the staff app works: signed in with password and code,
// a price list POSTed to /admin/prices/upload and asked for until read, then applied and undone.

export interface StaffLogin {
  email: string;
  password: string;
  secret: string;
}

/** Adds an active catalogue member (prices:import) to a shop's database and answers how to sign in. */
export async function addCatalogueMember(db: Queryable): Promise<StaffLogin> {
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = crypto.randomBytes(12).toString('hex');
  const secret = newTotpSecret();
  await db.query(
    `insert into staff_members (id, email, email_lower, name, role, status, password_hash, totp_secret) values ($1, $2, $2, 'Bench', 'catalogue', 'active', $3, $4)`,
    [crypto.randomUUID(), email, await hashPassword(password, DEFAULT_PASSWORD_COST), secret],
  );
  return { email, password, secret };
}

interface AdminAnswer {
  data?: Record<string, Record<string, unknown> | null>;
  errors?: { message: string }[];
}

export interface StaffClient {
  gql(query: string, variables?: Record<string, unknown>): Promise<AdminAnswer>;
  /** Uploads a list and waits until it is read: the run's id. */
  upload(supplierId: string, body: Buffer): Promise<string>;
}

/** Signs a member in on a started shop (behind a TLS-terminating proxy, as in production). */
export async function signInStaff(base: string, login: StaffLogin): Promise<StaffClient> {
  const cookies = new Map<string, string>();
  const send = async (pathname: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-proto', 'https');
    headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    headers.set('x-csrf-token', cookies.get('csrf-token') ?? '');
    const res = await fetch(base + pathname, { ...init, headers });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return res;
  };
  const gql = async (query: string, variables: Record<string, unknown> = {}): Promise<AdminAnswer> => {
    const res = await send('/admin/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
    return (await res.json()) as AdminAnswer;
  };
  await send('/healthz');
  const signed = await gql('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { step } }', { e: login.email, p: login.password });
  const verified = await gql('mutation ($c: String!) { verifyTotp(code: $c) { step } }', { c: totpCode(login.secret, Date.now()) });
  if (signed.errors || verified.errors) throw new Error(`staff sign-in refused: ${JSON.stringify(signed.errors ?? verified.errors)}`);
  return {
    gql,
    async upload(supplierId, body) {
      const res = await send(`/admin/prices/upload?supplier=${supplierId}&name=bench.csv`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(body) });
      const accepted = (await res.json()) as { uploadId?: string };
      if (!accepted.uploadId) throw new Error(`upload refused: HTTP ${res.status} ${JSON.stringify(accepted)}`);
      // Asked for every 100 ms until read (the staff app asks every 700 ms).
      for (;;) {
        const u = (await gql('query ($id: ID!) { priceUpload(id: $id) { state runId error } }', { id: accepted.uploadId })).data?.priceUpload;
        if (u && u.state !== 'READING') {
          if (!u.runId) throw new Error(`upload not read: ${JSON.stringify(u)}`);
          return String(u.runId);
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}
