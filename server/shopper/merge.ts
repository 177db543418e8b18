import type { Queryable } from '../db';
import type { GarageVehicleModel } from '../garage/service';

/** How many items of each kind a signed-out shopper brought into an account, and which vehicles. */
export interface MergeSummary {
  cartItems: number;
  wishlistItems: number;
  compareItems: number;
  garageVehicles: number;
  /** The vehicles the account's garage gained, oldest first (so the shopper can be told which). */
  vehicles: GarageVehicleModel[];
}

export const NOTHING_MERGED: MergeSummary = { cartItems: 0, wishlistItems: 0, compareItems: 0, garageVehicles: 0, vehicles: [] };

/**
 * Moves everything of shopper `fromId` into shopper `intoId`, inside the caller's transaction: cart
 * lines of the same product and options add their quantities (the price is the newer one), wishlist,
 * compare and garage entries already there are kept once, a chosen current vehicle wins. Then the
 * source shopper is deleted.
 */
export async function mergeShoppers(tx: Queryable, fromId: string, intoId: string): Promise<MergeSummary> {
  if (fromId === intoId) return NOTHING_MERGED;
  // Lock both rows in a fixed order so two merges never wait on each other.
  await tx.query('select id from shoppers where id = any($1::uuid[]) order by id for update', [[fromId, intoId]]);
  const cart = await tx.query(
    `insert into cart_lines (id, shopper_id, product_id, options, options_key, quantity, price_centavos, created_at)
     select gen_random_uuid(), $2, product_id, options, options_key, quantity, price_centavos, created_at
       from cart_lines where shopper_id = $1
     on conflict (shopper_id, product_id, options_key) do update
       set quantity = least(cart_lines.quantity + excluded.quantity, 9999), price_centavos = excluded.price_centavos`,
    [fromId, intoId],
  );
  const wishlist = await tx.query(
    `insert into wishlist_items (shopper_id, product_id, added_at)
     select $2, product_id, added_at from wishlist_items where shopper_id = $1
     on conflict do nothing`,
    [fromId, intoId],
  );
  const compare = await tx.query(
    `insert into compare_items (shopper_id, product_id, added_at)
     select $2, product_id, added_at from compare_items where shopper_id = $1
     on conflict do nothing`,
    [fromId, intoId],
  );
  const garage = await tx.query<{ vehicle_id: string; year: number; make: string; model: string; engine: string; added_at: Date | string }>(
    `insert into garage_vehicles (shopper_id, vehicle_id, year, make, model, engine, added_at)
     select $2, vehicle_id, year, make, model, engine, added_at from garage_vehicles where shopper_id = $1
     on conflict do nothing
     returning vehicle_id, year, make, model, engine, added_at`,
    [fromId, intoId],
  );
  await tx.query(
    `update shoppers set current_vehicle_id = f.current_vehicle_id
       from shoppers f where f.id = $1 and f.current_vehicle_id is not null and shoppers.id = $2`,
    [fromId, intoId],
  );
  await tx.query('delete from shoppers where id = $1', [fromId]);
  return {
    cartItems: cart.rowCount,
    wishlistItems: wishlist.rowCount,
    compareItems: compare.rowCount,
    garageVehicles: garage.rowCount,
    vehicles: garage.rows
      .map((r) => ({ id: r.vehicle_id, year: Number(r.year), make: r.make, model: r.model, engine: r.engine, addedAt: new Date(r.added_at).toISOString() }))
      .sort((a, b) => a.addedAt.localeCompare(b.addedAt) || a.id.localeCompare(b.id)),
  };
}
