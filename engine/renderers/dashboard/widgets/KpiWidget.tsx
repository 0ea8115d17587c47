// A KPI card's value: one field of the widget's (first) row, formatted by the widget's type.
import { Text } from '@mantine/core';
import type { Widget } from '../../../screen/types';
import { formatValue } from '../../../format';
import { summaryOf } from '../../../views/grid/state/summaries';
import { plantCurrencyOf } from '../../../screen/bindPlantCurrency';

export function kpiValue(widget: Widget, rows: readonly Record<string, unknown>[]): unknown {
  if (!widget.field) return undefined;
  // One row holds the KPI itself; several rows are totalled (a KPI over a list is its sum).
  if (rows.length === 1) return rows[0][widget.field];
  return summaryOf(
    'sum',
    rows.map((r) => r[widget.field!]),
  );
}

export function KpiWidget({ widget, rows }: { widget: Widget; rows: readonly Record<string, unknown>[] }) {
  const value = kpiValue(widget, rows);
  // A currency KPI is in its row's currency, or the book currency of the plant it reads (bindPlantCurrency).
  const text = formatValue(
    {
      type: widget.type ?? 'number',
      format: widget.format,
      currency: widget.currency,
      plantCurrency: plantCurrencyOf(widget),
    },
    value,
    rows.length === 1 ? rows[0] : undefined,
  );
  return (
    <Text fz={30} fw={700} c="var(--mantine-color-norstar-8, #1f4e79)" lh={1.2} data-testid={`kpi-${widget.id}`}>
      {text || '—'}
    </Text>
  );
}
