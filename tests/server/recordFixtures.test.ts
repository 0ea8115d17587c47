// npm run record-fixtures -- --only <operationId>: records that one operation into a copy of stories/fixtures and
// leaves every other file byte for byte as it was; the recorded rows are a sample spread over the pivot's keys, so
// the Fill Rate fixture shows the weeks and families of the whole report, on-time and late lines alike.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordFixtures } from '../../scripts/record-fixtures';
import { MAX_ROWS, type OperationFixture } from '../../stories/support/fixtureMatching';
import { startTestServer, type TestServer } from '../../server/testing/testServer';

const FIXTURES = resolve(import.meta.dirname, '../../stories/fixtures');
const ONLY = 'listFillRate';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

interface FillRateRow {
  Family: string;
  DueWeek: string;
  OnTimePct: number;
}

describe('record-fixtures --only', () => {
  let server: TestServer;
  let copy: string;
  const lines: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    copy = mkdtempSync(join(tmpdir(), 'fixtures-only-'));
    cpSync(FIXTURES, copy, { recursive: true });
    await recordFixtures({ only: [ONLY], outDir: copy, server, log: (line) => lines.push(line) });
  }, 240_000);

  afterAll(async () => {
    await server?.close();
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('leaves every other fixture file byte for byte as it was', () => {
    const before = filesUnder(FIXTURES);
    expect(filesUnder(copy)).toEqual(before);
    const changed = before.filter((file) => !readFileSync(join(copy, file)).equals(readFileSync(join(FIXTURES, file))));
    expect(changed.filter((file) => file !== `operations/${ONLY}.json`)).toEqual([]);
    expect(lines.join('\n')).toContain('other files left as they were');
  });

  it('records the operation with the rows spread over the pivot keys, on-time lines included', async () => {
    const fixture = JSON.parse(readFileSync(join(copy, `operations/${ONLY}.json`), 'utf8')) as OperationFixture;
    expect(fixture.recordings.length).toBeGreaterThan(0);
    const recording = fixture.recordings[0];
    const sample = recording.body as FillRateRow[];
    const admin = await server.login('admin');
    const full = (
      await server.inject({
        method: 'GET',
        url: `/api/reports/production/fill-rate?${new URLSearchParams(recording.params)}`,
        headers: admin.headers,
      })
    ).json() as FillRateRow[];
    expect(full.length).toBeGreaterThan(MAX_ROWS);
    expect(sample).toHaveLength(MAX_ROWS);
    const keys = (rows: FillRateRow[]) => new Set(rows.map((r) => `${r.Family}|${r.DueWeek}`));
    expect(keys(sample).size).toBe(Math.min(MAX_ROWS, keys(full).size));
    // Both outcomes of the report (the seed has mostly on-time lines and some late ones) are in the sample.
    expect(sample.filter((r) => r.OnTimePct > 0).length).toBeGreaterThan(0);
    expect(sample.filter((r) => r.OnTimePct === 0).length).toBeGreaterThan(0);
  });

  it('refuses an operation the contract does not have', async () => {
    await expect(recordFixtures({ only: ['listFillRat'], outDir: copy, server, log: () => {} })).rejects.toThrow(
      "--only: no operation 'listFillRat' in the contract",
    );
  });
});
