// Pivot: re-pivot time for 100k and 1M records (Region × WorkCenter rows, Month columns, Sum of Amount): react-pivottable's
// PivotData over the rows and a nested-Map aggregation (baselines measured here) against the portal's design (rows folded
// once into partial results, every re-pivot over those), plus the pivot screen in the built app.
import { createRequire } from 'node:module';
import { benchRowObjects } from '../../server/handlers/bench/benchRows.ts';
import { preAggregate, preAggregatedAggregators } from '../../engine/renderers/pivot/preAggregate.ts';
import type { Column } from '../../engine/screen/types.ts';
import type { BenchFigure } from './results.ts';
import { longTasksBetween, newContext, requestStart, responseEnd, swapDefinition } from './benchBrowser.ts';
import type { ScaleCaseInput } from './benchBrowser.ts';
import { BENCH_COLUMNS, benchPivot } from './benchDefinitions.ts';
import { median, timeRuns } from './stats.ts';

const require = createRequire(import.meta.url);
type PivotDataCtor = new (props: Record<string, unknown>) => { getRowKeys(): string[][]; getColKeys(): string[][] };
const { PivotData } = require('react-pivottable/Utilities') as { PivotData: PivotDataCtor };

type Rec = Record<string, unknown>;

/** The baseline: nested Maps keyed by the attribute values (rows, then columns), summing the value. */
export function nestedMapSum(records: readonly Rec[], rows: readonly string[], cols: readonly string[], value: string) {
  const keys = [...rows, ...cols];
  const last = keys[keys.length - 1];
  const root = new Map<unknown, unknown>();
  for (const r of records) {
    let m = root;
    for (let i = 0; i < keys.length - 1; i++) {
      let next = m.get(r[keys[i]]) as Map<unknown, unknown> | undefined;
      if (!next) m.set(r[keys[i]], (next = new Map()));
      m = next;
    }
    const v = Number(r[value]) || 0;
    m.set(r[last], ((m.get(r[last]) as number | undefined) ?? 0) + v);
  }
  return root;
}

const PIVOT_COLUMNS = BENCH_COLUMNS.filter((c) =>
  ['Region', 'WorkCenter', 'Month', 'Amount'].includes(c.field),
) as unknown as Column[];
const PIVOT_STATE = { rows: ['Region', 'Work center'], cols: ['Month'], vals: ['Amount'], aggregatorName: 'Sum' };

export async function measurePivot(input: ScaleCaseInput): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const count of input.counts) {
    const tag = count >= 1_000_000 ? '1M' : `${count / 1000}k`;
    const records = benchRowObjects(count, 20);
    const runs = count >= 1_000_000 ? Math.max(2, Math.ceil(input.runs / 2)) : input.runs;
    const baseline = await timeRuns(runs, () => nestedMapSum(records, ['Region', 'WorkCenter'], ['Month'], 'Amount'));
    const theirs = await timeRuns(runs, () => {
      const pd = new PivotData({
        data: records,
        rows: ['Region', 'WorkCenter'],
        cols: ['Month'],
        vals: ['Amount'],
        aggregatorName: 'Sum',
      });
      pd.getRowKeys();
      pd.getColKeys();
    });
    // The portal's design: fold the rows once into partial results (in 50,000-row slices between which the main
    // thread is free), then every re-pivot is PivotData over the partial records.
    let partials: Rec[] = [];
    const fold = await timeRuns(runs, async () => {
      partials = (await preAggregate(records, PIVOT_COLUMNS))!.records;
    });
    const repivot = await timeRuns(runs, () => {
      const pd = new PivotData({ data: partials, ...PIVOT_STATE, aggregators: preAggregatedAggregators });
      pd.getRowKeys();
      pd.getColKeys();
    });
    const slices = Math.ceil(count / 50_000);
    figures.push({
      id: `pivot.${tag}.pivotData`,
      label: `pivot ${tag}: react-pivottable PivotData over the rows`,
      unit: 'ms',
      median: median(theirs),
      runs,
      anchor: count >= 1_000_000 ? 1900 : 300,
      anchorLabel: 'issue',
    });
    figures.push({
      id: `pivot.${tag}.nestedMap`,
      label: `pivot ${tag}: nested-Map aggregation (baseline)`,
      unit: 'ms',
      median: median(baseline),
      runs,
      anchor: count >= 1_000_000 ? 123 : 12,
      anchorLabel: 'issue',
    });
    figures.push({
      id: `pivot.${tag}.repivot`,
      label: `pivot ${tag}: re-pivot (PivotData over ${partials.length.toLocaleString('en-US')} partial records)`,
      unit: 'ms',
      median: median(repivot),
      runs,
      goal: count >= 1_000_000 ? 250 : 30,
      anchor: median(theirs),
      anchorLabel: 'PivotData over the rows',
      anchorMeasured: true,
    });
    figures.push({
      id: `pivot.${tag}.fold`,
      label: `pivot ${tag}: one-off fold into partial results (${slices} slices)`,
      unit: 'ms',
      median: median(fold),
      runs,
      anchor: median(baseline),
      anchorLabel: 'nested-Map',
      anchorMeasured: true,
      note: `≈ ${(median(fold) / slices).toFixed(0)} ms per 50,000-row slice; the main thread is free between slices`,
    });
  }

  // The pivot screen itself in the built app: rows pre-aggregated in slices (engine/renderers/pivot/preAggregate.ts),
  // then react-pivottable's UI over the partial results; 1M loads the columnar shape.
  for (const count of input.counts) {
    const tag = count >= 1_000_000 ? '1M' : `${count / 1000}k`;
    const screenTimes: number[] = [];
    let tasks: number[] = [];
    const runs = count >= 1_000_000 ? 1 : Math.min(3, input.runs);
    for (let run = 0; run < runs; run++) {
      const context = await newContext(input.browser, input.session);
      await swapDefinition(
        context,
        input.chunk,
        benchPivot(input.route, count, count >= 1_000_000 ? 'columnar' : 'rows'),
      );
      const page = await context.newPage();
      await page.goto(`${input.baseUrl}/#${input.route}`);
      const shown = (await (
        await page.waitForFunction(
          // The whole table: a table still drawing its slices says aria-busy (renderers/pivot/SlicedPivotTable.tsx).
          () =>
            document.querySelector('[data-testid="pivot-table"] .pvtTable:not([aria-busy])')
              ? performance.now()
              : false,
          undefined,
          { timeout: 180_000, polling: 'raf' },
        )
      ).jsonValue()) as number;
      screenTimes.push(shown - (await responseEnd(page, '/api/bench/rows')));
      // The report's own window: from its request to the table (the app's start before it is not the pivot's).
      tasks = await longTasksBetween(page, await requestStart(page, '/api/bench/rows'), shown);
      await context.close();
    }
    figures.push({
      id: `pivot.screen.${tag}`,
      label: `pivot screen ${tag}: response → table shown (browser)`,
      unit: 'ms',
      median: median(screenTimes),
      runs: screenTimes.length,
      ...(count >= 1_000_000 && { goal: 2000 }),
      anchor: count >= 1_000_000 ? 1900 + 3400 : 300 + 300,
      anchorLabel: 'issue: PivotData + UI mount',
      note: `longest main-thread task from the request to the table ${tasks.length ? Math.round(Math.max(...tasks)) : 0} ms (${tasks.length} over 50 ms)`,
    });
    if (count >= 1_000_000)
      figures.push({
        id: `pivot.screen.${tag}.longTasks`,
        label: `pivot screen ${tag}: main-thread tasks > 50 ms, request → table`,
        unit: 'count',
        median: tasks.length,
        runs: 1,
        goal: 0,
        note: tasks.length ? `longest ${Math.round(Math.max(...tasks))} ms` : undefined,
      });
  }
  return figures;
}
