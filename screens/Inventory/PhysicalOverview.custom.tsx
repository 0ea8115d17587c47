// Inventory/Physical: the physical inventory at a glance for the inventory manager: how many tags of the latest
// count are counted, short, over and audited, and the same per location, refreshed live as counters scan.
import { useMemo } from 'react';
import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  formatDate,
  formatNumber,
  isDataOf,
  useT,
  type CustomComponentProps,
  type OperationRow,
} from '../../engine/kit';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';

type LocationRow = OperationRow<'listPhysicalProgress'>;
const NO_LOCATIONS: LocationRow[] = [];

function Kpi({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="kpi-card">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

export default function PhysicalOverview({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const { data, grid } = useDefinitionGrid(definition, routeParams, { gridOptions: { height: '55vh' } });
  const rows = isDataOf(data, 'listPhysicalProgress') ? data.rows : NO_LOCATIONS;
  const totals = useMemo(() => {
    const sum = (k: 'Tags' | 'Counted' | 'Short' | 'Over' | 'Audited') => rows.reduce((s, r) => s + r[k], 0);
    return {
      date: rows[0]?.CountDate,
      tags: sum('Tags'),
      counted: sum('Counted'),
      short: sum('Short'),
      over: sum('Over'),
      audited: sum('Audited'),
    };
  }, [rows]);
  const pct = totals.tags ? Math.round((totals.counted / totals.tags) * 1000) / 10 : 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Kpi
          label={t('inventory.countDate')}
          value={totals.date ? formatDate(totals.date) : '—'}
          hint={t('inventory.countDateHint')}
        />
        <Kpi label={t('inventory.overview.tags')} value={formatNumber(totals.tags, '#,##0')} />
        <Kpi
          label={t('inventory.overview.countedLabel')}
          value={`${pct}%`}
          hint={t('inventory.countedOfTags', {
            counted: formatNumber(totals.counted, '#,##0'),
            tags: formatNumber(totals.tags, '#,##0'),
          })}
        />
        <Kpi
          label={t('inventory.overview.shortOver')}
          value={`${totals.short} / ${totals.over}`}
          hint={t('inventory.overview.shortOverHint')}
        />
        <Kpi
          label={t('inventory.audited')}
          value={formatNumber(totals.audited, '#,##0')}
          hint={t('inventory.auditedHint')}
        />
      </SimpleGrid>
      <Progress value={pct} size="lg" radius="xl" aria-label={t('inventory.overview.tagsCounted')} />
      {grid}
    </Stack>
  );
}
