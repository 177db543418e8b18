/**
 * Just enough XML for OCA's e-Pak answers: .NET DataSets whose rows are flat elements (`<Table>`,
 * `<DetalleIngresos>`, ...) holding one text child per column. Not a general parser.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, e: string) =>
    e.startsWith('#x') ? String.fromCodePoint(parseInt(e.slice(2), 16)) : e.startsWith('#') ? String.fromCodePoint(Number(e.slice(1))) : ENTITIES[e],
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string);
}

/** The rows named `row` (with or without attributes), each as column name → text (an empty element gives ''). */
export function xmlRows(xml: string, row: string): Record<string, string>[] {
  const rows: Record<string, string>[] = [];
  const rowPattern = new RegExp(`<${row}(?:\\s[^>]*)?>([\\s\\S]*?)</${row}>`, 'g');
  for (const match of xml.matchAll(rowPattern)) {
    const columns: Record<string, string> = {};
    for (const col of match[1].matchAll(/<([A-Za-z_][\w.-]*)(?:\s[^>]*)?(?:\/>|>([^<]*)<\/\1>)/g)) columns[col[1]] = decodeXml((col[2] ?? '').trim());
    rows.push(columns);
  }
  return rows;
}
