// Deterministic synthetic job-line rows for `npm run bench` (GET /bench/rows): the same row index always gives the
// same values, nothing touches the database, and the serialized body is cached so repeated measurements time the
// transfer and the browser, not the generator.
export const BENCH_FIELDS = [
  'LineId',
  'JobNo',
  'Item',
  'Description',
  'Plant',
  'WorkCenter',
  'Shift',
  'Status',
  'Customer',
  'Region',
  'ShipDate',
  'Month',
  'Qty',
  'UnitPrice',
  'Amount',
  'Cost',
  'Margin',
  'Weight',
  'Operator',
  'Late',
] as const;

export type BenchField = (typeof BENCH_FIELDS)[number];
export type BenchValue = string | number | boolean;

const WORK_CENTERS = [
  'WELD-01',
  'WELD-02',
  'PAINT-01',
  'PAINT-02',
  'ASSY-01',
  'ASSY-02',
  'ASSY-03',
  'CUT-01',
  'CUT-02',
  'PRESS-01',
  'WOOD-01',
  'QC-01',
];
const STATUSES = ['Open', 'Released', 'In process', 'Complete', 'On hold', 'Shipped'];
const REGIONS = ['South', 'Southeast', 'Midwest', 'Northeast', 'West', 'Mountain', 'Mexico North', 'Mexico Central'];
const OPERATORS = [
  'J. Garcia',
  'M. Lopez',
  'A. Smith',
  'R. Jones',
  'L. Martinez',
  'K. Brown',
  'D. Davis',
  'S. Wilson',
  'P. Moore',
  'T. Taylor',
];
const PRODUCTS = [
  'Gooseneck 32 ft',
  'Bumper pull 20 ft',
  'Dump 14 ft',
  'Flatbed 24 ft',
  'Tilt deck 22 ft',
  'Car hauler 18 ft',
  'Utility 12 ft',
  'Equipment 20 ft',
];
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 1);

/** A 32-bit integer hash of (row, salt): cheap, deterministic, evenly spread. */
function hash(row: number, salt: number): number {
  let h = Math.imul(row ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(salt + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

const pick = <T>(list: readonly T[], row: number, salt: number): T => list[hash(row, salt) % list.length];
const cents = (n: number) => Math.round(n * 100) / 100;

/** The value of one field of row `row` (0-based). */
export function benchValue(field: BenchField, row: number): BenchValue {
  switch (field) {
    case 'LineId':
      return row + 1;
    case 'JobNo':
      return `J${String(100000 + Math.floor(row / 8)).padStart(7, '0')}`;
    case 'Item':
      return `NS-${String(hash(row, 2) % 5000).padStart(5, '0')}`;
    case 'Description':
      return pick(PRODUCTS, row, 3);
    case 'Plant':
      return hash(row, 4) % 4 === 0 ? 'NORSTAR MX' : 'NORSTAR';
    case 'WorkCenter':
      return pick(WORK_CENTERS, row, 5);
    case 'Shift':
      return (hash(row, 6) % 3) + 1;
    case 'Status':
      return pick(STATUSES, row, 7);
    case 'Customer':
      return `Dealer ${String((hash(row, 8) % 400) + 1).padStart(3, '0')}`;
    case 'Region':
      return pick(REGIONS, row, 9);
    case 'ShipDate':
      return new Date(FIRST_DAY + (hash(row, 10) % 365) * DAY_MS).toISOString().slice(0, 10);
    case 'Month':
      return `2026-${String(new Date(FIRST_DAY + (hash(row, 10) % 365) * DAY_MS).getUTCMonth() + 1).padStart(2, '0')}`;
    case 'Qty':
      return (hash(row, 12) % 40) + 1;
    case 'UnitPrice':
      return cents(900 + (hash(row, 13) % 1_500_000) / 100);
    case 'Amount':
      return cents(((hash(row, 12) % 40) + 1) * (900 + (hash(row, 13) % 1_500_000) / 100));
    case 'Cost':
      return cents(
        ((hash(row, 12) % 40) + 1) * (900 + (hash(row, 13) % 1_500_000) / 100) * (0.55 + (hash(row, 15) % 30) / 100),
      );
    case 'Margin':
      return cents(0.45 - (hash(row, 15) % 30) / 100);
    case 'Weight':
      return cents(400 + (hash(row, 17) % 600000) / 100);
    case 'Operator':
      return pick(OPERATORS, row, 18);
    case 'Late':
      return hash(row, 19) % 10 === 0;
  }
}

export function benchFields(cols: number): BenchField[] {
  return BENCH_FIELDS.slice(0, Math.max(1, Math.min(cols, BENCH_FIELDS.length)));
}

/** Row objects, as every report operation returns them. */
export function benchRowObjects(count: number, cols: number): Record<string, BenchValue>[] {
  const fields = benchFields(cols);
  const rows = new Array<Record<string, BenchValue>>(count);
  for (let r = 0; r < count; r++) rows[r] = rowAt(r, fields);
  return rows;
}

/** The columnar document of docs/adr/005-big-report-shape.md. */
export function benchColumnar(
  count: number,
  cols: number,
): { columns: string[]; rowCount: number; data: BenchValue[][] } {
  const fields = benchFields(cols);
  return {
    columns: [...fields],
    rowCount: count,
    data: fields.map((f) => {
      const values = new Array<BenchValue>(count);
      for (let r = 0; r < count; r++) values[r] = benchValue(f, r);
      return values;
    }),
  };
}

/**
 * The serialized body, built in slices so a million rows never needs one giant intermediate array of objects, and
 * kept for the last few (count, cols, shape) keys: the bench repeats each request several times.
 */
const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 4;

export function benchBody(count: number, cols: number, shape: 'rows' | 'columnar'): Buffer {
  const key = `${count}:${cols}:${shape}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const parts: Buffer[] = [];
  const SLICE = 20_000;
  const fields = benchFields(cols);
  if (shape === 'rows') {
    parts.push(Buffer.from('['));
    for (let start = 0; start < count; start += SLICE) {
      const end = Math.min(count, start + SLICE);
      const slice: string[] = [];
      for (let r = start; r < end; r++) slice.push(JSON.stringify(rowAt(r, fields)));
      parts.push(Buffer.from((start ? ',' : '') + slice.join(',')));
    }
    parts.push(Buffer.from(']'));
  } else {
    parts.push(Buffer.from(`{"columns":${JSON.stringify(fields)},"rowCount":${count},"data":[`));
    fields.forEach((f, i) => {
      parts.push(Buffer.from(`${i ? ',' : ''}[`));
      for (let start = 0; start < count; start += SLICE) {
        const end = Math.min(count, start + SLICE);
        const values = new Array<BenchValue>(end - start);
        for (let r = start; r < end; r++) values[r - start] = benchValue(f, r);
        parts.push(Buffer.from((start ? ',' : '') + JSON.stringify(values).slice(1, -1)));
      }
      parts.push(Buffer.from(']'));
    });
    parts.push(Buffer.from(']}'));
  }
  const body = Buffer.concat(parts);
  cache.set(key, body);
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return body;
}

function rowAt(row: number, fields: readonly BenchField[]): Record<string, BenchValue> {
  const out: Record<string, BenchValue> = {};
  for (const f of fields) out[f] = benchValue(f, row);
  return out;
}
