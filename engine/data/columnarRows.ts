// Big reports may answer in columns ({ columns, rowCount, data }, docs/adr/005-big-report-shape.md): the field names
// once and one array per column, which parses in about half the time of row objects. Screens still get row objects.
export interface ColumnarReport {
  columns: string[];
  rowCount: number;
  data: unknown[][];
}

export function isColumnarReport(value: unknown): value is ColumnarReport {
  const v = value as Partial<ColumnarReport> | null;
  return Boolean(
    v && typeof v === 'object' && Array.isArray(v.columns) && typeof v.rowCount === 'number' && Array.isArray(v.data),
  );
}

// Callers read rows on every render (useScreenData): decode each response object once and hand back the same array,
// so the grid's memoized views do not rebuild.
const decoded = new WeakMap<ColumnarReport, Record<string, unknown>[]>();

/** Row r is { columns[i]: data[i][r] }; every row gets its properties in the same order (one hidden class). */
export function fromColumnar(report: ColumnarReport): Record<string, unknown>[] {
  const cached = decoded.get(report);
  if (cached) return cached;
  const { columns, data, rowCount } = report;
  const rows = new Array<Record<string, unknown>>(rowCount);
  for (let r = 0; r < rowCount; r++) {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < columns.length; c++) row[columns[c]] = data[c][r] ?? null;
    rows[r] = row;
  }
  decoded.set(report, rows);
  return rows;
}
