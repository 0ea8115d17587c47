// Row-number column width (SPEC §9): 25, 30 when over 99 rows, 50 when over 999 rows.
export function rowNumberWidth(rowCount: number): number {
  if (rowCount > 999) return 50;
  if (rowCount > 99) return 30;
  return 25;
}
