// Purchasing through the HTTP API: the PO viewer computes LeftToRecv from releases and receipts and flags late lines
// by SPEC §4's rule, the PO line report answers both plants in the contract's shape, and roles are enforced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { seedDay } from '../support/seedCalendar.js';
import { plantTodaySql } from '../../../server/handlers/plant/plantTimeZone.js';

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
    const [{ today }] = await server.db.query<{ today: string }>(
      `SELECT to_char(${plantTodaySql(String(plant))}, 'YYYY-MM-DD') AS today`,
    );
    expect(rows.some((r) => r.IsLate)).toBe(true);
    for (const r of rows) {
      if (r.IsLate) expect(r.LeftToRecv).toBeGreaterThan(0);
      if (r.IsLate) expect(r.PromiseDate <= today).toBe(true);
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

describe('SPEC §4 late rule at its edge: a line promised today', () => {
  it('is late (its promise day has begun: before now) in the PO viewer, the PO Dashboard and the home count alike', async () => {
    // A plant-2 line with quantity left on every release and nothing promised yet (all promises after today).
    const [line] = await server.db.query<{ po_detail_id: number; pono: string; po_date: string }>(
      `SELECT d.po_detail_id, po.pono, to_char(po.po_date, 'YYYY-MM-DD') AS po_date
         FROM po_details d JOIN purchase_orders po ON po.id = d.po_id
        WHERE po.eplant_id = 2
          AND NOT EXISTS (SELECT 1 FROM po_releases r WHERE r.po_detail_id = d.po_detail_id
                            AND (r.promise_date IS NULL OR r.promise_date <= ${plantTodaySql('2')}
                                 OR EXISTS (SELECT 1 FROM po_receipts pr WHERE pr.po_release_id = r.id)))
          AND EXISTS (SELECT 1 FROM po_releases r WHERE r.po_detail_id = d.po_detail_id)
        ORDER BY d.po_detail_id LIMIT 1`,
    );
    expect(line, 'the seed has an open line promised after today').toBeDefined();
    const lateHome = async () => {
      const res = await server.inject({
        method: 'GET',
        url: '/api/reports/dashboard/kpis?plant=2',
        headers: admin.headers,
      });
      return expectContract<any[]>('listHomeKpis', res)[0].LatePoLines as number;
    };
    const viewerLate = async () => {
      const res = await server.inject({
        method: 'GET',
        url: `/api/iqms/purchasing/GetPO?PONO=${encodeURIComponent(line.pono)}`,
        headers: admin.headers,
      });
      return expectContract('getPurchaseOrder', res).PODetails.find((d: any) => d.PO_DETAIL_ID === line.po_detail_id)
        .IsLate as boolean;
    };
    const dashboardLate = async () => {
      const res = await server.inject({
        method: 'GET',
        url: `/api/reports/purchasing/po-lines?plant=2&from=${line.po_date}&to=${line.po_date}`,
        headers: admin.headers,
      });
      return expectContract<any[]>('listPurchaseOrderLines', res).find((r) => r.PO_DETAIL_ID === line.po_detail_id)
        .IsLate as boolean;
    };
    const before = await lateHome();
    expect([await viewerLate(), await dashboardLate()]).toEqual([false, false]);

    await server.db.query(
      `UPDATE po_releases SET promise_date = ${plantTodaySql('2')}
        WHERE id = (SELECT min(id) FROM po_releases WHERE po_detail_id = $1)`,
      [line.po_detail_id],
    );
    expect([await viewerLate(), await dashboardLate()]).toEqual([true, true]);
    expect(await lateHome()).toBe(before + 1);
  });
});
