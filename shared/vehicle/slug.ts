/**
 * Readable addresses of the vehicle pages, shared by the gateway (which answers them) and the web
 * client (which links to them): `/shop/vehicles/{make}/{model}/{year}/{engine}-{carId}/{group}-{nodeId}`.
 * Names make the words of an address; the provider's ids, where an address carries one, decide.
 */

/** Where the vehicle pages live, below the language's prefix. */
export const VEHICLES_PATH = '/shop/vehicles';

/** A name as words of an address: lower case, accents dropped, anything else a single dash. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A name and an id in one segment (`1-6-msi-10020`); the id alone when the name has no words. */
export function idSlug(name: string, id: string | number): string {
  const words = slugify(name);
  return words ? `${words}-${id}` : String(id);
}

/** The id a segment ends with (`…-10020` or `10020`), or null when it carries none. */
export function idOfSlug(segment: string): string | null {
  const m = /(?:^|-)(\d{1,10})$/.exec(segment);
  return m ? m[1] : null;
}

/**
 * The address word of each item of a list (makes, or the models of a make), by id: its name's
 * words, or its name's words and its id where two names give the same words.
 */
export function listSlugs(items: readonly { id: string; name: string }[]): Map<string, string> {
  const count = new Map<string, number>();
  for (const item of items) {
    const words = slugify(item.name);
    count.set(words, (count.get(words) ?? 0) + 1);
  }
  const out = new Map<string, string>();
  for (const item of items) {
    const words = slugify(item.name);
    out.set(item.id, words && count.get(words) === 1 && !/^\d+$/.test(words) ? words : idSlug(item.name, item.id));
  }
  return out;
}

/** The address of a vehicle's page from its make's and model's address words. */
export function vehiclePathOf(makeSlug: string, modelSlug: string, vehicle: { id: string; year: number; engine: string }): string {
  return `${VEHICLES_PATH}/${makeSlug}/${modelSlug}/${vehicle.year}/${idSlug(vehicle.engine, vehicle.id)}`;
}

/** A vehicle page's address (or one of its group pages) with another year in it. */
export function vehiclePathInYear(path: string, year: number): string {
  const words = path.split('/');
  const at = VEHICLES_PATH.split('/').length + 2;
  if (words.length <= at || !/^\d{4}$/.test(words[at])) return path;
  words[at] = String(year);
  return words.join('/');
}

/** The address of the parts of one group that fit a vehicle, below the vehicle's page. */
export function groupPathOf(vehiclePath: string, group: { id: string; name: string }): string {
  return `${vehiclePath}/${idSlug(group.name, group.id)}`;
}
