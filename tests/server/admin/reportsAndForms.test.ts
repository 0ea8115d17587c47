// The Admin area's report and form operations through the HTTP API: every report answers rows for both plants in the
// contract's shape and 403 to a user without the area role; every write refuses bad input naming the field with
// nothing written, and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import { areaSuite, itAnswersBothPlants } from '../support/areaSuite.js';

const area = areaSuite();
const { get, send } = area;

const REPORTS: [string, string][] = [
  ['listAdminIqmsItems', `/reports/admin/iqms-items?`],
  ['listAdminDealers', `/reports/admin/dealers?`],
];

describe('dealer-facing reports', () => {
  itAnswersBothPlants(area, REPORTS, '%s answers for both plants and 403 without the area role', { refuses: true });
});

describe('dealer-facing writes', () => {
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
