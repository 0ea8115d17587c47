// The bench's screen definitions over GET /bench/rows (getBenchRows): a 20-column grid and the pivot
// (2 row attributes, 1 column attribute, Sum), in the screen language, swapped into the built app by benchBrowser.
export const BENCH_COLUMNS = [
  { field: 'LineId', caption: 'Line', type: 'number', width: 80 },
  { field: 'JobNo', caption: 'Job', type: 'text' },
  { field: 'Item', caption: 'Item', type: 'text' },
  { field: 'Description', caption: 'Description', type: 'text', width: 160 },
  { field: 'Plant', caption: 'Plant', type: 'text' },
  { field: 'WorkCenter', caption: 'Work center', type: 'text' },
  { field: 'Shift', caption: 'Shift', type: 'number' },
  { field: 'Status', caption: 'Status', type: 'text' },
  { field: 'Customer', caption: 'Customer', type: 'text' },
  { field: 'Region', caption: 'Region', type: 'text' },
  { field: 'ShipDate', caption: 'Ship date', type: 'date' },
  { field: 'Month', caption: 'Month', type: 'text' },
  { field: 'Qty', caption: 'Qty', type: 'number', summary: 'sum' },
  { field: 'UnitPrice', caption: 'Unit price', type: 'currency' },
  { field: 'Amount', caption: 'Amount', type: 'currency', summary: 'sum' },
  { field: 'Cost', caption: 'Cost', type: 'currency' },
  { field: 'Margin', caption: 'Margin', type: 'percent' },
  { field: 'Weight', caption: 'Weight', type: 'decimal' },
  { field: 'Operator', caption: 'Operator', type: 'text' },
  { field: 'Late', caption: 'Late', type: 'boolean' },
] as const;

const base = { area: 'Developers', roles: ['developers'], description: 'Bench: synthetic job lines at scale.' };

export function benchGrid(route: string, count: number, shape: 'rows' | 'columnar' = 'rows') {
  return {
    ...base,
    id: 'bench-grid',
    kind: 'grid',
    title: 'Functions Log',
    route,
    dataSource: {
      operationId: 'getBenchRows',
      params: { count: { value: count }, cols: { value: 20 }, shape: { value: shape } },
    },
    columns: BENCH_COLUMNS,
    rowKey: 'LineId',
    rowNumbers: false,
    stateSaving: false,
  };
}

export function benchPivot(route: string, count: number, shape: 'rows' | 'columnar' = 'rows') {
  return {
    ...base,
    id: 'bench-pivot',
    kind: 'pivot',
    title: 'Labor Cost',
    route,
    dataSource: {
      operationId: 'getBenchRows',
      params: { count: { value: count }, cols: { value: 20 }, shape: { value: shape } },
    },
    columns: BENCH_COLUMNS.filter((c) => ['Region', 'WorkCenter', 'Month', 'Amount'].includes(c.field)),
    rows: ['Region', 'WorkCenter'],
    cols: ['Month'],
    values: ['Amount'],
    aggregator: 'Sum',
  };
}
