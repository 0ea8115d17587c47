// Purchasing through the HTTP API: the PO viewer computes LeftToRecv from releases and receipts and flags late lines
// by SPEC §4's rule, the PO line report answers both plants in the contract's shape, and roles are enforced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { seedDay } from '../support/seedCalendar.js';

let server: TestServer;
let admin: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server?.close());

describe('GetPO', () => {
  it('returns a late PO with its details, releases and LeftToRecv = Qty − receipts', async () => {
    const [late] = await server.db.query<{ pono: string; po_detail_id: number }>(
      `SELECT po.pono, d.po_detail_id FROM purchase_orders po
         JOIN po_details d ON d.po_id = po.id JOIN po_releases r ON r.po_detail_id = d.po_detail_id
        WHERE r.promise_date < current_date
          AND r.qty > coalesce((SELECT sum(qty) FROM po_receipts pr WHERE pr.po_release_id = r.id), 0)
        ORDER BY po.id LIMIT 1`,
    );
    expect(late, 'the seed has late PO lines').toBeDefined();
    const res = await server.inject({
      method: 'GET',
      url: `/api/iqms/purchasing/GetPO?PONO=${encodeURIComponent(late.pono)}`,
      headers: admin.headers,
    });
    const po = expectContract('getPurchaseOrder', res);
    expect(po.PONO).toBe(late.pono);
    const line = po.PODetails.find((d: any) => d.PO_DETAIL_ID === late.po_detail_id);
    expect(line.IsLate).toBe(true);
    expect(
      line.POReleases.some((r: any) => r.PromiseDate < new Date().toISOString().slice(0, 10) && r.LeftToRecv > 0),
    ).toBe(true);
    for (const d of po.PODetails) {
      for (const r of d.POReleases) expect(r.LeftToRecv).toBeCloseTo(Math.max(r.Qty - r.QtyReceived, 0), 4);
    }
  });

  it('does not flag a fully received line as late', async () => {
    const [done] = await server.db.query<{ pono: string; po_detail_id: number }>(
      `SELECT po.pono, d.po_detail_id FROM purchase_orders po JOIN po_details d ON d.po_id = po.id
        WHERE NOT EXISTS (SELECT 1 FROM po_releases r WHERE r.po_detail_id = d.po_detail_id
                            AND r.qty > coalesce((SELECT sum(qty) FROM po_receipts pr WHERE pr.po_release_id = r.id), 0))
        ORDER BY po.id LIMIT 1`,
    );
    const po = expectContract(
      'getPurchaseOrder',
      await server.inject({
        method: 'GET',
        url: `/api/iqms/purchasing/GetPO?PONO=${done.pono}`,
        headers: admin.headers,
      }),
    );
    const line = po.PODetails.find((d: any) => d.PO_DETAIL_ID === done.po_detail_id);
    expect(line.IsLate).toBe(false);
    expect(line.POReleases.every((r: any) => r.LeftToRecv === 0)).toBe(true);
  });

  it('answers 404 for an unknown PO and 400 naming PONO when it is missing', async () => {
    const missing = await server.inject({
      method: 'GET',
      url: '/api/iqms/purchasing/GetPO?PONO=NOPE-000',
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expectContract('getPurchaseOrder', missing);
    const bad = await server.inject({ method: 'GET', url: '/api/iqms/purchasing/GetPO', headers: admin.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('PONO');
  });

  it('refuses qc.inspector (no purchasing, inventory or accounting role) with 403', async () => {
    const qc = await server.login('qc.inspector');
    const res = await server.inject({ method: 'GET', url: '/api/iqms/purchasing/GetPO?PONO=1', headers: qc.headers });
    expect(res.statusCode).toBe(403);
    const report = await server.inject({
      method: 'GET',
      url: `/api/reports/purchasing/po-lines?plant=2&from=${seedDay(-319)}&to=${seedDay(14)}`,
      headers: qc.headers,
    });
    expect(report.statusCode).toBe(403);
  });
});

describe('PO line report', () => {
  it.each([2, 3])('returns PO lines of plant %s with the late flag of SPEC §4', async (plant) => {
    const res = await server.inject({
      method: 'GET',
      url: `/api/reports/purchasing/po-lines?plant=${plant}&from=${seedDay(-365)}&to=${seedDay(14)}`,
      headers: admin.headers,
    });
    const rows = expectContract<any[]>('listPurchaseOrderLines', res);
    expect(rows.length).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(rows.some((r) => r.IsLate)).toBe(true);
    for (const r of rows) {
      if (r.IsLate) expect(r.LeftToRecv).toBeGreaterThan(0);
      if (r.IsLate) expect(r.PromiseDate < today).toBe(true);
      expect(r.ExtCost).toBeCloseTo(r.Qty * r.UnitCost, 1);
    }
  });

  it('names the plant field when it is not a number', async () => {
    const res = await server.inject({
      method: 'GET',
      url: '/api/reports/purchasing/po-lines?plant=abc&from=2026-01-01&to=2026-02-01',
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .fieldErrors.map((f: { field: string }) => f.field)
        .join(' '),
    ).toContain('plant');
  });
});
