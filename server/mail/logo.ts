import zlib from 'node:zlib';

/**
 * The shop's logo (client/public/favicon.svg: a blue rounded square, a yellow ring and a dot) as a
 * PNG for e-mails, which many mail programs show where they would not show an SVG. Drawn once,
 * from the same shapes, with 4×4 samples per pixel for smooth edges.
 */
const BLUE = [0x0b, 0x3d, 0x91];
const YELLOW = [0xff, 0xb4, 0x00];

/** The colour (or none) of a point of the 64×64 drawing. */
function paint(x: number, y: number): number[] | null {
  const r = 14;
  const cx = Math.min(Math.max(x, r), 64 - r);
  const cy = Math.min(Math.max(y, r), 64 - r);
  if ((x - cx) ** 2 + (y - cy) ** 2 > r * r) return null;
  const d = Math.hypot(x - 32, y - 32);
  if (d <= 6 || (d >= 13.5 && d <= 20.5)) return YELLOW;
  return BLUE;
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The logo as a PNG of `size`×`size` pixels (RGBA, transparent corners). */
export function logoPng(size = 96): Buffer {
  const samples = 4;
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const colour = paint(((px + (sx + 0.5) / samples) * 64) / size, ((py + (sy + 0.5) / samples) * 64) / size);
          if (!colour) continue;
          sum[0] += colour[0];
          sum[1] += colour[1];
          sum[2] += colour[2];
          sum[3] += 1;
        }
      }
      const o = 1 + px * 4;
      if (sum[3] > 0) {
        row[o] = Math.round(sum[0] / sum[3]);
        row[o + 1] = Math.round(sum[1] / sum[3]);
        row[o + 2] = Math.round(sum[2] / sum[3]);
        row[o + 3] = Math.round((255 * sum[3]) / (samples * samples));
      }
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The content id e-mails refer to the logo by (`<img src="cid:…">`), attached to every message. */
export const LOGO_CID = 'shop-logo@autopartesdelsur';

let cached: Buffer | null = null;
/** The logo PNG, drawn on first use. */
export function shopLogo(): Buffer {
  cached ??= logoPng();
  return cached;
}
