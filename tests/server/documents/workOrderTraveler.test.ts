// The work order traveler read back with a real PDF reader: the job, its routing operations with the sign-off column,
// its materials and signature lines, in Spanish for an es-MX reader; its barcode decodes back to the work order with
// the portal's barcode reader (zxing-wasm); 403 without the production role, 404 for another plant's work order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { pdfPagePng, pdfText } from '../support/pdfReader.js';

let server: TestServer;
let production: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  production = await server.loginWithRoles(2, ['production'], 'floor');
}, 900_000);
afterAll(() => server?.close());

/** A work order of the plant with routing operations and a bill of materials. */
async function workOrder(plant: number) {
  const [row] = await server.db.query<{
    workorder_number: string;
    part_no: string;
    operation: string;
    item_no: string;
  }>(
    `SELECT j.workorder_number, j.part_no,
            (SELECT o.operation FROM job_operations o WHERE o.job_id = j.id ORDER BY o.seq LIMIT 1) AS operation,
            (SELECT it.item_no FROM bom b JOIN items it ON it.arinvt_id = b.child_arinvt_id
              WHERE b.parent_arinvt_id = j.arinvt_id ORDER BY b.seq LIMIT 1) AS item_no
       FROM jobs j
      WHERE j.eplant_id = $1 AND EXISTS (SELECT 1 FROM job_operations o WHERE o.job_id = j.id)
        AND EXISTS (SELECT 1 FROM bom b WHERE b.parent_arinvt_id = j.arinvt_id)
      ORDER BY j.id DESC LIMIT 1`,
    [plant],
  );
  expect(row, `a work order with routing and materials in plant ${plant}`).toBeDefined();
  return row;
}

const traveler = (workorder: string, plant: number, who: LoginResult) =>
  server.inject({
    url: `/api/documents/workorders/${encodeURIComponent(workorder)}/traveler?plant=${plant}`,
    headers: who.headers,
  });

describe('work order traveler', () => {
  it('prints the job, its routing with a sign-off column, its materials and the signature lines', async () => {
    const job = await workOrder(2);
    const res = await traveler(job.workorder_number, 2, production);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Work Order Traveler');
    expect(text).toContain(job.workorder_number);
    expect(text).toContain(job.part_no);
    expect(text).toMatch(/Seq +Work center +Operation +Std hours +Done by \/ date/);
    expect(text).toContain(job.operation);
    expect(text).toContain(job.item_no);
    expect(text).toContain('Final inspection — Signature');
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it('prints in Spanish with its accents for an es-MX reader', async () => {
    const job = await workOrder(3);
    const reader = await server.loginWithRoles(3, ['production'], 'piso');
    await server.db.query(`UPDATE users SET language = 'es-MX' WHERE username LIKE 'piso.%'`);
    const text = pdfText((await traveler(job.workorder_number, 3, reader)).rawPayload);
    expect(text).toContain('Viajero de orden de trabajo');
    expect(text).toContain('Ruta de fabricación');
    expect(text).toContain('Operación');
    expect(text).toContain('Descripción');
    expect(text).toContain('Inspección final — Firma');
    expect(text).toMatch(/Página 1 de \d+/);
  });

  it("carries the work order as a Code 128 barcode the portal's reader decodes", async () => {
    const job = await workOrder(2);
    const res = await traveler(job.workorder_number, 2, production);
    const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
    await prepareZXingModule({ overrides: { wasmBinary: readFileSync(wasm).buffer as ArrayBuffer } });
    const found = await readBarcodes(new Uint8Array(pdfPagePng(res.rawPayload, 1, 200)), { formats: ['Code128'] });
    expect(found.map((b) => b.text)).toContain(job.workorder_number);
  });

  it('is 403 without the production role and 404 for a work order of another plant', async () => {
    const job = await workOrder(2);
    expect((await traveler(job.workorder_number, 2, await server.login('qc.inspector'))).statusCode).toBe(403);
    const mx = await server.loginWithRoles(3, ['production'], 'mxfloor');
    expect((await traveler(job.workorder_number, 3, mx)).statusCode).toBe(404);
  });
});
