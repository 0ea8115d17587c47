// The documents that moved from the hand-made one-page writer to the renderer, read back with pdftotext: a dealer's
// invoice lists every line (a long invoice continues on a second page under its headings) and its totals; a library
// document prints its title, byline and whole body, and Spanish letters stay as written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { pdfPageCount, pdfPages, pdfText } from '../support/pdfReader.js';

let server: TestServer;
let admin: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
}, 900_000);
afterAll(() => server?.close());

describe('ported documents', () => {
  it('prints every line of a long invoice across pages, with its totals on the last', async () => {
    const [inv] = await server.db.query<{ id: number; invoice_no: string; lines: number }>(
      `SELECT i.id, i.invoice_no, (SELECT count(*)::int FROM invoice_lines l WHERE l.invoice_id = i.id AND l.vin IS NOT NULL) AS lines
         FROM invoices i JOIN customers c ON c.id = i.customer_id AND c.is_dealer
        WHERE i.eplant_id = 2 AND EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = i.id AND l.vin IS NOT NULL)
        ORDER BY i.id LIMIT 1`,
    );
    // 60 more lines (the old writer cut an invoice at 30).
    await server.db.query(
      `INSERT INTO invoice_lines (invoice_id, arinvt_id, vin, qty, unit_price, amount)
       SELECT invoice_id, arinvt_id, vin, qty, unit_price, amount FROM invoice_lines, generate_series(1, 60)
        WHERE id = (SELECT min(id) FROM invoice_lines WHERE invoice_id = $1 AND vin IS NOT NULL)`,
      [inv.id],
    );
    const res = await server.inject({
      url: `/api/dealer-portal/invoices/${inv.invoice_no}/file`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const pages = pdfPageCount(res.rawPayload);
    expect(pages).toBeGreaterThanOrEqual(2);
    const texts = pdfPages(res.rawPayload);
    expect(texts[0]).toContain(`Invoice ${inv.invoice_no}`);
    expect(texts[0]).toMatch(/Model +VIN +Qty +Amount/);
    expect(texts[1]).toMatch(/Model +VIN +Qty +Amount/);
    expect(texts[pages - 1]).toMatch(/Balance due +(MX)?\$[\d,]+\.\d\d/);
    const lineRows = pdfText(res.rawPayload).match(/^ *\S+ +[0-9A-Z]{17} +\d+ +(MX)?\$/gm) ?? [];
    expect(lineRows.length).toBe(inv.lines + 60);
    texts.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages}`));
  });

  it('prints a library document with its byline and body, Spanish letters intact', async () => {
    const [doc] = await server.db.query<{ id: number; title: string }>(
      `SELECT id, title FROM portal_documents WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
    );
    await server.db.query(
      `UPDATE portal_documents SET body = body || ' Garantía válida en México y EE. UU.' WHERE id = $1`,
      [doc.id],
    );
    const res = await server.inject({ url: `/api/documents/portal/${doc.id}/file`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(doc.title);
    expect(text).toMatch(/Version \S+ - published \d\d\/\d\d\/\d{4} by /);
    expect(text).toContain('Garantía válida en México y EE. UU.');
  });
});
