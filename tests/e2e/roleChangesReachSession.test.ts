// Roles IT changes reach a signed-in user without waiting for the token to expire.
// The hub's push updates the menu and opens a screen that said "No permission" while the page stays open; a reload
// after a change made while the portal was closed shows the server's roles, not the cached copy.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPortal, signIn, type PortalPage } from './support/browser';
import { apiToken } from './fixtures/api';

const PASSWORD = 'Trailer2027';

interface TreeNode {
  id: number;
  uniqId: string;
  children: TreeNode[];
}

async function api(portal: PortalPage, bearer: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${portal.baseUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** IT sets the user's ticked role tree nodes by their uniqIds. */
async function setNodes(portal: PortalPage, itToken: string, guid: string, uniqIds: string[]) {
  const tree = (await api(portal, itToken, 'GET', `/routes/GetAllRoutesByUser?Guid=${guid}`)) as TreeNode[];
  const flat = (nodes: TreeNode[]): TreeNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  const ids = flat(tree)
    .filter((n) => uniqIds.includes(n.uniqId))
    .map((n) => n.id);
  expect(ids).toHaveLength(uniqIds.length);
  await api(portal, itToken, 'POST', '/roles/UpdateUserRoles', { Guid: guid, UserChekedRules: ids });
}

const menuArea = (page: Page, area: string) =>
  page.getByRole('navigation', { name: 'Screens' }).getByText(area, { exact: true });

describe('role changes reach a signed-in user', () => {
  it('updates the menu and the screens from the hub push, and from the server at a reload', async () => {
    const portal = await openPortal('role changes reach session');
    const { page } = portal;
    const itToken = await apiToken(portal.baseUrl, 'it.support');
    const username = `e2e.roles.${Date.now()}`;
    const created = await api(portal, itToken, 'POST', '/user/', {
      Guid: null,
      Firstname: 'Rosa',
      Lastname: 'Treviño',
      Username: username,
      Email: '',
      EplantId: 2,
      Password: PASSWORD,
    });
    const guid = created.Guid as string;
    await setNodes(portal, itToken, guid, ['area:QC', 'role:qc_paint_entry']);

    await signIn(portal, username, PASSWORD);
    await menuArea(page, 'QC').waitFor();
    // A screen the user may not open yet.
    await portal.goto('/Internal/Purchasing/PODashboard');
    await page.getByText('No permission', { exact: true }).waitFor();

    // IT grants Purchasing and removes QC while the page is open: the hub's push applies it, no reload.
    await setNodes(portal, itToken, guid, ['area:Purchasing']);
    await page.getByText('No permission', { exact: true }).waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('[data-screen-id]').first().waitFor();
    await menuArea(page, 'Purchasing').waitFor();
    expect(await menuArea(page, 'QC').count()).toBe(0);

    // A change made while the portal is closed: the reload starts on the cached copy and then shows the server's.
    await page.goto('about:blank');
    await setNodes(portal, itToken, guid, ['area:QC']);
    await portal.goto('/Internal');
    await menuArea(page, 'QC').waitFor({ timeout: 10_000 });
    await expect.poll(() => menuArea(page, 'Purchasing').count(), { timeout: 10_000 }).toBe(0);
    expect(portal.consoleErrors).toEqual([]);
  });
});
