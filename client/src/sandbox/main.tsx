import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import { csrfHeaders } from '../app/csrf';

// The GraphQL explorer for developers, bundled with the shop so it works without internet.
// It sends the session cookie and the CSRF header like the shop itself, and says it is the explorer:
// while the explorer is served, its documents run even where only the published operations do.
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) =>
    fetch(input, {
      ...init,
      credentials: 'same-origin',
      headers: { ...(init?.headers as Record<string, string>), ...csrfHeaders(), 'x-shop-client': 'explorer' },
    }),
});

const defaultQuery = `# Autopartes del Sur: GraphQL API
query Shop {
  shop {
    name
    defaultLanguage
    defaultCurrency
    currencies { code symbol rate }
  }
}
`;

const root = document.getElementById('sandbox');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <GraphiQL fetcher={fetcher} defaultQuery={defaultQuery} />
    </StrictMode>,
  );
}
