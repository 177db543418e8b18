import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Where a page rendered on the server sends the visitor instead (the first one asked wins). The
 * server renderer provides it and answers the request with a redirect; in the browser there is
 * none and the router navigates.
 */
export class ServerRedirect {
  to: string | null = null;
}

export const ServerRedirectContext = createContext<ServerRedirect | null>(null);

/**
 * `<Navigate replace>` that also works during a server render: there it asks the renderer to
 * answer with a redirect (a `<Navigate>` does nothing on the server) and renders nothing.
 */
export function RedirectTo({ to }: { to: string }) {
  const server = useContext(ServerRedirectContext);
  if (server) {
    server.to ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}
