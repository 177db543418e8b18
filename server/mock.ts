import express from 'express';
import http from 'node:http';
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import { addMocksToSchema } from '@graphql-tools/mock';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { loadConfig } from './config';
import { loadTypeDefs } from './schema';

/**
 * Mock mode: the shop's real schema with deterministic made-up values, no database and no
 * provider, so client work can go on alone. `npm run mock` (PORT, default 4000).
 */
export function createMockSchema() {
  let n = 0;
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  return addMocksToSchema({
    schema,
    preserveResolvers: false,
    mocks: {
      Int: () => 4,
      Float: () => 12345.5,
      String: () => `Texto ${++n}`,
      ID: () => `id-${++n}`,
      Boolean: () => true,
      DateTime: () => '2026-11-21T12:00:00.000Z',
      JSON: () => ({}),
      Currency: () => ({ code: 'ARS', symbol: 'AR$', name: 'Argentine Peso', rate: 1 }),
      Language: () => ({ code: 'es', name: 'Español', image: '/images/languages/es.svg', direction: 'LTR' }),
    },
  });
}

async function main(): Promise<void> {
  const { port } = loadConfig();
  const app = express();
  const httpServer = http.createServer(app);
  const apollo = new ApolloServer({ schema: createMockSchema(), introspection: true });
  await apollo.start();
  app.use('/graphql', express.json(), expressMiddleware(apollo));
  httpServer.listen(port, '127.0.0.1', () => {
    console.log(`Mock GraphQL API ready at http://127.0.0.1:${port}/graphql`);
  });
  const stop = () => void apollo.stop().then(() => httpServer.close(() => process.exit(0)));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
