// Pivot: re-pivot time for 100k and 1M records (Region × WorkCenter rows, Month columns, Sum of Amount) with
// react-pivottable's own PivotData (the anchor, measured here) against a nested-Map aggregation, plus the pivot
// screen in the built app (response → table shown, main-thread long tasks).
import { createRequire } from 'node:module';
import type { Browser } from 'playwright-core';
import { benchRowObjects } from '../../server/handlers/bench/benchRows.ts';
import type { BenchFigure } from './results.ts';
import type { LoginAnswer } from './benchServer.ts';
import { longTasks, newContext, responseEnd, swapDefinition } from './benchBrowser.ts';
import { benchPivot } from './benchDefinitions.ts';
import { median, timeRuns } from './stats.ts';

const require = createRequire(import.meta.url);
type PivotDataCtor = new (props: Record<string, unknown>) => { getRowKeys(): string[][]; getColKeys(): string[][] };
const { PivotData } = require('react-pivottable/Utilities') as { PivotData: PivotDataCtor };

type Rec = Record<string, unknown>;

/** rowKey → colKey → sum, plus row and column totals: everything a Sum pivot table shows. */
export function nestedMapSum(records: readonly Rec[], rows: readonly string[], cols: readonly string[], value: string) {
  const cells = new Map<string, Map<string, number>>();
  const rowTotals = new Map<string, number>();
  const colTotals = new Map<string, number>();
  let total = 0;
  for (const r of records) {
    let rk = '';
    for (const f of rows) rk += `${r[f]}\u0000`;
    let ck = '';
    for (const f of cols) ck += `${r[f]}\u0000`;
    const v = Number(r[value]) || 0;
    let inner = cells.get(rk);
    if (!inner) cells.set(rk, (inner = new Map()));
    inner.set(ck, (inner.get(ck) ?? 0) + v);
    rowTotals.set(rk, (rowTotals.get(rk) ?? 0) + v);
    colTotals.set(ck, (colTotals.get(ck) ?? 0) + v);
    total += v;
  }
  return { cells, rowTotals, colTotals, total };
}

export interface PivotInput {
  browser: Browser;
  baseUrl: string;
  chunk: string;
  route: string;
  session: LoginAnswer;
  counts: number[];
  runs: number;
}

export async function measurePivot(input: PivotInput): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const count of input.counts) {
    const tag = count >= 1_000_000 ? '1M' : `${count / 1000}k`;
    const records = benchRowObjects(count, 20);
    const runs = count >= 1_000_000 ? Math.max(2, Math.ceil(input.runs / 2)) : input.runs;
    const ours = await timeRuns(runs, () => nestedMapSum(records, ['Region', 'WorkCenter'], ['Month'], 'Amount'));
    const theirs = await timeRuns(runs, () => {
      const pd = new PivotData({ data: records, rows: ['Region', 'WorkCenter'], cols: ['Month'], vals: ['Amount'], aggregatorName: 'Sum' });
      pd.getRowKeys();
      pd.getColKeys();
    });
    figures.push({ id: `pivot.${tag}.pivotData`, label: `pivot ${tag}: react-pivottable PivotData`, unit: 'ms', median: median(theirs), runs, anchor: count >= 1_000_000 ? 1900 : 300, anchorLabel: 'issue' });
    figures.push({
      id: `pivot.${tag}.nestedMap`,
      label: `pivot ${tag}: nested-Map aggregation (Node)`,
      unit: 'ms',
      median: median(ours),
      runs,
      goal: count >= 1_000_000 ? 250 : 30,
      anchor: median(theirs),
      anchorLabel: 'PivotData',
      anchorMeasured: true,
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
      await swapDefinition(context, input.chunk, benchPivot(input.route, count, count >= 1_000_000 ? 'columnar' : 'rows'));
      const page = await context.newPage();
      await page.goto(`${input.baseUrl}/#${input.route}`);
      const shown = (await (
        await page.waitForFunction(() => (document.querySelector('[data-testid="pivot-table"] .pvtTable') ? performance.now() : false), undefined, { timeout: 180_000, polling: 'raf' })
      ).jsonValue()) as number;
      screenTimes.push(shown - (await responseEnd(page, '/api/bench/rows')));
      tasks = await longTasks(page);
      await context.close();
    }
    figures.push({
      id: `pivot.screen.${tag}`,
      label: `pivot screen ${tag}: response → table shown (browser)`,
      unit: 'ms',
      median: median(screenTimes),
      runs: screenTimes.length,
      anchor: count >= 1_000_000 ? 1900 + 3400 : 300 + 300,
      anchorLabel: 'issue: PivotData + UI mount',
      note: `longest main-thread task ${tasks.length ? Math.round(Math.max(...tasks)) : 0} ms (${tasks.length} over 50 ms, JSON parse of the response included)`,
    });
  }
  return figures;
}
