// Server tests of the dealer-facing screens (schemas/erp-api/screens-dealers.yaml): every report answers rows for both
// plants in the contract's shape and 403 to a user without the area role; every write refuses bad input naming the
// field with nothing written, and saves good input that reads back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from './support/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;
const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${yearAgo}&to=${today}`;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
}, 900_000);
afterAll(() => server?.close());

/**
 * A shipped unit of plant 2 and its load, read from this run's seed: VINs and load numbers follow the seed's calendar
 * (model year, week), so a constant written down one week is not in a database seeded the next.
 */
async function shippedUnit(): Promise<{ vin: string; loadNo: string }> {
  const [row] = await server.db.query<{ vin: string; loadNo: string }>(
    `SELECT trim(j.vin) AS vin, l.load_no AS "loadNo"
       FROM jobs j JOIN load_units lu ON lu.job_id = j.id JOIN loads l ON l.id = lu.load_id
      WHERE j.eplant_id = 2 AND j.status = 'Shipped' ORDER BY j.id DESC LIMIT 1`,
  );
  return row;
}

const get = (url: string, who: LoginResult = admin) =>
  server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });
const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who: LoginResult = admin) =>
  server.inject({ method, url: `/api${url}`, headers: who.headers, payload: payload as object });

const REPORTS: [string, string][] = [
  ['listCsServiceRequests', `/reports/customer-service/service-requests?${period}`],
  ['listCsWarrantyRegistrations', `/reports/customer-service/warranty-registrations?${period}`],
  ['getCsWarrantyKpis', `/reports/customer-service/warranty-kpis?`],
  ['listCsWarrantyByMonth', `/reports/customer-service/warranty-by-month?`],
  ['listCsWarrantyByCategory', `/reports/customer-service/warranty-by-category?`],
  ['listCsInforParts', `/reports/customer-service/infor-parts?`],
  ['listCsDocuments', `/reports/customer-service/documents?`],
  ['listCsAssistantTopics', `/reports/customer-service/assistant-topics?`],
  ['listDealerPortalDocuments', `/reports/dealer-portal/documents?`],
  ['listDealerPortalUsers', `/reports/dealer-portal/users?`],
  ['listDealerPortalUserLogs', `/reports/dealer-portal/user-logs?${period}`],
  ['listDealerPortalWebQuotes', `/reports/dealer-portal/web-quotes?${period}`],
  ['listDealerPortalOpenWebQuotes', `/reports/dealer-portal/web-quotes/open?`],
  ['listDealerPortalDealerQuotes', `/reports/dealer-portal/dealer-quotes?${period}`],
  ['listDealerPortalPlacedQuotes', `/reports/dealer-portal/placed-quotes?${period}`],
  ['listDealerPortalClosedQuotes', `/reports/dealer-portal/closed-quotes?${period}`],
  ['listDealerPortalWebQuoteHistory', `/reports/dealer-portal/web-quote-history?${period}`],
  ['listDealerPortalPlacedByDealer', `/reports/dealer-portal/placed-by-dealer?${period}`],
  ['listDealerPortalOnlineLoads', `/reports/dealer-portal/online-loads?${period}`],
  ['listDealerPortalLoadHistory', `/reports/dealer-portal/load-history?${period}`],
  ['listSpifUsers', `/reports/spif/users?`],
  ['listSpifPayable', `/reports/spif/payable?`],
  ['listSpifPayments', `/reports/spif/payments?${period}`],
  ['listSpifClaims', `/reports/spif/claims?${period}`],
  ['listSpifClaimFacts', `/reports/spif/claim-facts?${period}`],
  ['getSpifKpis', `/reports/spif/kpis?`],
  ['listSpifMonthly', `/reports/spif/monthly?`],
  ['listSpifTopSalespeople', `/reports/spif/top-salespeople?`],
  ['listStockDealers', `/reports/stock-dealers/dealers?`],
  ['listStockDealerShipments', `/reports/stock-dealers/shipments?${period}`],
  ['listStockDealerStockFacts', `/reports/stock-dealers/stock-facts?`],
  ['listStockDealerUnits', `/reports/stock-dealers/units?`],
  ['listStockDealerAwaitingPayment', `/reports/stock-dealers/awaiting-payment?`],
  ['listStockDealerMcoQueue', `/reports/stock-dealers/mco-queue?`],
  ['listStockDealerSold', `/reports/stock-dealers/sold?${period}`],
  ['listAdminIqmsItems', `/reports/admin/iqms-items?`],
  ['listAdminDealers', `/reports/admin/dealers?`],
  ['getDealerPortalSettings', `/dealer-portal/settings?`],
  ['getDealerPortalNotifications', `/dealer-portal/notifications?`],
  ['getSpifSettings', `/spif/settings?`],
];

describe('dealer-facing reports', () => {
  it.each(REPORTS)('%s answers for both plants and 403 without the area role', async (operationId, url) => {
    for (const plant of [2, 3]) {
      const res = await get(`${url}${url.endsWith('?') ? '' : '&'}plant=${plant}`);
      expect(res.statusCode, res.body).toBe(200);
      expectContract(operationId, res);
      const body = res.json();
      if (Array.isArray(body)) expect(body.length, `${operationId} plant ${plant}`).toBeGreaterThan(0);
    }
    expect((await get(`${url}${url.endsWith('?') ? '' : '&'}plant=2`, qc)).statusCode).toBe(403);
  });

  it('shows a VIN history and one load with its units', async () => {
    const unit = await shippedUnit();
    const vin = await get(`/reports/customer-service/vin-history?vin=${unit.vin}`);
    expectContract('listCsVinHistory', vin);
    const events = vin.json().map((e: { Event: string; Reference: string }) => `${e.Event} ${e.Reference}`);
    expect(events.some((e: string) => e.startsWith('Work order created'))).toBe(true);
    expect(events).toContain(`Shipped on load ${unit.loadNo}`);
    const load = await get(`/reports/dealer-portal/loads/${unit.loadNo}`);
    expectContract('getDealerPortalLoad', load);
    expect(load.json().LoadNo).toBe(unit.loadNo);
    const units = await get(`/reports/dealer-portal/loads/${unit.loadNo}/units`);
    expectContract('listDealerPortalLoadUnits', units);
    expect(units.json().length).toBeGreaterThan(0);
    expect((await get('/reports/dealer-portal/loads/NOPE')).statusCode).toBe(404);
  });

  it('serves a library document as a PDF', async () => {
    const docs = (await get('/reports/dealer-portal/documents?plant=2')).json();
    const res = await get(`/documents/portal/${docs[0].Id}/file`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('dealer-facing writes', () => {
  it('saves the dealer portal settings and refuses a minimum above the maximum', async () => {
    const before = (await get('/dealer-portal/settings?plant=2')).json();
    const bad = await send('PUT', '/dealer-portal/settings?plant=2', {
      ...before,
      MinUnitsPerLoad: 9,
      MaxUnitsPerLoad: 3,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors?.[0]?.field ?? JSON.stringify(bad.json())).toContain('MinUnitsPerLoad');
    expect((await get('/dealer-portal/settings?plant=2')).json()).toEqual(before);
    const ok = await send('PUT', '/dealer-portal/settings?plant=2', { ...before, QuoteValidDays: 45 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/dealer-portal/settings?plant=2')).json().QuoteValidDays).toBe(45);
  });

  it('saves the notifications and the SPIF program', async () => {
    const n = (await get('/dealer-portal/notifications?plant=3')).json();
    const saved = await send('PUT', '/dealer-portal/notifications?plant=3', {
      ...n,
      DigestHour: 6,
      BannerMessage: 'Inventario nuevo',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/dealer-portal/notifications?plant=3')).json()).toMatchObject({
      DigestHour: 6,
      BannerMessage: 'Inventario nuevo',
    });
    const s = (await get('/spif/settings?plant=2')).json();
    const bad = await send('PUT', '/spif/settings?plant=2', { ...s, ProgramEnd: '2020-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('ProgramEnd');
    const ok = await send('PUT', '/spif/settings?plant=2', { ...s, AmountGooseneck: 175 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/spif/settings?plant=2')).json().AmountGooseneck).toBe(175);
  });

  it('opens a warranty case only for a unit of the plant', async () => {
    const body = {
      VIN: (await shippedUnit()).vin,
      Category: 'Brakes',
      Description: 'Left brake drags',
      ClaimAmount: 250,
      SubmittedBy: 'Dealer service desk',
    };
    const bad = await send('POST', '/customer-service/warranty-cases?plant=2', { ...body, VIN: 'ZZZZZZZZZZZZZZZZZ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('VIN');
    const ok = await send('POST', '/customer-service/warranty-cases?plant=2', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expectContract('createWarrantyCase', ok);
    const cases = (await get(`/reports/customer-service/service-requests?plant=2&from=${today}&to=${today}`)).json();
    expect(cases.map((c: { CaseNo: string }) => c.CaseNo)).toContain(ok.json().CaseNo);
  });

  it('converts a web quote, pays SPIF and sends an MCO', async () => {
    const open = (await get('/reports/dealer-portal/web-quotes/open?plant=2')).json();
    const quote = open[0];
    const bad = await send('POST', `/dealer-portal/web-quotes/${quote.QuoteNo}/convert`, {
      DealerNo: 'NOPE',
      UnitPrice: 100,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('DealerNo');
    const ok = await send('POST', `/dealer-portal/web-quotes/${quote.QuoteNo}/convert`, {
      DealerNo: quote.SuggestedDealerNo,
      UnitPrice: quote.ListPrice,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(
      (await get('/reports/dealer-portal/web-quotes/open?plant=2')).json().map((q: { QuoteNo: string }) => q.QuoteNo),
    ).not.toContain(quote.QuoteNo);

    const payable = (await get('/reports/spif/payable?plant=2')).json().find((p: { W9OnFile: boolean }) => p.W9OnFile);
    expect((await send('POST', `/spif/users/${payable.SpifUserId}/pay`, { Reference: '  ' })).statusCode).toBe(400);
    const paid = await send('POST', `/spif/users/${payable.SpifUserId}/pay`, { Reference: 'CHK 100200' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().Amount).toBe(payable.Amount);

    const queue = (await get('/reports/stock-dealers/mco-queue?plant=2')).json();
    const unit = queue[0];
    expect(
      (await send('POST', '/stock-dealers/mco?plant=2', { VIN: unit.VIN, SentTo: 'Lender', TrackingNumber: ' ' }))
        .statusCode,
    ).toBe(400);
    const sent = await send('POST', '/stock-dealers/mco?plant=2', {
      VIN: unit.VIN,
      SentTo: 'Lender',
      TrackingNumber: '1Z999AA10123456784',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(
      (await get('/reports/stock-dealers/mco-queue?plant=2')).json().map((u: { VIN: string }) => u.VIN),
    ).not.toContain(unit.VIN);
  });

  it('submits a dealer load with open order lines and refuses a past ship date', async () => {
    const dealers = (await get('/reports/admin/dealers?plant=2')).json();
    const future = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const past = await send('POST', '/dealer-portal/loads?plant=2', {
      DealerNo: dealers[0].DealerNo,
      RequestedShipDate: '2020-01-01',
      MaxUnits: 4,
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain('RequestedShipDate');
    let created = null;
    for (const d of dealers.slice(0, 40)) {
      const res = await send('POST', '/dealer-portal/loads?plant=2', {
        DealerNo: d.DealerNo,
        RequestedShipDate: future,
        MaxUnits: 2,
      });
      if (res.statusCode === 200) {
        created = res.json();
        break;
      }
    }
    expect(created).not.toBeNull();
    expect((await get(`/reports/dealer-portal/loads/${created.LoadNo}/units`)).json()).toHaveLength(created.Units);
  });
});
