// SPEC §7 production calls from the screens people use, in Chromium against the real server: cutting finishes one
// released Sigmanest nest and rejects another (row actions; the rows reloaded from the server show the new status),
// and a machine is added (toolbar action) and edited (row action) on Machines.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { openPortal, signIn } from './support/browser';
import { dblclickCell, waitForRowShowing, waitForRowCount } from './support/grid';
import type { Column } from '../../engine/screen/types';
import sigmanest from '../../screens/Production/Sigmanest.screen.json';
import machines from '../../screens/Production/Machines.screen.json';

interface NestRow {
  NestJobId: number;
  NestNo: string;
  Status: string;
  QtyOpen: number;
  QtyFinished: number;
  QtyRejected: number;
  RejectReason: string | null;
}
interface MachineRow {
  Id: number;
  Code: string;
  Name: string;
  Status: string;
  WorkCenter: string | null;
}

/** The rows of the next answer of the grid's operation (matched by path) caused by `act`. */
async function rowsAnswered<T>(page: Page, path: string, act: () => Promise<unknown>): Promise<T[]> {
  const answer = page.waitForResponse(
    (r: Response) => r.url().includes(path) && r.request().method() === 'GET' && r.ok(),
    { timeout: 60_000 },
  );
  answer.catch(() => undefined);
  await act();
  return (await (await answer).json()) as T[];
}

const search = (page: Page) => page.getByRole('textbox', { name: 'Search' });

describe('cutting reports nests, maintenance keeps machines', () => {
  it('finishes one released nest and rejects another on the Sigmanest screen', async () => {
    const portal = await openPortal('sigmanest actions');
    const { page } = portal;
    await signIn(portal, 'admin');
    const rows = await rowsAnswered<NestRow>(page, '/reports/production/sigmanest', () =>
      portal.goto('/Internal/Production/Sigmanest'),
    );
    const [toFinish, toReject] = rows.filter((r) => r.Status === 'Released' && r.QtyOpen > 0);
    expect(toReject).toBeDefined();
    const grid = page.getByTestId('data-grid').first();
    const columns = sigmanest.columns as Column[];

    // Finish: both actions apply to a released nest, so the double-click offers the row menu.
    await search(page).fill(toFinish.NestNo);
    await waitForRowCount(page, 1);
    await waitForRowShowing(grid, toFinish.NestNo);
    await dblclickCell(page, grid, columns, 'Program', 0);
    await page.getByRole('dialog', { name: toFinish.NestNo }).getByRole('button', { name: 'Finish' }).click();
    const finish = page.getByRole('dialog', { name: `Finish — ${toFinish.NestNo}` });
    // The open parts are proposed; all of them finish the nest.
    expect(await finish.getByLabel('Parts finished').inputValue()).toBe(String(toFinish.QtyOpen));
    await page.screenshot({ path: '/tmp/s35-sigmanest-finish.png' });
    const afterFinish = await rowsAnswered<NestRow>(page, '/reports/production/sigmanest', () =>
      finish.getByRole('button', { name: 'Finish' }).click(),
    );
    await page.getByText(`Nest ${toFinish.NestNo}: parts reported finished`).first().waitFor();
    expect(afterFinish.find((r) => r.NestJobId === toFinish.NestJobId)).toMatchObject({
      Status: 'Finished',
      QtyOpen: 0,
      QtyFinished: toFinish.QtyFinished + toFinish.QtyOpen,
    });

    // Reject with a reason: the server keeps the reason and the nest leaves the released ones.
    await search(page).fill(toReject.NestNo);
    await waitForRowShowing(grid, toReject.NestNo);
    await waitForRowCount(page, 1);
    await dblclickCell(page, grid, columns, 'Program', 0);
    await page.getByRole('dialog', { name: toReject.NestNo }).getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: `Reject — ${toReject.NestNo}` });
    await reject.getByLabel('Parts rejected').fill('2');
    await reject.getByRole('button', { name: 'Reject' }).click();
    // The reason is required before anything is sent.
    await reject.getByText('Reason is required').waitFor();
    await reject.getByLabel('Reason').fill('Plate out of flatness');
    const afterReject = await rowsAnswered<NestRow>(page, '/reports/production/sigmanest', () =>
      reject.getByRole('button', { name: 'Reject' }).click(),
    );
    await page.getByText(`Nest ${toReject.NestNo} rejected`).first().waitFor();
    expect(afterReject.find((r) => r.NestJobId === toReject.NestJobId)).toMatchObject({
      Status: 'Rejected',
      QtyRejected: toReject.QtyRejected + 2,
      RejectReason: 'Plate out of flatness',
    });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('adds a machine to a work center and edits it on Machines', async () => {
    const portal = await openPortal('machines');
    const { page } = portal;
    await signIn(portal, 'admin');
    await rowsAnswered<MachineRow>(page, '/machines/list/', () =>
      portal.goto('/Internal/Production/WorkCenters/Machines'),
    );
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;

    await page.getByRole('button', { name: 'New machine' }).click();
    const add = page.getByRole('dialog', { name: 'New machine' });
    await add.getByLabel('Code').fill(code);
    await add.getByLabel('Name', { exact: true }).fill('Fiber laser E2E');
    await add.getByLabel('Work center').click();
    const center = page.getByRole('option').first();
    const centerName = (await center.innerText()).trim();
    await center.click();
    await add.getByLabel('Manufacturer').fill('Trumpf');
    await add.getByLabel('Model').fill('TruLaser 3030');
    await add.getByLabel('Serial number').fill('TL-E2E-1');
    await add.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Idle' }).click();
    await page.screenshot({ path: '/tmp/s35-machines-new.png' });
    const afterAdd = await rowsAnswered<MachineRow>(page, '/machines/list/', () =>
      add.getByRole('button', { name: 'Add machine' }).click(),
    );
    await page.getByText('Machine added').first().waitFor();
    const added = afterAdd.find((m) => m.Code === code);
    expect(added).toMatchObject({ Name: 'Fiber laser E2E', Status: 'Idle' });
    expect(centerName.startsWith(`${added?.WorkCenter} - `)).toBe(true);

    await search(page).fill(code);
    await waitForRowShowing(page.getByTestId('data-grid').first(), code);
    await waitForRowCount(page, 1);
    await dblclickCell(page, page.getByTestId('data-grid').first(), machines.columns as Column[], 'Name', 1);
    const edit = page.getByRole('dialog', { name: `Edit — ${code}` });
    expect(await edit.getByLabel('Name', { exact: true }).inputValue()).toBe('Fiber laser E2E');
    await edit.getByLabel('Name', { exact: true }).fill('Fiber laser E2E (rebuilt)');
    await edit.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Running' }).click();
    const afterEdit = await rowsAnswered<MachineRow>(page, '/machines/list/', () =>
      edit.getByRole('button', { name: 'Save' }).click(),
    );
    await page.getByText(`Machine ${code} saved`).first().waitFor();
    expect(afterEdit.find((m) => m.Code === code)).toMatchObject({
      Id: added?.Id,
      Name: 'Fiber laser E2E (rebuilt)',
      Status: 'Running',
      WorkCenter: added?.WorkCenter,
    });
    await page.screenshot({ path: '/tmp/s35-machines.png' });
    expect(portal.consoleErrors).toEqual([]);
  });
});
