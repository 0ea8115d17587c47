// The plant seed's final ANALYZE names only the tables the seed has not analysed since it last wrote them
// (seed/plant/trackAnalyzed.ts): a table analysed during the seed and left alone after is not analysed twice, any
// write after its ANALYZE (INSERT, COPY, UPDATE, DELETE, TRUNCATE, schema-qualified or in a WITH) brings it back.
import { describe, expect, it } from 'vitest';
import type { Row } from '../../server/db/Database.js';
import { trackAnalyzed } from '../../server/seed/plant/trackAnalyzed.js';

function tracked() {
  const sent: string[] = [];
  const q = trackAnalyzed({
    async query<T extends Row = Row>(sql: string): Promise<T[]> {
      sent.push(sql);
      return [];
    },
    async copyFrom(sql: string) {
      sent.push(sql);
    },
    drain: async () => undefined,
  });
  return { q, sent };
}

const TABLES = ['attendance_days', 'employees', 'gl_postings', 'jobs', 'shifts', 'users'];

describe('tables the final ANALYZE of the seed names', () => {
  it('is every table before the seed analysed any', () => {
    expect(tracked().q.needingAnalyze(TABLES)).toEqual(TABLES);
  });

  it('leaves out tables analysed after their last write, and passes every statement on', async () => {
    const { q, sent } = tracked();
    await q.copyFrom!(`COPY jobs (id, eplant_id) FROM '/dev/blob'`, '1\t2\n');
    await q.query('INSERT INTO employees (id) VALUES (1)');
    await q.query('ANALYZE jobs, employees, shifts');
    await q.query('SELECT count(*) FROM jobs');
    expect(q.needingAnalyze(TABLES)).toEqual(['attendance_days', 'gl_postings', 'users']);
    expect(sent).toHaveLength(4);
  });

  it('names again a table written after its ANALYZE, however the statement writes it', async () => {
    const { q } = tracked();
    await q.query('ANALYZE attendance_days, employees, gl_postings, jobs, shifts, users');
    expect(q.needingAnalyze(TABLES)).toEqual([]);
    await q.query(`UPDATE public.employees e SET name = 'x' FROM users u WHERE u.employee_id = e.id`);
    await q.query(`WITH t AS (SELECT 1) INSERT INTO gl_postings (id) SELECT 1 FROM t`);
    await q.copyFrom!(`COPY attendance_days (id) FROM '/dev/blob'`, '1\n');
    await q.query('TRUNCATE jobs, shifts');
    expect(q.needingAnalyze(TABLES)).toEqual(['attendance_days', 'employees', 'gl_postings', 'jobs', 'shifts']);
    await q.query('DELETE FROM users WHERE false');
    expect(q.needingAnalyze(TABLES)).toEqual(TABLES);
  });
});
