// The binding context of a screen: current plant and user from the app store, plus the given filters and params.
import { useMemo } from 'react';
import { useAppStore } from '../stores/appStore';
import type { FilterValue } from '../rules/filterDefaults';
import type { BindingContext } from './bindParams';

export function useBindingContext(
  filters: Record<string, FilterValue | undefined>,
  routeParams: Record<string, string | undefined>,
  drill?: unknown,
): BindingContext {
  const plant = useAppStore((s) => s.plant);
  const user = useAppStore((s) => s.user?.Guid);
  return useMemo(() => ({ plant, user, filters, routeParams, drill }), [plant, user, filters, routeParams, drill]);
}
