import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type express from 'express';
import type { AppServices } from '../services';
import { noteRunActor, priceListsOf, supplierExists } from '../prices/back-office';
import { PriceImportError, previewImport } from '../prices/runs';
import { NOT_A_LIST, createUpload, failUpload, finishUpload } from '../prices/uploads';
import { recordAudit } from '../staff/audit';
import { allows, rolePermissions } from '../staff/permissions';
import { readStaffSession, type StaffSessionSettings } from '../staff/sessions';

/** The largest price list the back office takes (a 100,000-row CSV is about 6 MB). */
export const PRICE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Where the staff app posts a file: `?supplier=<id>&name=<file name>`, the file as the body. */
export const PRICE_UPLOAD_PATH = '/admin/prices/upload';

class TooLarge extends Error {}

type UploadError = 'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'NOT_FOUND' | 'PAYLOAD_TOO_LARGE';

function refuse(res: express.Response, status: number, code: UploadError, message: string, extra: Record<string, unknown> = {}): void {
  res.status(status).json({ error: { code, message, ...extra } });
}

/** The file's name as kept with the run: its last path part, printable, at most 200 characters. */
export function uploadName(raw: unknown): string {
  const base = path.basename(String(raw ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return base.slice(0, 200) || 'lista';
}

/**
 * Reads an uploaded file into a run (the same reading as `npm run prices:import`) and notes the
 * outcome on its upload: the run previewed (noted as the member's, audited) or why the file was
 * refused. Removes the temporary file.
 */
async function readUpload(services: AppServices, u: { id: string; supplierId: string; fileName: string; bytes: number; file: string; dir: string; staffId: string; email: string; address: string }): Promise<void> {
  const { db } = services;
  try {
    const { run } = await previewImport(priceListsOf(services), { supplier: u.supplierId, file: u.file, fileName: u.fileName });
    await db.transaction(async (tx) => {
      await noteRunActor(tx, run.id, 'created_by', u.email);
      await finishUpload(tx, u.id, run.id);
      await recordAudit(tx, {
        actor: { id: u.staffId, email: u.email },
        action: 'price-run.preview',
        entity: 'price-run',
        entityId: String(run.id),
        before: null,
        after: { supplierId: u.supplierId, fileName: u.fileName, bytes: u.bytes, lines: run.lines, matched: run.matched, changed: run.changed, unmatched: run.unmatched, rejected: run.rejected },
        address: u.address,
      });
    });
  } catch (err) {
    // exceljs and csv-parse throw their own errors on a file that is neither.
    const message = err instanceof PriceImportError ? err.message : NOT_A_LIST;
    if (!(err instanceof PriceImportError)) services.log.warn({ err, upload: u.id }, 'price list not read');
    await failUpload(db, u.id, message).catch((e: unknown) => services.log.error({ err: e, upload: u.id }, 'price list upload not marked failed'));
  } finally {
    await fs.promises.rm(u.dir, { recursive: true, force: true });
  }
}

/**
 * POST /admin/prices/upload: a supplier's price list from the back office, as the request's body
 * (CSV or XLSX, any content type), for a signed-in staff member with prices:import (the CSRF header
 * as every POST, checked by the app-wide middleware). The body is streamed to a temporary file and
 * refused past `PRICE_UPLOAD_MAX_BYTES` (413, nothing kept); then the file is read in the background
 * into a run, previewed (nothing the shop sells changes). Answers 202 `{ uploadId }` at once: the
 * staff app asks `priceUpload(id)` until it is `PREVIEWED` (with its run) or `FAILED` (with the
 * reader's reason: no header row, not a spreadsheet…). 404 for an unknown supplier.
 */
export function priceListUpload(services: AppServices, settings: StaffSessionSettings): express.RequestHandler {
  return async (req, res) => {
    const row = await readStaffSession(services.db, req.headers.cookie, settings);
    if (row?.stage !== 'signed-in' || !row.member) return refuse(res, 401, 'UNAUTHENTICATED', 'Sign in to the staff side first.');
    if (!allows(rolePermissions(row.member.role, row.member.listed), 'prices:import')) {
      return refuse(res, 403, 'FORBIDDEN', 'This needs the permission prices:import.', { permission: 'prices:import' });
    }
    const supplierId = String(req.query.supplier ?? '');
    if (!/^[a-z0-9][a-z0-9-]{0,62}$/.test(supplierId) || !(await supplierExists(services.db, supplierId))) {
      return refuse(res, 404, 'NOT_FOUND', `No supplier ${supplierId}.`);
    }
    const declared = Number(req.get('content-length') ?? NaN);
    if (Number.isFinite(declared) && declared > PRICE_UPLOAD_MAX_BYTES) {
      res.setHeader('Connection', 'close');
      return refuse(res, 413, 'PAYLOAD_TOO_LARGE', `A price list is at most ${PRICE_UPLOAD_MAX_BYTES} bytes.`, { maxBytes: PRICE_UPLOAD_MAX_BYTES });
    }
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'price-upload-'));
    const file = path.join(dir, crypto.randomUUID());
    let reading = false;
    try {
      let bytes = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          bytes += chunk.length;
          done(bytes > PRICE_UPLOAD_MAX_BYTES ? new TooLarge() : null, chunk);
        },
      });
      try {
        await pipeline(req, limit, fs.createWriteStream(file));
      } catch (err) {
        if (err instanceof TooLarge) {
          res.setHeader('Connection', 'close');
          return refuse(res, 413, 'PAYLOAD_TOO_LARGE', `A price list is at most ${PRICE_UPLOAD_MAX_BYTES} bytes.`, { maxBytes: PRICE_UPLOAD_MAX_BYTES });
        }
        throw err;
      }
      if (bytes === 0) return refuse(res, 400, 'BAD_USER_INPUT', 'The file is empty.');
      const upload = { id: crypto.randomUUID(), supplierId, fileName: uploadName(req.query.name), bytes };
      await createUpload(services.db, { ...upload, createdBy: row.member.email });
      reading = true;
      void readUpload(services, { ...upload, file, dir, staffId: row.staffId, email: row.member.email, address: req.ip ?? req.socket.remoteAddress ?? 'unknown' });
      res.status(202).json({ uploadId: upload.id });
    } finally {
      if (!reading) await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
}
