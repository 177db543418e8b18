import { csrfHeaders, csrfToken } from '../../../client/src/app/csrf';

/** The largest file the gateway takes (server/admin/price-upload.ts). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type UploadFailure = 'TOO_LARGE' | 'UNREADABLE' | 'FORBIDDEN' | 'SESSION_ENDED' | 'NOT_FOUND' | 'NETWORK' | 'UNKNOWN';

export type UploadResult = { ok: true; uploadId: string } | { ok: false; failure: UploadFailure; message: string | null };

const FAILURES: Record<number, UploadFailure> = { 401: 'SESSION_ENDED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 413: 'TOO_LARGE', 400: 'UNREADABLE' };

/**
 * Sends a supplier's price list to the gateway, which accepts it and reads it into a new run in the
 * background (ask `priceUpload(uploadId)` until it is read). `onProgress` hears the share sent (0 to 1).
 */
export async function uploadPriceList(file: File, supplierId: string, onProgress: (sent: number) => void): Promise<UploadResult> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, failure: 'TOO_LARGE', message: null };
  if (file.size === 0) return { ok: false, failure: 'UNREADABLE', message: null };
  const headers = csrfHeaders(await csrfToken());
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const query = new URLSearchParams({ supplier: supplierId, name: file.name });
    xhr.open('POST', `/admin/prices/upload?${query.toString()}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('content-type', 'application/octet-stream');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => resolve({ ok: false, failure: 'NETWORK', message: null });
    xhr.onload = () => {
      let body: { uploadId?: string; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's page, say: the status tells enough.
      }
      if (xhr.status === 202 && body.uploadId) resolve({ ok: true, uploadId: body.uploadId });
      else resolve({ ok: false, failure: FAILURES[xhr.status] ?? 'UNKNOWN', message: body.error?.message ?? null });
    };
    xhr.send(file);
  });
}
