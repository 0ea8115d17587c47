// Customer service through the HTTP API: warranty cases and registrations, testimonials (SPEC §3 fields; create,
// filter, by id and by VIN) and manual requests with their tracking number.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';

let server: TestServer;
let admin: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server?.close());

const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });
const post = (url: string, payload: Record<string, unknown>, who = admin) =>
  server.inject({ method: 'POST', url: `/api${url}`, headers: who.headers, payload });

describe('warranties', () => {
  it.each([2, 3])('lists cases waiting for a decision in plant %s and opens a registration', async (plant) => {
    const cases = expectContract<any[]>(
      'listSubmittedWarrantyCases',
      await get(`/warranties/cases/submitted/?plant=${plant}`),
    );
    expect(cases.every((c) => c.Status === 'Submitted' || c.Status === 'In Review')).toBe(true);
    const withReg = cases.find((c) => c.RegistrationId != null);
    if (withReg) {
      const reg = expectContract(
        'getWarrantyRegistration',
        await get(`/warranties/registrations/${withReg.RegistrationId}/details/`),
      );
      expect(reg.Cases.some((c: any) => c.Id === withReg.Id)).toBe(true);
    }
    expect((await get('/warranties/registrations/999999/details/')).statusCode).toBe(404);
  });
});

describe('testimonials', () => {
  const input = {
    VIN: '1N9GN2422TB012345',
    Dealername: 'Big Tex Trailer World',
    Address: '4100 W Loop 820',
    Zip: '76116',
    City: 'Fort Worth',
    State: 'TX',
    RegistrationDate: '2026-11-10',
    Purchasedate: '2026-11-02',
    FirstName: 'Dale',
    LastName: 'Whitaker',
    email: 'dale.whitaker@example.com',
    Phone: '(817) 555-0142',
    Rating: 5,
    Comment: 'Hauls my skid steer without a wiggle.',
    EplantId: 2,
  };

  it('creates one and finds it by id, by VIN and by filter with the SPEC fields', async () => {
    const created = expectContract('createTestimonial', await post('/testimonials/', input));
    expect(created).toMatchObject({ ...input, Published: false });
    expect(expectContract('getTestimonial', await get(`/testimonials/${created.ID}/`)).ID).toBe(created.ID);
    expect(expectContract('getTestimonialByVin', await get(`/Testimonials/Detail/${input.VIN}`)).ID).toBe(created.ID);
    const found = expectContract<any[]>(
      'filterTestimonials',
      await post('/testimonials/filter/', { plant: 2, from: '2026-11-01', to: '2026-11-30' }),
    );
    expect(found.some((t) => t.ID === created.ID)).toBe(true);
  });

  it('names the field of a bad testimonial and writes nothing', async () => {
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM testimonials'))[0].n;
    const badEmail = await post('/testimonials/', { ...input, email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fieldErrors).toContainEqual({ field: 'email', message: 'Enter a valid email address' });
    const backwards = await post('/testimonials/', { ...input, Purchasedate: '2026-11-20' });
    expect(backwards.json().fieldErrors[0].field).toBe('Purchasedate');
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM testimonials'))[0].n).toBe(before);
    expect((await get('/Testimonials/Detail/NOSUCHVIN00000000')).statusCode).toBe(404);
  });
});

describe('manual requests', () => {
  it('filters requests and ships one with a tracking number', async () => {
    const open = expectContract<any[]>(
      'filterManualRequests',
      await post('/manualrequest/filter/', { Status: 'Requested' }),
    );
    expect(open.length).toBeGreaterThan(0);
    const shipped = expectContract(
      'setManualRequestTrackingNumber',
      await post('/manualrequest/set_trackingnumber/', { Id: open[0].Id, TrackingNumber: '1Z999AA10123456784' }),
    );
    expect(shipped).toMatchObject({ Status: 'Shipped', TrackingNumber: '1Z999AA10123456784' });
    expect(shipped.ShippedDate).toEqual(expect.any(String));
    expect(expectContract('getManualRequest', await get(`/manualrequest/${open[0].Id}/details/`)).Status).toBe(
      'Shipped',
    );
    expect((await post('/manualrequest/set_trackingnumber/', { Id: 999999, TrackingNumber: 'X' })).statusCode).toBe(
      404,
    );
  });

  it('refuses users without customer_service with 403', async () => {
    const mx = await server.login('mx.supervisor');
    expect((await post('/manualrequest/filter/', {}, mx)).statusCode).toBe(403);
  });
});
