// Inventory/Physical: the physical inventory at a glance for the inventory manager: how many tags of the latest
// count are counted, short, over and audited, and the same per location, refreshed live as counters scan.
import { useMemo } from 'react';
import { Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate, type CustomComponentProps } from '../../engine/kit';
import { useDefinitionGrid } from './scanning/useDefinitionGrid';

interface LocationRow {
  CountDate: string;
  Tags: number;
  Counted: number;
  Short: number;
  Over: number;
  Audited: number;
}

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
  const { data, grid } = useDefinitionGrid(definition, routeParams, { gridOptions: { height: '55vh' } });
  const totals = useMemo(() => {
    const rows = data.rows as unknown as LocationRow[];
    const sum = (k: keyof Omit<LocationRow, 'CountDate'>) => rows.reduce((s, r) => s + r[k], 0);
    return {
      date: rows[0]?.CountDate,
      tags: sum('Tags'),
      counted: sum('Counted'),
      short: sum('Short'),
      over: sum('Over'),
      audited: sum('Audited'),
    };
  }, [data.rows]);
  const pct = totals.tags ? Math.round((totals.counted / totals.tags) * 1000) / 10 : 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        <Kpi label="Count date" value={totals.date ? formatDate(totals.date) : '—'} hint="Latest physical inventory" />
        <Kpi label="Tags" value={totals.tags.toLocaleString('en-US')} />
        <Kpi
          label="Counted"
          value={`${pct}%`}
          hint={`${totals.counted.toLocaleString('en-US')} of ${totals.tags.toLocaleString('en-US')} tags`}
        />
        <Kpi
          label="Short / over"
          value={`${totals.short} / ${totals.over}`}
          hint="Tags counted below / above expected"
        />
        <Kpi label="Audited" value={totals.audited.toLocaleString('en-US')} hint="Tags re-counted by floor auditors" />
      </SimpleGrid>
      <Progress value={pct} size="lg" radius="xl" aria-label="Tags counted" />
      {grid}
    </Stack>
  );
}
