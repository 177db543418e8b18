import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRuntime } from '../../server/provider-standin';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { errorCode, ok, register, signIn, uniqueEmail } from './helpers';

let shop: TestShop;
let cars: { id: string; year: number; make: string; model: string; engine: string }[];

interface GarageShape {
  vehicles: { id: string; year: number; make: string; model: string; engine: string }[];
  currentVehicle: { id: string } | null;
}
const GARAGE = 'vehicles { id year make model engine } currentVehicle { id }';

/** Four vehicles of the stand-in provider, found through the vehicle cascade. */
async function findCars(s: Shopper) {
  const makes = ok(await s.gql<{ vehicleMakes: { id: string }[] }>('{ vehicleMakes { id } }')).vehicleMakes;
  for (const make of makes) {
    const models = ok(await s.gql<{ vehicleModels: { id: string }[] }>('query($m: ID!) { vehicleModels(makeId: $m) { id } }', { m: make.id })).vehicleModels;
    for (const model of models) {
      const years = ok(await s.gql<{ vehicleYears: number[] }>('query($m: ID!, $o: ID!) { vehicleYears(makeId: $m, modelId: $o) }', { m: make.id, o: model.id })).vehicleYears;
      for (const year of years) {
        const found = ok(
          await s.gql<{ vehicles: GarageShape['vehicles'] }>('query($m: ID!, $o: ID!, $y: Int!) { vehicles(makeId: $m, modelId: $o, year: $y) { id year make model engine } }', {
            m: make.id,
            o: model.id,
            y: year,
          }),
        ).vehicles;
        if (found.length >= 4) return found.slice(0, 4);
      }
    }
  }
  throw new Error('the stand-in has no model year with four vehicles');
}

const garageOf = async (s: Shopper) => ok(await s.gql<{ garage: GarageShape }>(`{ garage { ${GARAGE} } }`)).garage;
const change = (s: Shopper, op: string, id: string | null) =>
  s.gql<Record<string, GarageShape>>(`mutation($id: ${op === 'setCurrentVehicle' ? 'ID' : 'ID!'}) { ${op}(vehicleId: $id) { ${GARAGE} } }`, { id });

beforeAll(async () => {
  shop = await startTestShop();
  cars = await findCars(shop.shopper());
});
afterAll(async () => {
  await shop?.close();
});

describe('garage', () => {
  it('saves a vehicle once, with what the list shows, and refuses an unknown car id', async () => {
    const s = shop.shopper();
    expect(await garageOf(s)).toEqual({ vehicles: [], currentVehicle: null });
    ok(await change(s, 'addVehicleToGarage', cars[0].id));
    const twice = ok(await change(s, 'addVehicleToGarage', cars[0].id)).addVehicleToGarage;
    expect(twice.vehicles).toEqual([cars[0]]);
    expect(errorCode(await change(s, 'addVehicleToGarage', '987654321'))).toBe('VEHICLE_NOT_FOUND');
  });

  it('chooses the current vehicle (saving it first), clears it on removal and on null', async () => {
    const s = shop.shopper();
    ok(await change(s, 'addVehicleToGarage', cars[0].id));
    const chosen = ok(await change(s, 'setCurrentVehicle', cars[1].id)).setCurrentVehicle;
    expect(chosen.vehicles.map((v) => v.id)).toEqual([cars[0].id, cars[1].id]);
    expect(chosen.currentVehicle).toEqual({ id: cars[1].id });
    const removed = ok(await change(s, 'removeVehicleFromGarage', cars[1].id)).removeVehicleFromGarage;
    expect(removed).toEqual({ vehicles: [cars[0]], currentVehicle: null });
    ok(await change(s, 'setCurrentVehicle', cars[0].id));
    expect(ok(await change(s, 'setCurrentVehicle', null)).setCurrentVehicle.currentVehicle).toBeNull();
  });

  it('merges into the account at sign-in, the chosen vehicle included', async () => {
    const email = uniqueEmail('garage');
    const account = shop.shopper();
    ok(await register(account, email, 'garage-secret'));
    ok(await change(account, 'addVehicleToGarage', cars[0].id));
    ok(await account.gql('mutation { signOut }'));

    const visitor = shop.shopper();
    ok(await change(visitor, 'addVehicleToGarage', cars[0].id));
    ok(await change(visitor, 'setCurrentVehicle', cars[2].id));
    const merged = ok(await signIn(visitor, email, 'garage-secret')).signIn.merged;
    expect(merged.garageVehicles).toBe(1);
    // Named, so the shopper can be told which vehicle came over (the one already saved is left out).
    expect(merged.vehicles).toEqual([{ id: cars[2].id, year: cars[2].year, make: cars[2].make, model: cars[2].model, engine: cars[2].engine }]);
    const garage = await garageOf(visitor);
    expect(garage.vehicles.map((v) => v.id).sort()).toEqual([cars[0].id, cars[2].id].sort());
    expect(garage.currentVehicle).toEqual({ id: cars[2].id });
  });

  it('lists saved vehicles while the provider is down', async () => {
    const s = shop.shopper();
    ok(await change(s, 'addVehicleToGarage', cars[0].id));
    const { standIn } = await providerRuntime(shop.server.services).ready();
    if (!standIn) throw new Error('the test shop runs the stand-in provider');
    standIn.injectFault('getVehicleByIds3', { answer: 'http500' });
    try {
      expect((await garageOf(s)).vehicles).toEqual([cars[0]]);
      // A vehicle never asked for before (not in the adapter's cache) needs the provider.
      expect(errorCode(await change(s, 'addVehicleToGarage', cars[3].id))).toBe('PROVIDER_UNAVAILABLE');
    } finally {
      standIn.injectFault('getVehicleByIds3', null);
    }
  });
});
