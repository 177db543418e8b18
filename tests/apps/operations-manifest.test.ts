import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { readPrecompiledDocuments } from '../../client/build/precompiled-documents';
import { MANIFEST_FILE, type ManifestOperation } from '../../server/http/trusted-operations';

const manifest = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as { operations: ManifestOperation[] };

describe('the operations manifest', () => {
  it('lists every operation of the web client under the hash Apollo Client itself sends', async () => {
    // The web client's links (client/src/app/apollo.ts), ending in a link that records the persisted query instead of sending it.
    const sent = new Map<string, string>();
    const record = new ApolloLink((operation) => {
      const hash = (operation.extensions as { persistedQuery?: { sha256Hash?: string } }).persistedQuery?.sha256Hash;
      if (hash) sent.set(operation.operationName ?? '', hash);
      return of({ data: null });
    });
    const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
    const client = new ApolloClient({ link: ApolloLink.from([new PersistedQueryLink({ sha256 }), record]), cache: new InMemoryCache() });
    const documents = [...readPrecompiledDocuments(path.resolve('client/src/gql')).values()].map((json) => JSON.parse(json) as DocumentNode);
    let operations = 0;
    for (const doc of documents) {
      const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
      if (!op) continue;
      operations += 1;
      const run = op.operation === 'mutation' ? client.mutate({ mutation: doc, errorPolicy: 'all' }) : client.query({ query: doc, fetchPolicy: 'network-only', errorPolicy: 'all' });
      await run.catch(() => undefined);
    }
    const listed = new Map(manifest.operations.filter((o) => o.clientName === 'web').map((o) => [o.name, o.id]));
    expect(sent.size).toBe(operations);
    expect(listed.size).toBe(operations);
    for (const [name, hash] of sent) expect(listed.get(name), name).toBe(hash);
  });

  it('gives every operation the SHA-256 of its text as its id', () => {
    for (const op of manifest.operations) expect(op.id).toBe(crypto.createHash('sha256').update(op.body).digest('hex'));
  });
});
