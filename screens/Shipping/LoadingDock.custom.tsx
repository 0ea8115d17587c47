// The Shipping/LoadingDock screen: the dock crew picks a load and a dock door, then scans (or types) each unit's VIN
// as it goes onto the truck. The server refuses a VIN of another load, one already on the truck or one without a
// passed pre-ship QC; the last unit scanned makes the load Loaded. Scans from every dock arrive live (shopfloor). While
// the server cannot be reached a scan waits in the outbox and is sent, in order, when it can.
import { useCallback, useMemo, useState } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import {
  DataGridView,
  useAppStore,
  useBindingContext,
  useScreenData,
  useT,
  type CustomComponentProps,
  type OperationBody,
} from '../../engine/kit';
import { ScanInput } from './dock/ScanInput';
import { useLoadScan } from './dock/useLoadScan';
import { LoadScanLayout } from './dock/LoadScanLayout';
import { useDockLoads } from './dock/useDockLoads';
import { useLiveRefresh } from './dock/useLiveRefresh';

type DockDoor = OperationBody<'scanDockVin'>['DockDoor'];
const DOORS: DockDoor[] = ['Door 1', 'Door 2', 'Door 3', 'Door 4'];
const LIVE = ['dockScanned'] as const;
const SCANNED_BG = '#ebfbee';
const NO_QC_BG = '#fff9db';

export default function LoadingDock({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const dock = useDockLoads();
  const [door, setDoor] = useState(DOORS[0]);
  const scanner = useLoadScan();
  const loadNo = dock.selected?.LoadNo ?? null;
  const filters = useMemo(() => ({ load: loadNo }), [loadNo]);
  const ctx = useBindingContext(filters, routeParams);
  const units = useScreenData(definition.dataSource, ctx, { enabled: Boolean(loadNo) });
  const scanned = units.rows.filter((r) => r.Scanned === true).length;

  const refresh = useCallback(() => {
    units.refetch();
    dock.refetch();
  }, [units, dock]);
  useLiveRefresh(LIVE, refresh);

  const scan = async (vin: string) => {
    if (!loadNo) return;
    await scanner.send(
      {
        operationId: 'scanDockVin',
        params: { plant },
        body: { LoadNo: loadNo, VIN: vin, DockDoor: door },
        label: t('shipping.dock.entry', { load: loadNo, vin, door }),
      },
      {
        queued: t('shipping.dock.queued', { vin }),
        done: (result) =>
          result.LoadComplete
            ? t('shipping.dock.loadComplete', { vin: result.Unit.VIN, load: loadNo })
            : t('shipping.dock.onTruck', {
                vin: result.Unit.VIN,
                scanned: String(result.Load.UnitsScanned),
                units: String(result.Load.Units),
              }),
      },
      refresh,
    );
  };

  return (
    <LoadScanLayout
      dock={dock}
      onLoadChange={scanner.clear}
      done={scanned}
      total={units.rows.length}
      doneLabel={t('shipping.dock.unitsOnTruck')}
      title={t('shipping.dock.title')}
      grid={
        <DataGridView
          gridId={definition.id}
          columns={definition.columns ?? []}
          rows={units.rows}
          isLoading={units.isLoading}
          error={units.error}
          rowBackground={(row) => (row.Scanned ? SCANNED_BG : row.QcPassed ? undefined : NO_QC_BG)}
          options={{ groupBy: [], height: '60vh', grouping: false }}
        />
      }
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('shipping.dock.door')}
        </Text>
        <SegmentedControl
          value={door}
          onChange={(value) => setDoor(DOORS.find((d) => d === value) ?? DOORS[0])}
          data={DOORS.map((d, i) => ({ value: d, label: t('shipping.dock.doorN', { n: String(i + 1) }) }))}
          aria-label={t('shipping.dock.door')}
          fullWidth
        />
      </Stack>
      <ScanInput
        label="VIN"
        placeholder={t('shipping.scanOrTypeVin')}
        scanTitle={t('shipping.scanVin')}
        maxLength={17}
        onSubmit={scan}
        feedback={scanner.feedback}
        busy={scanner.busy}
        disabled={!loadNo}
      />
    </LoadScanLayout>
  );
}
