// The demo seed links plant-floor users to their employee records, so the Users screen's Employee column is not
// always empty: the QC inspector is a Quality Control employee of her plant, the M.X. supervisor a foreman of his,
// and the employee carries the user's name; office users stay unlinked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../server/testing/testServer.js';
import { expectContract } from './support/contractResponse.js';

let server: TestServer;
let it1: LoginResult;
beforeAll(async () => {
  server = await startTestServer();
  it1 = await server.login('it.support');
});
afterAll(() => server?.close());

interface UserRow {
  Username: string;
  Firstname: string;
  Lastname: string;
  EmployeeId: number | null;
}
interface EmployeeRow {
  Id: number;
  Name: string;
  Department: string | null;
  IsForeman: boolean;
}

async function get<T>(url: string, operationId: string): Promise<T> {
  const res = await server.inject({ method: 'GET', url, headers: it1.headers });
  expect(res.statusCode, url).toBe(200);
  return expectContract(operationId, res) as T;
}

describe('demo users linked to employees', () => {
  it.each([
    { plant: 2, username: 'qc.inspector', department: 'Quality Control', foreman: false },
    { plant: 3, username: 'mx.supervisor', department: 'Assembly', foreman: true },
  ])(
    'lists $username with an employee of plant $plant ($department)',
    async ({ plant, username, department, foreman }) => {
      const users = await get<UserRow[]>(`/api/user?plant=${plant}&active=true`, 'listUsers');
      const user = users.find((u) => u.Username === username)!;
      expect(user.EmployeeId).toEqual(expect.any(Number));
      const employees = await get<EmployeeRow[]>(`/api/ns/hr/employee?plant=${plant}`, 'listEmployees');
      const employee = employees.find((e) => e.Id === user.EmployeeId);
      expect(employee).toMatchObject({
        Name: `${user.Lastname}, ${user.Firstname}`,
        Department: department,
        IsForeman: foreman,
      });
    },
  );

  it('links plant staff of both plants, each to a different employee, and leaves office users unlinked', async () => {
    const linked = await server.db.query<{ eplant_id: number; n: number; employees: number; samePlant: number }>(
      `SELECT u.eplant_id, count(*)::int AS n, count(DISTINCT u.employee_id)::int AS employees,
              count(*) FILTER (WHERE e.eplant_id = u.eplant_id)::int AS "samePlant"
         FROM users u JOIN employees e ON e.id = u.employee_id
        GROUP BY u.eplant_id ORDER BY u.eplant_id`,
    );
    expect(linked.map((r) => r.eplant_id)).toEqual([2, 3]);
    for (const row of linked) {
      expect(row.n).toBeGreaterThanOrEqual(3);
      expect(row.employees).toBe(row.n);
      expect(row.samePlant).toBe(row.n);
    }
    const office = await server.db.query<{ employee_id: number | null }>(
      `SELECT employee_id FROM users WHERE username IN ('admin', 'it.support')`,
    );
    expect(office.map((r) => r.employee_id)).toEqual([null, null]);
  });
});
