import { effectOf, FIXED_ANSWERS, sharedCacheable, graphqlAnswerPolicy, pagePolicy, publicPageCacheControl, STORES, WRITE_KIND_NAMES, WRITE_KINDS, type SharedCaching, type StoreName } from './policy';

/** The shop's defaults (server/config.ts): the figures the generated table shows. */
const DEFAULTS: SharedCaching = { sharedMaxAgeSeconds: 5, staleWhileRevalidateSeconds: 60 };

const STORE_NAMES = Object.keys(STORES) as StoreName[];

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function row(cells: string[]): string {
  return `| ${cells.map(cell).join(' | ')} |`;
}

function keptBy(cacheControl: string): string {
  if (cacheControl.includes('no-store')) return 'nobody';
  if (sharedCacheable(cacheControl)) return 'browsers and shared caches';
  return 'the browser, asking again each time';
}

/** The `Cache-Control` each kind of answer gets, as the policy decides it with the default settings. */
function answersTable(): string[] {
  const page = (personal: boolean, vehicleId: string | null, currency: string) => pagePolicy(DEFAULTS, { personal, vehicleId, currency, defaultCurrency: 'ARS' });
  const gql = (scope: 'PUBLIC' | 'PRIVATE', followsVehicle: boolean, maxAge = 60) =>
    graphqlAnswerPolicy(DEFAULTS, { operation: 'query', hints: { maxAge, scope }, complete: true, followsVehicle, providerRefused: false });
  const rows: [string, string, string][] = [
    ['page the same for everyone (no vehicle, pesos)', page(false, null, 'ARS').cacheControl, 'gateway and shared caches'],
    ['page for the session’s vehicle or another currency', page(false, 'v1', 'USD').cacheControl, 'gateway (keyed by vehicle and currency)'],
    ['the shopper’s own page (cart, checkout, account)', page(true, null, 'ARS').cacheControl, 'nobody'],
    ['public GraphQL query (hint max-age 60)', gql('PUBLIC', false).cacheControl ?? '', 'gateway answer cache (60 s) and shared caches'],
    ['GraphQL query following the current vehicle', gql('PUBLIC', true).cacheControl ?? '', 'gateway answer cache, for requests without a session'],
    ['private GraphQL query (scope PRIVATE)', gql('PRIVATE', false).cacheControl ?? '', 'the browser, asking again each time'],
    ['GraphQL mutation, answer with errors, max-age 0 (cart, account)', 'no-store', 'nobody (Apollo’s own header)'],
  ];
  for (const [name, answer] of Object.entries(FIXED_ANSWERS)) rows.push([`\`${name}\`: ${answer.for}`, answer.cacheControl, keptBy(answer.cacheControl)]);
  return ['| answer | `Cache-Control` | kept by |', '|---|---|---|', ...rows.map(([a, b, c]) => row([a, `\`${b}\``, c]))];
}

function storesTable(): string[] {
  const out = ['| store | where | keeps | key | kept for | memory at most | on a write | code |', '|---|---|---|---|---|---|---|---|'];
  for (const name of STORE_NAMES) {
    const s = STORES[name];
    const dropping =
      s.dropping.by === 'catalogue-version' ? 'dropped: keyed by the catalogue version' : s.dropping.by === 'revalidation' ? 'asks again every time' : `kept for its time: ${s.dropping.stale}`;
    out.push(row([`\`${name}\``, s.where, s.keeps, s.key, s.keptFor, s.bound, dropping, s.code]));
  }
  return out;
}

const EFFECT: Record<NonNullable<ReturnType<typeof effectOf>>, string> = { dropped: 'dropped', revalidated: 'asks again', expires: 'expires' };

function writesTable(): string[] {
  const out = [`| write kind | written by | a reader sees | ${STORE_NAMES.map((n) => `\`${n}\``).join(' | ')} |`, `|---|---|---|${STORE_NAMES.map(() => '---').join('|')}|`];
  for (const kind of WRITE_KIND_NAMES) {
    const k = WRITE_KINDS[kind];
    out.push(row([`\`${kind}\``, k.writtenBy, k.seen, ...STORE_NAMES.map((store) => { const e = effectOf(kind, store); return e ? EFFECT[e] : '—'; })]));
  }
  return out;
}

/** docs/caching.md, made from the cache policy (`npm run docs:cache`). */
export function cacheTableMarkdown(): string {
  return [
    '# Caching: what is kept where, and which writes drop it',
    '',
    '<!-- Generated from server/cache/policy.ts by `npm run docs:cache`: do not edit by hand. -->',
    '',
    'Every answer’s `Cache-Control`, every store of answers and pages, and every write that changes what they show is',
    'decided in `server/cache/policy.ts`. A write records its kind in the same transaction',
    '(`cacheWrites.record(tx, kind)`, server/cache/writes.ts): its counter in `cache_versions` moves, so does the',
    'catalogue version, and every store keyed by it stops using what it kept (at once on the writing gateway, within',
    'five seconds on the others).',
    '',
    '## Writes and what they drop',
    '',
    '*dropped*: not used again after the write; *asks again*: revalidates every time and gets the change on its next ask;',
    '*expires*: kept until its time (see the store); *—*: shows nothing the write changes.',
    '',
    ...writesTable(),
    '',
    '## Where answers and pages are kept',
    '',
    ...storesTable(),
    '',
    '## What each answer says',
    '',
    'With the default settings (`PAGE_SHARED_MAX_AGE_SECONDS` 5, `PAGE_STALE_WHILE_REVALIDATE_SECONDS` 60):',
    '',
    ...answersTable(),
    '',
    `A public page: \`${publicPageCacheControl(DEFAULTS)}\` with an \`ETag\`; a public GraphQL answer \`Vary: Accept\`, one following the`,
    'vehicle or private `Vary: Accept, Cookie`. An answer a shared cache may store never carries `Set-Cookie`.',
    '',
  ].join('\n');
}
