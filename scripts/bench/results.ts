// One bench figure (median, p95 where relevant, goal, anchor, ratio), the printed table and bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface BenchFigure {
  /** Stable key for comparing runs, e.g. 'grid.100k.firstRows'. */
  id: string;
  /** What is measured, as printed. */
  label: string;
  unit: 'ms' | 'KB' | 'req/s' | 's' | 'count' | 'rows' | 'MB' | 'ratio';
  median: number;
  p95?: number;
  runs: number;
  /** The budget: the figure passes when it is ≤ goal (≥ goal when higherIsBetter). */
  goal?: number;
  higherIsBetter?: boolean;
  /** The anchor: a baseline measured in this run (measured: true) or the issue's quoted figure. */
  anchor?: number;
  anchorLabel?: string;
  anchorMeasured?: boolean;
  note?: string;
}

export interface BenchReport {
  startedAt: string;
  durationSeconds: number;
  mode: 'full' | 'quick';
  machine: { cpus: number; node: string; chromium?: string };
  figures: (BenchFigure & { ratio?: number; pass?: boolean })[];
}

export function withVerdict(f: BenchFigure): BenchFigure & { ratio?: number; pass?: boolean } {
  const ratio = f.anchor && Number.isFinite(f.median) ? f.median / f.anchor : undefined;
  const pass =
    f.goal === undefined || !Number.isFinite(f.median)
      ? undefined
      : f.higherIsBetter
        ? f.median >= f.goal
        : f.median <= f.goal;
  return { ...f, ratio, pass };
}

const num = (n: number | undefined, unit?: string) => {
  if (n === undefined || !Number.isFinite(n)) return n === undefined ? '' : 'n/a';
  const digits = Math.abs(n) >= 100 ? 0 : Math.abs(n) >= 10 ? 1 : 2;
  return `${n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 })}${unit ? ` ${unit}` : ''}`;
};

export function formatTable(figures: readonly (BenchFigure & { ratio?: number; pass?: boolean })[]): string {
  const header = ['figure', 'median', 'p95', 'runs', 'goal', 'anchor', 'ratio', 'ok'];
  const lines = figures.map((f) => [
    f.label,
    num(f.median, f.unit),
    num(f.p95, f.unit),
    String(f.runs),
    f.goal === undefined ? '' : `${f.higherIsBetter ? '≥' : '≤'} ${num(f.goal, f.unit)}`,
    f.anchor === undefined
      ? ''
      : `${num(f.anchor, f.unit)} ${f.anchorLabel ?? ''}${f.anchorMeasured ? ' (measured)' : ''}`.trim(),
    f.ratio === undefined ? '' : `×${num(f.ratio)}`,
    f.pass === undefined ? '' : f.pass ? 'yes' : 'NO',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  const out = [row(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(row)];
  const notes = figures.filter((f) => f.note).map((f) => `- ${f.label}: ${f.note}`);
  return [...out, ...(notes.length ? ['', 'Notes:', ...notes] : [])].join('\n');
}

export function writeReport(path: string, report: BenchReport): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, JSON.stringify(report, null, 2) + '\n');
}
