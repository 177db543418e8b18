/**
 * The operations of two catalogue pages as the web client sends them: the document with
 * `__typename` added (as Apollo Client's cache does), hashed with SHA-256 for automatic persisted
 * queries, asked with GET (`operationName`, `variables`, `extensions` in the query string).
 */
import crypto from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import type { DocumentNode } from 'graphql';
import { CategoryPagePartsDocument, CategoryPageProductsDocument } from '../../client/src/gql/graphql';

/** The category page's shop listing (`CategoryPageProducts` in client/src/catalog/category-page/). */
export const CATEGORY_PAGE: DocumentNode = CategoryPageProductsDocument;
/** A parts-provider category page (`CategoryPageParts`). */
export const PARTS_PAGE: DocumentNode = CategoryPagePartsDocument;

export interface ClientOperation {
  operationName: string;
  /** The query text as sent on the wire. */
  query: string;
  sha256: string;
}

/** The operation as Apollo Client prints it (with `__typename` and the fragments it spreads). */
export function clientOperation(document: DocumentNode): ClientOperation {
  const doc = addTypenameToDocument(document);
  const query = print(doc);
  const def = doc.definitions.find((d) => d.kind === 'OperationDefinition');
  return { operationName: def?.name?.value ?? '', query, sha256: crypto.createHash('sha256').update(query).digest('hex') };
}

/** The GET path of a persisted query (without the query text unless `withQuery`). */
export function persistedGetPath(op: ClientOperation, variables: Record<string, unknown>, withQuery = false): string {
  const params = new URLSearchParams();
  if (withQuery) params.set('query', op.query);
  params.set('operationName', op.operationName);
  params.set('variables', JSON.stringify(variables));
  params.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: op.sha256 } }));
  return `/graphql?${params.toString()}`;
}

/**
 * Headers of the web client's GET: Apollo Client's accept header, the header Apollo Server's CSRF
 * prevention asks of a GET, and the cookie a browser holds after loading the page (CSRF token only:
 * a visitor who has not chosen a vehicle nor touched a cart has no session).
 */
export const GET_HEADERS = {
  accept: 'application/graphql-response+json,application/json;q=0.9',
  'apollo-require-preflight': 'true',
  cookie: 'csrf-token=Zm9yLXRoZS1iZW5jaC1vbmx5LTAxMjM0NTY3',
};
