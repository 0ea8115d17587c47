// Who is counting: the cycle count manager (SPEC §7 getmanagers) and one of the manager's counters (getcounters).
// The manager select is left out when the screen already chose the manager (its filter bar). Both lists are kept on
// the device for when the server cannot be reached.
import { Group, Select } from '@mantine/core';
import { callOperation, LastRefreshed, useAppStore, useOfflineLookup, useT } from '../../../engine/kit';

export interface CounterPickerProps {
  managerId: number | null;
  onManagerChange?: (id: number | null) => void;
  counterId: number | null;
  onCounterChange: (id: number | null) => void;
  showManager: boolean;
}

export function CounterPicker({
  managerId,
  onManagerChange,
  counterId,
  onCounterChange,
  showManager,
}: CounterPickerProps) {
  const t = useT();
  const plant = useAppStore((s) => s.plant);
  // Both lists are kept on the device, so counting goes on while the server cannot be reached.
  const managers = useOfflineLookup(
    'cycle-count-managers',
    () => callOperation('listCycleCountManagers', { plant }),
    showManager,
  );
  const counters = useOfflineLookup(
    `cycle-count-counters-${managerId ?? 0}`,
    () => callOperation('listCycleCountCounters', { manager_id: managerId ?? 0 }),
    managerId !== null,
  );
  return (
    <Group gap="sm" align="flex-end">
      {showManager && (
        <Select
          label={t('inventory.manager')}
          placeholder={t('inventory.managerPlaceholder')}
          data={(managers.data ?? []).map((m) => ({ value: String(m.id), label: m.Name }))}
          value={managerId === null ? null : String(managerId)}
          onChange={(v) => {
            onManagerChange?.(v ? Number(v) : null);
            onCounterChange(null);
          }}
          w={220}
          searchable
        />
      )}
      <Select
        label={t('inventory.counter')}
        placeholder={managerId === null ? t('inventory.managerFirst') : t('inventory.whoIsCounting')}
        data={(counters.data ?? []).map((c) => ({ value: String(c.id), label: c.CounterName }))}
        value={counterId === null ? null : String(counterId)}
        onChange={(v) => onCounterChange(v ? Number(v) : null)}
        disabled={managerId === null}
        w={220}
        searchable
      />
      <LastRefreshed
        what={t('inventory.counters')}
        refreshedAt={counters.refreshedAt ?? managers.refreshedAt}
        fromDevice={counters.fromDevice || managers.fromDevice}
      />
    </Group>
  );
}
