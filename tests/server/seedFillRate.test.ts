// The demo seed's order lines carry a realistic promise date, so Fill Rate (lines shipped by their due date ÷ lines
// due) reads like a plant that mostly delivers on time, with some late lines, instead of nearly every line late.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';

let server: TestServer;
let admin: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
}, 240_000);

afterAll(() => server?.close());

interface FillRateRow {
  DueDate: string;
  Shipped: boolean;
  OnTime: boolean;
  OnTimePct: number;
  DaysLate: number | null;
}

const iso = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('Fill Rate over the seeded last 30 days', () => {
  it.each([2, 3])('shows most lines of plant %s on time and some late', async (plant) => {
    const res = await server.inject({
      method: 'GET',
      url: `/api/reports/production/fill-rate?plant=${plant}&from=${iso(30)}&to=${iso(0)}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as FillRateRow[];
    expect(rows.length).toBeGreaterThan(100);
    const onTime = rows.filter((r) => r.OnTime).length;
    // The screen's fill rate: Average of On Time % over the lines due.
    const fillRate = rows.reduce((sum, r) => sum + r.OnTimePct, 0) / rows.length;
    expect(fillRate).toBe(onTime / rows.length);
    expect(fillRate).toBeGreaterThan(0.7);
    expect(fillRate).toBeLessThan(0.97);
    const late = rows.filter((r) => !r.OnTime);
    expect(late.length).toBeGreaterThan(rows.length * 0.03);
    expect(late.every((r) => (r.DaysLate ?? 0) > 0 || !r.Shipped)).toBe(true);
  });
});
