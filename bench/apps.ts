/**
 * What apps' sessions and the limits per client cost a request: `{ ping }` without a session, and
 * `{ cart }` with a browser's session cookie and with an app's bearer token, on a gateway with the
 * default limits (counted in memory) and on one with every limit off, beside a bare node:http
 * server answering the same bytes in the same run. Twenty sessions and twenty tokens take turns, so
 * no client passes its own limit (fewer for a shorter run).
 *
 *   npm run bench:apps -- [seconds=5] [connections=20] [clients=20]     (seconds may be a fraction)
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import { startBareServer } from './lib/bare-server';
import { figuresLine, figuresOf, runFor, type Figures } from './lib/figures';
import { benchDataDir, startShopProcess, type ShopProcess } from './lib/shop-process';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
const CLIENTS = Number(process.argv[4] ?? 20);
const JSON_POST = { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' };
const PING = JSON.stringify({ query: '{ ping }' });
const CART = JSON.stringify({ query: '{ cart { quantity total } }' });
const ADD = JSON.stringify({ query: 'mutation { addToCart(productId: "aceite-ypf-elaion-f50") { quantity } }' });

async function post(url: string, body: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${url}/graphql`, { method: 'POST', headers: { ...JSON_POST, ...headers }, body });
}

/** A browser's session (cookie and CSRF header) and an app's token, each with one cart line. */
async function clients(url: string): Promise<{ cookies: Record<string, string>[]; tokens: Record<string, string>[] }> {
  const cookies: Record<string, string>[] = [];
  const tokens: Record<string, string>[] = [];
  for (let i = 0; i < CLIENTS; i += 1) {
    const first = await fetch(`${url}/healthz`);
    const csrf = /csrf-token=([^;]+)/.exec(first.headers.getSetCookie().join(';'))?.[1] ?? '';
    const added = await post(url, ADD, { cookie: `csrf-token=${csrf}`, 'x-csrf-token': csrf });
    const sid = /sid=([^;]+)/.exec(added.headers.getSetCookie().join(';'))?.[1];
    if (!sid) throw new Error('no session cookie');
    cookies.push({ cookie: `csrf-token=${csrf}; sid=${sid}`, 'x-csrf-token': csrf });
    const guest = (await (await post(url, JSON.stringify({ query: 'mutation { appGuestSession(device: { name: "bench" }) { tokens { accessToken } } }' }), {})).json()) as {
      data: { appGuestSession: { tokens: { accessToken: string } } };
    };
    const authorization = `Bearer ${guest.data.appGuestSession.tokens.accessToken}`;
    await post(url, ADD, { authorization });
    tokens.push({ authorization });
  }
  return { cookies, tokens };
}

async function load(url: string, body: string, rotation: Record<string, string>[]): Promise<Figures> {
  let turn = 0;
  return figuresOf(
    await autocannon({
      url,
      connections,
      ...runFor(seconds),
      requests: [
        {
          method: 'POST',
          path: '/graphql',
          headers: JSON_POST,
          body,
          setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...(rotation.length ? rotation[turn++ % rotation.length] : {}) } }),
        },
      ],
    }),
  );
}

const shops: ShopProcess[] = [];
const dataDirs: string[] = [];
const dataDir = async (prefix: string) => {
  const dir = await benchDataDir(prefix);
  dataDirs.push(dir);
  return dir;
};
try {
  const common = { CLIENT_DIR: 'none', NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  shops.push(await startShopProcess({ ...common, DATA_DIR: await dataDir('bench-apps-on-') }));
  shops.push(
    await startShopProcess({
      ...common,
      DATA_DIR: await dataDir('bench-apps-off-'),
      RATE_LIMIT_CLIENT_REQUESTS: '0',
      RATE_LIMIT_CLIENT_COST: '0',
      RATE_LIMIT_ADDRESS_REQUESTS: '0',
      RATE_LIMIT_ADDRESS_COST: '0',
    }),
  );
  const [on, off] = shops;
  const setups = [await clients(on.url), await clients(off.url)];
  console.log(`${connections} connections, ${seconds} s per run, ${CLIENTS} sessions and ${CLIENTS} tokens taking turns; the bare server answers the same bytes`);
  const cases = [
    { label: '{ ping }, no session', body: PING, who: () => [] as Record<string, string>[] },
    { label: '{ cart }, session cookie', body: CART, who: (i: number) => setups[i].cookies },
    { label: '{ cart }, bearer token', body: CART, who: (i: number) => setups[i].tokens },
  ];
  for (const c of cases) {
    const sample = await post(on.url, c.body, c.who(0)[0] ?? {});
    const server = await startBareServer(Buffer.from(await sample.arrayBuffer()), sample.headers.get('content-type') ?? 'application/json');
    let bare: Figures;
    try {
      bare = await load(server.url.replace(/\/$/, ''), c.body, []);
    } finally {
      await server.stop();
    }
    console.log(figuresLine(`${c.label}, bare node:http`, bare, undefined, 44));
    console.log(figuresLine(`${c.label}, limits on (memory)`, await load(on.url, c.body, c.who(0)), bare, 44));
    console.log(figuresLine(`${c.label}, limits off`, await load(off.url, c.body, c.who(1)), bare, 44));
  }
} finally {
  for (const s of shops) await s.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
}
