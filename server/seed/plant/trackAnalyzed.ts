// The plant seed analyses tables as it goes (its later statements need the planner to know their sizes), then once
// more at the end so the first reports get good plans. Analysing again a table that has not changed since its last
// ANALYZE in the seed only repeats the work (the largest ones — attendance days, payroll, jobs, invoices — are among
// them), so this wrapper notes which tables each statement analyses or writes, and the final ANALYZE names only the
// others.
import type { Row } from '../../db/Database.js';
import type { PipelinedQueryable } from './pipelineCopies.js';

export interface AnalyzeTrackingQueryable extends PipelinedQueryable {
  /** Those of `tables` not analysed by the seed since it last wrote them (or never analysed), in their order. */
  needingAnalyze(tables: readonly string[]): string[];
}

const ANALYZE = /^\s*ANALYZE\s+([\w.\s,]+?)\s*;?\s*$/i;
const WRITE = /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|COPY|TRUNCATE(?:\s+TABLE)?)\s+([\w.\s,]+)/gi;
/** A table name without its schema. */
const bare = (name: string) => (name.trim().split(/\s+/)[0].split('.').pop() ?? '').toLowerCase();

export function trackAnalyzed(q: PipelinedQueryable): AnalyzeTrackingQueryable {
  const analyzed = new Set<string>();
  const note = (sql: string) => {
    const analyze = ANALYZE.exec(sql);
    if (analyze) {
      for (const table of analyze[1].split(',')) analyzed.add(bare(table));
      return;
    }
    // A written table needs analysing again; a list (TRUNCATE a, b) names several.
    for (const [, names] of sql.matchAll(WRITE)) for (const name of names.split(',')) analyzed.delete(bare(name));
  };
  const copyFrom = q.copyFrom?.bind(q);
  return {
    query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]> {
      note(sql);
      return q.query<T>(sql, params);
    },
    copyFrom: copyFrom
      ? (sql: string, data: string) => {
          note(sql);
          return copyFrom(sql, data);
        }
      : undefined,
    drain: () => q.drain(),
    needingAnalyze: (tables) => tables.filter((table) => !analyzed.has(table.toLowerCase())),
  };
}
