// The `grid` screen kind: filter bar + the generic data grid over the definition's data source.
import { Stack } from '@mantine/core';
import type { GridScreen } from '../../screen/types';
import { FilterBar } from '../../filters/FilterBar';
import { useFilterValues } from '../../filters/useFilterValues';
import { WithDrillHost } from '../../drilldown/DrillHost';
import type { ScreenRendererProps } from '../types';
import { useBindingContext } from '../shared/useBindingContext';
import { useScreenData } from '../shared/useScreenData';
import { DataGridView } from './view/DataGridView';

export function GridRenderer({ definition, routeParams }: ScreenRendererProps) {
  const def = definition as GridScreen;
  const { filters, applied, setApplied, ready, prompt, maxRangeDays } = useFilterValues(
    def.filters,
    def.dataSource?.operationId,
  );
  const ctx = useBindingContext(applied, routeParams);
  const data = useScreenData(def.dataSource, ctx, { enabled: ready, realtime: def.realtime });
  return (
    <WithDrillHost>
      <Stack gap={0}>
        <FilterBar
          filters={filters}
          values={applied}
          onApply={setApplied}
          maxRangeDays={maxRangeDays}
          busy={data.isFetching}
        />
        <DataGridView
          gridId={def.id}
          columns={def.columns}
          rows={data.rows}
          isLoading={data.isLoading}
          error={data.error}
          prompt={ready ? null : prompt}
          options={def}
        />
      </Stack>
    </WithDrillHost>
  );
}
