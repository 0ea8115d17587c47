// The load being worked on: a picker of the dock's loads and a card with its dealer, destination, carrier, ship
// date and a progress bar of the units (or serials) done.
import { Badge, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../engine/kit';
import type { DockLoad } from './useDockLoads';

export interface LoadHeaderProps {
  loads: DockLoad[];
  selected: DockLoad | null;
  onSelect: (loadNo: string | null) => void;
  done: number;
  total: number;
  /** What is counted, e.g. "units on the truck" or "serials picked". */
  doneLabel: string;
}

export function LoadHeader({ loads, selected, onSelect, done, total, doneLabel }: LoadHeaderProps) {
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Select
          label="Load"
          // The definition's 'load' filter is this picker.
          data-filter="load"
          placeholder="Choose a load"
          searchable
          size="md"
          data={loads.map((l) => ({
            value: l.LoadNo,
            label: `${l.LoadNo} · ${l.Dealer} · ${l.ShipDate ? formatDate(l.ShipDate) : 'no date'}`,
          }))}
          value={selected?.LoadNo ?? null}
          onChange={onSelect}
          nothingFoundMessage="No load with that number"
          allowDeselect={false}
        />
        {selected && (
          <>
            <Group gap="lg" wrap="wrap">
              <Badge size="lg" variant="light" color={selected.Status === 'Loaded' ? 'green' : 'blue'}>
                {selected.Status}
              </Badge>
              <Text size="sm">
                <b>{selected.Dealer}</b> — {selected.Destination}
              </Text>
              <Text size="sm" c="dimmed">
                Carrier: {selected.Carrier ?? 'not assigned'}
              </Text>
              <Text size="sm" c="dimmed">
                Ships {selected.ShipDate ? formatDate(selected.ShipDate) : 'not scheduled'}
              </Text>
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={600} aria-live="polite">
                {done} of {total} {doneLabel}
              </Text>
              <Progress
                value={percent}
                color={percent === 100 ? 'green' : 'blue'}
                size="lg"
                radius="sm"
                aria-label={doneLabel}
              />
            </Stack>
          </>
        )}
      </Stack>
    </Paper>
  );
}
