import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, decodeBrotli, encode, pickEncoding } from './encodings';

describe('encodings', () => {
  it('picks Brotli, then gzip, among what the request accepts and the body is had in', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(pickEncoding('br, gzip', (suffix) => suffix === '.gz')?.name).toBe('gzip');
  });

  it('compresses a page so a browser reads it back, Brotli about 5:1 on markup', async () => {
    const page = Buffer.from(`<!doctype html><ul>${Array.from({ length: 400 }, (_, i) => `<li class="part">Pastillas de freno ${i}</li>`).join('')}</ul>`);
    const br = await encode(page, 'br');
    expect(zlib.brotliDecompressSync(br).equals(page)).toBe(true);
    expect((await decodeBrotli(br)).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 5);
    expect(zlib.gunzipSync(await encode(page, 'gzip')).equals(page)).toBe(true);
  });
});
