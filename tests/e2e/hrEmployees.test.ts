// HR on the Employees screen in Chromium: creates an employee with the form "New employee" opens (prefilled from the
// plant's blank employee, its selects fed by the option operations; a refused save keeps what was typed), edits them
// from a double-click on their row, and moves two ticked employees to another work center, which the grid then shows.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiGet, apiToken } from './fixtures/api';
import { openPortal, signIn } from './support/browser';
import { HEADER_HEIGHT, ROW_HEIGHT, waitForRowCount } from './support/grid';

type Employee = Record<string, unknown> & { Id: number; WorkCenterId: number | null; Phone: string | null };

/** Picks an option of a Mantine select in the dialog by its label (the first option when none is named). */
async function choose(page: Page, label: string, option?: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: label, exact: true }).click();
  const options = page.getByRole('option');
  await (option ? options.filter({ hasText: option }).first() : options.first()).click();
}

describe('HR employees', () => {
  it('creates an employee, edits them and moves two employees to another work center', async () => {
    const portal = await openPortal('hr employees');
    const { page, baseUrl } = portal;
    const token = await apiToken(baseUrl, 'admin');
    const lastName = `Quintanilla${Date.now().toString(36)}`;
    // A second employee of the same last name, so the search shows the two the test moves.
    const blank = await apiGet<Record<string, unknown>>(baseUrl, token, '/employees/empty/2/');
    const other = await fetch(`${baseUrl}/api/employees/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...blank, FirstName: 'Aurelio', LastName: lastName }),
    });
    expect(other.status).toBe(200);

    await signIn(portal, 'admin');
    await portal.goto('/Internal/HR/Employees');
    const search = page.getByRole('textbox', { name: 'Search', exact: true });
    await search.waitFor();

    // 1. New employee: the form opens with the plant's next number; a save without a name is refused on the spot
    // (SPEC §5 wording) and keeps the last name typed; with the name it is stored.
    await page.getByRole('button', { name: 'New employee' }).click();
    const dialog = page.getByRole('dialog');
    const number = dialog.getByRole('textbox', { name: 'Employee number' });
    await expect.poll(() => number.inputValue()).toMatch(/^\d+$/);
    await dialog.getByRole('textbox', { name: 'LastName' }).fill(lastName);
    await choose(page, 'Department');
    await choose(page, 'Shift');
    await choose(page, 'Foreman');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Enter a valid email address').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'LastName' }).inputValue()).toBe(lastName);
    await number.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hr-employee-form.png' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Benita');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('benita@norstar.example');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Employee saved').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await search.fill(lastName);
    await waitForRowCount(page, 2);
    const grid = page.getByTestId('data-grid');
    const table = page.getByTestId('data-grid-canvas');
    const created = table.locator('tr', { hasText: `${lastName}, Benita` });
    // Glide's accessibility table mirrors the canvas (present, not visible).
    await created.waitFor({ state: 'attached' });
    const employees = (
      await apiGet<Array<{ Id: number; Employee: string }>>(
        baseUrl,
        token,
        '/reports/hr/employees?plant=2&status=Active',
      )
    ).filter((e) => e.Employee.startsWith(`${lastName},`));
    expect(employees).toHaveLength(2);
    const benita = employees.find((e) => e.Employee === `${lastName}, Benita`)!;

    // 2. Edit: a double-click on their row (outside the name, which opens their record) loads them into the form.
    const box = (await grid.boundingBox())!;
    const rowIndex = (await table.locator('tbody tr').allTextContents()).findIndex((t) => t.includes('Benita'));
    const rowY = box.y + HEADER_HEIGHT + rowIndex * ROW_HEIGHT + ROW_HEIGHT / 2;
    // The tick boxes come first, then Emp # (90 px): its middle is well inside the row and outside any drill column.
    await page.mouse.dblclick(box.x + 90, rowY);
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Benita');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('+1 936 555 0142');
    await page.screenshot({ path: '/tmp/hr-employee-edit.png' });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`Employee ${lastName}, Benita saved`).waitFor();
    await expect
      .poll(async () => (await apiGet<Employee>(baseUrl, token, `/employees/${benita.Id}/`)).Phone)
      .toBe('+1 936 555 0142');

    // 3. Move both to another work center: tick the two rows, choose the work center, confirm.
    const move = page.getByRole('button', { name: /^Move to work center/ });
    expect(await move.isDisabled()).toBe(true);
    for (const row of [0, 1])
      await page.mouse.click(box.x + 14, box.y + HEADER_HEIGHT + row * ROW_HEIGHT + ROW_HEIGHT / 2);
    await page.getByRole('button', { name: 'Move to work center (2)' }).click();
    const current = (await apiGet<Employee>(baseUrl, token, `/employees/${benita.Id}/`)).WorkCenterId;
    const centers = await apiGet<Array<{ Id: number; Name: string }>>(
      baseUrl,
      token,
      '/workcenter/select_options/?plant=2',
    );
    const target = centers.find((c) => c.Id !== current)!;
    await choose(page, 'Work center', target.Name);
    await dialog.getByText('Move the 2 ticked employee(s) to this work center?').waitFor();
    await page.screenshot({ path: '/tmp/hr-employee-move.png' });
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await page.getByText('2 employee(s) moved').waitFor();
    // The grid reloads and shows the new work center on both rows.
    const roster = await apiGet<Array<{ Id: number; WorkCenter: string }>>(
      baseUrl,
      token,
      '/reports/hr/employees?plant=2&status=Active',
    );
    const name = roster.find((r) => r.Id === benita.Id)!.WorkCenter;
    for (const e of employees)
      expect((await apiGet<Employee>(baseUrl, token, `/employees/${e.Id}/`)).WorkCenterId).toBe(target.Id);
    await expect.poll(() => table.locator('tbody tr', { hasText: lastName }).filter({ hasText: name }).count()).toBe(2);
    await page.screenshot({ path: '/tmp/hr-employees-moved.png' });
    expect(portal.consoleErrors).toEqual([]);
  });
});
