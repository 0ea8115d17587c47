// The role catalogue says which role opens which area, once: every area of routes.json has its role there, and a
// role that opens only some routes names routes that exist.
import { describe, expect, it } from 'vitest';
import { areaRoles, loadRoleCatalogue, routeRoles } from '../../../server/contract/roleCatalogue';
import { loadRouteCatalogue } from '../../../server/seed/routeCatalogue';

const catalogue = loadRoleCatalogue();
const routes = loadRouteCatalogue();

describe('role catalogue', () => {
  it('gives every internal area of routes.json the role that opens it', () => {
    const map = areaRoles(catalogue);
    const areas = new Set(routes.internal.map((r) => r.area));
    for (const area of areas) expect(map[area], area).toBeDefined();
    expect(map.HR).toEqual(['hr']);
    expect(map['Customer service']).toEqual(['customer_service']);
    expect(map.Dashboard).toEqual([]);
  });

  it('adds payroll on top of hr only on the payroll routes, all of which exist', () => {
    const paths = new Set(routes.internal.map((r) => r.path));
    const payroll = catalogue.roles.find((r) => r.name === 'payroll');
    expect(payroll?.routes?.length).toBeGreaterThan(0);
    for (const path of payroll?.routes ?? []) expect(paths.has(path), path).toBe(true);
    expect(routeRoles('/Internal/HR/Payroll', catalogue)).toEqual(['payroll']);
    expect(routeRoles('/Internal/HR/Employees', catalogue)).toEqual([]);
  });
});
