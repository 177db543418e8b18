import { addTypenameToDocument } from '@apollo/client/utilities';
import type { DocumentNode, FormattedExecutionResult } from 'graphql';
import { answerKey } from './render-info';

/** Runs one query for a server render (in process, over the gateway's own schema). */
export type RenderExecutor = (document: DocumentNode, variables: Record<string, unknown>) => Promise<FormattedExecutionResult>;

interface Pending {
  promise: Promise<FormattedExecutionResult>;
  result?: FormattedExecutionResult;
}

// The documents as the browser's cache asks them (with `__typename`), made once per document.
const withTypenames = new WeakMap<DocumentNode, DocumentNode>();
function asCached(document: DocumentNode): DocumentNode {
  let transformed = withTypenames.get(document);
  if (!transformed) {
    transformed = addTypenameToDocument(document);
    withTypenames.set(document, transformed);
  }
  return transformed;
}

/**
 * The data of one server render: each query a page's parts ask is run once (however often its
 * part is rendered again while others wait), and its answer is kept for the browser, which writes
 * it into its own cache when the part asks for it while hydrating. No Apollo Client runs on the
 * server: a page asks its queries straight of the schema, with documents transformed once for all
 * requests, and nothing of one request's data can reach another's.
 */
export class RenderData {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly execute: RenderExecutor) {}

  /** The answer of a query, or the promise of it while it runs (for React's `use`). */
  load(operationName: string, document: DocumentNode, variables: Record<string, unknown> | undefined): Pending {
    const key = answerKey(operationName, variables);
    let entry = this.pending.get(key);
    if (!entry) {
      // Never rejects: a failure is an answer with errors, shown by the part as the browser would.
      const promise = this.execute(asCached(document), variables ?? {}).catch(
        (err: unknown): FormattedExecutionResult => ({ errors: [{ message: err instanceof Error ? err.message : String(err) }] }),
      );
      const created: Pending = { promise };
      void promise.then((result) => {
        created.result = result;
        // Marked as React marks a settled thenable, so `use` answers it at once on the next try.
        Object.assign(promise, { status: 'fulfilled', value: result });
      });
      this.pending.set(key, created);
      entry = created;
    }
    return entry;
  }

  /** Every answer of the render, by query and variables: what the page hands to the browser. */
  answers(): Record<string, FormattedExecutionResult> {
    const out: Record<string, FormattedExecutionResult> = {};
    for (const [key, entry] of this.pending) if (entry.result) out[key] = entry.result;
    return out;
  }
}
