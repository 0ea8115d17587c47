// Resolves a data source's parameter bindings ({from: plant|filter|route|drill|record|user} or {value}) into call params.
import { fromColumnar, isColumnarReport } from './columnarRows';
import type { FilterValue } from '../rules/filterDefaults';

/** Everything a binding can read from. */
export interface BindingContext {
  plant: number | undefined;
  user: string | undefined;
  filters: Record<string, FilterValue | undefined>;
  routeParams: Record<string, string | undefined>;
  drill?: unknown;
  /** A detail screen's header record, for its tabs' {from: record} bindings. */
  record?: Record<string, unknown>;
}

/** The binding shapes of the screen language, read structurally (the generated union is wider than needed here). */
interface LooseBinding {
  from?: 'plant' | 'filter' | 'route' | 'drill' | 'user' | 'record';
  filter?: string;
  field?: string;
  part?: 'from' | 'to';
  param?: string;
  value?: unknown;
}

export function resolveBinding(binding: unknown, ctx: BindingContext): unknown {
  const b = binding as LooseBinding;
  if (b && typeof b === 'object' && 'value' in b) return b.value;
  switch (b?.from) {
    case 'plant':
      return ctx.plant;
    case 'user':
      return ctx.user;
    case 'route':
      return b.param ? ctx.routeParams[b.param] : undefined;
    case 'drill':
      return ctx.drill;
    case 'record':
      return b.field ? ctx.record?.[b.field] : undefined;
    case 'filter': {
      const value = b.filter ? ctx.filters[b.filter] : undefined;
      if (Array.isArray(value)) return b.part === 'to' ? value[1] : value[0];
      return value;
    }
    default:
      return undefined;
  }
}

/** Params for a call; unset values (undefined, null, '') are left out so optional query params are not sent. */
export function bindParams(params: Record<string, unknown> | undefined, ctx: BindingContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, binding] of Object.entries(params ?? {})) {
    const value = resolveBinding(binding, ctx);
    if (value !== undefined && value !== null && value !== '') out[name] = value;
  }
  return out;
}

/** The rows of a response: the array itself, or the array at `rowsPath` of an object response. */
export function extractRows(response: unknown, rowsPath?: string): Record<string, unknown>[] {
  let value: unknown = response;
  if (rowsPath) {
    for (const key of rowsPath.split('.')) value = (value as Record<string, unknown> | undefined)?.[key];
  }
  if (Array.isArray(value)) return value as Record<string, unknown>[];
  if (isColumnarReport(value)) return fromColumnar(value);
  if (value && typeof value === 'object' && !rowsPath) return [value as Record<string, unknown>];
  return [];
}
