import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy pages the current address matches and puts them into the route table, so the
 * router starts initialised and the first render in the browser is the server's markup (a router
 * still loading a lazy route renders nothing, and hydration would fail).
 */
export async function resolveLazyMatches(routes: RouteObject[], location: { pathname: string }, basename = ''): Promise<void> {
  const matches = matchRoutes(routes, location, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      route.lazy = undefined;
    }),
  );
}
