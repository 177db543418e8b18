// Writes the manifest of the operations the shop supports (server/generated/operations.json), served
// at /graphql/operations.json and, with GRAPHQL_TRUSTED_ONLY, the only documents the gateway runs:
// - the web client's documents (client/src, compiled by GraphQL Code Generator into client/src/gql),
//   each exactly as Apollo Client sends it (with the __typename fields its cache adds), so the hash
//   of a persisted query the browser sends is the manifest's id;
// - the operations documented for other apps (docs/app-operations/*.graphql), printed.
// Every document is validated against the schema. Run by `npm run codegen`; `npm run codegen:check`
// fails when the file is stale. Usage: tsx scripts/operations-manifest.ts [output file]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { InMemoryCache } from '@apollo/client';
import { print as apolloPrint } from '@apollo/client/utilities';
import { removeDirectivesFromDocument } from '@apollo/client/utilities/internal';
import { buildSchema, Kind, parse, print, validate, visit, type DefinitionNode, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { readPrecompiledDocuments } from '../client/build/precompiled-documents';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const MANIFEST_FILE = path.join(ROOT, 'server/generated/operations.json');
const APP_OPERATIONS_DIR = path.join(ROOT, 'docs/app-operations');

export interface ManifestOperation {
  /** SHA-256 of `body` in hexadecimal: the persisted query's hash. */
  id: string;
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  body: string;
  /** `web` (the shop's own pages) or `apps` (documented for other apps). */
  clientName: 'web' | 'apps';
}

export interface OperationManifest {
  format: 'apollo-persisted-query-manifest';
  version: 1;
  operations: ManifestOperation[];
}

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

function operationOf(doc: DocumentNode): OperationDefinitionNode {
  const ops = doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (ops.length !== 1 || !ops[0].name) throw new Error(`expected one named operation, got ${ops.map((o) => o.name?.value ?? '(anonymous)').join(', ') || 'none'}`);
  return ops[0];
}

/** The web client's documents as Apollo Client sends them: its cache's transform (__typename), then the client-only directives removed. */
function webOperations(): ManifestOperation[] {
  const cache = new InMemoryCache();
  const out: ManifestOperation[] = [];
  for (const json of readPrecompiledDocuments(path.join(ROOT, 'client/src/gql')).values()) {
    const doc = JSON.parse(json) as DocumentNode;
    const sent = removeDirectivesFromDocument([{ name: 'client', remove: true }, { name: 'connection' }, { name: 'nonreactive' }, { name: 'unmask' }], cache.transformDocument(doc));
    // Fragment documents are sent only inside the operations that spread them.
    if (!sent || !sent.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION)) continue;
    const op = operationOf(sent);
    const body = apolloPrint(sent);
    out.push({ id: sha256(body), name: op.name!.value, type: op.operation, body, clientName: 'web' });
  }
  return out;
}

/** The fragments an operation uses, directly or through other fragments. */
function fragmentsUsed(root: DefinitionNode, fragments: Map<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const seen = new Set<string>();
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const name = spread.name.value;
        const frag = fragments.get(name);
        if (seen.has(name) || !frag) return;
        seen.add(name);
        walk(frag);
      },
    });
  walk(root);
  return [...seen].sort().map((n) => fragments.get(n)!);
}

/** The documented app operations: each operation of docs/app-operations/*.graphql with the fragments it uses, printed. */
function appOperations(): ManifestOperation[] {
  if (!fs.existsSync(APP_OPERATIONS_DIR)) return [];
  const out: ManifestOperation[] = [];
  for (const file of fs.readdirSync(APP_OPERATIONS_DIR).filter((f) => f.endsWith('.graphql')).sort()) {
    const doc = parse(fs.readFileSync(path.join(APP_OPERATIONS_DIR, file), 'utf8'));
    const fragments = new Map(doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
    for (const op of doc.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
      if (!op.name) throw new Error(`${file}: every operation needs a name`);
      const body = print({ kind: Kind.DOCUMENT, definitions: [op, ...fragmentsUsed(op, fragments)] });
      out.push({ id: sha256(body), name: op.name.value, type: op.operation, body, clientName: 'apps' });
    }
  }
  return out;
}

/** The manifest of the current sources; throws when a document does not validate against the schema. */
export function buildManifest(): OperationManifest {
  const sdl = fs.readdirSync(path.join(ROOT, 'schema')).filter((f) => f.endsWith('.graphql')).sort().map((f) => fs.readFileSync(path.join(ROOT, 'schema', f), 'utf8'));
  const schema = buildSchema(sdl.join('\n'));
  const operations = [...webOperations(), ...appOperations()];
  const names = new Map<string, string>();
  for (const op of operations) {
    const errors = validate(schema, parse(op.body));
    if (errors.length > 0) throw new Error(`${op.clientName} operation ${op.name}: ${errors.map((e) => e.message).join('; ')}`);
    const key = `${op.clientName}:${op.name}`;
    if (names.has(key) && names.get(key) !== op.id) throw new Error(`two ${op.clientName} operations are named ${op.name}`);
    names.set(key, op.id);
  }
  const unique = [...new Map(operations.map((o) => [o.id, o])).values()];
  unique.sort((a, b) => a.clientName.localeCompare(b.clientName) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return { format: 'apollo-persisted-query-manifest', version: 1, operations: unique };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = process.argv[2] ? path.resolve(process.argv[2]) : MANIFEST_FILE;
  const manifest = buildManifest();
  fs.writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
  const count = (c: string) => manifest.operations.filter((o) => o.clientName === c).length;
  console.log(`operations manifest: ${count('web')} web client and ${count('apps')} app operations written to ${path.relative(ROOT, out)}`);
}
