// The pivot's pre-aggregation (renderers/pivot/preAggregate.ts) over a ColumnTable, for the big-data worker: the same
// partial records in the same order, computed from the typed columns without making a row object per row.
import type { Column } from '../screen/types';
import { formatValue, isNumericType } from '../format';
import { COUNT_FIELD, MAX, MIN, N, type PreAggregated } from '../renderers/pivot/preAggregate';
import type { ColumnTable } from '../bigdata/columnTable';

type Rec = Record<string, unknown>;

/** Per row, a code that is equal for two rows exactly when String(value) is (preAggregate's grouping key). */
function keyCodes(table: ColumnTable, field: string): { codes: Int32Array; distinct: number } {
  const c = table.indexOf(field);
  const codes = new Int32Array(table.rowCount);
  const byText = new Map<string, number>();
  const codeOf = (v: unknown) => {
    const text = String(v);
    let code = byText.get(text);
    if (code === undefined) byText.set(text, (code = byText.size));
    return code;
  };
  const enc = c >= 0 ? table.data[c] : undefined;
  if (enc?.kind === 'dict') {
    const canon = enc.dict.map(codeOf);
    for (let r = 0; r < codes.length; r++) codes[r] = canon[enc.codes[r]];
  } else {
    for (let r = 0; r < codes.length; r++) codes[r] = codeOf(c >= 0 ? table.value(c, r) : undefined);
  }
  return { codes, distinct: byText.size };
}

export function foldTable(table: ColumnTable, columns: readonly Column[]): PreAggregated {
  const first = (field: string) => {
    const c = table.indexOf(field);
    return table.rowCount && c >= 0 ? table.value(c, 0) : undefined;
  };
  const fields = columns.length ? columns : table.columns.map((field) => ({ field, caption: field }) as Column);
  const numeric = fields.filter((c) => isNumericType(c.type) || typeof first(c.field) === 'number');
  const dims = fields.filter((c) => !numeric.includes(c));
  const dimCodes = dims.map((d) => keyCodes(table, d.field));
  // One number per combination while it fits exactly in a double; a text key otherwise.
  const numericKey = dimCodes.reduce((p, d) => p * Math.max(1, d.distinct), 1) < Number.MAX_SAFE_INTEGER;
  const dimIndex = dims.map((d) => table.indexOf(d.field));
  const numIndex = numeric.map((c) => table.indexOf(c.field));
  const display = dims.map(() => new Map<unknown, unknown>());
  const groups = new Map<number | string, { record: Rec; acc: Float64Array }>();
  for (let r = 0; r < table.rowCount; r++) {
    let key: number | string = numericKey ? 0 : '';
    for (let i = 0; i < dims.length; i++) {
      if (numericKey) key = (key as number) * Math.max(1, dimCodes[i].distinct) + dimCodes[i].codes[r];
      else key += `${dimCodes[i].codes[r]}\u0000`;
    }
    let group = groups.get(key);
    if (!group) {
      const record: Rec = { [COUNT_FIELD]: 0 };
      for (let i = 0; i < dims.length; i++) {
        const raw = dimIndex[i] >= 0 ? table.value(dimIndex[i], r) : undefined;
        let text = display[i].get(raw);
        if (text === undefined) display[i].set(raw, (text = typeof raw === 'number' ? raw : formatValue(dims[i], raw)));
        record[dims[i].caption] = text;
      }
      for (const c of numeric) {
        record[c.caption] = 0;
        record[c.caption + N] = 0;
        record[c.caption + MIN] = Infinity;
        record[c.caption + MAX] = -Infinity;
      }
      // The row count, then sum, count, min, max per numeric column, kept in a typed array while folding.
      const acc = new Float64Array(numeric.length * 4 + 1);
      for (let j = 0; j < numeric.length; j++) {
        acc[j * 4 + 3] = Infinity;
        acc[j * 4 + 4] = -Infinity;
      }
      groups.set(key, (group = { record, acc }));
    }
    const { acc } = group;
    acc[0]++;
    for (let j = 0; j < numeric.length; j++) {
      const v = numIndex[j] >= 0 ? table.value(numIndex[j], r) : undefined;
      const n = typeof v === 'number' ? v : v === null || v === undefined || v === '' ? NaN : Number(v);
      if (!Number.isFinite(n)) continue;
      const o = j * 4 + 1;
      acc[o] += n;
      acc[o + 1]++;
      if (n < acc[o + 2]) acc[o + 2] = n;
      if (n > acc[o + 3]) acc[o + 3] = n;
    }
  }
  const records: Rec[] = [];
  for (const { record, acc } of groups.values()) {
    record[COUNT_FIELD] = acc[0];
    numeric.forEach((c, j) => {
      record[c.caption] = acc[j * 4 + 1];
      record[c.caption + N] = acc[j * 4 + 2];
      record[c.caption + MIN] = acc[j * 4 + 3];
      record[c.caption + MAX] = acc[j * 4 + 4];
    });
    records.push(record);
  }
  const numericCaptions = numeric.map((c) => c.caption);
  return {
    records,
    numericCaptions,
    hiddenFields: [COUNT_FIELD, ...numericCaptions.flatMap((c) => [c + N, c + MIN, c + MAX])],
  };
}
