// The value axis of the small bar chart: a zero-based domain rounded out to "nice" steps (1, 2, 2.5, 5 × 10ⁿ) with about
// five ticks, as recharts draws its default number axis, so the light chart reads the same as the recharts one.
import type { Series } from '../../../screen/types';

export interface BarScale {
  min: number;
  max: number;
  ticks: number[];
}

function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = [1, 2, 2.5, 5, 10].find((n) => fraction <= n) ?? 10;
  return nice * power;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);

/** The extent of the bars: per-category sums when stacked (positive and negative parts apart), else single values. */
export function barExtent(
  rows: readonly Record<string, unknown>[],
  series: readonly Series[],
  stacked: boolean,
): [number, number] {
  let low = 0;
  let high = 0;
  for (const row of rows) {
    if (stacked) {
      let up = 0;
      let down = 0;
      for (const s of series) {
        const v = num(row[s.field]);
        if (v >= 0) up += v;
        else down += v;
      }
      high = Math.max(high, up);
      low = Math.min(low, down);
    } else {
      for (const s of series) {
        const v = num(row[s.field]);
        high = Math.max(high, v);
        low = Math.min(low, v);
      }
    }
  }
  return [low, high];
}

export function barScale([low, high]: [number, number], tickCount = 5): BarScale {
  if (low === 0 && high === 0) return { min: 0, max: 4, ticks: [0, 1, 2, 3, 4] };
  const step = niceStep((high - low) / (tickCount - 1));
  const min = Math.floor(low / step) * step;
  const max = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push(Number(v.toPrecision(12)));
  return { min, max, ticks };
}

export { num as barValue };
