// The SolidWorks area's report and form operations through the HTTP API: every report answers rows for both plants
// within the contract, users without the area role get 403, and every write refuses bad input by field (writing
// nothing) and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite } from '../support/areaSuite.js';

const area = areaSuite({ users: ['mx.supervisor'] });
const { server, get, send, user } = area;
const mx = user('mx.supervisor');

/** A 200 answer that matches the operation's contract (a 400 would match the contract too). */
function ok<T = any>(operationId: string, res: Awaited<ReturnType<TestServer['inject']>>): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return expectContract<T>(operationId, res);
}

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

describe('plant-floor reports', () => {
  it('SolidWorks renames are forbidden without the solidworks role', async () => {
    expect((await get('/reports/solidworks/renames?plant=3', mx)).statusCode).toBe(403);
    const res = await send(
      'POST',
      '/solidworks/rename?plant=3',
      { FileName: 'a.SLDPRT', ItemNo: 'X', Revision: 'A' },
      mx,
    );
    expect(res.statusCode).toBe(403);
  });
});

describe('SolidWorks rename', () => {
  it('refuses a non-SolidWorks file or an unknown item by field, then renames and refuses the same name twice', async () => {
    const bad = await send('POST', '/solidworks/rename?plant=2', {
      FileName: 'frame.dwg',
      ItemNo: 'DG9614-16K',
      Revision: 'A',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('FileName');
    const unknown = await send('POST', '/solidworks/rename?plant=2', {
      FileName: 'frame.sldprt',
      ItemNo: 'NOPE',
      Revision: 'A',
    });
    expect(unknown.json().fieldErrors[0].field).toBe('ItemNo');
    expect(
      (
        await send('POST', '/solidworks/rename?plant=2', {
          FileName: 'frame.sldprt',
          ItemNo: 'DG9614-16K',
          Revision: 'a!',
        })
      ).statusCode,
    ).toBe(400);
    expect(await count('solidworks_renames')).toBe(0);

    const done = ok<any>(
      'renameSolidWorksFile',
      await send('POST', '/solidworks/rename?plant=2', {
        FileName: 'dump_frame_v3.sldprt',
        ItemNo: 'dg9614-16k',
        Revision: 'B',
      }),
    );
    expect(done.NewFileName).toBe('DG9614-16K-B.SLDPRT');
    const again = await send('POST', '/solidworks/rename?plant=2', {
      FileName: 'copy.SLDPRT',
      ItemNo: 'DG9614-16K',
      Revision: 'B',
    });
    expect(again.json().fieldErrors[0].field).toBe('Revision');
    const history = ok<any[]>('listSolidWorksRenames', await get('/reports/solidworks/renames?plant=2'));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      OldFileName: 'dump_frame_v3.sldprt',
      NewFileName: 'DG9614-16K-B.SLDPRT',
      ItemNo: 'DG9614-16K',
    });
  });
});
