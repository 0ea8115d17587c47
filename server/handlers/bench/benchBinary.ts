// The bench rows in the binary columnar form (docs/adr/005-big-report-shape.md, addendum 3): each column encoded as
// the page's worker would encode the JSON columns (encodeColumnar), then written as bytes. Built one column at a time
// and kept for the last few (count, cols) keys, as the JSON bodies are.
import { encodeBinaryColumns } from '../../../engine/bigdata/binaryColumns.js';
import { encodeColumnar, type EncodedColumn } from '../../../engine/bigdata/columnTable.js';
import { benchFields, benchValue, type BenchValue } from './benchRows.js';

const cache = new Map<string, Buffer>();
const CACHE_ENTRIES = 2;

export function benchBinaryBody(count: number, cols: number): Buffer {
  const key = `${count}:${cols}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const fields = benchFields(cols);
  const data: EncodedColumn[] = fields.map((field) => {
    const values = new Array<BenchValue>(count);
    for (let r = 0; r < count; r++) values[r] = benchValue(field, r);
    return encodeColumnar({ columns: [field], rowCount: count, data: [values] }).data[0];
  });
  const body = Buffer.concat(encodeBinaryColumns({ columns: [...fields], rowCount: count, data }));
  cache.set(key, body);
  while (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  return body;
}
