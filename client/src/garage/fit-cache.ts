import type { ApolloCache } from '@apollo/client';

/**
 * Forgets every product's fit statement after the current vehicle changed, so the views that show
 * one (cards, quick view, product page, cart lines) ask again for the new vehicle, and only those.
 */
export function evictFitStatements(cache: ApolloCache): void {
  const stored = cache.extract() as Record<string, unknown>;
  for (const id of Object.keys(stored)) {
    if (!id.startsWith('Product:')) continue;
    cache.evict({ id, fieldName: 'fitStatus' });
    cache.evict({ id, fieldName: 'fitsVehicle' });
  }
}
