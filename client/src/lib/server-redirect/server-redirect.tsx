import { createContext, useContext } from 'react';
import { Navigate, UNSAFE_DataRouterStateContext } from 'react-router';

/**
 * Where a page rendered on the server sends the visitor instead (the first one asked wins). The
 * server renderer provides it and answers the request with a redirect; in the browser there is
 * none and the router navigates.
 */
export class ServerRedirect {
  to: string | null = null;
  /** 302 unless the page said the address moved for good (301: the canonical address of a page). */
  status = 302;
}

export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/**
 * `<Navigate replace>` that also works during a server render: there it asks the renderer to
 * answer with a redirect (a `<Navigate>` does nothing on the server) and renders nothing.
 * `permanent`: the page lives at `to` for good (a `301`, which shared caches and search engines keep).
 */
export function RedirectTo({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const server = useContext(ServerRedirectContext);
  // A page the shopper is already leaving (they clicked elsewhere while it was loading) sends
  // nobody anywhere: its redirect would overtake the navigation they asked for.
  // (A plain router, in unit tests, has no navigation state.)
  const leaving = (useContext(UNSAFE_DataRouterStateContext)?.navigation.state ?? 'idle') !== 'idle';
  if (server) {
    if (server.to === null) {
      server.to = to;
      server.status = permanent ? 301 : 302;
    }
    return null;
  }
  return leaving ? null : <Navigate to={to} replace />;
}
