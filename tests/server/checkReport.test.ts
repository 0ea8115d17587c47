// npm run check:report: runs a report's operation on the seeded database and checks its rows against the contract,
// for one report as it is and for the same report with the SQL alias mistake (a misnamed field), and with --data on a
// data directory that is already seeded.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkReport, main, parseArgs } from '../../scripts/check-report.js';
import { handlers } from '../../server/handlers/index.js';
import { JsonText } from '../../server/db/JsonText.js';
import type { RowOf } from '../../server/http/OperationHandler.js';
import { seedDay } from './support/seedCalendar.js';
import { openTestDatabase } from '../../server/testing/templateDatabase.js';

/** Every file of a directory with its size and modification time: equal listings mean nothing was written. */
function listing(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
    .map((f) => `${f} ${statSync(f).size} ${statSync(f).mtimeMs}`)
    .sort();
}

const range = { plant: '2', from: seedDay(-90), to: seedDay(0) };

describe('check:report', () => {
  it('finds every row of a good report matching the contract', async () => {
    const result = await checkReport({ operationId: 'listJobMaterial', params: range });
    expect(result.status).toBe(200);
    expect(result.rows).toBeGreaterThan(0);
    expect(result.problems).toEqual([]);
  });

  it('prints the misnamed field of a broken report and the handler file', async () => {
    const result = await checkReport({
      operationId: 'listJobMaterial',
      params: range,
      handlers: {
        ...handlers,
        // The real rows with one column under the wrong alias, as a query's typo would give them.
        listJobMaterial: async (ctx) => {
          const answer = await handlers.listJobMaterial(ctx);
          const rows: RowOf<'listJobMaterial'>[] = answer instanceof JsonText ? JSON.parse(answer.text) : answer;
          return rows.map(({ WorkorderNumber, ...row }) => ({
            ...row,
            WorkOrderNumber: WorkorderNumber,
          }));
        },
      },
    });
    expect(result.rows).toBeGreaterThan(0);
    expect(result.problems[0]).toBe('/0: field WorkorderNumber is missing');
    expect(result.handlerFile).toMatch(/^server\/handlers\/.+\.ts:\d+$/);
  });

  it('fills the plant and the date range, refuses unknown parameters and answers --help', async () => {
    expect(parseArgs(['listJobMaterial']).params).toMatchObject({ plant: '2' });
    await expect(checkReport({ operationId: 'listJobMaterial', params: { ...range, colour: 'red' } })).rejects.toThrow(
      'listJobMaterial has no parameter --colour',
    );
    const lines: string[] = [];
    expect(await main(['--help'], (line) => lines.push(line))).toBe(0);
    expect(lines.join('\n')).toContain('Usage: npm run check:report -- <operationId>');
    expect(await main(['noSuchReport'], (line) => lines.push(line))).toBe(2);
    expect(lines.at(-1)).toBe("No operation 'noSuchReport' in the contract");
  });

  // --data names an embedded database's data directory; with DATABASE_URL the database lives in PostgreSQL instead.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    '--data runs on a copy of an already seeded data directory and leaves that directory as it was',
    async () => {
      // A data directory as npm start leaves it: seeded, the server stopped.
      const seeded = await openTestDatabase('demo');
      await seeded.db.close();
      try {
        const before = listing(seeded.dataDir);
        expect(parseArgs(['listJobMaterial', '--data', seeded.dataDir]).dataDir).toBe(seeded.dataDir);
        const lines: string[] = [];
        const code = await main(
          ['listJobMaterial', '--data', seeded.dataDir, '--from', range.from, '--to', range.to],
          (line) => lines.push(line),
        );
        expect(lines.join('\n')).toContain(`Running listJobMaterial on a copy of the database in ${seeded.dataDir}`);
        expect(lines.at(-1)).toBe('Every row matches the contract.');
        expect(code).toBe(0);
        expect(listing(seeded.dataDir)).toEqual(before);
      } finally {
        rmSync(seeded.dataDir, { recursive: true, force: true });
      }
      const lines: string[] = [];
      expect(await main(['listJobMaterial', '--data', seeded.dataDir], (line) => lines.push(line))).toBe(2);
      expect(lines.at(-1)).toMatch(/^No seeded database in .+ \(no pglite\/ there\): start the portal once with/);
    },
  );
});
