import type { GraphQLSchema } from 'graphql';
import type { Translations } from '../../client/src/app/i18n';
import type { PageMeta } from '../../client/src/lib/page-meta/page-meta';
import { vehicleTitleName } from '../../client/src/vehicles/vehicle-text';
import { groupPathOf, idOfSlug, VEHICLES_PATH } from '../../shared/vehicle/slug';
import { chosenYearOf, yearOfSegment } from '../../shared/vehicle/years';
import type { GraphQLContext } from '../context';
import { currentProviderRequest } from '../provider/request-scope';
import { runQuery, runQueryAnswer } from './run-query';
import { breadcrumbList, carData, itemList, type CarFacts, type Crumb } from './structured-data';

const MAKES_QUERY = `query PageHeadVehicleMakes { vehicleMakes { name path } }`;
const MAKE_QUERY = `query PageHeadVehicleMake($make: String!) { vehicleMakeBySlug(slug: $make) { name path models { name path } } }`;
const MODEL_QUERY = `query PageHeadVehicleModel($make: String!, $model: String!) {
  vehicleModelBySlug(makeSlug: $make, modelSlug: $model) { name path make { name path } vehicles { year engine path } }
}`;
const VEHICLE_FIELDS = 'id year yearTo make model engine fuelType powerKw powerHp capacityCc engineCodes path(year: $year)';
const VEHICLE_QUERY = `query PageHeadVehicle($id: ID!, $year: Int) {
  vehicle(id: $id) { ${VEHICLE_FIELDS} }
  vehicleParts(vehicleId: $id, limit: 8) { name slug }
}`;
const GROUP_QUERY = `query PageHeadVehicleGroup($id: ID!, $group: ID!, $year: Int) {
  vehicle(id: $id) { ${VEHICLE_FIELDS} }
  partCategory(id: $group, vehicleId: $id) { id name parent { id name } }
  partProducts(categoryId: $group, vehicleId: $id, page: 1, limit: 8) { items { name slug } }
}`;

interface VehicleFacts extends CarFacts {
  path: string | null;
}

export interface VehicleHeadInput {
  schema: GraphQLSchema;
  context: GraphQLContext;
  pattern: string;
  params: Record<string, string | undefined>;
  /** The origin with the language's prefix: where the page's links point. */
  base: string;
  translations: Translations;
  /** Home, shop: the crumbs above the vehicle pages. */
  crumbs: Crumb[];
}

/** A translated text with its `{{name}}` slots filled. */
export function fill(translations: Translations, key: string, values: Record<string, string | number> = {}): string {
  const template = translations[key];
  if (typeof template !== 'string') return '';
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The vehicle pages' patterns in the route table. */
export const VEHICLE_PATTERNS = new Set([
  VEHICLES_PATH,
  `${VEHICLES_PATH}/:make`,
  `${VEHICLES_PATH}/:make/:model`,
  `${VEHICLES_PATH}/:make/:model/:year`,
  `${VEHICLES_PATH}/:make/:model/:year/:vehicle`,
  `${VEHICLES_PATH}/:make/:model/:year/:vehicle/:group`,
]);

/**
 * The head of a vehicle page from the same data the page shows (the provider's answers are cached,
 * so this asks nothing new): its title and description, the canonical address, breadcrumbs, the
 * list of what it links to (`ItemList`), the vehicle as a `Car`; 404 for a make, model, vehicle or
 * group the catalogue does not know.
 */
export async function vehicleHead(input: VehicleHeadInput): Promise<{ meta: PageMeta; status?: number }> {
  const { schema, context, pattern, params, base, translations } = input;
  const text = (key: string, values?: Record<string, string | number>) => fill(translations, key, values);
  const vehiclesCrumb: Crumb = { name: text('MENU_SHOP_VEHICLES'), url: base + VEHICLES_PATH };
  const crumbs = [...input.crumbs, vehiclesCrumb];
  const notFound = { meta: { noindex: true }, status: 404 };
  /**
   * Unknown, or not known right now: while the parts provider fails or refuses the shop's key, every
   * vehicle would look unknown, and a 404 would tell search engines to forget its page.
   */
  const unknown = (failed: boolean) => (failed || currentProviderRequest()?.providerRefused === true ? { meta: { noindex: true }, status: 503 } : notFound);
  const links = (items: { name: string; path: string | null }[]) => items.flatMap((i) => (i.path ? [{ name: i.name, url: base + i.path }] : []));

  if (pattern === VEHICLES_PATH) {
    const data = await runQuery<{ vehicleMakes: { name: string; path: string }[] | null }>(schema, context, MAKES_QUERY);
    return {
      meta: {
        title: text('MENU_SHOP_VEHICLES'),
        description: text('TEXT_VEHICLES_LEAD'),
        canonicalPath: VEHICLES_PATH,
        jsonLd: [breadcrumbList(crumbs), itemList(links(data?.vehicleMakes ?? []))],
      },
    };
  }

  if (pattern === `${VEHICLES_PATH}/:make`) {
    const { data, failed } = await runQueryAnswer<{ vehicleMakeBySlug: { name: string; path: string; models: { name: string; path: string }[] | null } | null }>(schema, context, MAKE_QUERY, { make: params.make ?? '' });
    const make = data?.vehicleMakeBySlug;
    if (!make) return unknown(failed);
    return {
      meta: {
        title: text('TEXT_VEHICLE_MAKE_TITLE', { make: make.name }),
        description: text('TEXT_VEHICLE_MAKE_DESCRIPTION', { make: make.name }),
        canonicalPath: make.path,
        jsonLd: [breadcrumbList([...crumbs, { name: make.name, url: base + make.path }]), itemList(links(make.models ?? []))],
      },
    };
  }

  if (pattern === `${VEHICLES_PATH}/:make/:model` || pattern === `${VEHICLES_PATH}/:make/:model/:year`) {
    type Model = { name: string; path: string; make: { name: string; path: string } | null; vehicles: { year: number; engine: string; path: string | null }[] | null };
    const { data, failed } = await runQueryAnswer<{ vehicleModelBySlug: Model | null }>(schema, context, MODEL_QUERY, { make: params.make ?? '', model: params.model ?? '' });
    const model = data?.vehicleModelBySlug;
    if (!model) return unknown(failed);
    const make = model.make?.name ?? '';
    return {
      meta: {
        title: text('TEXT_VEHICLE_MODEL_TITLE', { make, model: model.name }),
        description: text('TEXT_VEHICLE_MODEL_DESCRIPTION', { make, model: model.name }),
        canonicalPath: model.path,
        jsonLd: [
          breadcrumbList([...crumbs, ...(model.make ? [{ name: make, url: base + model.make.path }] : []), { name: model.name, url: base + model.path }]),
          itemList(links((model.vehicles ?? []).map((v) => ({ name: `${make} ${model.name} ${v.engine} ${v.year}`, path: v.path })))),
        ],
      },
    };
  }

  const carId = idOfSlug(params.vehicle ?? '');
  if (carId === null) return notFound;
  // The year of the address, when the vehicle was built in it: the page names it (ADR 20).
  const askedYear = yearOfSegment(params.year);
  const named = (vehicle: VehicleFacts): VehicleFacts => ({ ...vehicle, year: chosenYearOf(vehicle, askedYear) });
  const vehicleCrumbs = (vehicle: VehicleFacts & { path: string }): Crumb[] => {
    const [, , , makeWord, modelWord] = vehicle.path.split('/');
    return [
      ...crumbs,
      { name: vehicle.make, url: `${base}${VEHICLES_PATH}/${makeWord}` },
      { name: vehicle.model, url: `${base}${VEHICLES_PATH}/${makeWord}/${modelWord}` },
      { name: vehicleTitleName(named(vehicle)), url: base + vehicle.path },
    ];
  };
  const parts = (items: { name: string; slug: string }[] | null | undefined) => (items ?? []).map((p) => ({ name: p.name, url: `${base}/shop/products/${encodeURIComponent(p.slug)}` }));

  if (pattern === `${VEHICLES_PATH}/:make/:model/:year/:vehicle`) {
    const { data, failed } = await runQueryAnswer<{ vehicle: VehicleFacts | null; vehicleParts: { name: string; slug: string }[] | null }>(schema, context, VEHICLE_QUERY, { id: carId, year: askedYear });
    const vehicle = data?.vehicle;
    if (!vehicle?.path) return unknown(failed);
    const name = vehicleTitleName(named(vehicle));
    const url = base + vehicle.path;
    return {
      meta: {
        title: text('TEXT_VEHICLE_PAGE_TITLE', { vehicle: name }),
        description: text('TEXT_VEHICLE_PAGE_DESCRIPTION', { vehicle: name }),
        canonicalPath: vehicle.path,
        jsonLd: [breadcrumbList(vehicleCrumbs({ ...vehicle, path: vehicle.path })), carData({ ...vehicle, modelYear: named(vehicle).year }, name, url), itemList(parts(data?.vehicleParts))],
      },
    };
  }

  const groupId = idOfSlug(params.group ?? '');
  if (groupId === null) return notFound;
  type Group = { id: string; name: string; parent: { id: string; name: string } | null };
  const { data, failed } = await runQueryAnswer<{ vehicle: VehicleFacts | null; partCategory: Group | null; partProducts: { items: { name: string; slug: string }[] } | null }>(
    schema, context, GROUP_QUERY, { id: carId, group: groupId, year: askedYear },
  );
  const vehicle = data?.vehicle;
  const group = data?.partCategory;
  if (!vehicle?.path || !group) return unknown(failed);
  const name = vehicleTitleName(named(vehicle));
  const path = groupPathOf(vehicle.path, group);
  const groupCrumbs = [...vehicleCrumbs({ ...vehicle, path: vehicle.path }), ...(group.parent ? [{ name: group.parent.name, url: base + groupPathOf(vehicle.path, group.parent) }] : []), { name: group.name, url: base + path }];
  return {
    meta: {
      title: text('TEXT_VEHICLE_GROUP_TITLE', { group: group.name, vehicle: name }),
      description: text('TEXT_VEHICLE_GROUP_DESCRIPTION', { group: group.name, vehicle: name }),
      canonicalPath: path,
      jsonLd: [breadcrumbList(groupCrumbs), itemList(parts(data?.partProducts?.items))],
    },
  };
}
