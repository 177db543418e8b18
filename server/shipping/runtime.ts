import { startCarriersStandIn, type CarriersStandIn } from '../../fixtures/carriers/index';
import { andreaniCarrier } from './andreani';
import { createBranchFinder } from './branch-finder';
import type { ShippingConfig } from './config';
import { correoArgentinoCarrier } from './correo-argentino';
import { ocaCarrier } from './oca';
import type { CarrierId, CarrierPort } from './port';
import { createQuoteService, type QuoteCache, type QuoteService } from './quotes';

/** The shipping side of a gateway: the carriers, the quote service over them, and the stand-in it started. */
export interface ShippingRuntime {
  carriers: ReadonlyMap<CarrierId, CarrierPort>;
  quotes: QuoteService;
  /** The branches near a postal code, of every carrier (or those named). */
  branchesNear: ReturnType<typeof createBranchFinder>;
  /** The carriers' stand-in this gateway started (development), else null. */
  standIn: CarriersStandIn | null;
  close(): Promise<void>;
}

/**
 * Each carrier with its credentials from the settings; with SHIPPING_STANDIN (the development
 * default) the carriers without credentials are the offline stand-in on a loopback port. A carrier
 * with neither is not asked (the flat rate covers a shop with none).
 */
/** Where the runtime says what it started (the gateway's logger). */
export interface ShippingLog {
  info(details: object, message: string): void;
}

export async function createShipping(config: ShippingConfig, log: ShippingLog | null, cache?: QuoteCache): Promise<ShippingRuntime> {
  const standIn = config.standIn && (!config.andreani || !config.correoArgentino || !config.oca) ? await startCarriersStandIn({ advanceEveryMs: config.standInAdvanceSeconds * 1000 || null }) : null;
  if (standIn) log?.info({ url: standIn.url }, 'Carriers stand-in started (Andreani, Correo Argentino, OCA without credentials)');
  const timeouts = { timeoutMs: config.carrierTimeoutMs, quoteTtlMinutes: config.quoteTtlMinutes };
  const andreani = config.andreani ?? standIn?.andreani ?? null;
  const correo = config.correoArgentino ?? standIn?.correoArgentino ?? null;
  const oca = config.oca ?? standIn?.oca ?? null;
  const list: CarrierPort[] = [];
  if (andreani) list.push(andreaniCarrier(andreani, timeouts));
  if (correo) list.push(correoArgentinoCarrier(correo, timeouts));
  if (oca) list.push(ocaCarrier(oca, timeouts));
  const quotes = createQuoteService({
    carriers: list,
    originPostcode: config.originPostcode,
    budgetMs: config.quoteBudgetMs,
    flatRates: config.flatRates,
    boxes: config.boxes,
    maxTtlMs: config.quoteTtlMinutes * 60_000,
    cache,
  });
  return {
    carriers: new Map(list.map((c) => [c.id, c])),
    quotes,
    branchesNear: createBranchFinder({ carriers: list, budgetMs: config.quoteBudgetMs }),
    standIn,
    close: async () => {
      await standIn?.close();
    },
  };
}
