// Options of a select filter: a static list, or rows of an operation mapped through valueField / labelField.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callOperationById } from '../api/callOperation';
import { useAppStore } from '../stores/appStore';
import { bindParams, extractRows } from '../renderers/shared/bindParams';

interface OperationOptions {
  operationId: string;
  valueField: string;
  labelField: string;
  params?: Record<string, unknown>;
}

export interface SelectOption {
  value: string;
  label: string;
}

export function useSelectOptions(source: unknown): { options: SelectOption[]; isLoading: boolean } {
  const plant = useAppStore((s) => s.plant);
  const user = useAppStore((s) => s.user?.Guid);
  const op = !Array.isArray(source) && source && typeof source === 'object' ? (source as OperationOptions) : undefined;
  const params = bindParams(op?.params, { plant, user, filters: {}, routeParams: {} });
  const query = useQuery({
    queryKey: ['filter-options', op?.operationId, params],
    queryFn: ({ signal }) => callOperationById(op!.operationId, params, undefined, { signal }),
    enabled: Boolean(op),
    staleTime: 5 * 60_000,
  });
  // Built once per answer (or static list), so the select's option list keeps its identity across renders.
  const { valueField, labelField } = op ?? {};
  const options = useMemo(() => {
    if (Array.isArray(source)) {
      return (source as { value: unknown; label: unknown }[]).map((o) => ({
        value: String(o.value),
        label: String(o.label),
      }));
    }
    if (!valueField || !labelField) return [];
    const seen = new Set<string>();
    const list: SelectOption[] = [];
    // Mantine's Select rejects duplicate values, and ERP option lists do repeat them.
    for (const row of extractRows(query.data)) {
      const value = String(row[valueField] ?? '');
      if (seen.has(value)) continue;
      seen.add(value);
      list.push({ value, label: String(row[labelField] ?? value) });
    }
    return list;
  }, [source, valueField, labelField, query.data]);
  return { options, isLoading: Boolean(op) && query.isPending };
}
