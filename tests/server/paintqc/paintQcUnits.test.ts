// The paint QC screen's unit list for offline lookups: the plant's newest units with a VIN, newest first, within the
// contract, each found by the lookup as the same unit; refused without a paint QC role.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite } from '../support/areaSuite.js';

const area = areaSuite();
const { get, server } = area;

describe('listPaintQcUnits', () => {
  it('answers the newest units of the plant, each one the lookup finds as the same unit', async () => {
    const qc = await server.login('qc.inspector');
    const units = expectContract<{ WorkorderNumber: string; VIN: string; Type: string; Plant: number }[]>(
      'listPaintQcUnits',
      await get('/ns/QC/PaintQC/units?plant=2', qc),
    );
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((u) => u.Plant === 2 && u.VIN !== '')).toBe(true);
    const found = expectContract<{ WorkorderNumber: string; VIN: string; Type: string }>(
      'lookupPaintQc',
      await get(`/ns/QC/PaintQC/paintqclookup?searchValue=${units[0].VIN}&searchBy=VIN&plant=2`, qc),
    );
    expect(found).toMatchObject({ WorkorderNumber: units[0].WorkorderNumber, Type: units[0].Type });
  });

  it('refuses a user without a paint QC role', async () => {
    const other = await server.loginWithRoles(2, ['inventory_count']);
    expect((await get('/ns/QC/PaintQC/units?plant=2', other)).statusCode).toBe(403);
  });
});
