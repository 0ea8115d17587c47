// The frame both load-scanning screens share (Shipping/LoadingDock and Shipping/PickListSerials): the load picker with
// its progress, when the loads were last refreshed, a panel with the screen's scan inputs, and the load's grid beside
// them; loading, error and "no loads" states before a load can be chosen.
import type { ReactNode } from 'react';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import { EmptyState, ErrorState, LastRefreshed, LoadingState, useT, WithDrillHost } from '../../../engine/kit';
import { LoadHeader } from './LoadHeader';
import type { useDockLoads } from './useDockLoads';

export interface LoadScanLayoutProps {
  dock: ReturnType<typeof useDockLoads>;
  /** Called after another load is chosen (the screen clears its last scan's feedback). */
  onLoadChange: () => void;
  done: number;
  total: number;
  doneLabel: string;
  title: string;
  /** The scan inputs, under the panel's title. */
  children: ReactNode;
  grid: ReactNode;
}

export function LoadScanLayout({
  dock,
  onLoadChange,
  done,
  total,
  doneLabel,
  title,
  children,
  grid,
}: LoadScanLayoutProps) {
  const t = useT();
  if (dock.error) return <ErrorState error={dock.error} />;
  if (dock.isLoading) return <LoadingState />;
  if (dock.loads.length === 0) return <EmptyState message={t('shipping.noLoads')} />;
  return (
    <WithDrillHost>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <LoadHeader
              loads={dock.loads}
              selected={dock.selected}
              onSelect={(value) => {
                dock.select(value);
                onLoadChange();
              }}
              done={done}
              total={total}
              doneLabel={doneLabel}
            />
            <LastRefreshed what={t('shipping.loads')} refreshedAt={dock.refreshedAt} fromDevice={dock.fromDevice} />
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={4}>{title}</Title>
                {children}
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>{grid}</Grid.Col>
      </Grid>
    </WithDrillHost>
  );
}
