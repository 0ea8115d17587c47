// A dashboard grid widget of a few rows as a plain HTML table (docs/adr/013-light-dashboard-widgets.md): the same
// columns, captions and formatted values as the data grid (formatValue, numbers right-aligned), readable by screen
// readers and selectable, without loading the canvas grid for two or three rows.
import type { Column } from '../../screen/types';
import { formatValue, isNumericType } from '../../format';

/** The most rows a widget draws as a plain table; more go to the data grid (scrolling, sorting, search). */
export const PLAIN_TABLE_MAX_ROWS = 12;

/** Column features only the data grid draws: drill-down cells, totals rows, images and check boxes. */
export function plainTableFits(columns: readonly Column[], rowCount: number): boolean {
  return (
    rowCount <= PLAIN_TABLE_MAX_ROWS &&
    columns.every((c) => !c.drill && !c.summary && c.type !== 'image' && c.type !== 'boolean')
  );
}

export interface PlainTableViewProps {
  columns: readonly Column[];
  rows: readonly Record<string, unknown>[];
  caption: string;
}

// Mantine's table look (borders, striping, sm text) with its theme variables, without its Table component.
const BORDER = '1px solid var(--mantine-color-gray-3)';
const CELL = { padding: '7px 10px', border: BORDER, whiteSpace: 'nowrap' } as const;

export function PlainTableView({ columns: declared, rows, caption }: PlainTableViewProps) {
  const columns = declared.filter((c) => c.visible !== false);
  const align = (c: Column) => (isNumericType(c.type) ? 'right' : 'left');
  return (
    <div style={{ overflowX: 'auto' }}>
      <table
        data-testid="plain-table"
        style={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: 'var(--mantine-font-size-sm)',
          lineHeight: 'var(--mantine-line-height)',
          color: 'var(--mantine-color-text)',
        }}
      >
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field} scope="col" style={{ ...CELL, width: c.width, textAlign: align(c), fontWeight: 700 }}>
                {c.caption}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i} style={{ background: i % 2 === 0 ? 'var(--mantine-color-gray-0)' : undefined }}>
              {columns.map((c) => (
                <td key={c.field} style={{ ...CELL, textAlign: align(c) }}>
                  {formatValue(c, row[c.field], row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
