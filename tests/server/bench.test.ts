// The benchmark data operation (GET /bench/rows): deterministic synthetic rows as row objects or columns, developers only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';
import {
  BINARY_COLUMNS_TYPE,
  columnarDocument,
  decodeBinaryColumns,
  isBinaryColumns,
} from '../../engine/bigdata/binaryColumns.js';
import { encodeColumnar } from '../../engine/bigdata/columnTable.js';

let server: TestServer;
let developer: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  developer = await server.login('it.support');
});
afterAll(() => server?.close());

describe('bench rows', () => {
  it('answers the same rows as objects and as columns', async () => {
    const get = (shape: string) =>
      server.inject({ url: `/api/bench/rows?count=250&cols=20&shape=${shape}`, headers: developer.headers });
    const rows = expectContract<Record<string, unknown>[]>('getBenchRows', await get('rows'));
    const columnar = expectContract<{ columns: string[]; rowCount: number; data: unknown[][] }>(
      'getBenchRows',
      await get('columnar'),
    );
    expect(rows).toHaveLength(250);
    expect(Object.keys(rows[0])).toHaveLength(20);
    expect(rows[0]).toMatchObject({ LineId: 1, JobNo: 'J0100000' });
    expect(columnar.rowCount).toBe(250);
    expect(columnar.columns).toEqual(Object.keys(rows[0]));
    columnar.columns.forEach((field, c) => expect(columnar.data[c][249]).toEqual(rows[249][field]));
  });

  it('answers the columns in binary form to a request that accepts it, the same table as the JSON columns', async () => {
    const get = (accept?: string) =>
      server.inject({
        url: '/api/bench/rows?count=2000&cols=20&shape=columnar',
        headers: { ...developer.headers, ...(accept && { accept }) },
      });
    const json = await get();
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const binary = await get(`${BINARY_COLUMNS_TYPE}, application/json;q=0.9`);
    expect(binary.statusCode).toBe(200);
    expect(binary.headers['content-type']).toBe(BINARY_COLUMNS_TYPE);
    expect(binary.headers.vary).toMatch(/accept/i);
    const bytes = new Uint8Array(binary.rawPayload);
    expect(isBinaryColumns(bytes)).toBe(true);
    expect(bytes.length).toBeLessThan(json.rawPayload.length);
    const table = decodeBinaryColumns(bytes);
    expect(table).toEqual(encodeColumnar(json.json()).encoded());
    expect(columnarDocument(table)).toEqual(json.json());
    // Row objects never come in binary form.
    const rows = await server.inject({
      url: '/api/bench/rows?count=5&cols=3',
      headers: { ...developer.headers, accept: BINARY_COLUMNS_TYPE },
    });
    expect(rows.headers['content-type']).toMatch(/^application\/json/);
  });

  it('is deterministic and keeps only the first cols columns', async () => {
    const a = (await server.inject({ url: '/api/bench/rows?count=5&cols=3', headers: developer.headers })).json();
    const b = (await server.inject({ url: '/api/bench/rows?count=5&cols=3', headers: developer.headers })).json();
    expect(a).toEqual(b);
    expect(Object.keys(a[0])).toEqual(['LineId', 'JobNo', 'Item']);
  });

  it('refuses users without the developers role and counts over a million', async () => {
    const qc = await server.login('qc.inspector');
    expect((await server.inject({ url: '/api/bench/rows?count=5', headers: qc.headers })).statusCode).toBe(403);
    expect((await server.inject({ url: '/api/bench/rows?count=1000001', headers: developer.headers })).statusCode).toBe(
      400,
    );
  });
});
