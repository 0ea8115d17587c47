// Typed drill-down on real screens in Chromium: double-clicking a cell of each of the nine typed columns opens the
// detail dialog of its type for that cell's value (VIN, load, customer order, order line, customer, item, invoice
// on Accounting/Invoicing; purchase order on Purchasing/PODashboard; serial from the VIN dialog's Serials tab, a
// drill inside a drill), and the config-code cell's eye opens the list of VINs built with that config.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Column } from '../../engine/screen/types';
import invoicing from '../../screens/Accounting/Invoicing.screen.json';
import poDashboard from '../../screens/Purchasing/PODashboard.screen.json';
import vinDetail from '../../screens/Drilldown/Vin.screen.json';
import { openPortalOnce, saveFailuresOf, signIn, type PortalPage } from './support/browser';
import { clickCellAt, dblclickCell, rowCount, waitForRowCount } from './support/grid';

type Row = Record<string, string | number | null>;

let portal: PortalPage | undefined;
let units: Row[] = [];

saveFailuresOf(() => portal);

beforeAll(async () => {
  portal = await openPortalOnce('drilldown');
  await portal.page.setViewportSize({ width: 2600, height: 1000 });
  await signIn(portal, 'admin');
  const answer = portal.page.waitForResponse((r) => r.url().includes('/api/reports/accounting/invoicing') && r.ok());
  await portal.goto('/Internal/Accounting/Invoicing');
  units = (await (await answer).json()) as Row[];
  await waitForRowCount(portal.page, units.length);
  await portal.page.getByRole('textbox', { name: 'Search' }).fill(String(firstUnit().Vin));
  await waitForRowCount(portal.page, 1);
}, 120_000);

afterAll(async () => {
  await portal?.context.close();
});

/** An invoiced unit with every typed cell filled; the grid is searched down to it, so it is display row 1. */
function firstUnit(): Row {
  return units.find((u) => u.InvoiceNo && u.LoadNo && u.CoLine && u.ConfigCode)!;
}

/** The dialog opened last, by its title. */
function dialog(title: string) {
  return portal!.page.getByRole('dialog', { name: title, exact: true });
}

async function closeDialog(title: string) {
  await portal!.page.keyboard.press('Escape');
  await dialog(title).waitFor({ state: 'detached' });
}

describe('double-click drill-down', () => {
  const cases: [field: string, title: string, shows: string][] = [
    ['Vin', 'Unit (VIN)', 'Work Order'],
    ['LoadNo', 'Load', 'Carrier'],
    ['CoNum', 'Customer Order', 'Order Total'],
    ['CoLine', 'Customer Order Line', 'Unit Price'],
    ['CustNo', 'Customer', 'Credit Limit'],
    ['Customer', 'Customer', 'Credit Limit'],
    ['ItemNo', 'Item', 'Std Cost'],
    ['InvoiceNo', 'Invoice', 'Balance'],
  ];

  it.each(cases)('a %s cell opens the %s dialog for its value', async (field, title, shows) => {
    const { page } = portal!;
    const unit = firstUnit();
    const column = (invoicing.columns as Column[]).find((c) => c.field === field)!;
    // A dealer name drills by its customer number (drillField).
    const value = String(unit[column.drillField ?? field]);
    await dblclickCell(page, page.getByTestId('data-grid'), invoicing.columns as Column[], field, 1);
    const opened = dialog(`${title}: ${value}`);
    await opened.waitFor();
    // The detail loaded its record: header fields, not a spinner or an error.
    await opened.getByText(shows, { exact: true }).first().waitFor();
    expect(await opened.innerText()).not.toMatch(/Error|not found/i);
    if (field === 'Vin') await page.screenshot({ path: '/tmp/f-detail-dialog.png' });
    await closeDialog(`${title}: ${value}`);
  });

  it("the config-code cell's eye opens the VINs built with that config", async () => {
    const { page } = portal!;
    const config = String(firstUnit().ConfigCode);
    const sameConfig = units.filter((u) => u.ConfigCode === config).length;
    expect(sameConfig).toBeGreaterThan(0);
    // The eye sits in the last 26 px of the cell; a single click there opens the list.
    await clickCellAt(page, page.getByTestId('data-grid'), invoicing.columns as Column[], 'ConfigCode', 1, 13);
    const opened = dialog(`Config Code VINs: ${config}`);
    await opened.waitFor();
    await opened.getByRole('tab', { name: 'VINs' }).waitFor();
    // Every unit ever built with the config, so at least those shipped in this period.
    await expect.poll(() => rowCount(opened)).toBeGreaterThanOrEqual(sameConfig);
    await closeDialog(`Config Code VINs: ${config}`);
  });

  it("a Serial No in the VIN dialog's Serials tab drills further into the serial", async () => {
    const { page } = portal!;
    const vin = String(firstUnit().Vin);
    await dblclickCell(page, page.getByTestId('data-grid'), invoicing.columns as Column[], 'Vin', 1);
    const unitDialog = dialog(`Unit (VIN): ${vin}`);
    await unitDialog.waitFor();
    await unitDialog.getByRole('tab', { name: 'Serials' }).click();
    await expect.poll(() => rowCount(unitDialog)).toBeGreaterThan(0);
    const serials = vinDetail.tabs.find((t) => t.title === 'Serials')!.columns as Column[];
    const serial = await unitDialog
      .getByTestId(`glide-cell-${serials.findIndex((c) => c.field === 'SerialNo')}-0`)
      .innerText();
    expect(serial).not.toBe('');
    await dblclickCell(page, unitDialog.getByTestId('data-grid'), serials, 'SerialNo', 0);
    const serialDialog = dialog(`Serial: ${serial}`);
    await serialDialog.waitFor();
    await serialDialog.getByText(vin).first().waitFor();
    await closeDialog(`Serial: ${serial}`);
    await closeDialog(`Unit (VIN): ${vin}`);
  });

  it('a PONO on the PO dashboard opens the purchase order with its lines and releases', async () => {
    const { page } = portal!;
    const answer = page.waitForResponse((r) => r.url().includes('/api/reports/purchasing/po-lines') && r.ok());
    await portal!.goto('/Internal/Purchasing/PODashboard');
    const lines = (await (await answer).json()) as Row[];
    await waitForRowCount(page, lines.length);
    const grouped = (poDashboard as { groupBy?: string[] }).groupBy?.length ? 1 : 0;
    const pono = await page.getByTestId(`glide-cell-0-${grouped}`).innerText();
    expect(lines.some((l) => l.PONO === pono)).toBe(true);
    await dblclickCell(page, page.getByTestId('data-grid'), poDashboard.columns as Column[], 'PONO', grouped);
    const opened = dialog(`Purchase Order: ${pono}`);
    await opened.waitFor();
    for (const label of ['PO #', 'Vendor', 'PO Date', 'Buyer', 'Requested By'])
      await opened.getByText(label, { exact: true }).first().waitFor();
    // One line per dashboard line of the PO, each with its release dates and quantities.
    const table = opened.getByRole('table');
    for (const header of ['Item', 'Request Date', 'Promise Date', 'Qty', 'Left to Receive']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    for (const line of lines.filter((l) => l.PONO === pono))
      await table.getByText(String(line.ItemNo), { exact: true }).waitFor();
    await page.screenshot({ path: '/tmp/f-po-dialog.png' });
    await closeDialog(`Purchase Order: ${pono}`);
  });
});
