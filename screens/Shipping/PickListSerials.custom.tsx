// The Shipping/PickListSerials screen: before a load goes to the dock, the yard crew pulls its units and scans (or
// types) the serial of each axle and power unit. The server accepts only serials of that load's units, once; picked
// serials turn green, and picks made on other scanners arrive live (shopfloor). While the server cannot be reached a
// scan waits in the outbox and is sent, in order, when it can.
import { useCallback, useMemo } from 'react';
import {
  DataGridView,
  useAppStore,
  useBindingContext,
  useScreenData,
  useT,
  type CustomComponentProps,
} from '../../engine/kit';
import { ScanInput } from './dock/ScanInput';
import { useLoadScan } from './dock/useLoadScan';
import { LoadScanLayout } from './dock/LoadScanLayout';
import { useDockLoads } from './dock/useDockLoads';
import { useLiveRefresh } from './dock/useLiveRefresh';

const LIVE = ['pickListScanned'] as const;
const PICKED_BG = '#ebfbee';

export default function PickListSerials({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const dock = useDockLoads();
  const scanner = useLoadScan();
  const loadNo = dock.selected?.LoadNo ?? null;
  const filters = useMemo(() => ({ load: loadNo }), [loadNo]);
  const ctx = useBindingContext(filters, routeParams);
  const serials = useScreenData(definition.dataSource, ctx, { enabled: Boolean(loadNo) });
  const picked = serials.rows.filter((r) => r.Picked === true).length;

  const refresh = useCallback(() => serials.refetch(), [serials]);
  useLiveRefresh(LIVE, refresh);

  const scan = async (serialNo: string) => {
    if (!loadNo) return;
    await scanner.send(
      {
        operationId: 'scanPickListSerial',
        params: { plant },
        body: { LoadNo: loadNo, SerialNo: serialNo },
        label: t('shipping.pick.entry', { load: loadNo, serial: serialNo }),
      },
      {
        queued: t('shipping.pick.queued', { serial: serialNo }),
        done: (row) =>
          t('shipping.pick.picked', { type: row.SerialType, serial: row.SerialNo, vin: row.VIN ?? '' }).trim(),
      },
      refresh,
    );
  };

  return (
    <LoadScanLayout
      dock={dock}
      onLoadChange={scanner.clear}
      done={picked}
      total={serials.rows.length}
      doneLabel={t('shipping.pick.serialsPicked')}
      title={t('shipping.pick.title')}
      grid={
        <DataGridView
          gridId={definition.id}
          columns={definition.columns ?? []}
          rows={serials.rows}
          isLoading={serials.isLoading}
          error={serials.error}
          rowBackground={(row) => (row.Picked ? PICKED_BG : undefined)}
          options={{ groupBy: [], height: '60vh' }}
        />
      }
    >
      <ScanInput
        label={t('shipping.pick.serialNumber')}
        placeholder={t('shipping.pick.placeholder')}
        scanTitle={t('shipping.pick.scanSerial')}
        onSubmit={scan}
        feedback={scanner.feedback}
        busy={scanner.busy}
        disabled={!loadNo}
      />
    </LoadScanLayout>
  );
}
