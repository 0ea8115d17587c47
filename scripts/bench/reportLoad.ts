// Report load: a 100k × 20 report parsed in the browser as row objects (JSON array) and as the columnar document of
// docs/adr/005-big-report-shape.md (parse + rebuilding row objects, as engine/api/columnar.ts does).
import type { Browser } from 'playwright-core';
import type { BenchFigure } from './results.ts';
import type { LoginAnswer } from './benchServer.ts';
import { newContext } from './benchBrowser.ts';
import { median } from './stats.ts';

export interface ReportLoadInput {
  browser: Browser;
  baseUrl: string;
  session: LoginAnswer;
  count: number;
  runs: number;
}

export async function measureReportLoad(input: ReportLoadInput): Promise<BenchFigure[]> {
  const context = await newContext(input.browser);
  const page = await context.newPage();
  await page.goto(`${input.baseUrl}/health`);
  const result = await page.evaluate(
    async ([token, count, runs]) => {
      const get = async (shape: string) =>
        (
          await fetch(`/api/bench/rows?count=${count}&cols=20&shape=${shape}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).text();
      const rowsText = await get('rows');
      const colText = await get('columnar');
      const t = {
        rows: [] as number[],
        columnar: [] as number[],
        columnarRows: [] as number[],
        request: [] as number[],
      };
      for (let i = 0; i < runs; i++) {
        let s = performance.now();
        JSON.parse(rowsText);
        t.rows.push(performance.now() - s);
        s = performance.now();
        const doc = JSON.parse(colText) as { columns: string[]; rowCount: number; data: unknown[][] };
        t.columnar.push(performance.now() - s);
        const out = new Array(doc.rowCount);
        for (let r = 0; r < doc.rowCount; r++) {
          const row: Record<string, unknown> = {};
          for (let c = 0; c < doc.columns.length; c++) row[doc.columns[c]] = doc.data[c][r];
          out[r] = row;
        }
        t.columnarRows.push(performance.now() - s);
        s = performance.now();
        await (
          await fetch(`/api/bench/rows?count=${count}&cols=20&shape=rows`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json();
        t.request.push(performance.now() - s);
      }
      return { ...t, rowsMB: rowsText.length / 1048576, colMB: colText.length / 1048576 };
    },
    [input.session.Token, input.count, input.runs] as const,
  );
  await context.close();
  const rowsParse = median(result.rows);
  const tag = `${input.count / 1000}k`;
  return [
    {
      id: `report.${tag}.parseRows`,
      label: `report ${tag}×20: JSON.parse row objects (${result.rowsMB.toFixed(1)} MB)`,
      unit: 'ms',
      median: rowsParse,
      runs: input.runs,
      goal: 150,
      anchor: 250,
      anchorLabel: 'issue',
    },
    {
      id: `report.${tag}.parseColumnar`,
      label: `report ${tag}×20: JSON.parse columnar (${result.colMB.toFixed(1)} MB)`,
      unit: 'ms',
      median: median(result.columnar),
      runs: input.runs,
      goal: 150,
      anchor: rowsParse,
      anchorLabel: 'row objects',
      anchorMeasured: true,
    },
    {
      id: `report.${tag}.columnarToRows`,
      label: `report ${tag}×20: columnar parse + row objects`,
      unit: 'ms',
      median: median(result.columnarRows),
      runs: input.runs,
      anchor: rowsParse,
      anchorLabel: 'row objects',
      anchorMeasured: true,
    },
    {
      id: `report.${tag}.request`,
      label: `report ${tag}×20: request → parsed rows (fetch + json)`,
      unit: 'ms',
      median: median(result.request),
      runs: input.runs,
    },
  ];
}
