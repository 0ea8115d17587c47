// Record history in Chromium against the real server: admin changes a user's roles in the user dialog and
// renames an HR department on its catalogue form; each change shows — who, when in plant time, old → new — in that
// record's History and in the Admin change history search; mx.supervisor (plant 3) edits a machine and reads its
// History in Spanish.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPortal, signIn } from './support/browser';
import { openUserProfile } from './support/userProfile';
import { dblclickCell, waitForRowCount, waitForRowShowing } from './support/grid';
import { apiGet, apiToken } from './fixtures/api';
import type { Column } from '../../engine/screen/types';
import machines from '../../screens/Production/Machines.screen.json';

interface Department {
  Id: number | null;
  Code: string;
  Name: string;
}
interface DepartmentCatalog {
  Version: number;
  Departments: Department[];
}
interface MachineRow {
  Id: number;
  Code: string;
  Name: string;
  EplantId: number;
  WorkCenterId: number | null;
  Manufacturer: string;
  Model: string;
  SerialNumber: string;
  Status: string;
  InstalledOn: string | null;
}

async function apiSend(baseUrl: string, token: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Today on a plant's clock, as the portal shows it: MM/DD/YYYY (en-US) or DD/MM/YYYY (es-MX). */
function plantToday(zone: string, dayFirst: boolean): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return dayFirst ? `${parts.day}/${parts.month}/${parts.year}` : `${parts.month}/${parts.day}/${parts.year}`;
}

const entryWith = (scope: Page | ReturnType<Page['getByRole']>, text: string) =>
  scope.getByTestId('history-entry').filter({ hasText: text }).first();

describe('record history', () => {
  it('admin’s role change and department rename show in their History and in the Admin change history', async () => {
    const portal = await openPortal('record history admin');
    const { page, baseUrl } = portal;
    const token = await apiToken(baseUrl, 'admin');
    const stamp = Date.now().toString(36);
    // A user and a department of their own, so no other test meets what this one writes.
    const username = `e2e.hist.${stamp}`;
    const { Guid: guid } = (await apiSend(baseUrl, token, 'POST', '/user/', {
      Guid: null,
      Firstname: 'Hilda',
      Lastname: 'Treviño',
      Username: username,
      Email: null,
      EplantId: 2,
      Password: 'History2026',
    })) as { Guid: string };
    const catalog = await apiGet<DepartmentCatalog>(baseUrl, token, '/hr/catalogs/departments?plant=2');
    const oldName = `History ${stamp}`;
    const newName = `History ${stamp} renamed`;
    await apiSend(baseUrl, token, 'PUT', '/hr/catalogs/departments?plant=2', {
      Version: catalog.Version,
      Departments: [
        ...catalog.Departments.map(({ Id, Code, Name }) => ({ Id, Code, Name })),
        { Id: null, Code: `H${stamp.slice(-6).toUpperCase()}`, Name: oldName },
      ],
    });
    const today = plantToday('America/Chicago', false);

    await signIn(portal, 'admin');
    // Roles ticked in the user dialog; the History tab shows the line added, by admin, today, and the creation.
    const dialog = await openUserProfile(portal, username);
    await dialog.getByRole('button', { name: 'Expand Purchasing' }).click();
    await dialog.getByRole('checkbox', { name: 'Purchasing/PODashboard' }).check();
    await dialog.getByRole('button', { name: 'Save Roles' }).click();
    await page.getByText('Role assigned to User', { exact: true }).first().waitFor();
    await dialog.getByRole('tab', { name: 'History', exact: true }).click();
    const roleLine = entryWith(dialog, 'Roles ·');
    await roleLine.waitFor();
    const roleText = await roleLine.innerText();
    expect(roleText).toContain('(admin)');
    expect(roleText).toContain(today);
    expect(roleText).toMatch(/Roles · \S+ added/);
    expect(roleText).toMatch(/Role name: — → \S+/);
    const created = await entryWith(dialog, `Username: — → ${username}`).innerText();
    expect(created.toLowerCase()).toContain('created');
    expect(created).toContain('Password hash: changed');
    await page.screenshot({ path: '/tmp/hui-user-history.png' });
    await page.keyboard.press('Escape');

    // The department's row picked in the catalogue form's History (its creation), then renamed: the open History
    // shows old → new.
    await portal.goto('/Internal/HR/Employee/Departments');
    const panel = page.getByTestId('form-history');
    await panel.getByLabel('Record').click();
    await page.getByRole('option', { name: new RegExp(`^${oldName} \\(\\d+\\)$`) }).click();
    await entryWith(panel, `Name: — → ${oldName}`).waitFor();
    await page.locator(`input[value="${oldName}"]`).fill(newName);
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/hr/catalogs/departments'),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    const rename = entryWith(panel, `Name: ${oldName} → ${newName}`);
    await rename.waitFor();
    expect(await rename.innerText()).toContain(today);
    await rename.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/hui-department-history.png' });

    // Both in the Admin change history: the user's entries (its roles are lines of it) by its key, the department
    // by its name.
    await portal.goto('/Internal/Admin/History');
    const grid = page.getByTestId('data-grid').first();
    const keyFilter = page.getByRole('textbox', { name: 'Key or name' });
    await keyFilter.fill(guid);
    await page.getByRole('button', { name: 'Apply' }).click();
    await waitForRowShowing(grid, username);
    await grid
      .locator('[data-testid^="glide-cell-"]')
      .filter({ hasText: /^Role name: — → / })
      .first()
      .waitFor({ state: 'attached' });
    await page.screenshot({ path: '/tmp/hui-admin-history.png' });
    await keyFilter.fill(newName);
    await page.getByRole('button', { name: 'Apply' }).click();
    await grid
      .locator('[data-testid^="glide-cell-"]')
      .filter({ hasText: `Name: ${oldName} → ${newName}` })
      .first()
      .waitFor({ state: 'attached' });
    await waitForRowCount(page, 1);

    // The department leaves the catalogue again (its removal is history too).
    const now = await apiGet<DepartmentCatalog>(baseUrl, token, '/hr/catalogs/departments?plant=2');
    await apiSend(baseUrl, token, 'PUT', '/hr/catalogs/departments?plant=2', {
      Version: now.Version,
      Departments: now.Departments.filter((d) => d.Name !== newName).map(({ Id, Code, Name }) => ({ Id, Code, Name })),
    });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('a plant-3 user reads a machine’s history in Spanish', async () => {
    const portal = await openPortal('record history mx');
    const { page, baseUrl } = portal;
    const token = await apiToken(baseUrl, 'mx.supervisor');
    await apiSend(baseUrl, token, 'PUT', '/user/language', { Language: 'es-MX' });
    const [machine] = await apiGet<MachineRow[]>(baseUrl, token, '/machines/list/?plant=3');
    const model = `${machine.Model.slice(0, 60)} H`;

    await signIn(portal, 'mx.supervisor');
    await portal.goto('/Internal/Production/WorkCenters/Machines');
    const grid = page.getByTestId('data-grid').first();
    await page.getByRole('textbox', { name: 'Buscar' }).fill(machine.Code);
    await waitForRowShowing(grid, machine.Code);
    await page
      .getByTestId('grid-row-count')
      .filter({ hasText: /^1 fila$/i })
      .first()
      .waitFor();
    await dblclickCell(page, grid, machines.columns as Column[], 'Name', 1);
    let edit = page.getByRole('dialog', { name: `Editar — ${machine.Code}` });
    await edit.getByLabel('Modelo').fill(model);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText(`Máquina ${machine.Code} guardada`).first().waitFor();
    // The rows reloaded with the new model before the row is opened again.
    await edit.waitFor({ state: 'detached' });
    await waitForRowShowing(grid, model);

    await dblclickCell(page, grid, machines.columns as Column[], 'Name', 1);
    edit = page.getByRole('dialog', { name: `Editar — ${machine.Code}` });
    await edit.getByRole('tab', { name: 'Historial' }).click();
    const change = entryWith(edit, `Model: ${machine.Model} → ${model}`);
    await change.waitFor();
    const text = await change.innerText();
    expect(text.toLowerCase()).toContain('modificado');
    expect(text).toContain('(mx.supervisor)');
    expect(text).toContain(plantToday('America/Mexico_City', true));
    await page.screenshot({ path: '/tmp/hui-mx-history.png' });

    // The machine as it was.
    const { Id, Code, Name, EplantId, WorkCenterId, Manufacturer, Model, SerialNumber, Status, InstalledOn } = machine;
    await apiSend(baseUrl, token, 'PUT', '/machines/', {
      Id,
      Code,
      Name,
      EplantId,
      WorkCenterId,
      Manufacturer,
      Model,
      SerialNumber,
      Status,
      InstalledOn,
    });
    expect(portal.consoleErrors).toEqual([]);
  });
});
