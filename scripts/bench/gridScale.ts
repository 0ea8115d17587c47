// Grid at scale: a 20-column bench grid over 100,000 and 1,000,000 rows in the built app — response to first painted
// rows, frame times and long tasks while scrolling, jump to the last row (glide's scroll-height limit), search and
// sort times. The 1M case loads the columnar shape (docs/adr/005-big-report-shape.md).
import type { Page } from 'playwright-core';
import type { BenchFigure } from './results.ts';
import { longTasks, newContext, responseEnd, swapDefinition, waitForGridRows } from './benchBrowser.ts';
import type { ScaleCaseInput } from './benchBrowser.ts';
import { benchGrid } from './benchDefinitions.ts';
import { median, percentile } from './stats.ts';

/** Scrolls the grid's scroller by `step` px per frame for `ms` ms; returns every frame's duration. */
async function scrollFrames(page: Page, step: number, ms: number): Promise<number[]> {
  return page.evaluate(
    ([stepPx, duration]) =>
      new Promise<number[]>((resolve) => {
        const scroller = document.querySelector('[data-testid="data-grid"] .dvn-scroller') as HTMLElement;
        const frames: number[] = [];
        let last = performance.now();
        const end = last + duration;
        const tick = (now: number) => {
          frames.push(now - last);
          last = now;
          scroller.scrollTop += stepPx;
          if (now < end) requestAnimationFrame(tick);
          else resolve(frames.slice(1));
        };
        requestAnimationFrame(tick);
      }),
    [step, ms] as const,
  );
}

/** Scrolls to the very end, clicks the last data row (above the totals row) and returns its index: glide's
 * accessibility table names the selected cell glide-cell-<col>-<row>. */
async function lastReachableRow(page: Page): Promise<number> {
  await page.evaluate(async () => {
    const scroller = document.querySelector('[data-testid="data-grid"] .dvn-scroller') as HTMLElement;
    scroller.scrollTop = scroller.scrollHeight;
    for (let i = 0; i < 10; i++) await new Promise((r) => requestAnimationFrame(r));
  });
  const box = (await page.locator('[data-testid="data-grid"] canvas').first().boundingBox())!;
  await page.mouse.click(box.x + 40, box.y + box.height - 32 - 16);
  const id = await page.waitForFunction(
    () => document.querySelector('td[aria-selected="true"]')?.id ?? false,
    undefined,
    { timeout: 10_000 },
  );
  const row = Number(String(await id.jsonValue()).split('-')[3]);
  await page.keyboard.press('Escape');
  return row;
}

/** Clears the search (back to all `total` rows), types `text` and times until the row count changes; page ms. */
async function timeSearch(page: Page, text: string, total: number): Promise<number> {
  const all = `${total.toLocaleString('en-US')} rows`;
  const input = page.getByLabel('Search');
  await input.fill('');
  await page.waitForFunction((b) => document.querySelector('[data-testid="grid-row-count"]')?.textContent === b, all, {
    timeout: 120_000,
  });
  const start = await page.evaluate(() => performance.now());
  await input.fill(text);
  return page.evaluate(
    ([b, t0]) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector('[data-testid="grid-row-count"]')?.textContent !== b)
            requestAnimationFrame(() => resolve(performance.now() - t0));
          else requestAnimationFrame(check);
        };
        check();
      }),
    [all, start] as const,
  );
}

/** Sorts by Line descending (two clicks on its header: ascending, then descending) and times the second click until
 * the first row changes; milliseconds in the page. */
async function timeSort(page: Page): Promise<number> {
  const box = (await page.locator('[data-testid="data-grid"] canvas').first().boundingBox())!;
  const header = { x: box.x + 40, y: box.y + 18 };
  await page.mouse.click(header.x, header.y);
  await page.waitForFunction(() => /▲/.test(document.querySelector('[data-testid="data-grid"] th')?.textContent ?? ''));
  const first = await page.getByTestId('glide-cell-0-0').textContent();
  const start = await page.evaluate(() => performance.now());
  await page.mouse.click(header.x, header.y);
  return page.evaluate(
    ([before, t0]) =>
      new Promise<number>((resolve) => {
        const check = () => {
          if (document.querySelector('[data-testid="glide-cell-0-0"]')?.textContent !== before)
            requestAnimationFrame(() => resolve(performance.now() - t0));
          else requestAnimationFrame(check);
        };
        check();
      }),
    [first, start] as const,
  );
}

export async function measureGrid(input: ScaleCaseInput): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];
  for (const count of input.counts) {
    const tag = count >= 1_000_000 ? '1M' : `${count / 1000}k`;
    const shape = count >= 1_000_000 ? 'columnar' : 'rows';
    const firstRows: number[] = [];
    let frames: number[] = [];
    let tasksWhileScrolling: number[] = [];
    const searches: number[] = [];
    const nextSearches: number[] = [];
    const sorts: number[] = [];
    let lastRow = -1;
    const runs = count >= 1_000_000 ? 1 : input.runs;
    for (let run = 0; run < runs; run++) {
      const context = await newContext(input.browser, input.session);
      await swapDefinition(context, input.chunk, benchGrid(input.route, count, shape));
      const page = await context.newPage();
      await page.goto(`${input.baseUrl}/#${input.route}`);
      const painted = await waitForGridRows(page, count);
      firstRows.push(painted - (await responseEnd(page, '/api/bench/rows')));
      if (run === 0) {
        await longTasks(page);
        frames = await scrollFrames(page, 320, 3000);
        tasksWhileScrolling = await longTasks(page);
        lastRow = await lastReachableRow(page);
        await page.evaluate(
          () => ((document.querySelector('[data-testid="data-grid"] .dvn-scroller') as HTMLElement).scrollTop = 0),
        );
      }
      searches.push(await timeSearch(page, 'Dealer 007', count));
      // Later keystrokes reuse each row's search text built by the first search (grid/state/buildView.ts).
      nextSearches.push(await timeSearch(page, 'Dealer 01', count));
      await page.getByLabel('Search').fill('');
      await waitForGridRows(page, count);
      sorts.push(await timeSort(page));
      await context.close();
    }
    figures.push({
      id: `grid.${tag}.firstRows`,
      label: `grid ${tag}×20: response → first rows painted${shape === 'columnar' ? ' (columnar)' : ''}`,
      unit: 'ms',
      ...(count >= 1_000_000 && { goal: 1500 }),
      median: median(firstRows),
      runs,
    });
    figures.push({
      id: `grid.${tag}.scrollFrame`,
      label: `grid ${tag}: scroll frame time`,
      unit: 'ms',
      median: median(frames),
      p95: percentile(frames, 95),
      runs: frames.length,
      goal: 16.7,
      note: undefined,
    });
    figures.push({
      id: `grid.${tag}.scrollLongTasks`,
      label: `grid ${tag}: main-thread tasks > 50 ms while scrolling`,
      unit: 'count',
      median: tasksWhileScrolling.length,
      runs: 1,
      goal: 0,
      note: tasksWhileScrolling.length ? `longest ${Math.round(Math.max(...tasksWhileScrolling))} ms` : undefined,
    });
    figures.push({
      id: `grid.${tag}.lastRow`,
      label: `grid ${tag}: last row reachable by scrolling`,
      unit: 'rows',
      median: lastRow + 1,
      runs: 1,
      goal: count,
      higherIsBetter: true,
      note: "glide 6.0.3 caps near 986,000 rows at its default 34 px rows; the portal's 32 px rows fit 1,048,575 in the browser's maximum element height, and glide maps its scroll position beyond that",
    });
    figures.push({
      id: `grid.${tag}.search`,
      label: `grid ${tag}: first search "Dealer 007" → rows shown`,
      unit: 'ms',
      median: median(searches),
      runs,
      // Issue 20: at a million rows the first search shows its rows within a second, the main thread free.
      ...(count >= 1_000_000 && { goal: 1000 }),
    });
    figures.push({
      id: `grid.${tag}.searchAgain`,
      label: `grid ${tag}: next search "Dealer 01" → rows shown`,
      unit: 'ms',
      median: median(nextSearches),
      runs,
    });
    figures.push({
      id: `grid.${tag}.sort`,
      label: `grid ${tag}: sort by Line (descending) → rows shown`,
      unit: 'ms',
      median: median(sorts),
      runs,
    });
  }
  return figures;
}
