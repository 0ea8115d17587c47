// Edit conflicts are shown, not lost: the records people edit in a form (a user, an employee, a potential dealer) and
// the whole-list HR catalog (departments) carry a version; a save from a stale copy answers 409 naming who saved the
// newer version and when, writes nothing, and a save after re-reading (or one sending the newer version: "save
// anyway") goes through. Runs on the embedded database and on PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';
import { listOperations, loadContract } from '../../server/contract/loadContract.js';

let server: TestServer;
let admin: LoginResult;
let clerk: LoginResult;
/** The clerk's name as a conflict names it. */
let clerkName: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  clerk = await server.loginWithRoles(2, ['sales', 'hr', 'settings_users_it'], 'clerk');
  clerkName = `${clerk.body.User.Firstname} ${clerk.body.User.Lastname}`;
});
afterAll(() => server?.close());

const send = (who: LoginResult, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  server.inject({ method, url: `/api${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

/** The 409 a stale save answers: the clerk named, a time, the newer version to send back. */
function expectConflictByClerk(res: { statusCode: number; json(): any; body: string }) {
  expect(res.statusCode, res.body).toBe(409);
  const body = res.json();
  expect(body.message).toContain(clerkName);
  expect(body.message).toMatch(/at \d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z after you opened it/);
  expect(body.Conflict).toEqual({ Version: expect.any(Number), UpdatedAt: expect.any(String), UpdatedBy: clerkName });
  expect(body.fieldErrors[0].field).toBe('Version');
  return body.Conflict as { Version: number };
}

describe('stale saves answer 409 with who and when', () => {
  it('potential dealer: the later save from the same version is refused; after re-reading it goes through', async () => {
    const [{ id }] = await server.db.query<{ id: number }>('SELECT id FROM potential_dealers ORDER BY id LIMIT 1');
    const url = `/sales/potential-dealers/${id}`;
    const opened = expectContract('getPotentialDealer', await send(admin, 'GET', url));
    expect(opened.Version).toEqual(expect.any(Number));
    // Both open the form; the clerk saves first.
    const clerkCopy = expectContract('getPotentialDealer', await send(clerk, 'GET', url));
    expect((await send(clerk, 'PUT', url, { ...clerkCopy, Notes: 'Visited on Monday' })).statusCode).toBe(200);

    const stale = await send(admin, 'PUT', url, { ...opened, Notes: 'Call back in spring' });
    const conflict = expectConflictByClerk(stale);
    expect(conflict.Version).toBe(opened.Version! + 1);
    expect(expectContract('getPotentialDealer', await send(admin, 'GET', url)).Notes).toBe('Visited on Monday');

    const reread = expectContract('getPotentialDealer', await send(admin, 'GET', url));
    expect((await send(admin, 'PUT', url, { ...reread, Notes: 'Call back in spring' })).statusCode).toBe(200);
    expect(expectContract('getPotentialDealer', await send(admin, 'GET', url)).Notes).toBe('Call back in spring');
  });

  it('user: a stale save is refused; "save anyway" with the version the 409 named goes through', async () => {
    const [{ guid }] = await server.db.query<{ guid: string }>(
      "SELECT guid FROM users WHERE eplant_id = 2 AND NOT is_super_user AND username NOT IN ('it.support') ORDER BY username LIMIT 1",
    );
    const url = `/user/${guid}/`;
    const opened = expectContract('getUser', await send(admin, 'GET', url));
    const clerkCopy = expectContract('getUser', await send(clerk, 'GET', url));
    expect((await send(clerk, 'PUT', url, { ...clerkCopy, Email: 'clerk.saved@example.com' })).statusCode).toBe(200);

    const conflict = expectConflictByClerk(
      await send(admin, 'PUT', url, { ...opened, Email: 'admin.saved@example.com' }),
    );
    expect(expectContract('getUser', await send(admin, 'GET', url)).Email).toBe('clerk.saved@example.com');
    const anyway = await send(admin, 'PUT', url, {
      ...opened,
      Email: 'admin.saved@example.com',
      Version: conflict.Version,
    });
    expect(anyway.statusCode, anyway.body).toBe(200);
    expect(expectContract('updateUser', anyway).Email).toBe('admin.saved@example.com');
  });

  it('employee: a stale save is refused; after re-reading it goes through', async () => {
    const [{ id }] = await server.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE eplant_id = 2 AND active ORDER BY id LIMIT 1',
    );
    const input = (record: Record<string, unknown>, phone: string) => {
      const body: Record<string, unknown> = { ...record, Phone: phone };
      for (const k of ['Name', 'Foreman', 'Shift', 'Department', 'Position', 'WorkCenter', 'WageType', 'WageCode'])
        delete body[k];
      return body;
    };
    const opened = expectContract('getEmployee', await send(admin, 'GET', `/employees/${id}/`));
    const clerkCopy = expectContract('getEmployee', await send(clerk, 'GET', `/employees/${id}/`));
    const first = await send(clerk, 'POST', '/employees/', input(clerkCopy, '+1 555 0101'));
    expect(first.statusCode, first.body).toBe(200);

    expectConflictByClerk(await send(admin, 'POST', '/employees/', input(opened, '+1 555 0202')));
    expect(expectContract('getEmployee', await send(admin, 'GET', `/employees/${id}/`)).Phone).toBe('+1 555 0101');
    const reread = expectContract('getEmployee', await send(admin, 'GET', `/employees/${id}/`));
    expect((await send(admin, 'POST', '/employees/', input(reread, '+1 555 0202'))).statusCode).toBe(200);
  });

  it('departments: a whole-list save from a stale list does not delete the row the other clerk just added', async () => {
    const url = '/hr/catalogs/departments?plant=2';
    const opened = expectContract('getDepartmentCatalog', await send(admin, 'GET', url));
    const clerkCopy = expectContract('getDepartmentCatalog', await send(clerk, 'GET', url));
    const added = await send(clerk, 'PUT', url, {
      ...clerkCopy,
      Departments: [...clerkCopy.Departments, { Id: null, Code: 'RACE', Name: 'Race team' }],
    });
    expect(added.statusCode, added.body).toBe(200);

    // The admin's list does not know RACE: saved as it is, it would remove it.
    const stale = await send(admin, 'PUT', url, opened);
    expectConflictByClerk(stale);
    type Department = { Id?: number | null; Code: string; Name: string };
    const now = expectContract<{ Version?: number; Departments: Department[] }>(
      'getDepartmentCatalog',
      await send(admin, 'GET', url),
    );
    expect(now.Departments.map((d) => d.Code)).toContain('RACE');

    const renamed = now.Departments.map((d) => (d.Code === 'RACE' ? { ...d, Name: 'Race crew' } : d));
    const saved = await send(admin, 'PUT', url, { ...now, Departments: renamed });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(expectContract<{ Version?: number }>('saveDepartmentCatalog', saved).Version).toBe(now.Version! + 1);
  });
});

// Every other whole-list catalog: a save from a copy opened before another clerk's save is refused, naming the clerk;
// after re-reading it goes through. The lists come from the contract: each get…Catalog with its save…Catalog.
const LIST_CATALOGS = [
  'JobPosition',
  'WageType',
  'WageCode',
  'Incident',
  'Shift',
  'BonusType',
  'FinishCapacity',
  'ClockDevice',
].map((name) => {
  const ops = listOperations(loadContract());
  const get = ops.find((o) => o.operationId === `get${name}Catalog`)!;
  const save = ops.find((o) => o.operationId === `save${name}Catalog`)!;
  const plant = get.parameters.some((p) => p.name === 'plant') ? '?plant=2' : '';
  return { name, get, save, url: `${get.path}${plant}`, roles: [...new Set([...get.roles, ...save.roles])] };
});

describe('whole-list catalogs carry a list version', () => {
  it.each(LIST_CATALOGS)(
    '$name: a save from a stale copy answers 409 naming who saved; after re-reading it goes through',
    async ({ get, save, url, roles }) => {
      expect(save.path).toBe(get.path);
      const other = await server.loginWithRoles(2, roles, 'clerk');
      const otherName = `${other.body.User.Firstname} ${other.body.User.Lastname}`;
      const opened = expectContract<{ Version?: number }>(get.operationId, await send(admin, 'GET', url));
      expect(opened.Version).toEqual(expect.any(Number));
      const theirs = expectContract<{ Version?: number }>(get.operationId, await send(other, 'GET', url));
      const first = await send(other, 'PUT', url, theirs);
      expect(first.statusCode, first.body).toBe(200);

      const stale = await send(admin, 'PUT', url, opened);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(stale.json().Conflict).toEqual({
        Version: opened.Version! + 1,
        UpdatedAt: expect.any(String),
        UpdatedBy: otherName,
      });

      const now = expectContract<{ Version?: number }>(get.operationId, await send(admin, 'GET', url));
      const saved = await send(admin, 'PUT', url, now);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(expectContract<{ Version?: number }>(save.operationId, saved).Version).toBe(now.Version! + 1);
    },
  );
});

describe('a duplicate the user caused', () => {
  it('answers 409 naming the field, never 500', async () => {
    const group = (Name: string) => send(admin, 'POST', '/usergroups', { Name, EplantId: 2 });
    expect((await group('Night Shift Leads')).statusCode).toBe(200);
    const again = await group('night shift leads');
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual([{ field: 'Name', message: 'A group with this name already exists' }]);
  });
});

// A save of a versioned record must name the version it started from: without it the edit-conflict check could not
// run, so the save is refused by the contract (400 naming Version) and nothing is written.
describe('a versioned record saved without its version', () => {
  const withoutVersion = (record: Record<string, unknown>) => {
    const { Version: _version, ...rest } = record;
    return rest;
  };
  const expectVersionRequired = (res: { statusCode: number; json(): any; body: string }) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('Invalid body: Version is required');
    expect(res.json().fieldErrors).toEqual([{ field: 'Version', message: 'Version is required' }]);
  };

  it('potential dealer, user and employee: 400 naming Version, nothing saved', async () => {
    const [{ id }] = await server.db.query<{ id: number }>('SELECT id FROM potential_dealers ORDER BY id LIMIT 1');
    const dealer = expectContract('getPotentialDealer', await send(admin, 'GET', `/sales/potential-dealers/${id}`));
    expectVersionRequired(
      await send(admin, 'PUT', `/sales/potential-dealers/${id}`, withoutVersion({ ...dealer, Notes: 'No version' })),
    );
    expect(expectContract('getPotentialDealer', await send(admin, 'GET', `/sales/potential-dealers/${id}`))).toEqual(
      dealer,
    );

    const [{ guid }] = await server.db.query<{ guid: string }>(
      "SELECT guid FROM users WHERE eplant_id = 2 AND NOT is_super_user AND username NOT IN ('it.support') ORDER BY username DESC LIMIT 1",
    );
    const user = expectContract('getUser', await send(admin, 'GET', `/user/${guid}/`));
    expectVersionRequired(
      await send(admin, 'PUT', `/user/${guid}/`, withoutVersion({ ...user, Email: 'no.version@example.com' })),
    );
    expect(expectContract('getUser', await send(admin, 'GET', `/user/${guid}/`))).toEqual(user);

    const [{ id: employeeId }] = await server.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE eplant_id = 2 AND active ORDER BY id DESC LIMIT 1',
    );
    const employee = expectContract('getEmployee', await send(admin, 'GET', `/employees/${employeeId}/`));
    const body: Record<string, unknown> = withoutVersion({ ...employee, Phone: '+1 555 0303' });
    for (const k of ['Name', 'Foreman', 'Shift', 'Department', 'Position', 'WorkCenter', 'WageType', 'WageCode'])
      delete body[k];
    expectVersionRequired(await send(admin, 'POST', '/employees/', body));
    expect(expectContract('getEmployee', await send(admin, 'GET', `/employees/${employeeId}/`))).toEqual(employee);
    // A new employee has no version yet: Id null saves without one.
    const created = await send(admin, 'POST', '/employees/', {
      ...body,
      Id: null,
      EmployeeNumber: `V${Date.now() % 100000}`,
    });
    expect(created.statusCode, created.body).toBe(200);
  });

  it.each([
    {
      name: 'Department',
      get: listOperations(loadContract()).find((o) => o.operationId === 'getDepartmentCatalog')!,
      url: '/hr/catalogs/departments?plant=2',
    },
    ...LIST_CATALOGS,
  ])('$name catalog: 400 naming Version, the list unchanged', async ({ get, url }) => {
    const opened = expectContract<{ Version?: number }>(get.operationId, await send(admin, 'GET', url));
    expectVersionRequired(await send(admin, 'PUT', url, withoutVersion(opened)));
    expect(expectContract(get.operationId, await send(admin, 'GET', url))).toEqual(opened);
  });
});
