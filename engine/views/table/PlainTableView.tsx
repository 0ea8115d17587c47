// A dashboard grid widget of a few rows as a plain HTML table (docs/adr/013-light-dashboard-widgets.md): the same
// columns, captions and formatted values as the data grid (formatValue, numbers right-aligned), readable by screen
// readers and selectable, without loading the canvas grid for two or three rows.
import { Table } from '@mantine/core';
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

export function PlainTableView({ columns: declared, rows, caption }: PlainTableViewProps) {
  const columns = declared.filter((c) => c.visible !== false);
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped highlightOnHover withTableBorder withColumnBorders fz="sm" data-testid="plain-table">
        <caption style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th
                key={c.field}
                scope="col"
                style={{ width: c.width, textAlign: isNumericType(c.type) ? 'right' : 'left', whiteSpace: 'nowrap' }}
              >
                {c.caption}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td
                  key={c.field}
                  style={{ textAlign: isNumericType(c.type) ? 'right' : 'left', whiteSpace: 'nowrap' }}
                >
                  {formatValue(c, row[c.field], row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
