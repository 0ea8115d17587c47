// The Sales area's report and form operations through the HTTP API: every report answers rows for plant 2 (and 3) in
// the contract's shape and refuses a user without the sales role; the forms validate before writing and what they
// save reads back; the public order view and job application work without a token and never show prices.
import { beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersBothPlants, type AreaReport } from '../support/areaSuite.js';

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${yearAgo}&to=${today}`;

const area = areaSuite();
const { server, get, send, qc } = area;

// [operationId, url without plant] of the plant-scoped reports.
const PLANT_REPORTS: AreaReport[] = [
  ['listSalesAdCampaigns', `/reports/sales/ad-campaigns?${period}`],
  ['listSalesCustomerOrders', `/reports/sales/customer-orders?${period}`],
  ['listSalesFgTracker', '/reports/sales/fg-tracker?'],
  ['listSalesStockList', '/reports/sales/stock-list?'],
  ['listSalesFinishGoodsFlow', `/reports/sales/finish-goods-flow?${period}`],
  ['listSalesGoalTracking', `/reports/sales/goal-tracking?month=${today}`],
  ['listSalesPipeline', `/reports/sales/pipeline?${period}`],
  ['listSalesCustomersOverview', `/reports/sales/customers-overview?${period}`],
  ['listSalesTemplates', `/reports/sales/templates?${period}`],
  ['listSalesOpenUnitsByWeek', '/reports/sales/open-units-by-week?'],
  ['listSalesTrends', `/reports/sales/trends?${period}`],
  // Exports of the U.S. plant are the few Canadian sales; every other report has rows in both plants.
  ['listSalesExports', `/reports/sales/exports?${period}`, { rowsIn: [3] }],
  ['listSalesDealerApplications', '/reports/sales/dealer-applications?'],
  ['listSalesOpenOrderLines', '/reports/sales/open-order-lines?'],
  ['listSalesBacklog', '/reports/sales/backlog?'],
  ['listSalesByLine', `/reports/sales/by-line?${period}`],
  ['listSalesPriceChanges', `/reports/sales/price-changes?${period}`],
  ['listSalesRegistrations', `/reports/sales/registrations?${period}`],
  ['listSalesBuildToAvailable', '/reports/sales/bta?'],
  ['listSalesPriceSheet', '/reports/sales/price-sheet?'],
  ['listSalesDropshipStatus', `/reports/sales/dropship-status?${period}`],
  ['listSalesApsOverview', '/reports/sales/aps-overview?'],
  [
    'listSalesLoadSchedule',
    `/reports/sales/load-schedule?from=${yearAgo}&to=${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}`,
  ],
  ['listSalesTargetedDealers', '/reports/sales/targeted-dealers?'],
  ['listSalesPartsSales', `/reports/sales/parts-sales?${period}`],
  ['listSalesOldInventory', '/reports/sales/old-inventory?minDays=0'],
  ['listSalesQuotes', `/reports/sales/quotes?${period}`],
];

describe('Sales reports', () => {
  itAnswersBothPlants(area, PLANT_REPORTS, '%s answers rows for both plants and 403 without the sales role', {
    refuses: true,
  });

  it('answers the plant-free reports and the order dashboard', async () => {
    expect(
      expectContract('listSalesDealerMapPoints', await get('/reports/sales/dealer-map')).map((p: any) => p.Kind),
    ).toEqual(expect.arrayContaining(['dealer', 'potential', 'manufacturer']));
    expect(
      expectContract('listSalesMxInvoices', await get(`/reports/sales/invoices-mx?${period}`)).length,
    ).toBeGreaterThan(0);
    expect(
      expectContract('listSalesMxToUsInvoices', await get(`/reports/sales/invoices-mx-to-us?${period}`)).length,
    ).toBeGreaterThan(0);
    const dash = expectContract('getSalesOrderDashboard', await get(`/reports/sales/co-dashboard?plant=2&${period}`));
    expect(dash.Kpis[0].OrdersBooked).toBeGreaterThan(0);
    expect(dash.Weeks.length).toBeGreaterThan(10);
    expect((await get('/reports/sales/dealer-map', qc)).statusCode).toBe(403);
  });

  it('rejects a backwards period naming from', async () => {
    const res = await get(`/reports/sales/trends?plant=2&from=${today}&to=${yearAgo}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[0].field).toBe('from');
  });
});

describe('Customer order detail and public order view', () => {
  let coNum: string;
  beforeAll(async () => {
    [{ coNum }] = await server.db.query<{ coNum: string }>(
      `SELECT o.co_num AS "coNum" FROM customer_orders o JOIN invoices i ON i.co_id = o.id WHERE o.eplant_id = 2 ORDER BY o.id LIMIT 1`,
    );
  });

  it('shows the header, lines, invoices and loads of an order', async () => {
    const header = expectContract('getSalesOrder', await get(`/reports/sales/orders/${coNum}`));
    expect(header.CoNum).toBe(coNum);
    const lines = expectContract('listSalesOrderLines', await get(`/reports/sales/orders/${coNum}/lines`));
    expect(lines).toHaveLength(header.Lines);
    expect(
      expectContract('listSalesOrderInvoices', await get(`/reports/sales/orders/${coNum}/invoices`)).length,
    ).toBeGreaterThan(0);
    expectContract('listSalesOrderLoads', await get(`/reports/sales/orders/${coNum}/loads`));
    expect((await get('/reports/sales/orders/NOPE1')).statusCode).toBe(404);
  });

  it('opens the public order view without a token and shows no prices', async () => {
    const view = expectContract('getPublicOrderView', await get(`/public/orders/${coNum}`, null));
    expect(view.OrderNo).toBe(coNum);
    const units = expectContract('listPublicOrderUnits', await get(`/public/orders/${coNum}/units`, null));
    expect(units.length).toBe(view.Units);
    const text = JSON.stringify([view, units]);
    expect(text).not.toMatch(/Price|Amount|Email|Phone|CustPO/);
    expect(units.every((u: any) => u.VinLast6 === null || u.VinLast6.length === 6)).toBe(true);
    expect((await get('/public/orders/NOPE1', null)).statusCode).toBe(404);
  });
});

describe('Sales forms', () => {
  it('saves a potential dealer and rejects a coordinate outside its country without writing', async () => {
    const before = expectContract('getPotentialDealer', await get('/sales/potential-dealers/1'));
    const bad = await send('PUT', '/sales/potential-dealers/1', {
      ...before,
      Country: 'US',
      Latitude: 30,
      Longitude: 97,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.map((f: any) => f.field)).toContain('Longitude');
    expect(expectContract('getPotentialDealer', await get('/sales/potential-dealers/1'))).toEqual(before);
    const saved = await send('PUT', '/sales/potential-dealers/1', {
      ...before,
      Status: 'Negotiating',
      Notes: 'Visit booked for Friday.',
    });
    expectContract('updatePotentialDealer', saved);
    const after = expectContract('getPotentialDealer', await get('/sales/potential-dealers/1'));
    expect(after).toMatchObject({ Status: 'Negotiating', Notes: 'Visit booked for Friday.' });
    expect((await send('PUT', '/sales/potential-dealers/1', after, qc)).statusCode).toBe(403);
  });

  it('adds and edits a dealer of another manufacturer', async () => {
    const dealer = {
      Name: 'Paris Big Tex Center',
      Manufacturer: 'Big Tex',
      Address: '1200 Clarksville St',
      City: 'Paris',
      State: 'TX',
      Country: 'US',
      Zip: '75460',
      Latitude: 33.66,
      Longitude: -95.55,
      Phone: null,
      Notes: null,
    };
    const missing = await send('POST', '/sales/manufacturer-dealers?plant=2', { ...dealer, Manufacturer: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors[0].field).toBe('Manufacturer');
    const created = expectContract(
      'createManufacturerDealer',
      await send('POST', '/sales/manufacturer-dealers?plant=2', dealer),
    );
    expect(expectContract('getManufacturerDealer', await get(`/sales/manufacturer-dealers/${created.Id}`))).toEqual(
      dealer,
    );
    expectContract(
      'updateManufacturerDealer',
      await send('PUT', `/sales/manufacturer-dealers/${created.Id}`, { ...dealer, Manufacturer: 'Diamond C' }),
    );
    expect(
      expectContract('getManufacturerDealer', await get(`/sales/manufacturer-dealers/${created.Id}`)).Manufacturer,
    ).toBe('Diamond C');
    const points = expectContract('listSalesDealerMapPoints', await get('/reports/sales/dealer-map'));
    expect(points.some((p: any) => p.Kind === 'manufacturer' && p.Id === created.Id)).toBe(true);
  });

  it('saves quote settings and refuses a default discount above the maximum', async () => {
    const settings = expectContract('getQuoteSettings', await get('/sales/quote-settings?plant=2'));
    const bad = await send('PUT', '/sales/quote-settings?plant=2', {
      ...settings,
      DefaultDiscountPct: 20,
      MaxDiscountPct: 10,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('DefaultDiscountPct');
    expectContract(
      'saveQuoteSettings',
      await send('PUT', '/sales/quote-settings?plant=2', { ...settings, ValidDays: 45 }),
    );
    expect(expectContract('getQuoteSettings', await get('/sales/quote-settings?plant=2')).ValidDays).toBe(45);
  });

  it('builds a quote at list price less the discount and refuses unknown dealers', async () => {
    const [dealer] = await server.db.query<{ cust_no: string }>(
      'SELECT cust_no FROM customers WHERE eplant_id = 2 AND is_dealer AND active ORDER BY id LIMIT 1',
    );
    const [model] = await server.db.query<{ item_no: string; price: number }>(
      "SELECT item_no, price::float8 AS price FROM items WHERE eplant_id = 2 AND class = 'FG' AND price IS NOT NULL ORDER BY arinvt_id LIMIT 1",
    );
    const count = async () =>
      (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sales_quotes'))[0].n;
    const n = await count();
    const bad = await send('POST', '/sales/quotes?plant=2', {
      CustomerNo: 'NOPE',
      ItemNo: model.item_no,
      Qty: 2,
      DiscountPct: 5,
      Freight: 300,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('CustomerNo');
    expect(await count()).toBe(n);
    const quote = expectContract(
      'createSalesQuote',
      await send('POST', '/sales/quotes?plant=2', {
        CustomerNo: dealer.cust_no,
        ItemNo: model.item_no,
        Qty: 2,
        DiscountPct: 5,
        Freight: 300,
      }),
    );
    expect(quote.Total).toBeCloseTo((Math.round(model.price * 0.95 * 100) / 100) * 2 + 300, 2);
    const quotes = expectContract('listSalesQuotes', await get(`/reports/sales/quotes?plant=2&${period}`));
    expect(quotes.find((q: any) => q.QuoteNo === quote.QuoteNo)).toMatchObject({
      Stage: 'Draft',
      Qty: 2,
      CustomerNo: dealer.cust_no,
    });
  });

  it("updates a product line's prices and logs every change", async () => {
    const [before] = await server.db.query<{ price: number; n: number }>(
      "SELECT min(price)::float8 AS price, count(*)::int AS n FROM items WHERE eplant_id = 2 AND family = 'UT' AND class = 'FG' AND price IS NOT NULL",
    );
    const bad = await send('POST', '/sales/prices/update?plant=2', {
      Family: 'UT',
      Percent: 0,
      EffectiveDate: today,
      Reason: 'Nothing',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0].field).toBe('Percent');
    const res = expectContract(
      'updateSalesPrices',
      await send('POST', '/sales/prices/update?plant=2', {
        Family: 'UT',
        Percent: 4,
        EffectiveDate: today,
        Reason: 'Steel surcharge',
      }),
    );
    expect(res.Updated).toBe(before.n);
    const changes = expectContract(
      'listSalesPriceChanges',
      await get(`/reports/sales/price-changes?plant=2&from=${today}&to=${today}`),
    );
    expect(changes.filter((c: any) => c.Reason === 'Steel surcharge')).toHaveLength(before.n);
  });

  it('enters a customer order that opens in the order detail', async () => {
    const [dealer] = await server.db.query<{ cust_no: string }>(
      'SELECT cust_no FROM customers WHERE eplant_id = 2 AND is_dealer AND active ORDER BY id DESC LIMIT 1',
    );
    const [model] = await server.db.query<{ item_no: string }>(
      "SELECT item_no FROM items WHERE eplant_id = 2 AND class = 'FG' AND price IS NOT NULL ORDER BY arinvt_id DESC LIMIT 1",
    );
    const due = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const past = await send('POST', '/sales/orders?plant=2', {
      CustomerNo: dealer.cust_no,
      ItemNo: model.item_no,
      Qty: 3,
      DueDate: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors[0].field).toBe('DueDate');
    const order = expectContract(
      'createSalesOrder',
      await send('POST', '/sales/orders?plant=2', {
        CustomerNo: dealer.cust_no,
        ItemNo: model.item_no,
        Qty: 3,
        DueDate: due,
        CustPO: 'PO 555',
      }),
    );
    const header = expectContract('getSalesOrder', await get(`/reports/sales/orders/${order.CoNum}`));
    expect(header).toMatchObject({
      CoNum: order.CoNum,
      Status: 'P',
      Lines: 3,
      CustomerNo: dealer.cust_no,
      CustPO: 'PO 555',
    });
  });

  it('stores a public job application without a token and names the bad field', async () => {
    const application = {
      Plant: 2,
      FirstName: 'Dana',
      LastName: 'Hill',
      Email: 'dana.hill@mail.com',
      Phone: '(903) 555-0199',
      Position: 'Welder',
      ShiftPreference: 'First',
      AvailableFrom: today,
      ExperienceYears: 4,
      Message: null,
    };
    const bad = await send('POST', '/hr/job-applications', { ...application, Email: 'not-an-email' }, null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors[0]).toEqual({ field: 'Email', message: 'Enter a valid email address' });
    const saved = expectContract('submitJobApplication', await send('POST', '/hr/job-applications', application, null));
    const [row] = await server.db.query('SELECT first_name, position FROM job_applications WHERE id = $1', [saved.Id]);
    expect(row).toEqual({ first_name: 'Dana', position: 'Welder' });
  });
});
