import { SHOP_DATA_VERSION } from '../../fixtures/shop/data';
import type { Db } from '../db';

/**
 * A short text that changes whenever what the catalogue answers may change: the sample data's
 * version, the shoppers' reviews (they move ratings and review counts) and the writes to prices and
 * stock (server/pricing/catalogue-writes.ts). Cached answers and the
 * in-memory catalogue carry the version they were made under and are not used under another one.
 *
 * The gateway that stores a review moves its own version at once; other gateways sharing the
 * database notice within `POLL_MS`, by a cheap query made in the background, never on a request.
 */
export interface CatalogVersion {
  readonly current: string;
  /** Reads the version from the database now (after this gateway changed the catalogue). */
  refresh(): Promise<string>;
  /** Called with the new version whenever it changes. */
  onChange(listener: (version: string) => void): void;
  stop(): void;
}

const POLL_MS = 5_000;
const versions = new WeakMap<Db, CatalogVersion>();

async function read(db: Db): Promise<string> {
  const r = await db.query<{ last: number | null; n: number; writes: string | number }>(
    'select max(id)::int as last, count(*)::int as n, (select serial from catalogue_writes where id = 1) as writes from catalog_reviews',
  );
  return `${SHOP_DATA_VERSION}.${r.rows[0]?.last ?? 0}.${r.rows[0]?.n ?? 0}.${r.rows[0]?.writes ?? 0}`;
}

/** The catalogue version of a database, read once at start and kept up to date. */
export async function startCatalogVersion(db: Db): Promise<CatalogVersion> {
  const existing = versions.get(db);
  if (existing) return existing;
  let current = await read(db);
  const listeners: ((v: string) => void)[] = [];
  const refresh = async () => {
    const v = await read(db);
    if (v !== current) {
      current = v;
      for (const l of listeners) l(v);
    }
    return current;
  };
  const timer = setInterval(() => {
    refresh().catch(() => undefined);
  }, POLL_MS);
  timer.unref();
  const version: CatalogVersion = {
    get current() {
      return current;
    },
    refresh,
    onChange: (l) => void listeners.push(l),
    stop: () => {
      clearInterval(timer);
      versions.delete(db);
    },
  };
  versions.set(db, version);
  return version;
}

/** The version kept for a database, if the gateway started one. */
export function catalogVersionOf(db: Db): CatalogVersion | null {
  return versions.get(db) ?? null;
}

/** After a change to the catalogue (a review stored): moves the version so cached answers are not used. */
export async function catalogChanged(db: Db): Promise<void> {
  await versions.get(db)?.refresh();
}
