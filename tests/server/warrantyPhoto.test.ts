// The photo of the failure on a warranty case (WarrantyCaseForm, createWarrantyCase + getWarrantyCasePhoto): a real
// JPEG is kept with its case and read back byte for byte as image/jpeg; anything that is not a JPEG is refused naming
// Photo with nothing written; the photo is only the plant's and only customer service's; the larger body limit holds
// for this operation alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract, responseProblems } from './support/contractResponse.js';
import { BODY_LIMIT } from '../../server/app/buildApp.js';
import { jpegSize } from '../support/jpegSize';

// A real 2x1 red baseline JPEG (Chromium's canvas encoder, ICC profile stripped): 287 bytes.
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeACoH/9k=',
  'base64',
);
// A 1x1 PNG: a real image, but not a JPEG.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpegUrl = (bytes: Buffer) => `data:image/jpeg;base64,${bytes.toString('base64')}`;
const NOT_A_JPEG = 'The photo must be a JPEG image';

let server: TestServer;
let admin: LoginResult;
let qc: LoginResult;
let vin2: string;
let vin3: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  qc = await server.login('qc.inspector');
  const vinOf = async (plant: number) =>
    (
      await server.db.query<{ vin: string }>(
        'SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = $1 AND vin IS NOT NULL ORDER BY id LIMIT 1',
        [plant],
      )
    )[0].vin;
  vin2 = await vinOf(2);
  vin3 = await vinOf(3);
}, 900_000);
afterAll(() => server?.close());

const caseBody = (vin: string, extra: Record<string, unknown> = {}) => ({
  VIN: vin,
  Category: 'Brakes',
  Description: 'Left brake drum cracked',
  ClaimAmount: 310,
  SubmittedBy: 'Dealer service desk',
  ...extra,
});
const create = (plant: number, body: unknown, who: LoginResult = admin) =>
  server.inject({
    method: 'POST',
    url: `/api/customer-service/warranty-cases?plant=${plant}`,
    headers: who.headers,
    payload: body as object,
  });
const photo = (caseNo: string, plant: number, who: LoginResult = admin) =>
  server.inject({
    method: 'GET',
    url: `/api/customer-service/warranty-cases/${encodeURIComponent(caseNo)}/photo?plant=${plant}`,
    headers: who.headers,
  });
const counts = async () =>
  (
    await server.db.query<{ cases: number; photos: number }>(
      'SELECT (SELECT count(*) FROM warranty_cases)::int AS cases, (SELECT count(*) FROM warranty_case_photos)::int AS photos',
    )
  )[0];

describe('warranty case photo', () => {
  it('keeps a JPEG with the new case and answers it back as image/jpeg, byte for byte', async () => {
    expect(jpegSize(TINY_JPEG)).toEqual({ width: 2, height: 1 });
    const before = await counts();
    const res = await create(2, caseBody(vin2, { Photo: jpegUrl(TINY_JPEG) }));
    expect(res.statusCode, res.body).toBe(200);
    const created = expectContract<{ CaseNo: string; VIN: string }>('createWarrantyCase', res);
    expect(created.CaseNo).toMatch(/^WC\d{2}-\d{5}$/);
    expect(created.VIN).toBe(vin2);
    expect(await counts()).toEqual({ cases: before.cases + 1, photos: before.photos + 1 });

    const got = await photo(created.CaseNo, 2);
    expect(got.statusCode, got.body).toBe(200);
    expect(responseProblems('getWarrantyCasePhoto', got)).toEqual([]);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(got.rawPayload.equals(TINY_JPEG)).toBe(true);
    expect(jpegSize(got.rawPayload)).toEqual({ width: 2, height: 1 });
  });

  it('opens a case without a photo as before; its photo answers 404', async () => {
    const res = await create(2, caseBody(vin2));
    expect(res.statusCode, res.body).toBe(200);
    const { CaseNo } = expectContract<{ CaseNo: string }>('createWarrantyCase', res);
    const got = await photo(CaseNo, 2);
    expect(got.statusCode).toBe(404);
    expect(responseProblems('getWarrantyCasePhoto', got)).toEqual([]);
    expect((await photo('WC99-99999', 2)).statusCode).toBe(404);
  });

  it.each([
    ['a PNG data URL', `data:image/png;base64,${TINY_PNG.toString('base64')}`],
    ['PNG bytes labelled as a JPEG', jpegUrl(TINY_PNG)],
    ['garbage base64', 'data:image/jpeg;base64,bm90IGEgcGhvdG8='],
    ['not a data URL at all', 'photo.jpg'],
    ['an empty string', ''],
  ])('refuses %s with 400 naming Photo and writes no case', async (_label, value) => {
    const before = await counts();
    const res = await create(2, caseBody(vin2, { Photo: value }));
    expect(res.statusCode, res.body).toBe(400);
    expect(responseProblems('createWarrantyCase', res)).toEqual([]);
    expect(res.json().fieldErrors).toEqual([{ field: 'Photo', message: NOT_A_JPEG }]);
    expect(await counts()).toEqual(before);
  });

  it("answers 404 for another plant's case", async () => {
    const res = await create(3, caseBody(vin3, { Photo: jpegUrl(TINY_JPEG) }));
    expect(res.statusCode, res.body).toBe(200);
    const { CaseNo } = res.json();
    expect((await photo(CaseNo, 3)).statusCode).toBe(200);
    const other = await photo(CaseNo, 2);
    expect(other.statusCode).toBe(404);
    expect(responseProblems('getWarrantyCasePhoto', other)).toEqual([]);
  });

  it('refuses a user without customer_service with 403 and writes nothing', async () => {
    const mine = (await create(2, caseBody(vin2, { Photo: jpegUrl(TINY_JPEG) }))).json().CaseNo as string;
    const before = await counts();
    const post = await create(2, caseBody(vin2, { Photo: jpegUrl(TINY_JPEG) }), qc);
    expect(post.statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const get = await photo(mine, 2, qc);
    expect(get.statusCode).toBe(403);
    expect(responseProblems('getWarrantyCasePhoto', get)).toEqual([]);
  });

  it('takes a photo larger than the server-wide body limit on this operation only', async () => {
    // A real JPEG with trailing bytes (decoders ignore what follows the end marker) makes a body over 1 MiB.
    const big = Buffer.concat([TINY_JPEG, Buffer.alloc(900_000, 7)]);
    const body = caseBody(vin2, { Photo: jpegUrl(big) });
    expect(JSON.stringify(body).length).toBeGreaterThan(BODY_LIMIT);
    const res = await create(2, body);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const got = await photo(res.json().CaseNo, 2);
    expect(got.rawPayload.equals(big)).toBe(true);

    // Other operations keep the server-wide limit.
    const other = await server.inject({
      method: 'POST',
      url: '/api/customer-service/assistant?plant=2',
      headers: admin.headers,
      payload: { Question: 'x'.repeat(BODY_LIMIT) },
    });
    expect(other.statusCode).toBe(413);

    // And this one refuses a body over its own limit before anything is written.
    const before = await counts();
    const huge = await create(
      2,
      caseBody(vin2, { Photo: jpegUrl(Buffer.concat([TINY_JPEG, Buffer.alloc(3_300_000, 7)])) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });
});
