// The packing list and bill of lading of a load read back with a real PDF reader: the load, its units with VINs and
// weights, the total, carrier and signature lines; a long load breaks across pages with "Page n of N" on each and the
// table headings repeated; Spanish for an es-MX reader; 403 without the shipping role, 404 for another plant's load.
// The VIN barcodes decode back to their VINs with the portal's barcode reader (zxing-wasm).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { pdfPageCount, pdfPagePng, pdfPages, pdfText } from '../support/pdfReader.js';

let server: TestServer;
let shipping: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  shipping = await server.loginWithRoles(2, ['shipping'], 'dock');
}, 900_000);
afterAll(() => server?.close());

/** A plant's load with units, and its first unit. */
async function loadWithUnits(plant: number) {
  const [row] = await server.db.query<{ id: number; load_no: string; units: number; vin: string }>(
    `SELECT l.id, l.load_no, count(DISTINCT j.id)::int AS units, min(trim(j.vin)) AS vin
       FROM loads l JOIN load_units u ON u.load_id = l.id JOIN jobs j ON j.id = u.job_id
      WHERE l.eplant_id = $1 AND j.vin IS NOT NULL GROUP BY l.id ORDER BY count(DISTINCT j.id) DESC, l.id LIMIT 1`,
    [plant],
  );
  expect(row, `a load with units in plant ${plant}`).toBeDefined();
  return row;
}

const packingList = (loadNo: string, plant: number, who: LoginResult) =>
  server.inject({
    url: `/api/documents/loads/${encodeURIComponent(loadNo)}/packing-list?plant=${plant}`,
    headers: who.headers,
  });

describe('load packing list and bill of lading', () => {
  it('lists every unit with its VIN and weight, the carrier, the total and the signature lines', async () => {
    const load = await loadWithUnits(2);
    const res = await packingList(load.load_no, 2, shipping);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('NORSTAR U.S.');
    expect(text).toContain('Packing List / Bill of Lading');
    expect(text).toContain(`Load ${load.load_no}`);
    expect(text).toContain(`Packing list - ${load.units} units`);
    expect(text).toContain(load.vin);
    expect(text).toMatch(/Total +[\d,]+/);
    expect(text).toContain('Bill of lading');
    expect(text).toContain('Seal no.');
    expect(text).toContain('Carrier / driver — Signature');
    expect(text).toContain('Consignee — Signature');
    expect(text).toContain(`Page 1 of ${pdfPageCount(res.rawPayload)}`);
  });

  it('breaks a long load across pages, each with its page number and the table headings again', async () => {
    const load = await loadWithUnits(2);
    await packingList(load.load_no, 2, shipping); // the renderer's worker thread started and warm
    // A long load: 560 more units of the plant on this load (the test database is this file's own).
    await server.db.query(
      `INSERT INTO load_units (load_id, position, job_id)
       SELECT $1, 100 + row_number() OVER (ORDER BY j.id), j.id FROM jobs j
        WHERE j.eplant_id = 2 AND j.vin IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM load_units u WHERE u.load_id = $1 AND u.job_id = j.id)
        ORDER BY j.id LIMIT 560`,
      [load.id],
    );
    const started = performance.now();
    const res = await packingList(load.load_no, 2, shipping);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(200);
    const pages = pdfPageCount(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(40);
    const texts = pdfPages(res.rawPayload);
    expect(texts).toHaveLength(pages);
    texts.forEach((page, i) => {
      expect(page).toContain(`Page ${i + 1} of ${pages}`);
      expect(page).toContain(`Load ${load.load_no}`);
    });
    // Every page of the unit table starts with its headings.
    const tablePages = texts.filter((p) => /\d{1,3} +[0-9A-Z]{17}/.test(p));
    expect(tablePages.length).toBeGreaterThanOrEqual(pages - 1);
    for (const page of tablePages) expect(page).toMatch(/# +VIN +Work order +Model +Weight \(lb\)/);
    console.info(`packing list of ${load.units + 560} units: ${pages} pages in ${Math.round(elapsed)} ms`);
  });

  it('prints in Spanish with its accents for an es-MX reader', async () => {
    const load = await loadWithUnits(3);
    const reader = await server.loginWithRoles(3, ['shipping'], 'embarques');
    await server.db.query(`UPDATE users SET language = 'es-MX' WHERE username LIKE 'embarques.%'`);
    const res = await packingList(load.load_no, 3, reader);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('NORSTAR MX');
    expect(text).toContain('Lista de empaque / Conocimiento de embarque');
    expect(text).toContain('Núm. de sello');
    expect(text).toContain('Mercancía');
    expect(text).toMatch(/Estado[\s\S]*(Entregada|Embarcada|Cargada|Aprobada|Enviada|Borrador)/);
    expect(text).toContain('Transportista / operador — Firma');
    expect(text).toMatch(/Página 1 de \d+/);
  });

  it('is 403 without the shipping role and 404 for a load of another plant', async () => {
    const load = await loadWithUnits(2);
    const qc = await server.login('qc.inspector');
    expect((await packingList(load.load_no, 2, qc)).statusCode).toBe(403);
    const mx = await server.loginWithRoles(3, ['shipping'], 'mxdock');
    expect((await packingList(load.load_no, 3, mx)).statusCode).toBe(404);
    expect((await packingList('NO-SUCH-LOAD', 2, shipping)).statusCode).toBe(404);
  });

  it("prints the load number and VINs as Code 128 barcodes the portal's reader decodes", async () => {
    const load = await loadWithUnits(3);
    const res = await packingList(load.load_no, 3, await server.login('admin'));
    const require = createRequire(import.meta.url);
    await prepareZXingModule({
      overrides: {
        wasmBinary: readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).buffer as ArrayBuffer,
      },
    });
    const png = pdfPagePng(res.rawPayload, 1, 200);
    const found = await readBarcodes(new Uint8Array(png), { formats: ['Code128'], maxNumberOfSymbols: 50 });
    const values = found.map((b) => b.text);
    expect(values).toContain(load.load_no);
    expect(values).toContain(load.vin);
  });
});
