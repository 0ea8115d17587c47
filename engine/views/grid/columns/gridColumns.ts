// Glide column descriptors from the visible screen columns: captions, widths (saved or declared), sort arrows, and
// the optional row-number column whose width follows SPEC §9.
import type { GridColumn } from '@glideapps/glide-data-grid';
import type { Column } from '../../../screen/types';
import { isNumericType } from '../../../format';
import { rowNumberWidth } from '../../../rules/rowNumberWidth';
import type { GridLayout } from '../state/gridLayout';

export const ROW_NUMBER_ID = '__rowNumber';

function defaultWidth(column: Column): number {
  if (column.width) return column.width;
  if (column.type === 'date' || isNumericType(column.type)) return 120;
  if (column.type === 'datetime') return 150;
  if (column.type === 'boolean') return 90;
  return Math.min(280, Math.max(110, column.caption.length * 9 + 40));
}

export function buildGridColumns(columns: readonly Column[], layout: GridLayout, rowCount: number): GridColumn[] {
  const out: GridColumn[] = [];
  if (layout.rowNumbers) {
    out.push({ id: ROW_NUMBER_ID, title: '#', width: rowNumberWidth(rowCount) });
  }
  for (const column of columns) {
    const sorted = layout.sort?.field === column.field ? layout.sort.direction : undefined;
    out.push({
      id: column.field,
      title: sorted ? `${column.caption} ${sorted === 'asc' ? '▲' : '▼'}` : column.caption,
      width: layout.widths[column.field] ?? defaultWidth(column),
      hasMenu: false,
    });
  }
  return out;
}
