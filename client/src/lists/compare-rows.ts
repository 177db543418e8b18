/** A row of the comparison table: an attribute and each product's value (null: none). */
export interface CompareRow {
  name: string;
  slug: string;
  values: ReadonlyArray<string | null>;
}

/** Whether the products differ on a row (a missing value differs from any value). */
export function rowDiffers(row: CompareRow): boolean {
  return new Set(row.values.map((v) => v ?? '\u0000')).size > 1;
}

/** The rows to show: all, or with "only differences" the rows where the products differ. */
export function visibleRows<T extends CompareRow>(rows: readonly T[], onlyDifferences: boolean): T[] {
  return onlyDifferences ? rows.filter(rowDiffers) : [...rows];
}

/**
 * The table without the product at `index`: its value leaves every row, and a row no remaining
 * product has a value for leaves the table.
 */
export function rowsWithout<T extends CompareRow>(rows: readonly T[], index: number): T[] {
  return rows
    .map((row) => ({ ...row, values: row.values.filter((_, i) => i !== index) }))
    .filter((row) => row.values.some((v) => v !== null));
}
