import type { Queryable } from '../db';

/** A price list uploaded from the back office and read in the background (migration 501). */
export interface PriceUpload {
  id: string;
  supplierId: string;
  fileName: string;
  bytes: number;
  state: 'reading' | 'previewed' | 'failed';
  runId: number | null;
  error: string | null;
  createdBy: string;
  createdAt: string;
  finishedAt: string | null;
}

type UploadRecord = {
  id: string; supplier_id: string; file_name: string; bytes: string | number; state: PriceUpload['state']; run_id: number | null; error: string | null;
  created_by: string; created_at: Date | string; finished_at: Date | string | null;
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function createUpload(db: Queryable, u: { id: string; supplierId: string; fileName: string; bytes: number; createdBy: string }): Promise<void> {
  await db.query('insert into price_uploads (id, supplier_id, file_name, bytes, created_by) values ($1, $2, $3, $4, $5)', [u.id, u.supplierId, u.fileName, u.bytes, u.createdBy]);
}

export async function finishUpload(db: Queryable, id: string, runId: number): Promise<void> {
  await db.query("update price_uploads set state = 'previewed', run_id = $2, finished_at = now() where id = $1", [id, runId]);
}

export async function failUpload(db: Queryable, id: string, error: string): Promise<void> {
  await db.query("update price_uploads set state = 'failed', error = $2, finished_at = now() where id = $1", [id, error.slice(0, 500)]);
}

export type UploadFailure = 'NO_HEADER' | 'NO_MAPPING' | 'NOT_A_LIST' | 'OTHER';

/** The kind of reason a reader's message gives (server/prices/runs.ts, read-table.ts); null while none. */
export function uploadFailureOf(error: string | null): UploadFailure | null {
  if (error === null) return null;
  if (/^no header row/.test(error)) return 'NO_HEADER';
  if (/has no column mapping/.test(error)) return 'NO_MAPPING';
  if (error === NOT_A_LIST) return 'NOT_A_LIST';
  return 'OTHER';
}

/** What an upload says of a file that neither reader could take. */
export const NOT_A_LIST = 'The file is not a CSV or XLSX price list that can be read.';

export async function getUpload(db: Queryable, id: string): Promise<PriceUpload | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const r = await db.query<UploadRecord>(
    'select id, supplier_id, file_name, bytes, state, run_id, error, created_by, created_at, finished_at from price_uploads where id = $1',
    [id],
  );
  const x = r.rows[0];
  return x
    ? {
        id: x.id, supplierId: x.supplier_id, fileName: x.file_name, bytes: Number(x.bytes), state: x.state, runId: x.run_id === null ? null : Number(x.run_id),
        error: x.error, createdBy: x.created_by, createdAt: iso(x.created_at) ?? '', finishedAt: iso(x.finished_at),
      }
    : null;
}
