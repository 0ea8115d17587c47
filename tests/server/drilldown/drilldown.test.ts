// The drill-down record operations through the HTTP API: each answers a seeded value in the contract's shape with
// the arrays its dialog tabs read, 404 for a value that does not exist, and 403 for a user outside its areas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OpenApiDocument } from '../../../server/contract/loadContract.js';
import { handlers } from '../../../server/handlers/index.js';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

/** The contract narrowed to operations that have a handler, so this file does not depend on areas still being
 * written in parallel (contractCoverage.test.ts is where every operation must have its handler). */
function servedContract(): OpenApiDocument {
  const doc = loadContract();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op && typeof op === 'object' && 'operationId' in op && !handlers[String(op.operationId)])
        delete (item as Record<string, unknown>)[method];
    }
    if (!Object.keys(item).some((k) => k !== 'parameters')) delete doc.paths[path];
  }
  return doc;
}

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;

beforeAll(async () => {
  server = await startTestServer({ contract: servedContract() });
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
});
afterAll(() => server?.close());

async function get(path: string, who: LoginResult = admin) {
  return server.inject({ method: 'GET', url: `/api/drilldown/${path}`, headers: who.headers });
}
async function sample<T extends Record<string, any> = any>(sql: string): Promise<T> {
  const [row] = await server.db.query<T>(sql);
  expect(row, `the seed has a row for: ${sql}`).toBeDefined();
  return row;
}

describe('VIN', () => {
  it('answers a shipped unit with its order line, dealer, load, serials, paint readings and operations', async () => {
    const unit = await sample<{ vin: string; wo: string; co_line: string }>(
      `SELECT j.vin::text AS vin, j.workorder_number AS wo, co.co_num || '-' || l.co_line AS co_line
         FROM jobs j JOIN customer_order_lines l ON l.id = j.co_line_id JOIN customer_orders co ON co.id = l.co_id
        WHERE j.status = 'Shipped' AND j.eplant_id = 2 AND j.product_type = 'trailer'
          AND EXISTS (SELECT 1 FROM paint_qc_records q WHERE q.job_id = j.id)
          AND EXISTS (SELECT 1 FROM unit_serials s WHERE s.job_id = j.id)
        ORDER BY j.id LIMIT 1`,
    );
    const body = expectContract('getVinDetail', await get(`vin/${unit.vin}`));
    expect(body).toMatchObject({ VIN: unit.vin, WorkorderNumber: unit.wo, Status: 'Shipped', CoLine: unit.co_line });
    expect(body.Dealer).toBeTruthy();
    expect(body.LoadNo).toMatch(/^LD/);
    expect(body.Serials.map((s: any) => s.SerialType)).toContain('Front Axle');
    expect(body.PaintReadings.length).toBeGreaterThan(0);
    expect(body.PaintReadings[0].IBeamGooseNeck).toEqual(expect.any(Number));
    expect(body.Operations.length).toBeGreaterThan(0);
    expect(body.Operations.map((o: any) => o.Seq)).toEqual(
      [...body.Operations.map((o: any) => o.Seq)].sort((a, b) => a - b),
    );
  });

  it('answers 404 for an unknown VIN and 403 for a user without a unit area', async () => {
    const missing = await get('vin/1ZZZZZZZZZZZZZZZZ');
    expect(missing.statusCode).toBe(404);
    expectContract('getVinDetail', missing);
    const itSupport = await server.login('it.support');
    expect((await get('vin/1ZZZZZZZZZZZZZZZZ', itSupport)).statusCode).toBe(403);
  });
});

describe('config code', () => {
  it("lists the plant's VINs of the configuration with built and in-process counts", async () => {
    const code = await sample<{ config_code: string; units: number }>(
      `SELECT config_code, count(*)::int AS units FROM jobs
        WHERE eplant_id = 2 AND vin IS NOT NULL AND status <> 'Cancelled'
        GROUP BY config_code ORDER BY count(*) DESC, config_code LIMIT 1`,
    );
    const body = expectContract(
      'getConfigCodeVins',
      await get(`config-code/${encodeURIComponent(code.config_code)}?plant=2`),
    );
    expect(body.ConfigCode).toBe(code.config_code);
    expect(body.Vins).toHaveLength(code.units);
    expect(body.UnitsBuilt + body.UnitsInProcess).toBe(code.units);
    expect(body.Vins.every((v: any) => v.VIN.length === 17)).toBe(true);
  });

  it('answers 404 for a code without units and 400 naming plant when it is missing', async () => {
    expect((await get('config-code/XX-NOPE-00?plant=2')).statusCode).toBe(404);
    const bad = await get('config-code/XX-NOPE-00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('plant');
  });
});

describe('item', () => {
  it("answers the plant's item with on hand by location, BOM children and open PO lines", async () => {
    const item = await sample<{ item_no: string; eplant_id: number }>(
      `SELECT i.item_no, i.eplant_id FROM items i
        WHERE EXISTS (SELECT 1 FROM bom b WHERE b.parent_arinvt_id = i.arinvt_id)
          AND EXISTS (SELECT 1 FROM on_hand oh WHERE oh.arinvt_id = i.arinvt_id)
        ORDER BY i.eplant_id, i.arinvt_id LIMIT 1`,
    );
    const body = expectContract(
      'getItemDetail',
      await get(`item/${encodeURIComponent(item.item_no)}?plant=${item.eplant_id}`),
    );
    expect(body).toMatchObject({ ItemNo: item.item_no, EplantId: item.eplant_id });
    expect(body.OnHand.length).toBeGreaterThan(0);
    expect(body.OnHandQty).toBeCloseTo(
      body.OnHand.reduce((s: number, r: any) => s + r.Qty, 0),
      2,
    );
    expect(body.BomChildren.length).toBeGreaterThan(0);
  });

  it('shows open PO lines with quantity left for a purchased item', async () => {
    const item = await sample<{ item_no: string; eplant_id: number }>(
      `SELECT d.item_no, po.eplant_id FROM po_details d JOIN purchase_orders po ON po.id = d.po_id
         JOIN po_releases r ON r.po_detail_id = d.po_detail_id
        WHERE po.status = 'Open' AND po.eplant_id = 2
          AND r.qty > coalesce((SELECT sum(qty) FROM po_receipts pr WHERE pr.po_release_id = r.id), 0)
        ORDER BY d.po_detail_id LIMIT 1`,
    );
    const body = expectContract('getItemDetail', await get(`item/${encodeURIComponent(item.item_no)}?plant=2`));
    expect(body.OpenPoLines.length).toBeGreaterThan(0);
    expect(body.OpenPoLines.every((l: any) => l.LeftToRecv > 0)).toBe(true);
  });

  it('answers 404 for an unknown item and for an item of the other plant only', async () => {
    expect((await get('item/NO-SUCH-ITEM?plant=2')).statusCode).toBe(404);
    const mxOnly = await server.db.query<{ item_no: string }>(
      `SELECT item_no FROM items WHERE eplant_id = 3 AND item_no NOT IN (SELECT item_no FROM items WHERE eplant_id = 2) LIMIT 1`,
    );
    if (mxOnly[0]) expect((await get(`item/${encodeURIComponent(mxOnly[0].item_no)}?plant=2`)).statusCode).toBe(404);
  });
});

describe('customer order and order line', () => {
  it('answers an order with its lines keyed by CoLine and its invoices', async () => {
    const co = await sample<{ co_num: string; lines: number }>(
      `SELECT co.co_num, count(l.id)::int AS lines FROM customer_orders co JOIN customer_order_lines l ON l.co_id = co.id
        WHERE EXISTS (SELECT 1 FROM invoices iv WHERE iv.co_id = co.id)
        GROUP BY co.id HAVING count(l.id) > 1 ORDER BY co.id LIMIT 1`,
    );
    const body = expectContract('getCustomerOrderDetail', await get(`customer-order/${co.co_num}`));
    expect(body.CoNum).toBe(co.co_num);
    expect(body.Lines).toHaveLength(co.lines);
    expect(body.Lines.map((l: any) => l.CoLine)).toEqual(body.Lines.map((l: any) => `${co.co_num}-${l.Line}`));
    expect(body.OrderTotal).toBeCloseTo(
      body.Lines.reduce((s: number, l: any) => s + l.ExtPrice, 0),
      2,
    );
    expect(body.Invoices.length).toBeGreaterThan(0);
  });

  it('answers an order line by its CoLine key with its load and invoice', async () => {
    const line = await sample<{ key: string; vin: string }>(
      `SELECT co.co_num || '-' || l.co_line AS key, l.vin::text AS vin
         FROM customer_order_lines l JOIN customer_orders co ON co.id = l.co_id
        WHERE EXISTS (SELECT 1 FROM invoice_lines il WHERE il.co_line_id = l.id)
          AND EXISTS (SELECT 1 FROM load_units lu WHERE lu.co_line_id = l.id)
        ORDER BY l.id LIMIT 1`,
    );
    const body = expectContract('getCustomerOrderLineDetail', await get(`customer-order-line/${line.key}`));
    expect(body).toMatchObject({ CoLine: line.key, VIN: line.vin });
    expect(body.Loads.length).toBeGreaterThan(0);
    expect(body.Invoices[0].VIN).toBe(line.vin);
  });

  it('answers 404 for unknown orders and lines, 400 naming value for a malformed line key', async () => {
    expect((await get('customer-order/CO0000000')).statusCode).toBe(404);
    expect((await get('customer-order-line/CO0000000-1')).statusCode).toBe(404);
    const bad = await get('customer-order-line/CO2500123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('value');
  });

  it('refuses qc.inspector (no sales, shipping or accounting role) with 403', async () => {
    expect((await get('customer-order/CO0000000', qc)).statusCode).toBe(403);
    expect((await get('customer-order-line/CO0000000-1', qc)).statusCode).toBe(403);
  });
});

describe('customer, invoice and load', () => {
  it('answers a dealer with open orders, invoices, loads and the open balance', async () => {
    const c = await sample<{ cust_no: string; open: number }>(
      `SELECT c.cust_no, coalesce(sum(iv.total - iv.paid_amount), 0)::float8 AS open
         FROM customers c JOIN invoices iv ON iv.customer_id = c.id
        WHERE c.is_dealer AND EXISTS (SELECT 1 FROM loads ld WHERE ld.dealer_id = c.id)
        GROUP BY c.id ORDER BY c.id LIMIT 1`,
    );
    const body = expectContract('getCustomerDetail', await get(`customer/${c.cust_no}`));
    expect(body).toMatchObject({ CustNo: c.cust_no, IsDealer: true });
    expect(body.OpenBalance).toBeCloseTo(c.open, 2);
    expect(body.Invoices.length).toBeGreaterThan(0);
    expect(body.Loads.length).toBeGreaterThan(0);
    expect(body.OpenOrders.every((o: any) => o.Status !== 'C')).toBe(true);
  });

  it('answers an invoice whose lines add up to its amount', async () => {
    const inv = await sample<{ invoice_no: string }>(
      `SELECT invoice_no FROM invoices WHERE eplant_id = 2 ORDER BY id LIMIT 1`,
    );
    const body = expectContract('getInvoiceDetail', await get(`invoice/${inv.invoice_no}`));
    expect(body.InvoiceNo).toBe(inv.invoice_no);
    expect(body.Lines.reduce((s: number, l: any) => s + l.Amount, 0)).toBeCloseTo(body.Amount, 2);
    expect(body.Total).toBeCloseTo(body.Amount + body.Tax, 2);
    expect(body.Balance).toBeCloseTo(body.Total - body.PaidAmount, 2);
  });

  it('answers an approved load with who approved it and its units by position', async () => {
    const ld = await sample<{ load_no: string; units: number }>(
      `SELECT ld.load_no, count(lu.id)::int AS units FROM loads ld JOIN load_units lu ON lu.load_id = ld.id
        WHERE ld.sales_approved AND ld.status = 'Shipped' GROUP BY ld.id ORDER BY ld.id LIMIT 1`,
    );
    const body = expectContract('getLoadDetail', await get(`load/${ld.load_no}`));
    expect(body).toMatchObject({ LoadNo: ld.load_no, SalesApproved: true, UnitCount: ld.units });
    expect(body.SalesApprovedBy).toBeTruthy();
    expect(body.BolNumber).toMatch(/^BOL/);
    expect(body.Units.map((u: any) => u.Position)).toEqual(Array.from({ length: ld.units }, (_, i) => i + 1));
    expect(body.Units[0].CoLine).toMatch(/^CO\d+-\d+$/);
  });

  it('answers 404 for unknown values and 403 to qc.inspector', async () => {
    for (const path of ['customer/NOPE', 'invoice/INV0', 'load/LD0']) {
      expect((await get(path)).statusCode, path).toBe(404);
      expect((await get(path, qc)).statusCode, path).toBe(403);
    }
  });
});

describe('serial', () => {
  it("answers a serial with the unit it is on and the unit's other serials", async () => {
    const s = await sample<{ serial_no: string; vin: string; others: number }>(
      `SELECT s.serial_no, j.vin::text AS vin, (SELECT count(*)::int - 1 FROM unit_serials o WHERE o.job_id = s.job_id) AS others
         FROM unit_serials s JOIN jobs j ON j.id = s.job_id
        WHERE s.serial_type = 'front_axle' AND j.vin IS NOT NULL ORDER BY s.id LIMIT 1`,
    );
    const body = expectContract('getSerialDetail', await get(`serial/${encodeURIComponent(s.serial_no)}`));
    expect(body).toMatchObject({ SerialNo: s.serial_no, SerialType: 'Front Axle', VIN: s.vin });
    expect(body.OtherSerials).toHaveLength(s.others);
    expect(body.OtherSerials.some((o: any) => o.SerialNo === s.serial_no)).toBe(false);
  });

  it('answers 404 for an unknown serial; qc.inspector may open serials', async () => {
    const missing = await get('serial/NO-SUCH-SERIAL', qc);
    expect(missing.statusCode).toBe(404);
    expectContract('getSerialDetail', missing);
  });
});
