import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Reads GraphQL Code Generator's client preset output (`gql.ts` maps the text of every `graphql()`
 * call to a document of `graphql.ts`, written there as a ready DocumentNode in JSON): text → JSON.
 */
export function readPrecompiledDocuments(gqlDir: string): Map<string, string> {
  const gqlTs = fs.readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
  const graphqlTs = fs.readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
  const byName = new Map<string, string>();
  for (const m of graphqlTs.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) byName.set(m[1], m[2]);
  const bySource = new Map<string, string>();
  const table = gqlTs.slice(gqlTs.indexOf('const documents'));
  for (const m of table.matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),?$/gm)) {
    const json = byName.get(m[2]);
    if (json) bySource.set(JSON.parse(m[1]) as string, json);
  }
  return bySource;
}

// A template without `${…}` or escapes: its text is exactly what codegen keyed the document by.
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;

/** Replaces each `graphql(\`…\`)` call whose text codegen knows by its precompiled document. */
export function inlineDocuments(code: string, documents: Map<string, string>): string | null {
  let changed = false;
  const out = code.replace(CALL, (call, source: string) => {
    const json = documents.get(source);
    if (!json) return call;
    changed = true;
    // Same number of lines as the call, so the lines after it keep their source positions.
    return `(${json})` + '\n'.repeat(call.split('\n').length - 1);
  });
  return changed ? out : null;
}

/**
 * Puts each GraphQL document into the module that uses it, already parsed, instead of the
 * codegen's one table of every document of the shop (which would land in the first chunk whatever
 * page is shown): a page's queries travel with the page's chunk, and the browser never parses
 * GraphQL. A call whose text codegen has not seen yet (stale output) is left as it is and still
 * works through the table.
 */
export function precompiledDocuments(gqlDir: string): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'shop:precompiled-graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readPrecompiledDocuments(gqlDir);
    },
    transform(code, id) {
      if (!/\.(tsx?|jsx?)$/.test(id) || id.includes('node_modules') || id.startsWith(gqlDir) || !code.includes('graphql(')) return null;
      const out = inlineDocuments(code, documents);
      return out === null ? null : { code: out, map: null };
    },
  };
}
