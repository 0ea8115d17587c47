// The paint QC certificate read back with a real PDF reader (pdftotext): the unit, every reading with its result and
// the inspector's signature line, in English for an en-US reader and in Spanish with its accents for an es-MX one,
// "Page 1 of 1" / "Página 1 de 1", the plant's letterhead; 403 without a QC role, 404 for another plant's unit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { pdfPageCount, pdfText } from '../support/pdfReader.js';

let server: TestServer;
let qc: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  qc = await server.login('qc.inspector');
}, 900_000);
afterAll(() => server?.close());

async function inspected(plant: number) {
  const [row] = await server.db.query<{ workorder_number: string; vin: string; type: string }>(
    `SELECT workorder_number, trim(vin) AS vin, type FROM paint_qc_records
      WHERE eplant_id = $1 AND type = 'trailer' AND vin IS NOT NULL ORDER BY id DESC LIMIT 1`,
    [plant],
  );
  expect(row, `a trailer with paint readings in plant ${plant}`).toBeDefined();
  return row;
}

async function spanishReader(plant: number): Promise<LoginResult> {
  const who = await server.loginWithRoles(plant, ['qc'], 'lector');
  // The language is read from the user on every request.
  await server.db.query(`UPDATE users SET language = 'es-MX' WHERE username LIKE 'lector.%'`);
  return who;
}

const certificate = (workorder: string, plant: number, who: LoginResult) =>
  server.inject({
    url: `/api/documents/paintqc/${encodeURIComponent(workorder)}/file?plant=${plant}`,
    headers: who.headers,
  });

describe('paint QC certificate', () => {
  it('prints the unit, its readings, the signature line and the page count in English', async () => {
    const unit = await inspected(2);
    const res = await certificate(unit.workorder_number, 2, qc);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('NORSTAR U.S.');
    expect(text).toContain('TX1 · Brookston, Texas, USA');
    expect(text).toContain('Paint QC Certificate');
    expect(text).toContain(unit.workorder_number);
    expect(text).toContain(unit.vin);
    expect(text).toContain('Paint thickness (mils) - accepted range 0.1 to 10.99');
    expect(text).toMatch(/1 +Front +\d+\.\d\d +(In range|Out of range)/);
    expect(text).toMatch(/5 +I-beam \/ gooseneck/);
    expect(text).toContain('QC inspector — Signature');
    expect(text).toContain('Page 1 of 1');
    expect(text).toMatch(/Printed \d\d\/\d\d\/\d{4} \d\d:\d\d by /);
    expect(pdfPageCount(res.rawPayload)).toBe(1);
  });

  it('prints in Spanish with its accents for an es-MX reader of the MX plant', async () => {
    const unit = await inspected(3);
    const reader = await spanishReader(3);
    const res = await certificate(unit.workorder_number, 3, reader);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('NORSTAR MX');
    expect(text).toContain('MX1 · México');
    expect(text).toContain('Certificado de calidad de pintura');
    expect(text).toContain('Espesor de pintura (milésimas)');
    expect(text).toContain('Número de parte');
    expect(text).toContain('Fecha de captura');
    expect(text).toContain('Inspector de calidad — Firma');
    expect(text).toContain('Página 1 de 1');
  });

  it('is 403 without a QC role and 404 for a unit of another plant', async () => {
    const unit = await inspected(2);
    const shipping = await server.loginWithRoles(2, ['shipping'], 'ship');
    expect((await certificate(unit.workorder_number, 2, shipping)).statusCode).toBe(403);
    expect((await certificate(unit.workorder_number, 3, await server.login('admin'))).statusCode).toBe(404);
  });
});
