// Options of a select (a filter, or a row action's input): a static list (values, or values with labels), or rows of an
// operation mapped through valueField / labelField.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callOperationById } from '../api/callOperation';
import { useAppStore } from '../stores/appStore';
import { bindParams, extractRows } from '../data/bindParams';

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

export interface SelectOptions {
  options: SelectOption[];
  isLoading: boolean;
  /** The chosen option's value as the source gave it: a number stays a number (Mantine's Select holds strings). */
  typedValue: (value: string) => string | number | boolean;
}

export function useSelectOptions(source: unknown): SelectOptions {
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
  const { options, typed } = useMemo(() => {
    const typed = new Map<string, string | number | boolean>();
    const keep = (raw: unknown): string => {
      const value = String(raw ?? '');
      if (typeof raw === 'number' || typeof raw === 'boolean' || typeof raw === 'string') typed.set(value, raw);
      return value;
    };
    if (Array.isArray(source)) {
      const list = (source as unknown[]).map((o) =>
        o && typeof o === 'object'
          ? { value: keep((o as { value: unknown }).value), label: String((o as { label: unknown }).label) }
          : { value: keep(o), label: String(o) },
      );
      return { options: list, typed };
    }
    if (!valueField || !labelField) return { options: [], typed };
    const seen = new Set<string>();
    const list: SelectOption[] = [];
    // Mantine's Select rejects duplicate values, and ERP option lists do repeat them.
    for (const row of extractRows(query.data)) {
      const value = keep(row[valueField]);
      if (seen.has(value)) continue;
      seen.add(value);
      list.push({ value, label: String(row[labelField] ?? value) });
    }
    return { options: list, typed };
  }, [source, valueField, labelField, query.data]);
  return {
    options,
    isLoading: Boolean(op) && query.isPending,
    typedValue: (value) => typed.get(value) ?? value,
  };
}
