import { startCarriersStandIn, type CarriersStandIn } from '../../fixtures/carriers/index';
import type { ShippingConfig } from './config';

/** The carriers' stand-in when the settings ask for it (development) and a carrier has no credentials; else null. */
export async function startCarriersStandInFor(config: ShippingConfig): Promise<CarriersStandIn | null> {
  const missing = !config.andreani || !config.correoArgentino || !config.oca;
  return config.standIn && missing ? startCarriersStandIn({ advanceEveryMs: config.standInAdvanceSeconds * 1000 || null }) : null;
}

/**
 * The settings that make a gateway's workers use a stand-in the primary runs: the address and
 * credentials of each carrier the shop has none for (the others keep their own).
 */
export function carriersStandInEnv(config: ShippingConfig, standIn: CarriersStandIn): Record<string, string> {
  const env: Record<string, string> = {};
  if (!config.andreani) {
    const a = standIn.andreani;
    Object.assign(env, {
      ANDREANI_URL: a.baseUrl,
      ANDREANI_USER: a.user,
      ANDREANI_PASSWORD: a.password,
      ANDREANI_CLIENT: a.client,
      ANDREANI_CONTRACT_HOME: a.contractHome,
      ANDREANI_CONTRACT_BRANCH: a.contractBranch,
    });
  }
  if (!config.correoArgentino) {
    const c = standIn.correoArgentino;
    Object.assign(env, { MICORREO_URL: c.baseUrl, MICORREO_USER: c.user, MICORREO_PASSWORD: c.password, MICORREO_CUSTOMER_ID: c.customerId });
  }
  if (!config.oca) {
    const o = standIn.oca;
    Object.assign(env, {
      OCA_URL: o.baseUrl,
      OCA_CUIT: o.cuit,
      OCA_USER: o.user,
      OCA_PASSWORD: o.password,
      OCA_OPERATION_HOME: o.operationHome,
      OCA_OPERATION_BRANCH: o.operationBranch,
    });
  }
  return env;
}
