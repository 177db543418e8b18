/** Something SQL can be sent to: the database itself or an open transaction. */
export interface Queryable {
  /** Runs one parameterised statement ($1, $2, ...). Never build SQL from input by concatenation. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
}

export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement (0 for a SELECT on PGlite). */
  rowCount: number;
}

/**
 * The shop's database: embedded PGlite or PostgreSQL behind one interface, the same SQL for both.
 * Inside `transaction`, use only the `tx` it hands over: on PGlite, a query sent to the database
 * itself while a transaction is open waits for that transaction to end.
 */
export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The engine runs on this thread (PGlite opened here): the time its statements take is this event loop's. */
  readonly onThisThread?: boolean;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
