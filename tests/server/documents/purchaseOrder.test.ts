// The purchase order read back with pdftotext: vendor, every release of every line with its dates and cost, the
// order total and the signature lines, in Spanish for an es-MX reader; 403 without the purchasing role, 404 for a
// purchase order of another plant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { pdfText } from '../support/pdfReader.js';

let server: TestServer;
let buyer: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  buyer = await server.loginWithRoles(2, ['purchasing'], 'buyer');
}, 900_000);
afterAll(() => server?.close());

async function order(plant: number) {
  const [row] = await server.db.query<{ pono: string; company: string; releases: number; item_no: string }>(
    `SELECT p.pono, v.company, count(r.id)::int AS releases, min(d.item_no) AS item_no
       FROM purchase_orders p JOIN vendors v ON v.id = p.vendor_id
       JOIN po_details d ON d.po_id = p.id JOIN po_releases r ON r.po_detail_id = d.po_detail_id
      WHERE p.eplant_id = $1 GROUP BY p.id, v.id ORDER BY count(r.id) DESC, p.id LIMIT 1`,
    [plant],
  );
  expect(row, `a purchase order with releases in plant ${plant}`).toBeDefined();
  return row;
}

const file = (poNo: string, plant: number, who: LoginResult) =>
  server.inject({
    url: `/api/documents/purchase-orders/${encodeURIComponent(poNo)}/file?plant=${plant}`,
    headers: who.headers,
  });

describe('purchase order', () => {
  it('prints the vendor, every release with its dates and cost, the total and the signature lines', async () => {
    const po = await order(2);
    const res = await file(po.pono, 2, buyer);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Purchase Order');
    expect(text).toContain(po.pono);
    expect(text).toContain(po.company);
    expect(text).toContain(po.item_no);
    const rows =
      text.match(/\d\d\/\d\d\/\d{4} +(\d\d\/\d\d\/\d{4}|-) +[\d,.]+ +\S+ +(MX)?\$[\d,.]+ +(MX)?\$[\d,.]+/g) ?? [];
    expect(rows).toHaveLength(po.releases);
    expect(text).toMatch(/Order total +(MX)?\$[\d,]+\.\d\d/);
    expect(text).toContain('Authorized buyer — Signature');
  });

  it('prints in Spanish for an es-MX reader', async () => {
    const po = await order(3);
    const reader = await server.loginWithRoles(3, ['purchasing'], 'compras');
    await server.db.query(`UPDATE users SET language = 'es-MX' WHERE username LIKE 'compras.%'`);
    const text = pdfText((await file(po.pono, 3, reader)).rawPayload);
    expect(text).toContain('Orden de compra');
    expect(text).toContain('Partidas y entregas');
    expect(text).toContain('Artículo');
    expect(text).toContain('Comprador autorizado — Firma');
    expect(text).toMatch(/Página 1 de \d+/);
  });

  it('is 403 without the purchasing role and 404 for a purchase order of another plant', async () => {
    const po = await order(2);
    expect((await file(po.pono, 2, await server.login('qc.inspector'))).statusCode).toBe(403);
    const mx = await server.loginWithRoles(3, ['purchasing'], 'mxbuyer');
    expect((await file(po.pono, 3, mx)).statusCode).toBe(404);
  });
});
