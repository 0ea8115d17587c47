// react-pivottable ships CommonJS: under Vite its default import can be the module namespace, so take
// `mod.default ?? mod` once here (DESIGN.md "Known traps").
import * as PivotTableUIModule from 'react-pivottable/PivotTableUI';
import * as TableRenderersModule from 'react-pivottable/TableRenderers';
import * as UtilitiesModule from 'react-pivottable/Utilities';
import 'react-pivottable/pivottable.css';
import './pivotTheme.css';
import type { ComponentType } from 'react';

const unwrap = <T>(mod: unknown): T => {
  const m = mod as { default?: { default?: T } & T } & T;
  return (m.default?.default ?? m.default ?? m) as T;
};

export const PivotTableUI = unwrap<ComponentType<Record<string, unknown>>>(PivotTableUIModule);
export const TableRenderers = unwrap<Record<string, ComponentType<Record<string, unknown>>>>(TableRenderersModule);

export interface PivotDataLike {
  /** The props it was made with, defaults filled in. */
  props: { rows: string[]; cols: string[] };
  getRowKeys(): string[][];
  getColKeys(): string[][];
  /** [] (or [null]) for a total over that side. */
  getAggregator(
    rowKey: readonly (string | null)[],
    colKey: readonly (string | null)[],
  ): { value(): number | null; format(value: number | null): string };
}

const utilities = UtilitiesModule as unknown as { PivotData?: unknown; default?: { PivotData?: unknown } };
export const PivotData = (utilities.PivotData ?? utilities.default?.PivotData) as new (
  props: Record<string, unknown>,
) => PivotDataLike;
