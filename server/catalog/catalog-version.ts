import { SHOP_DATA_VERSION } from '../../fixtures/shop/data';
import { VERSION_POLL_SECONDS } from '../cache/policy';
import type { Db } from '../db';

/**
 * A short text that changes whenever what the catalogue answers may change: the sample data's
 * version and the counters of `cache_versions`, which every write the cache policy names moves in
 * its own transaction (server/cache/writes.ts: a review added, edited or hidden, a price import, a
 * stock change...). Cached answers, pages and the in-memory catalogue carry the version they were
 * made under and are not used under another one.
 *
 * The gateway that writes moves its own version at once; other gateways sharing the database
 * notice within `POLL_MS`, by a cheap query made in the background, never on a request.
 */
export interface CatalogVersion {
  readonly current: string;
  /** Reads the version from the database now (after this gateway changed the catalogue). */
  refresh(): Promise<string>;
  /** Called with the new version whenever it changes. */
  onChange(listener: (version: string) => void): void;
  stop(): void;
}

/** The version a gateway keeps, with what it reads again before it answers under a new one. */
export interface KeptCatalogVersion extends CatalogVersion {
  /**
   * Work done when the version moved and before it is taken (before `current` and the listeners
   * see it): what answers are made from must be as new as the version they are kept under (the
   * price book read again after a price list, not an old book's prices kept under the new
   * version). A hook that fails leaves the old version, tried again at the next look.
   */
  beforeChange(hook: (version: string) => Promise<void>): void;
}

const POLL_MS = VERSION_POLL_SECONDS * 1000;
const versions = new WeakMap<Db, KeptCatalogVersion>();

async function read(db: Db): Promise<string> {
  // Counters only grow: their sum moves with every recorded write.
  const r = await db.query<{ v: string }>('select coalesce(sum(version), 0)::text as v from cache_versions');
  return `${SHOP_DATA_VERSION}.${r.rows[0]?.v ?? '0'}`;
}

/** The catalogue version of a database, read once at start and kept up to date. */
export async function startCatalogVersion(db: Db): Promise<KeptCatalogVersion> {
  const existing = versions.get(db);
  if (existing) return existing;
  let current = await read(db);
  const listeners: ((v: string) => void)[] = [];
  const hooks: ((v: string) => Promise<void>)[] = [];
  const look = async () => {
    const v = await read(db);
    if (v !== current) {
      for (const hook of hooks) await hook(v);
      current = v;
      for (const l of listeners) l(v);
    }
    return current;
  };
  // One look at a time (a hook may take a while): one asked meanwhile runs after it, as it may
  // have been asked for a write the running one read too early to see.
  let looking: Promise<string> | null = null;
  const refresh = (): Promise<string> => {
    const next = (looking ?? Promise.resolve(current)).catch(() => current).then(look);
    looking = next;
    void next.finally(() => {
      if (looking === next) looking = null;
    }).catch(() => undefined);
    return next;
  };
  const timer = setInterval(() => {
    refresh().catch(() => undefined);
  }, POLL_MS);
  timer.unref();
  const version: KeptCatalogVersion = {
    get current() {
      return current;
    },
    refresh,
    onChange: (l) => void listeners.push(l),
    beforeChange: (hook) => void hooks.push(hook),
    stop: () => {
      clearInterval(timer);
      versions.delete(db);
    },
  };
  versions.set(db, version);
  return version;
}

/** The version kept for a database, if the gateway started one. */
export function catalogVersionOf(db: Db): KeptCatalogVersion | null {
  return versions.get(db) ?? null;
}

/** After a recorded write is committed (server/cache/writes.ts): moves this gateway's version at once. */
export async function catalogChanged(db: Db): Promise<void> {
  await versions.get(db)?.refresh();
}
