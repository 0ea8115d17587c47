// The Customer service area's report and form operations through the HTTP API: every report answers rows for both
// plants in the contract's shape and 403 to a user without the area role; every write refuses bad input naming the
// field with nothing written, and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersBothPlants } from '../support/areaSuite.js';

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${yearAgo}&to=${today}`;

const area = areaSuite();
const { server, get, send } = area;

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
];

describe('dealer-facing reports', () => {
  itAnswersBothPlants(area, REPORTS, '%s answers for both plants and 403 without the area role', { refuses: true });

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
});
