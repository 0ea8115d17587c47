// The Shipping/PickListSerials screen: before a load goes to the dock, the yard crew pulls its units and scans (or
// types) the serial of each axle and power unit. The server accepts only serials of that load's units, once; picked
// serials turn green, and picks made on other scanners arrive live (shopfloor). While the server cannot be reached a
// scan waits in the outbox and is sent, in order, when it can.
import { useCallback, useMemo, useState } from 'react';
import { Grid, Paper, Stack, Title } from '@mantine/core';
import {
  DataGridView,
  EmptyState,
  errorMessage,
  LastRefreshed,
  ErrorState,
  LoadingState,
  sendPlantFloorOperation,
  useAppStore,
  useBindingContext,
  useScreenData,
  useT,
  WithDrillHost,
  type CustomComponentProps,
} from '../../engine/kit';
import { ScanInput, type ScanFeedback } from './dock/ScanInput';
import { LoadHeader } from './dock/LoadHeader';
import { useDockLoads } from './dock/useDockLoads';
import { useLiveRefresh } from './dock/useLiveRefresh';

const LIVE = ['pickListScanned'] as const;
const PICKED_BG = '#ebfbee';

export default function PickListSerials({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const dock = useDockLoads();
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const loadNo = dock.selected?.LoadNo ?? null;
  const filters = useMemo(() => ({ load: loadNo }), [loadNo]);
  const ctx = useBindingContext(filters, routeParams);
  const serials = useScreenData(definition.dataSource, ctx, { enabled: Boolean(loadNo) });
  const picked = serials.rows.filter((r) => r.Picked === true).length;

  const refresh = useCallback(() => serials.refetch(), [serials]);
  useLiveRefresh(LIVE, refresh);

  const scan = async (serialNo: string) => {
    if (!loadNo) return;
    setBusy(true);
    try {
      const outcome = await sendPlantFloorOperation({
        operationId: 'scanPickListSerial',
        params: { plant },
        body: { LoadNo: loadNo, SerialNo: serialNo },
        label: t('shipping.pick.entry', { load: loadNo, serial: serialNo }),
      });
      if (outcome.queued) {
        setFeedback({
          ok: true,
          message: t('shipping.pick.queued', { serial: serialNo }),
        });
        return;
      }
      const row = outcome.result;
      setFeedback({
        ok: true,
        message: t('shipping.pick.picked', { type: row.SerialType, serial: row.SerialNo, vin: row.VIN ?? '' }).trim(),
      });
      refresh();
    } catch (error) {
      setFeedback({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

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
                setFeedback(null);
              }}
              done={picked}
              total={serials.rows.length}
              doneLabel={t('shipping.pick.serialsPicked')}
            />
            <LastRefreshed what={t('shipping.loads')} refreshedAt={dock.refreshedAt} fromDevice={dock.fromDevice} />
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={4}>{t('shipping.pick.title')}</Title>
                <ScanInput
                  label={t('shipping.pick.serialNumber')}
                  placeholder={t('shipping.pick.placeholder')}
                  scanTitle={t('shipping.pick.scanSerial')}
                  onSubmit={scan}
                  feedback={feedback}
                  busy={busy}
                  disabled={!loadNo}
                />
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <DataGridView
            gridId={definition.id}
            columns={definition.columns ?? []}
            rows={serials.rows}
            isLoading={serials.isLoading}
            error={serials.error}
            rowBackground={(row) => (row.Picked ? PICKED_BG : undefined)}
            options={{ groupBy: [], height: '60vh' }}
          />
        </Grid.Col>
      </Grid>
    </WithDrillHost>
  );
}
