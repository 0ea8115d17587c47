// User administration in a real browser against the real server, as it.support and admin: creating a user with each
// password rule refused in SPEC words, editing, roles through the tree (the user's menu follows at the next login),
// blocked tokens ending an open session, copied roles, groups, login history and portal usage, the database user,
// suspension, login as user, and a user without settings_users_it refused by the UI and by the server.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openUserProfile } from './support/userProfile';
import { openPortal, signIn, DEMO_PASSWORD, type PortalPage } from './support/browser';

const WELDER = { username: 'e2e.welder', first: 'Hector', last: 'Salinas', password: 'Gooseneck2027' };

async function apiCall(portal: PortalPage, token: string | null, method: string, path: string, body?: unknown) {
  const res = await fetch(`${portal.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function apiLogin(portal: PortalPage, username: string, password = DEMO_PASSWORD) {
  return apiCall(portal, null, 'POST', '/User/Authenticate', { Username: username, Password: password });
}

// Tokens by username, reused across the file: logins are rate-limited per user and minute.
const tokens = new Map<string, string>();

async function tokenOf(portal: PortalPage, username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const res = await apiLogin(portal, username);
  expect(res.status).toBe(200);
  tokens.set(username, res.body.Token);
  return res.body.Token;
}

async function guidOf(portal: PortalPage, username: string): Promise<string> {
  const token = await tokenOf(portal, 'it.support');
  const users = await apiCall(portal, token, 'GET', '/user?plant=2');
  return users.body.find((u: { Username: string }) => u.Username === username).Guid;
}

const note = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function pickOption(page: Page, label: string, option: string) {
  const input = page.getByRole('dialog', { name: 'User Profile' }).getByRole('textbox', { name: label, exact: true });
  await input.click();
  await input.fill(option.slice(0, 6));
  await page.getByRole('option', { name: option }).click();
}

describe('user administration', () => {
  it('it.support creates a user, each password rule refusing bad input in SPEC words, then edits it', async () => {
    const portal = await openPortal('useradmin create');
    const { page } = portal;
    await signIn(portal, 'it.support');
    await portal.goto('/Internal/Admin/Users');
    await page.getByRole('button', { name: 'New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await dialog.waitFor();
    await dialog.getByText('This is a superuser and has all roles').waitFor();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    for (const message of ['Name is required', 'LastName is required', 'Username is required'])
      await note(page, message);

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(WELDER.first);
    await dialog.getByRole('textbox', { name: 'LastName' }).fill(WELDER.last);
    await dialog.getByRole('textbox', { name: 'Username' }).fill(WELDER.username);
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    const password = dialog.getByLabel(/^Password/);
    const confirmation = dialog.getByLabel(/^Confirm Password/);
    const tryPassword = async (value: string, again: string, message: string) => {
      await password.fill(value);
      await confirmation.fill(again);
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await note(page, message);
    };
    await tryPassword('Weld1', 'Weld1', 'Password must have at least 8 symbols');
    await note(page, 'Enter a valid email address');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('');
    await tryPassword('gooseneck2027', 'gooseneck2027', 'Add an Uppercase letter please');
    await tryPassword('GOOSENECK2027', 'GOOSENECK2027', 'Add a Lowercase letter please');
    await tryPassword('GooseneckTrailer', 'GooseneckTrailer', 'Add a number please');
    await tryPassword(WELDER.password, 'Gooseneck2028', 'The password do not match');
    // None of the refused attempts reached the server.
    expect((await apiLogin(portal, WELDER.username, WELDER.password)).status).toBe(400);

    await confirmation.fill(WELDER.password);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await note(page, 'User Created!');
    // Now an existing user: the checkboxes and Save Changes appear.
    await dialog.getByRole('button', { name: 'Save Changes' }).waitFor();
    await dialog.getByLabel('Suspended').waitFor();
    await dialog.getByRole('textbox', { name: 'Email' }).fill('hector.salinas@norstarcompany.com');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await note(page, 'User Updated!');

    const token = await tokenOf(portal, 'it.support');
    const user = (await apiCall(portal, token, 'GET', `/user/${await guidOf(portal, WELDER.username)}/`)).body;
    expect(user).toMatchObject({
      Firstname: 'Hector',
      Email: 'hector.salinas@norstarcompany.com',
      Isactive: true,
      IsSuspended: false,
      IsSuperUser: false,
      IsDbaUser: false,
    });
    expect(portal.consoleErrors).toEqual([]);
  });

  it('roles ticked in the tree change the user menu at their next login, and blocking tokens ends their open session', async () => {
    const welder = await openPortal('useradmin welder session');
    await signIn(welder, WELDER.username, WELDER.password);
    await welder.page.getByText('No screens are assigned to your user yet.').waitFor();

    const portal = await openPortal('useradmin roles');
    const { page } = portal;
    await signIn(portal, 'it.support');
    await openUserProfile(portal, WELDER.username);
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await dialog.getByRole('button', { name: 'Expand Purchasing' }).click();
    await dialog.getByRole('checkbox', { name: 'Purchasing/PODashboard' }).check();
    await dialog.getByRole('button', { name: 'Save Roles' }).click();
    await note(page, 'Role assigned to User');

    // The welder's next login shows the new screen in the menu.
    const next = await openPortal('useradmin welder next login');
    await signIn(next, WELDER.username, WELDER.password);
    await next.page.getByRole('navigation', { name: 'Screens' }).getByText('Purchasing').click();
    await next.page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'PO Dashboard' }).click();
    await next.page.waitForURL(/PODashboard/);
    // The visit is recorded for Portal Usage (checked in a later test) before the tokens are blocked below.
    const welderGuid = await guidOf(portal, WELDER.username);
    const itToken = await tokenOf(portal, 'it.support');
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await expect
      .poll(async () => {
        const logs = await apiCall(
          portal,
          itToken,
          'GET',
          `/user/route_logs?guid=${welderGuid}&startDate=${today}&endDate=${tomorrow}`,
        );
        return (logs.body as Array<{ Page: string }>).some((l) => l.Page === '/Internal/Purchasing/PODashboard');
      })
      .toBe(true);

    await next.page.getByTestId('data-grid').waitFor();

    // Blocking the tokens sends the welder's open session to the expired-session dialog at its next request.
    await dialog.getByRole('button', { name: 'Block Tokens' }).click();
    await note(page, 'Tokens have been Blocked');
    await next.page.reload();
    await next.page.getByRole('dialog', { name: /session (has )?expired/i }).waitFor();
  });

  it('copies roles from another user and adds and removes a group', async () => {
    const portal = await openPortal('useradmin copy and groups');
    const { page } = portal;
    await signIn(portal, 'it.support');
    await openUserProfile(portal, WELDER.username);
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await pickOption(page, 'Copy roles from', 'Rhonda Pruitt');
    await dialog.getByRole('button', { name: 'Copy Roles' }).click();
    // Copying replaces the user's roles: the profile asks first.
    await page.getByRole('dialog', { name: 'Copy roles' }).getByRole('button', { name: 'Copy Roles' }).click();
    await note(page, 'Role assigned to User');
    const welderToken = (await apiLogin(portal, WELDER.username, WELDER.password)).body.Token;
    const me = (await apiCall(portal, welderToken, 'GET', '/user/GetUserByToken/')).body;
    expect(me.RolesNames).toEqual(['qc', 'qc_paint_entry']);

    await pickOption(page, 'Group', 'Quality');
    await dialog.getByRole('button', { name: 'Add Group' }).click();
    await note(page, 'Group has been Asigned to user');
    await dialog.getByRole('table', { name: 'User groups' }).getByText('Quality').waitFor();
    await dialog.getByRole('button', { name: 'Remove from Quality' }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Do you want to remove the user from the group?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await note(page, 'Group has been removed from user!');
    await dialog.getByText('Not in any group.').waitFor();
  });

  it('admin sees a failed and a successful login in Login History and the visited pages in Portal Usage', async () => {
    const portal = await openPortal('useradmin logs');
    const { page } = portal;
    expect((await apiLogin(portal, WELDER.username, 'Wrong-Password1')).status).toBe(400);
    await signIn(portal, 'admin');
    await openUserProfile(portal, WELDER.username);
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await dialog.getByRole('tab', { name: 'Login History' }).click();
    const rows = dialog.locator('[data-testid="grid-row-count"]');
    await rows.filter({ hasText: /^[1-9]\d* rows?$/ }).waitFor();
    const count = Number((await rows.textContent())!.match(/\d+/)![0]);
    const succes = await Promise.all(
      Array.from({ length: count }, (_, r) => dialog.getByTestId(`glide-cell-2-${r}`).textContent()),
    );
    expect(succes.map((s) => s?.trim())).toEqual(expect.arrayContaining(['true', 'false']));
    const ip = await dialog.getByTestId('glide-cell-1-0').textContent();
    expect(ip).toMatch(/\d+\.\d+\.\d+\.\d+|::/);

    await dialog.getByRole('tab', { name: 'Portal Usage' }).click();
    await dialog.getByText('/Internal/Purchasing/PODashboard').first().waitFor({ state: 'attached' });
  });

  it('creates and removes the database user, suspends the user, and logs in as the user', async () => {
    const portal = await openPortal('useradmin dba suspend login-as');
    const { page } = portal;
    await signIn(portal, 'it.support');
    await openUserProfile(portal, WELDER.username);
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    const guid = await guidOf(portal, WELDER.username);
    const token = await tokenOf(portal, 'it.support');

    // Ticking opens the confirmation; the box is ticked once the database user exists.
    await dialog.getByLabel('Is DataBase User').click();
    const confirm = page.getByRole('dialog', { name: 'Confirm password' });
    await confirm.getByRole('button', { name: 'Create DB User' }).click();
    await confirm.getByText('Password is required').waitFor();
    await confirm.getByLabel(/^Password/).fill('Db-Welder-2027');
    await confirm.getByLabel(/^Confirm Password/).fill('Db-Welder-2027');
    await confirm.getByRole('button', { name: 'Create DB User' }).click();
    await note(page, 'DB User created!');
    expect((await apiCall(portal, token, 'GET', `/user/${guid}/`)).body.IsDbaUser).toBe(true);
    await dialog.getByLabel('Is DataBase User').click();
    await note(page, 'DB User eliminated!');
    expect((await apiCall(portal, token, 'GET', `/user/${guid}/`)).body.IsDbaUser).toBe(false);

    await dialog.getByLabel('Suspended').click();
    await note(page, 'User Updated!');
    expect((await apiLogin(portal, WELDER.username, WELDER.password)).status).toBe(400);
    await dialog.getByLabel('Suspended').click();
    await page.getByText('User Updated!').nth(1).waitFor();
    expect((await apiLogin(portal, WELDER.username, WELDER.password)).status).toBe(200);

    await dialog.getByRole('button', { name: 'Login as User' }).click();
    await page.waitForURL((url) => url.hash === '#/');
    await page.getByText(`Signed in as ${WELDER.first} ${WELDER.last}.`).waitFor();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Username)).toBe(WELDER.username);
  });

  it('a user without settings_users_it sees no Save Changes and the server answers 403 when trying', async () => {
    const portal = await openPortal('useradmin viewer');
    const { page } = portal;
    const it = await tokenOf(portal, 'it.support');
    const created = await apiCall(portal, it, 'POST', '/user/', {
      Guid: null,
      Firstname: 'Vera',
      Lastname: 'Lindqvist',
      Username: 'e2e.viewer',
      Email: null,
      EplantId: 2,
      Password: 'Viewer2026',
    });
    expect(created.status).toBe(200);
    const tree = (await apiCall(portal, it, 'GET', `/routes/GetAllRoutesByUser?Guid=${created.body.Guid}`)).body;
    const adminArea = tree.find((n: { uniqId: string }) => n.uniqId === 'area:Admin');
    await apiCall(portal, it, 'POST', '/roles/UpdateUserRoles', {
      Guid: created.body.Guid,
      UserChekedRules: [adminArea.id],
    });

    await signIn(portal, 'e2e.viewer', 'Viewer2026');
    await portal.goto('/Internal/Admin/Users');
    await page.getByTestId('data-grid').waitFor();
    expect(await page.getByRole('button', { name: 'New User' }).count()).toBe(0);
    await openUserProfile(portal, 'qc.inspector');
    const dialog = page.getByRole('dialog', { name: 'User Profile' });
    await dialog.getByText('Roles', { exact: true }).first().waitFor();
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).count()).toBe(0);
    expect(await dialog.getByLabel('Suspended').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Login as User' }).count()).toBe(0);

    const viewerToken = await page.evaluate(() => localStorage.getItem('Token'));
    const qcGuid = await guidOf(portal, 'qc.inspector');
    const user = (await apiCall(portal, viewerToken, 'GET', `/user/${qcGuid}/`)).body;
    expect(
      (await apiCall(portal, viewerToken, 'PUT', `/user/${qcGuid}/`, { ...user, Firstname: 'Changed' })).status,
    ).toBe(403);
    expect((await apiCall(portal, viewerToken, 'PUT', `/user/${qcGuid}/`, { ...user, IsSuspended: true })).status).toBe(
      403,
    );
    expect((await apiCall(portal, it, 'GET', `/user/${qcGuid}/`)).body).toMatchObject({
      Firstname: 'Rhonda',
      IsSuspended: false,
    });
  });

  it('it.support manages groups and reads the API log', async () => {
    const portal = await openPortal('useradmin groups and api logs');
    const { page } = portal;
    await signIn(portal, 'it.support');
    await portal.goto('/Internal/Admin/Users/Groups');
    await page.getByRole('textbox', { name: 'New group' }).fill('Paint Line Leads');
    await page.getByRole('button', { name: 'Create Group' }).click();
    await note(page, 'Group created');
    await page.getByRole('table', { name: 'Groups' }).getByText('Paint Line Leads').waitFor();
    await page.getByRole('table', { name: 'Groups' }).getByText('Quality', { exact: true }).click();
    await page.getByRole('heading', { name: 'Members of Quality' }).waitFor();
    await page
      .locator('[data-testid="grid-row-count"]')
      .filter({ hasText: /^[1-9]\d* rows?$/ })
      .waitFor();

    await portal.goto('/Internal/Admin/Users/APILogs');
    await page
      .locator('[data-testid="grid-row-count"]')
      .filter({ hasText: /^[1-9]\d* rows?$/ })
      .waitFor();
    expect(portal.consoleErrors).toEqual([]);
  });
});
