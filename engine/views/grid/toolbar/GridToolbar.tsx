// The grid toolbar: search across visible columns, row count, column filters, group-by, column chooser,
// row numbers, Excel export with progress, and resetting the saved layout.
import { ActionIcon, Badge, Button, Group, MultiSelect, Progress, TextInput, Tooltip } from '@mantine/core';
import { IconDownload, IconListNumbers, IconRestore, IconSearch } from '@tabler/icons-react';
import type { Column } from '../../../screen/types';
import type { GridLayout } from '../state/gridLayout';
import { ColumnChooser } from './ColumnChooser';
import { ColumnFilters } from './ColumnFilters';
import { useT } from '../../../i18n/translate';
import { useExportProgress, type ExportProgressStore } from './exportProgressStore';

export interface GridToolbarFeatures {
  search: boolean;
  filterRow: boolean;
  grouping: boolean;
  columnChooser: boolean;
  export: boolean;
  stateSaving: boolean;
}

export interface GridToolbarProps {
  features: GridToolbarFeatures;
  columns: readonly Column[];
  visible: readonly Column[];
  layout: GridLayout;
  rowCount: number;
  exportProgress: ExportProgressStore;
  onLayoutChange: (patch: Partial<GridLayout>) => void;
  onExport: () => void;
  onReset: () => void;
}

export function GridToolbar(props: GridToolbarProps) {
  const { features, columns, visible, layout, rowCount, exportProgress, onLayoutChange } = props;
  const t = useT();
  return (
    <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
      <Group gap="xs">
        {features.search && (
          <TextInput
            aria-label={t('grid.search')}
            placeholder={t('grid.searchPlaceholder')}
            leftSection={<IconSearch size={16} />}
            value={layout.search}
            onChange={(e) => onLayoutChange({ search: e.currentTarget.value })}
            w={240}
          />
        )}
        <Badge variant="light" color="gray" size="lg" radius="sm" data-testid="grid-row-count">
          {t('grid.rowCount', { count: rowCount })}
        </Badge>
      </Group>
      <Group gap="xs">
        {features.grouping && (
          <MultiSelect
            aria-label={t('grid.groupBy')}
            placeholder={layout.groupBy.length ? undefined : t('grid.groupByPlaceholder')}
            data={visible.map((c) => ({ value: c.field, label: c.caption }))}
            value={layout.groupBy}
            onChange={(groupBy) => onLayoutChange({ groupBy })}
            clearable
            w={layout.groupBy.length ? 300 : 160}
          />
        )}
        {features.filterRow && (
          <ColumnFilters
            columns={visible}
            values={layout.columnFilters}
            onChange={(columnFilters) => onLayoutChange({ columnFilters })}
          />
        )}
        {features.columnChooser && (
          <ColumnChooser columns={columns} hidden={layout.hidden} onChange={(hidden) => onLayoutChange({ hidden })} />
        )}
        <Tooltip label={layout.rowNumbers ? t('grid.hideRowNumbers') : t('grid.showRowNumbers')}>
          <ActionIcon
            variant={layout.rowNumbers ? 'filled' : 'default'}
            size="lg"
            aria-label={t('grid.rowNumbers')}
            aria-pressed={layout.rowNumbers}
            onClick={() => onLayoutChange({ rowNumbers: !layout.rowNumbers })}
          >
            <IconListNumbers size={18} />
          </ActionIcon>
        </Tooltip>
        {features.stateSaving && (
          <Tooltip label={t('grid.resetLayout')}>
            <ActionIcon variant="default" size="lg" aria-label={t('grid.resetLayout')} onClick={props.onReset}>
              <IconRestore size={18} />
            </ActionIcon>
          </Tooltip>
        )}
        {features.export && (
          <ExportButton progress={exportProgress} disabled={rowCount === 0} onClick={props.onExport} />
        )}
      </Group>
      <ExportProgressBar progress={exportProgress} />
    </Group>
  );
}

function ExportButton(props: { progress: ExportProgressStore; disabled: boolean; onClick: () => void }) {
  const t = useT();
  const progress = useExportProgress(props.progress);
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} />}
      onClick={props.onClick}
      loading={progress !== null}
      disabled={props.disabled}
    >
      {t('grid.export')}
    </Button>
  );
}

function ExportProgressBar(props: { progress: ExportProgressStore }) {
  const t = useT();
  const progress = useExportProgress(props.progress);
  if (progress === null) return null;
  // Not `animated`: moving stripes repaint the page every frame while the export's workers keep both cores busy,
  // and on a loaded machine such a frame waits for a core long enough to count as a long task.
  return <Progress value={Math.round(progress * 100)} w="100%" size="sm" aria-label={t('grid.exportProgress')} />;
}
