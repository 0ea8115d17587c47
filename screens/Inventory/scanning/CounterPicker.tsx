// Who is counting: the cycle count manager (SPEC §7 getmanagers) and one of the manager's counters (getcounters).
// The manager select is left out when the screen already chose the manager (its filter bar).
import { Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { callOperation, useAppStore } from '../../../engine/kit';

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
  const plant = useAppStore((s) => s.plant);
  const managers = useQuery({
    queryKey: ['screen-data', 'listCycleCountManagers', { plant }],
    queryFn: () => callOperation('listCycleCountManagers', { plant }),
    enabled: showManager,
  });
  const counters = useQuery({
    queryKey: ['screen-data', 'listCycleCountCounters', { manager_id: managerId }],
    queryFn: () => callOperation('listCycleCountCounters', { manager_id: managerId ?? 0 }),
    enabled: managerId !== null,
  });
  return (
    <Group gap="sm" align="flex-end">
      {showManager && (
        <Select
          label="Manager"
          placeholder="Choose the manager"
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
        label="Counter"
        placeholder={managerId === null ? 'Choose the manager first' : 'Who is counting'}
        data={(counters.data ?? []).map((c) => ({ value: String(c.id), label: c.CounterName }))}
        value={counterId === null ? null : String(counterId)}
        onChange={(v) => onCounterChange(v ? Number(v) : null)}
        disabled={managerId === null}
        w={220}
        searchable
      />
    </Group>
  );
}
