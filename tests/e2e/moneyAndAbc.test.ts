// Money in its own currency and SPEC §9's ABC classes as people read them. A plant-3 user reading Spanish sees the
// Mexico plant's payroll as pesos ($… MXN), not dollars; mx.supervisor's Inventory On Hand shows standard costs in
// dollars ($… USD) and the ABC (age) class the server answered for each row.
import { describe, expect, it } from 'vitest';
import { openPortal, signIn, type PortalPage } from './support/browser';
import { apiGet, apiToken } from './fixtures/api';
import { cellText, headers, rowCount } from './support/grid';
import { namedRange } from '../../engine/rules';

const PASSWORD = 'Trailer2027';
const PESOS = /^\$\d{1,3}(,\d{3})*\.\d{2} MXN$/;
const DOLLARS_NAMED = /^\$\d{1,3}(,\d{3})*\.\d{2} USD$/;

async function api(portal: PortalPage, bearer: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${portal.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

interface TreeNode {
  id: number;
  uniqId: string;
  children: TreeNode[];
}

/** A new plant-3 user (Spanish by default, as every plant-3 user) with the HR area and its payroll register. */
async function plant3PayrollUser(portal: PortalPage): Promise<string> {
  const itToken = await apiToken(portal.baseUrl, 'it.support');
  const username = `e2e.nomina.${Date.now()}`;
  const created = await api(portal, itToken, 'POST', '/user/', {
    Guid: null,
    Firstname: 'Lucía',
    Lastname: 'Garza',
    Username: username,
    Email: '',
    EplantId: 3,
    Password: PASSWORD,
  });
  const tree = (await api(portal, itToken, 'GET', `/routes/GetAllRoutesByUser?Guid=${created.Guid}`)) as TreeNode[];
  const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const ticked = flat(tree)
    .filter((n) => ['area:HR', 'route:/Internal/HR/Payroll'].includes(n.uniqId))
    .map((n) => n.id);
  expect(ticked).toHaveLength(2);
  await api(portal, itToken, 'POST', '/roles/UpdateUserRoles', { Guid: created.Guid, UserChekedRules: ticked });
  return username;
}

/** The grid column index of a caption (glide's accessibility table counts the row-number column). */
async function columnOf(portal: PortalPage, caption: string): Promise<number> {
  const captions = await headers(portal.page);
  const index = captions.findIndex((text) => text.trim() === caption);
  expect(index, `${caption} in ${captions.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return index;
}

describe('money in its own currency, ABC classes', () => {
  it('a plant-3 user reading Spanish sees payroll amounts as pesos', async () => {
    const portal = await openPortal('payroll in pesos');
    const username = await plant3PayrollUser(portal);
    const { from, to } = namedRange('last30Days', new Date());
    const rows = await apiGet<{ GrossPay: number; Currency: string }[]>(
      portal.baseUrl,
      await apiToken(portal.baseUrl, username, PASSWORD),
      `/reports/hr/payroll-register?plant=3&from=${from}&to=${to}`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.Currency))).toEqual(new Set(['MXN']));

    // Wide enough for every column: glide's accessibility table holds only the columns in view.
    await portal.page.setViewportSize({ width: 2600, height: 900 });
    await signIn(portal, username, PASSWORD);
    await portal.goto('/Internal/HR/Payroll');
    await portal.page.getByRole('heading', { name: 'Registro de nómina' }).waitFor();
    await portal.page.getByTestId('glide-cell-1-0').waitFor({ state: 'attached' });
    const gross = await columnOf(portal, 'Pago bruto');
    // The first rows (a pay date's group row with its total, then the employees' lines) are all pesos.
    for (let i = 0; i < 4; i++) expect(await cellText(portal.page, gross, i)).toMatch(PESOS);
    expect(portal.consoleErrors).toEqual([]);
  });

  it("mx.supervisor's on-hand rows show the server's ABC (age) class and standard costs in dollars", async () => {
    const portal = await openPortal('abc on hand');
    const rows = await apiGet<{ ItemNo: string; AbcAge: string; StdCost: number }[]>(
      portal.baseUrl,
      await apiToken(portal.baseUrl, 'mx.supervisor'),
      '/reports/inventory/on-hand?plant=3',
    );
    expect(new Set(rows.map((r) => r.AbcAge)).size).toBeGreaterThan(1);

    await portal.page.setViewportSize({ width: 2600, height: 900 });
    await signIn(portal, 'mx.supervisor');
    await portal.goto('/Internal/Inventory/InventoryOnHandInfor');
    await portal.page.getByRole('heading', { name: 'Existencias de inventario' }).waitFor();
    await portal.page.getByTestId('glide-cell-1-0').waitFor({ state: 'attached' });
    expect(await rowCount(portal.page)).toBe(rows.length);
    const item = await columnOf(portal, 'Artículo');
    const abc = await columnOf(portal, 'ABC (antigüedad)');
    const cost = await columnOf(portal, 'Costo estándar');
    for (let i = 0; i < 5; i++) {
      expect(await cellText(portal.page, item, i)).toBe(rows[i].ItemNo);
      expect(await cellText(portal.page, abc, i), rows[i].ItemNo).toBe(rows[i].AbcAge);
      expect(await cellText(portal.page, cost, i)).toMatch(DOLLARS_NAMED);
    }
    expect(portal.consoleErrors).toEqual([]);
  });
});
