// The purchase order viewer's lines: each PO line with its releases (RequestDate, PromiseDate, Qty, LeftToRecv in
// #,##0.00), late lines highlighted. Whether a line is late (SPEC §4) is the server's `IsLate` (server/handlers/
// purchasing/poLineSql.ts, the one implementation the PO Dashboard and the home page use too), never recomputed here.
// A custom table because glide rows cannot nest releases.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { Column } from '../../screen/types';
import { formatValue } from '../../format';
import { useOpenDrill } from '../../stores/drillStore';
import { useT, type MessageKey } from '../../i18n/translate';

type Row = Record<string, unknown>;

export interface PurchaseOrderLinesProps {
  lines: readonly Row[];
  columns: readonly Column[];
}

export const LATE_LINE_BG = 'var(--mantine-color-red-1)';

/** The releases' columns the viewer always shows, used when the definition lists only line fields. */
export const RELEASE_COLUMNS: Column[] = [
  { field: 'RequestDate', caption: 'Request Date', type: 'date' },
  { field: 'PromiseDate', caption: 'Promise Date', type: 'date' },
  { field: 'Qty', caption: 'Qty', type: 'decimal', format: '#,##0.00' },
  { field: 'LeftToRecv', caption: 'Left to Receive', type: 'decimal', format: '#,##0.00' },
];

/** The Spanish (or English) caption of each fallback release column, by field. */
const RELEASE_CAPTIONS: Record<string, MessageKey> = {
  RequestDate: 'poLines.requestDate',
  PromiseDate: 'poLines.promiseDate',
  Qty: 'poLines.qty',
  LeftToRecv: 'poLines.leftToReceive',
};

export function PurchaseOrderLines({ lines, columns }: PurchaseOrderLinesProps) {
  const t = useT();
  const openDrill = useOpenDrill();
  const sample = lines[0] ?? {};
  // Columns whose field is on the line itself span the line's release rows; the others come from each release.
  const lineColumns = columns.filter((c) => c.field in sample);
  const declaredReleaseColumns = columns.filter((c) => !(c.field in sample));
  const releaseColumns = declaredReleaseColumns.length
    ? declaredReleaseColumns
    : RELEASE_COLUMNS.map((c) => ({ ...c, caption: t(RELEASE_CAPTIONS[c.field]) }));

  const cell = (column: Column, record: Row) => {
    const text = formatValue(column, record[column.field]);
    if (column.drill && text) {
      return (
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={() => openDrill(column.drill!, record[column.drillField ?? column.field])}
        >
          {text}
        </Anchor>
      );
    }
    return text;
  };

  return (
    <Table
      withTableBorder
      withColumnBorders
      striped={false}
      highlightOnHover
      verticalSpacing={6}
      fz="sm"
      aria-label={t('poLines.label')}
    >
      <Table.Thead bg="var(--mantine-color-gray-1)">
        <Table.Tr>
          {lineColumns.map((c) => (
            <Table.Th key={c.field}>{c.caption}</Table.Th>
          ))}
          {releaseColumns.map((c) => (
            <Table.Th key={c.field} ta={c.type === 'decimal' || c.type === 'number' ? 'right' : undefined}>
              {c.caption}
            </Table.Th>
          ))}
          <Table.Th>{t('poLines.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line, lineIndex) => {
          const releases = Array.isArray(line.POReleases) ? (line.POReleases as Row[]) : [];
          const late = line.IsLate === true;
          const span = Math.max(1, releases.length);
          const key = String(line.PO_DETAIL_ID ?? lineIndex);
          const rowsOfLine = releases.length ? releases : [{}];
          return rowsOfLine.map((release, i) => (
            <Table.Tr key={`${key}-${i}`} bg={late ? LATE_LINE_BG : undefined} data-late={late || undefined}>
              {i === 0 &&
                lineColumns.map((c) => (
                  <Table.Td key={c.field} rowSpan={span} style={{ verticalAlign: 'top' }}>
                    {cell(c, line)}
                  </Table.Td>
                ))}
              {releaseColumns.map((c) => (
                <Table.Td key={c.field} ta={c.type === 'decimal' || c.type === 'number' ? 'right' : undefined}>
                  {cell(c, release)}
                </Table.Td>
              ))}
              {i === 0 && (
                <Table.Td rowSpan={span} style={{ verticalAlign: 'top' }}>
                  {late ? (
                    <Badge color="red" variant="filled" size="sm">
                      {t('poLines.late')}
                    </Badge>
                  ) : (
                    <Text size="xs" c="dimmed">
                      {t('poLines.onTime')}
                    </Text>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ));
        })}
      </Table.Tbody>
    </Table>
  );
}
