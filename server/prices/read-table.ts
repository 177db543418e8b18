import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';

/** One row of a price list as read: its line (the file's line, or the sheet's row) and its cells. */
export interface TableRow {
  line: number;
  /** Text of CSV cells; spreadsheet cells keep numbers as numbers ('' for an empty cell). */
  cells: (string | number)[];
}

export type TableFormat = 'csv' | 'xlsx';

export interface TableInfo {
  format: TableFormat;
  /** How a CSV file was decoded ('utf-8' with or without BOM, 'windows-1252'); null for a spreadsheet. */
  encoding: string | null;
  delimiter: string | null;
}

const SAMPLE_BYTES = 64 * 1024;

async function sample(file: string): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const buf = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await fh.read(buf, 0, SAMPLE_BYTES, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

/**
 * The encoding of a text file: UTF-8 when it starts with its BOM or its first bytes are valid UTF-8
 * (cut at the last line end, so a character split by the sample does not count), else
 * Windows-1252 (a superset of Latin-1's printable characters, what Excel writes in Spanish).
 */
export function detectEncoding(head: Buffer): { encoding: 'utf-8' | 'utf-16le' | 'windows-1252'; bom: boolean } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bom: true };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: true };
  const end = head.lastIndexOf(0x0a);
  const part = end > 0 && head.length === SAMPLE_BYTES ? head.subarray(0, end) : head;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(part);
    return { encoding: 'utf-8', bom: false };
  } catch {
    return { encoding: 'windows-1252', bom: false };
  }
}

/**
 * The separator of a CSV text: of `;`, `,`, tab and `|`, the one most lines use the same number of
 * times, weighted by that number (a `;` file with comma decimals has one comma per price but
 * several semicolons on every line). Quoted text is not counted.
 */
export function detectDelimiter(text: string): string {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').slice(0, 30).map((l) => l.replace(/"[^"]*"/g, ''));
  let best = ';';
  let bestScore = 0;
  for (const d of [';', ',', '\t', '|']) {
    const counts = new Map<number, number>();
    for (const l of lines) {
      const n = l.split(d).length - 1;
      if (n > 0) counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    for (const [n, times] of counts) {
      const score = n * times;
      if (score > bestScore) {
        bestScore = score;
        best = d;
      }
    }
  }
  return best;
}

function isZip(head: Buffer): boolean {
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** What a spreadsheet cell holds, as text or number (formulas by their result, rich text joined). */
export function cellValue(v: unknown): string | number {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'sí' : 'no';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'object') {
    const o = v as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(o.richText)) return o.richText.map((r) => r.text).join('');
    if ('result' in o) return cellValue(o.result);
    if ('text' in o) return cellValue(o.text);
  }
  return '';
}

/**
 * Reads a price list row by row, without holding the file: CSV through `csv-parse` (decoded from its
 * detected encoding, separator detected), XLSX through exceljs' streaming reader (first sheet).
 * `onInfo` learns the format and encoding before the first row.
 */
export async function* readTable(file: string, onInfo?: (info: TableInfo) => void): AsyncGenerator<TableRow> {
  const head = await sample(file);
  if (isZip(head)) {
    onInfo?.({ format: 'xlsx', encoding: null, delimiter: null });
    // Loaded on first use: the library is large, and most starts read no spreadsheet.
    const { default: ExcelJS } = await import('exceljs');
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
      sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        const cells: (string | number)[] = [];
        for (let i = 1; i < values.length; i++) cells.push(cellValue(values[i]));
        yield { line: row.number, cells };
      }
      break;
    }
    return;
  }
  const { encoding, bom } = detectEncoding(head);
  const delimiter = detectDelimiter(iconv.decode(head, encoding));
  onInfo?.({ format: 'csv', encoding: bom ? `${encoding} (BOM)` : encoding, delimiter });
  const parser = createReadStream(file)
    .pipe(iconv.decodeStream(encoding, { stripBOM: true }))
    .pipe(parse({ delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true, trim: true, info: true, bom: true }));
  for await (const rec of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    yield { line: rec.info.lines, cells: rec.record };
  }
}
