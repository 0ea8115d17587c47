// The load being worked on: a picker of the dock's loads and a card with its dealer, destination, carrier, ship
// date and a progress bar of the units (or serials) done.
import { Badge, Group, Paper, Progress, Select, Stack, Text } from '@mantine/core';
import { formatDate, useT } from '../../../engine/kit';
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
  const t = useT();
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Select
          label={t('shipping.load')}
          // The definition's 'load' filter is this picker.
          data-filter="load"
          placeholder={t('shipping.chooseLoad')}
          searchable
          size="md"
          data={loads.map((l) => ({
            value: l.LoadNo,
            label: l.ShipDate
              ? t('shipping.loadOption', { load: l.LoadNo, dealer: l.Dealer, date: formatDate(l.ShipDate) })
              : t('shipping.loadOptionNoDate', { load: l.LoadNo, dealer: l.Dealer }),
          }))}
          value={selected?.LoadNo ?? null}
          onChange={onSelect}
          nothingFoundMessage={t('shipping.noLoadFound')}
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
                {t('shipping.carrier', { carrier: selected.Carrier ?? t('shipping.notAssigned') })}
              </Text>
              <Text size="sm" c="dimmed">
                {selected.ShipDate
                  ? t('shipping.ships', { date: formatDate(selected.ShipDate) })
                  : t('shipping.shipsNotScheduled')}
              </Text>
            </Group>
            <Stack gap={4}>
              <Text size="sm" fw={600} aria-live="polite">
                {t('shipping.doneOfTotal', { done: String(done), total: String(total), what: doneLabel })}
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
