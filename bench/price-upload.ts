/**
 * A supplier's price list through the back office, as a staff member's browser sends it: a shop on
 * the embedded database (its stand-in's articles and demo offers), a Latin-1 CSV naming every
 * article the stand-in has (a new cost for each, some dirt), POSTed to /admin/prices/upload (answered
 * once stored; the preview runs in the background: read, match, stage) and asked for until read,
 * then `applyPriceRun` and `undoPriceRun` on /admin/graphql. Prints the file's size and rows, how
 * soon the upload is answered, each step's time by the clock and the processor time of this process
 * (the gateway's work and the database's, which runs in it), and the run's counts.
 *
 *   npm run bench:price-upload -- [rows=all of the stand-in's articles]
 */
import crypto from 'node:crypto';
import os from 'node:os';
import iconv from 'iconv-lite';
import { DEFAULT_PASSWORD_COST, hashPassword } from '../server/account/password';
import { DEMO_SUPPLIER_SETTINGS } from '../server/prices/demo';
import { saveSupplier } from '../server/prices/suppliers';
import { newTotpSecret, totpCode } from '../server/staff/totp';
import { startTestShop } from '../tests/helpers/shop';

const NORTE = DEMO_SUPPLIER_SETTINGS[0];

async function main(): Promise<void> {
  const shop = await startTestShop();
  try {
    const db = shop.server.services.db;
    await saveSupplier(db, NORTE);
    const all = (await shop.server.services.provider.ready()).standIn?.partNumbers() ?? [];
    const rows = Math.min(Number(process.argv[2] ?? all.length), all.length);
    const lines = ['DISTRIBUIDORA NORTE - LISTA;;;;', 'Marca;Código;Descripción;Precio s/IVA;Stock Rosario'];
    all.slice(0, rows).forEach((n, i) => {
      const price = i % 97 === 0 ? 'consultar' : `${1_000 + (i % 90_000)},${String(i % 100).padStart(2, '0')}`;
      lines.push([i % 5 === 0 ? n.brandName.toLowerCase() : n.brandName, n.number, `Repuesto ${i} (ñ)`, price, i % 7 === 0 ? 'sin stock' : String(i % 40)].join(';'));
    });
    lines.push('TOTAL GENERAL;;;;');
    const body = iconv.encode(lines.join('\r\n'), 'windows-1252');

    // A catalogue member signed in, as the staff app is.
    const email = `bench-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = crypto.randomBytes(12).toString('hex');
    const secret = newTotpSecret();
    await db.query(
      `insert into staff_members (id, email, email_lower, name, role, status, password_hash, totp_secret) values ($1, $2, $2, 'Bench', 'catalogue', 'active', $3, $4)`,
      [crypto.randomUUID(), email, await hashPassword(password, DEFAULT_PASSWORD_COST), secret],
    );
    const cookies = new Map<string, string>();
    const send = async (pathname: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
      headers.set('x-csrf-token', cookies.get('csrf-token') ?? '');
      const res = await fetch(shop.url + pathname, { ...init, headers });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      return res;
    };
    const gql = async (query: string, variables: Record<string, unknown> = {}) =>
      (await (await send('/admin/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json()) as { data?: Record<string, Record<string, unknown>>; errors?: unknown[] };
    await send('/healthz');
    await gql('mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { step } }', { e: email, p: password });
    await gql('mutation ($c: String!) { verifyTotp(code: $c) { step } }', { c: totpCode(secret, Date.now()) });

    const timed = async <T>(fn: () => Promise<T>) => {
      const cpu = process.cpuUsage();
      const t = performance.now();
      const value = await fn();
      const used = process.cpuUsage(cpu);
      return { value, ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000 };
    };
    // Sent, then read in the background: asked every 50 ms, as the staff app asks (it waits 700 ms).
    const started = performance.now();
    const upload = await timed(async () => {
      const accepted = (await (await send(`/admin/prices/upload?supplier=${NORTE.id}&name=bench.csv`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(body) })).json()) as { uploadId?: string };
      const sent = performance.now();
      for (;;) {
        const u = (await gql('query ($id: ID!) { priceUpload(id: $id) { state runId error } }', { id: accepted.uploadId })).data?.priceUpload as { state: string; runId: string | null; error: string | null } | undefined;
        if (!u || u.state !== 'READING') return { ...u, answeredMs: sent };
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const id = upload.value.runId as string | undefined;
    if (!id) throw new Error(`upload refused: ${JSON.stringify(upload.value)}`);
    const run = await gql('query ($id: ID!) { priceRun(id: $id) { lines matched changed unmatched rejected } }', { id });
    const apply = await timed(() => gql('mutation ($id: ID!) { applyPriceRun(id: $id) { state changed } }', { id }));
    const undo = await timed(() => gql('mutation ($id: ID!) { undoPriceRun(id: $id) { state } }', { id }));

    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`machine: ${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, load ${os.loadavg()[0]?.toFixed(1)}, Node ${process.version}, PGlite in memory`);
    console.log(`file: ${rows} article rows, ${(body.length / 1024 / 1024).toFixed(2)} MB (Windows-1252 CSV)`);
    console.log(`run: ${JSON.stringify(run.data?.priceRun)}`);
    console.log(`upload answered:  ${s(Number(upload.value.answeredMs) - started)} (202, the file stored)`);
    console.log(`upload + preview: ${s(upload.ms)} by the clock, ${s(upload.cpuMs)} of processor time`);
    console.log(`apply:            ${s(apply.ms)} by the clock, ${s(apply.cpuMs)} of processor time (${JSON.stringify(apply.value.data?.applyPriceRun)})`);
    console.log(`undo:             ${s(undo.ms)} by the clock, ${s(undo.cpuMs)} of processor time`);
  } finally {
    await shop.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
