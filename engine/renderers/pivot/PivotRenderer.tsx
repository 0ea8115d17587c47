// The `pivot` screen kind: react-pivottable with the definition's rows/cols/values/aggregator as the starting layout
// (the user's layout saved like a grid's), an optional recharts chart of the same aggregation, and drill-through
// from a cell to the rows behind it. Several values show as several tables sharing one layout (pivotValues.ts).
// Rows are pre-aggregated off the critical path (preAggregate.ts) so a 100,000-row pivot renders from ~1,000
// records; layouts the partial results cannot answer fall back to the raw records.
import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { LazyModal } from '../../ui/LazyDialogs';
import { IconRestore } from '@tabler/icons-react';
import type { PivotScreen } from '../../screen/types';
import { FilterBar } from '../../filters/FilterBar';
import { useFilterValues } from '../../filters/useFilterValues';
import { WithDrillHost } from '../../drilldown/DrillHost';
import { useAppStore } from '../../stores/appStore';
import type { ScreenRendererProps } from '../types';
import { EmptyState, ErrorState, LoadingState } from '../../ui/ScreenStates';
import { clearLayout, layoutKey, readLayout, writeLayout } from '../../data/layoutStorage';
import { useBindingContext } from '../../data/useBindingContext';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { useScreenData } from '../../data/useScreenData';
import { LazyDataGridView } from '../../views/grid/LazyDataGridView';
import { ChartView } from '../../views/chart/ChartView';
import { PivotTableUI, TableRenderers } from './pivotModules';
import { SlicedPivotTable } from './SlicedPivotTable';
import {
  AGGREGATOR_NAMES,
  captionOf,
  pivotChartRows,
  rowsBehind,
  ROW_INDEX,
  toPivotRecords,
  type PivotState,
} from './pivotData';
import { canUsePreAggregated, preAggregate, preAggregatedAggregators, type PreAggregated } from './preAggregate';
import { pivotSorters } from './pivotSorters';
import { libraryAggregators } from './pivotUtilities';
import { pivotValues, valueTitle, withIntegerFormats, type PivotValueView } from './pivotValues';
import { rowsOfTable } from '../../bigdata/columnTable';
import { foldInWorker } from '../../bigdata/bigDataClient';
import { useT } from '../../i18n/translate';

/** The interactive table starts on the first value; further values get their own tables (pivotValues.ts). */
function initialState(def: PivotScreen): PivotState {
  const columns = def.columns ?? [];
  const [first] = pivotValues(def);
  return {
    rows: (def.rows ?? []).map((f) => captionOf(columns, f)),
    cols: (def.cols ?? []).map((f) => captionOf(columns, f)),
    vals: first ? [first.attribute] : [],
    aggregatorName: first?.aggregatorName ?? AGGREGATOR_NAMES[def.aggregator ?? 'Sum'],
    rendererName: 'Table',
  };
}

const MAX_SIDE_BY_SIDE_SERIES = 6;

/** react-pivottable's renderers, its plain table drawn a slice of rows per task (SlicedPivotTable.tsx). */
const RENDERERS = { ...TableRenderers, Table: SlicedPivotTable };

export function PivotRenderer({ definition: def, routeParams }: ScreenRendererProps<'pivot'>) {
  const t = useT();
  const { filters, applied, setApplied, ready, maxRangeDays } = useFilterValues(
    def.filters,
    def.dataSource?.operationId,
  );
  const ctx = useBindingContext(applied, routeParams);
  // The pivot reads only its columns (layouts, values, drill-through): a big answer's other columns are not decoded.
  const fields = useMemo(() => (def.columns?.length ? def.columns.map((c) => c.field) : undefined), [def.columns]);
  const data = useScreenData(def.dataSource, ctx, { enabled: ready, realtime: def.realtime, table: true, fields });
  // A big columnar answer stays in typed columns and is folded in the worker; its row objects are made only for a
  // layout the partial results cannot answer or a drill-through.
  const { table } = data;
  const source = table ?? data.rows;
  const rawRows = () => (table ? rowsOfTable(table) : data.rows);
  const userGuid = useAppStore((s) => s.user?.Guid);
  const key = layoutKey(userGuid, `pivot.${def.id}`);
  const base = useMemo(() => initialState(def), [def]);
  const [state, setState] = useState<PivotState>(() => ({ ...base, ...readLayout<PivotState>(key) }));
  const [through, setThrough] = useState<Record<string, unknown>[] | null>(null);
  useEffect(() => writeLayout(key, state), [key, state]);

  // The partial results of the current rows; undefined while they are being computed.
  const [pre, setPre] = useState<{ rows: unknown; result: PreAggregated } | undefined>();
  useEffect(() => {
    let cancelled = false;
    const folding = table
      ? foldInWorker(table, def.columns ?? [])
      : preAggregate(data.rows, def.columns ?? [], () => cancelled);
    void folding.then((result) => {
      if (!cancelled && result) setPre({ rows: table ?? data.rows, result });
    });
    return () => {
      cancelled = true;
    };
  }, [table, data.rows, def.columns]);
  const partials = pre?.rows === source ? pre.result : undefined;
  const canBeFast = (aggregatorName: string, vals: readonly string[]) =>
    partials !== undefined &&
    canUsePreAggregated(aggregatorName, vals, partials.numericCaptions) &&
    ![...state.rows, ...state.cols, ...Object.keys(state.valueFilter ?? {})].some((a) =>
      partials.numericCaptions.includes(a),
    );
  const fast = partials !== undefined && canBeFast(state.aggregatorName, state.vals);
  const extraValues = useMemo(() => pivotValues(def).slice(1), [def]);
  const extraNeedRaw = extraValues.some((v) => !canBeFast(v.aggregatorName, [v.attribute]));
  const records = useMemo(
    () =>
      partials === undefined || (fast && !extraNeedRaw)
        ? null
        : toPivotRecords(table ? rowsOfTable(table) : data.rows, def.columns ?? []),
    [partials, fast, extraNeedRaw, table, data.rows, def.columns],
  );
  const aggregators = useMemo(
    () => ({
      raw: withIntegerFormats(libraryAggregators, def.columns ?? []),
      fast: withIntegerFormats(preAggregatedAggregators, def.columns ?? []),
    }),
    [def.columns],
  );
  const tableOptions = {
    clickCallback: (_e: unknown, _value: unknown, cellFilters: Record<string, unknown>) =>
      setThrough(rowsBehind(records ?? toPivotRecords(rawRows(), def.columns ?? []), rawRows(), cellFilters)),
  };
  const valueTable = (value: PivotValueView) => {
    const valueFast = canBeFast(value.aggregatorName, [value.attribute]);
    const input = valueFast ? partials?.records : records;
    if (!input) return null;
    return (
      <Paper
        key={value.title}
        withBorder
        radius="md"
        p="sm"
        style={{ overflowX: 'auto' }}
        data-testid="pivot-value-table"
      >
        <Text fw={600} size="sm" mb="xs">
          {value.title}
        </Text>
        <SlicedPivotTable
          data={input}
          rows={state.rows}
          cols={state.cols}
          vals={[value.attribute]}
          aggregatorName={value.aggregatorName}
          aggregators={valueFast ? aggregators.fast : aggregators.raw}
          valueFilter={state.valueFilter ?? {}}
          sorters={sorters}
          tableOptions={tableOptions}
        />
      </Paper>
    );
  };
  const pivotInput = fast ? partials.records : records;
  // Date and month keys in chronological order, in the table, its filter lists and the chart alike.
  const sorters = useMemo(
    () => (pivotInput ? pivotSorters(def.columns ?? [], pivotInput) : {}),
    [pivotInput, def.columns],
  );
  const chart = useMemo(
    () =>
      def.chart && pivotInput?.length
        ? pivotChartRows(pivotInput, state, fast ? aggregators.fast : aggregators.raw, sorters)
        : null,
    [def.chart, pivotInput, state, fast, sorters, aggregators],
  );

  let body;
  if (data.error) body = <ErrorState error={data.error} />;
  else if (data.isLoading) body = <LoadingState />;
  else if ((table?.rowCount ?? data.rows.length) === 0) body = <EmptyState />;
  else if (!pivotInput) body = <LoadingState />;
  else
    body = (
      <Stack gap="md">
        <Paper withBorder radius="md" p="sm" style={{ overflowX: 'auto' }} data-testid="pivot-table">
          {extraValues.length > 0 && (
            <Text fw={600} size="sm" mb="xs" data-testid="pivot-value-title">
              {valueTitle(state.vals[0], state.aggregatorName)}
            </Text>
          )}
          <PivotTableUI
            data={pivotInput}
            {...state}
            sorters={sorters}
            aggregators={fast ? aggregators.fast : aggregators.raw}
            {...(fast && { hiddenFromDragDrop: partials.numericCaptions })}
            onChange={(s: PivotState & Record<string, unknown>) =>
              setState({
                rows: s.rows,
                cols: s.cols,
                vals: s.vals,
                aggregatorName: s.aggregatorName,
                rendererName: s.rendererName,
                valueFilter: s.valueFilter,
              })
            }
            renderers={RENDERERS}
            hiddenAttributes={fast ? [ROW_INDEX, ...partials.hiddenFields] : [ROW_INDEX]}
            unusedOrientationCutoff={Infinity}
            tableOptions={tableOptions}
          />
        </Paper>
        {extraValues.map(valueTable)}
        {chart && def.chart && (
          <Paper withBorder radius="md" p="md" data-testid="pivot-chart">
            <ChartView
              type={def.chart.type}
              x="label"
              series={chart.series.map((s) => ({ field: s, caption: s }))}
              rows={chart.rows}
              // A dozen months side by side make hairline bars: past six series the bars stack into one per label.
              stacked={chart.series.length > MAX_SIDE_BY_SIDE_SERIES}
              height={360}
            />
          </Paper>
        )}
      </Stack>
    );

  return (
    <WithDrillHost>
      <Stack gap={0}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <FilterBar
              filters={filters}
              values={applied}
              onApply={setApplied}
              maxRangeDays={maxRangeDays}
              busy={data.isFetching}
            />
          </div>
          <Tooltip label={t('grid.resetLayout')}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('grid.resetLayout')}
              mb="sm"
              onClick={() => {
                clearLayout(key);
                setState(base);
              }}
            >
              <IconRestore size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <StaleDataNotice data={data} />
        {body}
        <LazyModal
          opened={through !== null}
          onClose={() => setThrough(null)}
          size="80rem"
          title={t('pivot.rowsBehind')}
        >
          {through && (
            <LazyDataGridView
              columns={def.columns ?? Object.keys(through[0] ?? {}).map((field) => ({ field, caption: field }))}
              rows={through}
              options={{ height: '55vh', stateSaving: false }}
            />
          )}
        </LazyModal>
      </Stack>
    </WithDrillHost>
  );
}
