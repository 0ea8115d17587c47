// The `grid` screen kind: filter bar (and status tabs) + the generic data grid over the definition's data source; a
// double-click on a row runs the definition's row actions, and the toolbar actions' buttons stand above the grid
// (with tick boxes on the rows when one works on a selection).
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Group, Stack, Text } from '@mantine/core';
import { FilterBar } from '../../filters/FilterBar';
import { useFilterValues } from '../../filters/useFilterValues';
import { WithDrillHost } from '../../drilldown/DrillHost';
import type { ScreenRendererProps } from '../types';
import { useBindingContext } from '../../data/useBindingContext';
import { StaleDataNotice } from '../../ui/StaleDataNotice';
import { screenDataPrefix, useScreenData } from '../../data/useScreenData';
import { DataGridView } from '../../views/grid/DataGridView';
import { StatusTabsBar } from './StatusTabsBar';
import { useRowActions } from './rowActions/useRowActions';
import { useToolbarActions } from './rowActions/useToolbarActions';

export function GridRenderer({ definition: def, routeParams }: ScreenRendererProps<'grid'>) {
  const { filters, applied, setApplied, ready, prompt, maxRangeDays } = useFilterValues(
    def.filters,
    def.dataSource?.operationId,
  );
  const [tab, setTab] = useState(0);
  const { statusTabs } = def;
  // The chosen status tab is bound like a filter, under the tabs' id.
  const values = useMemo(
    () => (statusTabs ? { ...applied, [statusTabs.id]: statusTabs.tabs[tab]?.value } : applied),
    [applied, statusTabs, tab],
  );
  const ctx = useBindingContext(values, routeParams);
  const data = useScreenData(def.dataSource, ctx, { enabled: ready, realtime: def.realtime, table: true });
  // A write can move a row to another status tab (or filter): every cached answer of the operation is stale, not
  // only the one on screen.
  const queryClient = useQueryClient();
  const operationId = def.dataSource.operationId;
  const reloadAll = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: screenDataPrefix(operationId) }),
    [queryClient, operationId],
  );
  const gridForms = useMemo(() => ({ screenId: def.id, forms: def.forms }), [def.id, def.forms]);
  const rowActions = useRowActions(def.rowActions, def.columns, ctx, reloadAll, gridForms);
  const toolbarActions = useToolbarActions(def.toolbarActions, def.rowKey, ctx, reloadAll, gridForms);
  return (
    <WithDrillHost>
      <Stack gap={0}>
        {statusTabs ? (
          <Group justify="space-between" align="flex-end">
            <FilterBar
              filters={filters}
              values={applied}
              onApply={setApplied}
              maxRangeDays={maxRangeDays}
              busy={data.isFetching}
            />
            <StatusTabsBar tabs={statusTabs} index={tab} onChange={setTab} />
          </Group>
        ) : (
          <FilterBar
            filters={filters}
            values={applied}
            onApply={setApplied}
            maxRangeDays={maxRangeDays}
            busy={data.isFetching}
          />
        )}
        {toolbarActions.buttons}
        {rowActions.hint && (
          <Text size="sm" c="dimmed" mb={6}>
            {rowActions.hint}
          </Text>
        )}
        <StaleDataNotice data={data} />
        <DataGridView
          gridId={def.id}
          columns={def.columns}
          rows={data.table ?? data.rows}
          isLoading={data.isLoading}
          error={data.error}
          prompt={ready ? null : prompt}
          options={def}
          onRowActivated={rowActions.onRowActivated}
          onRowMenu={rowActions.onRowMenu}
          selection={toolbarActions.selection}
        />
        {rowActions.element}
        {toolbarActions.element}
      </Stack>
    </WithDrillHost>
  );
}
