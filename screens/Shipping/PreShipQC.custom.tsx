// The Shipping/PreShipQC screen: the inspector scans (or types) a finished unit's VIN, walks around it ticking the
// six checkpoints and saves; a unit with a failed checkpoint is held with a note. Below, the plant's checks of the
// chosen period, refreshed when any inspector saves (shopfloor group).
import { useCallback, useState } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import {
  callOperation,
  DataGridView,
  errorMessage,
  FilterBar,
  notifyError,
  notifySuccess,
  useAppStore,
  useBindingContext,
  useFilterValues,
  useScreenData,
  useT,
  WithDrillHost,
  type CustomComponentProps,
} from '../../engine/kit';
import { ScanInput, type ScanFeedback } from './dock/ScanInput';
import { useLiveRefresh } from './dock/useLiveRefresh';
import { PreShipCheckForm, type PreShipCheck, type PreShipUnit } from './preship/PreShipCheckForm';

const LIVE = ['preShipQcSaved'] as const;
const FAILED_BG = '#fff5f5';

export default function PreShipQC({ definition, routeParams }: CustomComponentProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  const { filters, applied, setApplied, ready } = useFilterValues(definition.filters);
  const ctx = useBindingContext(applied, routeParams);
  const checks = useScreenData(definition.dataSource, ctx, { enabled: ready });
  const [unit, setUnit] = useState<PreShipUnit | null>(null);
  const [lookup, setLookup] = useState<ScanFeedback | null>(null);
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);

  const refresh = useCallback(() => checks.refetch(), [checks]);
  useLiveRefresh(LIVE, refresh);

  const find = async (vin: string) => {
    setBusy(true);
    try {
      setUnit(await callOperation('getPreShipUnit', { plant, vin }));
      setLookup(null);
    } catch (error) {
      setUnit(null);
      setLookup({ ok: false, message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  const save = async (check: PreShipCheck) => {
    setSaving(true);
    try {
      const saved = await callOperation('savePreShipQc', { plant }, check);
      notifySuccess(
        saved.Passed
          ? t('shipping.preship.passed', { vin: saved.VIN })
          : t('shipping.preship.held', { vin: saved.VIN, failed: saved.Failed ?? t('shipping.preship.heldFailed') }),
      );
      setUnit(null);
      refresh();
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <WithDrillHost>
      <Stack gap="md">
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={4}>{t('shipping.preship.checkUnit')}</Title>
            <ScanInput
              label="VIN"
              placeholder={t('shipping.scanOrTypeVin')}
              scanTitle={t('shipping.scanVin')}
              maxLength={17}
              onSubmit={find}
              feedback={lookup}
              busy={busy}
            />
          </Stack>
        </Paper>
        {unit && (
          <PreShipCheckForm
            key={unit.VIN + (unit.LastCheckAt ?? '')}
            unit={unit}
            saving={saving}
            onSave={(c) => void save(c)}
            onCancel={() => setUnit(null)}
          />
        )}
        <Stack gap={0}>
          <Title order={4} mb="xs">
            {t('shipping.preship.checks')}
          </Title>
          <FilterBar filters={filters} values={applied} onApply={setApplied} busy={checks.isFetching} />
          <DataGridView
            gridId={definition.id}
            columns={definition.columns ?? []}
            rows={checks.rows}
            isLoading={checks.isLoading}
            error={checks.error}
            rowBackground={(row) => (row.Passed ? undefined : FAILED_BG)}
            options={{ groupBy: [], height: '55vh' }}
          />
        </Stack>
      </Stack>
    </WithDrillHost>
  );
}
