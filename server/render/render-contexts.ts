import type { Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RenderedVehicle } from '../../client/src/lib/data/render-info';
import type { GraphQLContext } from '../context';
import { currentVehicleId } from '../garage';
import { httpContext } from '../http/request-context';
import { anonymousContext } from '../request-context';
import type { AppServices } from '../services';
import { viewer } from '../shopper';
import { runQuery } from './run-query';

const VEHICLE_QUERY = `query RenderedVehicle($id: ID!) { vehicle(id: $id) { id year make model engine } }`;

export interface RenderContexts {
  /** The resolvers' context the page renders with. */
  context: GraphQLContext;
  /** The vehicle the page is for: the session's current one (null: all vehicles). */
  vehicle: RenderedVehicle | null;
}

/**
 * The context of a visitor without a session: what a page that is the same for every visitor may be
 * rendered with. (The request's id, logger, address and headers stay.)
 */
function withoutSession(services: AppServices, session: GraphQLContext): GraphQLContext {
  return anonymousContext(services, { requestId: session.requestId, log: session.log, clientAddress: session.clientAddress, headers: session.headers, language: session.loaders.language });
}

/**
 * The context a page renders with. The shopper's own page (cart, account...) gets the session's
 * context. Any other page gets an anonymous one that knows only the session's current vehicle, so
 * the catalogue's fit statements follow it and nothing else of the shopper can enter the page:
 * such a page is the same for everyone with that vehicle, and may be kept.
 */
export async function renderContexts(input: {
  services: AppServices;
  schema: GraphQLSchema;
  req: Request;
  res: Response;
  personal: boolean;
  /** The page names its vehicle in its address (or none): the session plays no part at all. */
  vehicleInUrl?: boolean;
}): Promise<RenderContexts> {
  const { services, schema, req, res, personal } = input;
  const session: GraphQLContext = httpContext(services, req, res);
  if (input.vehicleInUrl && !personal) {
    const context = withoutSession(services, session);
    context.loaders.currentVehicleId = Promise.resolve(null);
    return { context, vehicle: null };
  }
  const vehicleId = viewer(session).shopperId ? await currentVehicleId(session) : null;
  let context = session;
  if (!personal) {
    context = withoutSession(services, session);
    context.loaders.currentVehicleId = Promise.resolve(vehicleId);
  }
  if (!vehicleId) return { context, vehicle: null };
  const data = await runQuery<{ vehicle: RenderedVehicle | null }>(schema, context, VEHICLE_QUERY, { id: vehicleId });
  return { context, vehicle: data?.vehicle ?? null };
}
