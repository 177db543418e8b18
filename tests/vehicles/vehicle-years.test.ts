import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { errorCode, ok } from '../shopper/helpers';

// The year a shopper chose for a vehicle (ADR 20): the garage keeps it with the vehicle, and the
// vehicle's address, asked for a year, names it. Ford Focus III 1.6 Sigma of the stand-in: 2013 to 2023.

const FOCUS = '10383';
const FOCUS_2018 = `/shop/vehicles/ford/focus-iii/2018/1-6-sigma-${FOCUS}`;
const FOCUS_2013 = `/shop/vehicles/ford/focus-iii/2013/1-6-sigma-${FOCUS}`;

interface Saved {
  id: string;
  year: number;
  path: string | null;
}
interface GarageShape {
  vehicles: Saved[];
  currentVehicle: Saved | null;
}
const GARAGE = 'vehicles { id year path } currentVehicle { id year path }';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('the year a shopper chose', () => {
  it('is the year of a vehicle\'s address asked for it; a year it was not built in is the nearest it was', async () => {
    const s = shop.shopper();
    const q = 'query($id: ID!, $y: Int) { vehicle(id: $id) { year yearTo path(year: $y) first: path } }';
    const in2018 = ok(await s.gql<{ vehicle: { year: number; yearTo: number; path: string; first: string } }>(q, { id: FOCUS, y: 2018 })).vehicle;
    expect(in2018).toEqual({ year: 2013, yearTo: 2023, path: FOCUS_2018, first: FOCUS_2013 });
    const tooLate = ok(await s.gql<{ vehicle: { path: string } }>(q, { id: FOCUS, y: 2030 })).vehicle;
    expect(tooLate.path).toBe(FOCUS_2013.replace('/2013/', '/2023/'));
    // The vehicles of a year, as the picker lists them, lead to that year's page.
    const listed = ok(
      await s.gql<{ vehicles: { id: string; path: string }[] }>('{ vehicles(makeId: "106", modelId: "4060", year: 2018) { id path(year: 2018) } }'),
    ).vehicles;
    expect(listed.find((v) => v.id === FOCUS)?.path).toBe(FOCUS_2018);
  });

  it('is what the garage keeps: chosen in the picker, kept when chosen again without one, changed when another is chosen', async () => {
    const s = shop.shopper();
    const add = ok(await s.gql<{ addVehicleToGarage: GarageShape }>(`mutation { addVehicleToGarage(vehicleId: "${FOCUS}", year: 2018) { ${GARAGE} } }`));
    expect(add.addVehicleToGarage.vehicles).toEqual([{ id: FOCUS, year: 2018, path: FOCUS_2018 }]);
    // The picker's list chooses a saved vehicle by id alone: its year stays.
    const chosen = ok(await s.gql<{ setCurrentVehicle: GarageShape }>(`mutation { setCurrentVehicle(vehicleId: "${FOCUS}") { ${GARAGE} } }`)).setCurrentVehicle;
    expect(chosen.currentVehicle).toEqual({ id: FOCUS, year: 2018, path: FOCUS_2018 });
    // "This is my car" on the page of another year: the same car, in that year now, still one place.
    const moved = ok(await s.gql<{ setCurrentVehicle: GarageShape }>(`mutation { setCurrentVehicle(vehicleId: "${FOCUS}", year: 2016) { ${GARAGE} } }`)).setCurrentVehicle;
    expect(moved.vehicles).toEqual([{ id: FOCUS, year: 2016, path: FOCUS_2018.replace('/2018/', '/2016/') }]);
    expect(moved.currentVehicle?.year).toBe(2016);
  });

  it('refuses a year the vehicle was not built in, and keeps the year saved', async () => {
    const s = shop.shopper();
    ok(await s.gql(`mutation { addVehicleToGarage(vehicleId: "${FOCUS}", year: 2015) { vehicles { id } } }`));
    const refused = await s.gql(`mutation { setCurrentVehicle(vehicleId: "${FOCUS}", year: 2009) { vehicles { id } } }`);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    const fresh = shop.shopper();
    expect(errorCode(await fresh.gql(`mutation { addVehicleToGarage(vehicleId: "${FOCUS}", year: 2024) { vehicles { id } } }`))).toBe('BAD_USER_INPUT');
    expect(ok(await fresh.gql<{ garage: GarageShape }>(`{ garage { ${GARAGE} } }`)).garage.vehicles).toEqual([]);
    const kept = ok(await s.gql<{ garage: GarageShape }>(`{ garage { ${GARAGE} } }`)).garage;
    expect(kept.vehicles.map((v) => v.year)).toEqual([2015]);
    expect(kept.currentVehicle).toBeNull();
  });

  it('without a year is the vehicle\'s first, as before', async () => {
    const s = shop.shopper();
    const garage = ok(await s.gql<{ setCurrentVehicle: GarageShape }>(`mutation { setCurrentVehicle(vehicleId: "${FOCUS}") { ${GARAGE} } }`)).setCurrentVehicle;
    expect(garage.currentVehicle).toEqual({ id: FOCUS, year: 2013, path: FOCUS_2013 });
  });
});
