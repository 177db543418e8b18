import type { GraphQLContext } from '../context';
import { badInput, userError } from '../errors';
import { assertRoom, ensureShopper, viewer } from '../shopper';
import { forgetCurrentVehicle } from './index';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'loaders'>;

/** What the garage keeps of a vehicle: enough to show it while the provider is unreachable. */
export interface VehicleSnapshot {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

/** Resolves a provider car id to a vehicle; null when the provider does not know it. */
export type VehicleLookup = (id: string) => Promise<VehicleSnapshot | null>;

export interface GarageVehicleModel extends VehicleSnapshot {
  addedAt: string;
}

export interface GarageModel {
  vehicles: GarageVehicleModel[];
  currentVehicle: GarageVehicleModel | null;
}

interface Row {
  vehicle_id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
  added_at: Date | string;
}

function checkId(vehicleId: string): string {
  const id = vehicleId.trim();
  if (!/^[\w-]{1,40}$/.test(id)) throw badInput('Not a vehicle id', 'vehicleId');
  return id;
}

export async function findOne(ctx: Ctx): Promise<GarageModel> {
  const { shopperId } = viewer(ctx);
  if (!shopperId) return { vehicles: [], currentVehicle: null };
  const [rows, shopper] = await Promise.all([
    ctx.db.query<Row>(
      'select vehicle_id, year, make, model, engine, added_at from garage_vehicles where shopper_id = $1 order by added_at, vehicle_id',
      [shopperId],
    ),
    ctx.db.query<{ current_vehicle_id: string | null }>('select current_vehicle_id from shoppers where id = $1', [shopperId]),
  ]);
  const vehicles = rows.rows.map((r) => ({
    id: r.vehicle_id,
    year: Number(r.year),
    make: r.make,
    model: r.model,
    engine: r.engine,
    addedAt: new Date(r.added_at).toISOString(),
  }));
  const currentId = shopper.rows[0]?.current_vehicle_id ?? null;
  return { vehicles, currentVehicle: vehicles.find((v) => v.id === currentId) ?? null };
}

async function save(ctx: Ctx, lookup: VehicleLookup, id: string): Promise<string> {
  const shopperId = await ensureShopper(ctx);
  const seen = await ctx.db.query('select 1 from garage_vehicles where shopper_id = $1 and vehicle_id = $2', [shopperId, id]);
  if (seen.rows.length > 0) return shopperId;
  await assertRoom(ctx.db, 'garage_vehicles', shopperId, 'vehicle_id = $2', [id]);
  const vehicle = await lookup(id);
  if (!vehicle) throw userError('VEHICLE_NOT_FOUND', 'Vehicle not found', { status: 404 });
  await ctx.db.query(
    `insert into garage_vehicles (shopper_id, vehicle_id, year, make, model, engine) values ($1, $2, $3, $4, $5, $6)
     on conflict do nothing`,
    [shopperId, id, vehicle.year, vehicle.make, vehicle.model, vehicle.engine],
  );
  return shopperId;
}

/** Saves a vehicle unless it is already saved. */
export async function add(ctx: Ctx, lookup: VehicleLookup, vehicleId: string): Promise<GarageModel> {
  await save(ctx, lookup, checkId(vehicleId));
  return findOne(ctx);
}

/** Removes a vehicle by car id; the current vehicle becomes null when it was that one. */
export async function remove(ctx: Ctx, vehicleId: string): Promise<GarageModel> {
  const { shopperId } = viewer(ctx);
  if (shopperId) {
    await ctx.db.query('delete from garage_vehicles where shopper_id = $1 and vehicle_id = $2', [shopperId, vehicleId]);
    await ctx.db.query('update shoppers set current_vehicle_id = null where id = $1 and current_vehicle_id = $2', [
      shopperId,
      vehicleId,
    ]);
    forgetCurrentVehicle(ctx);
  }
  return findOne(ctx);
}

/** Chooses the current vehicle (saving it first when needed), or null for all vehicles. */
export async function setCurrent(ctx: Ctx, lookup: VehicleLookup, vehicleId: string | null): Promise<GarageModel> {
  if (vehicleId === null) {
    const { shopperId } = viewer(ctx);
    if (shopperId) await ctx.db.query('update shoppers set current_vehicle_id = null where id = $1', [shopperId]);
  } else {
    const id = checkId(vehicleId);
    const shopperId = await save(ctx, lookup, id);
    await ctx.db.query('update shoppers set current_vehicle_id = $2 where id = $1', [shopperId, id]);
  }
  forgetCurrentVehicle(ctx);
  return findOne(ctx);
}
