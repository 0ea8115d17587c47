// The Dealer portal area's report and form operations through the HTTP API: every report answers rows for both plants
// in the contract's shape and 403 to a user without the area role; every write refuses bad input naming the field
// with nothing written, and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import { areaSuite, itAnswersBothPlants } from '../support/areaSuite.js';

const today = new Date().toISOString().slice(0, 10);
const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
const period = `from=${yearAgo}&to=${today}`;

const area = areaSuite();
const { get, send } = area;

const REPORTS: [string, string][] = [
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
  ['getDealerPortalSettings', `/dealer-portal/settings?`],
  ['getDealerPortalNotifications', `/dealer-portal/notifications?`],
];

describe('dealer-facing reports', () => {
  itAnswersBothPlants(area, REPORTS, '%s answers for both plants and 403 without the area role', { refuses: true });
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
});
