// HR through the HTTP API: attendance, employees (read, blank form, create/update with field errors, work center
// moves), select options, payroll (payroll role) and the foreman bonus dashboard; mx.supervisor has no HR role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { expectContract } from '../support/contractResponse.js';
import { seedDay, seedMonth, seedMonthEnd } from '../support/seedCalendar.js';

let server: TestServer;
let admin: LoginResult;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(() => server?.close());

const get = (url: string, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who.headers });

describe('HR reads', () => {
  it.each([2, 3])('attendance details of plant %s', async (plant) => {
    const rows = expectContract<any[]>(
      'listAttendanceDetails',
      await get(`/attendance/details/filter/?plant=${plant}&from=${seedDay(-14)}&to=${seedDay(-10)}`),
    );
    expect(rows.length).toBeGreaterThan(0);
    const absent = expectContract<any[]>(
      'listAttendanceDetails',
      await get(`/attendance/details/filter/?plant=${plant}&from=${seedDay(-46)}&to=${seedDay(-10)}&status=Absent`),
    );
    expect(absent.every((r) => r.Status === 'Absent')).toBe(true);
  });

  it('lists employees (SPEC §3 fields) and only foremen with foremanOnly=True, for any signed-in user', async () => {
    const qc = await server.login('qc.inspector');
    const all = expectContract<any[]>('listEmployees', await get('/ns/hr/employee?plant=2', qc));
    expect(all.length).toBeGreaterThan(100);
    for (const key of ['Id', 'Name', 'Picture', 'Foreman', 'Shift', 'EmployeeNumber'])
      expect(all[0]).toHaveProperty(key);
    const foremen = expectContract<any[]>('listEmployees', await get('/ns/hr/employee?plant=2&foremanOnly=True', qc));
    expect(foremen.length).toBeGreaterThan(0);
    expect(foremen.length).toBeLessThan(all.length);
    expect(foremen.every((e) => e.IsForeman)).toBe(true);
  });

  it('select options, shifts and the Microsip catalogs', async () => {
    const departments = expectContract<any[]>(
      'listDepartmentOptions',
      await get('/employee_departments/select_options/3/'),
    );
    expect(departments.length).toBeGreaterThan(0);
    expectContract('listPositionOptions', await get(`/employee_positions/select_options/3/${departments[0].Id}/`));
    expect(
      expectContract<any[]>('listShifts', await get('/ns/hr/Shifts/shift/list?ePlantId=2')).length,
    ).toBeGreaterThan(0);
    expect(
      expectContract<any[]>('listForemanOptions', await get('/foremans/select_options/2/')).length,
    ).toBeGreaterThan(0);
    expect(
      expectContract<any[]>('listPaymentFrequencyOptions', await get('/microsip/paymentfrequencies/select_options/'))
        .length,
    ).toBeGreaterThan(0);
    expectContract('listSeniorityTableOptions', await get('/microsip/tablasAntiguedades/select_options/'));
    expectContract(
      'listEmployerRegistrationOptions',
      await get('/microsip/employeeregistrationnumbers/select_options/'),
    );
    expectContract('listPaymentGroupOptions', await get('/microsip/paymentgroups/select_options/'));
    expect(
      expectContract<any[]>('listBonusLevelOptions', await get('/bonuslevels/select_options/?plant=2')).length,
    ).toBeGreaterThan(0);
  });

  it.each([2, 3])('foreman bonus dashboard of plant %s', async (plant) => {
    const rows = expectContract<any[]>(
      'getForemanBonusDashboard',
      await get(`/bonus_structure/foreman_dashboard/?plant=${plant}&from=${seedMonth(-1)}&to=${seedMonthEnd(-1)}`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.Score >= 0 && r.Score <= 100)).toBe(true);
  });

  it('payroll lines of an employee', async () => {
    const [emp] = await server.db.query<{ employee_id: number }>('SELECT employee_id FROM payroll_lines LIMIT 1');
    const rows = expectContract<any[]>(
      'listEmployeePayroll',
      await get(`/payroll/filter/?employeeId=${emp.employee_id}`),
    );
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('employees', () => {
  it('creates an employee from the blank form, reads and updates it, and moves it to a work center', async () => {
    const blank = expectContract('getEmptyEmployee', await get('/employees/empty/3/'));
    expect(blank).toMatchObject({ Id: null, EplantId: 3, Active: true });
    const [shift] = expectContract<any[]>('listShifts', await get('/ns/hr/Shifts/shift/list?ePlantId=3'));
    const input = { ...blank, FirstName: 'Rosa María', LastName: 'Villarreal', ShiftId: shift.Id, Id: null };
    for (const k of ['Name', 'Foreman', 'Shift', 'Department', 'Position', 'WorkCenter', 'WageType', 'WageCode'])
      delete (input as any)[k];
    const created = expectContract(
      'saveEmployee',
      await server.inject({ method: 'POST', url: '/api/employees/', headers: admin.headers, payload: input }),
    );
    expect(created).toMatchObject({
      Name: 'Villarreal, Rosa María',
      Shift: shift.Name,
      EmployeeNumber: blank.EmployeeNumber,
    });
    const updated = expectContract(
      'saveEmployee',
      await server.inject({
        method: 'POST',
        url: '/api/employees/',
        headers: admin.headers,
        payload: { ...input, Id: created.Id, Version: created.Version, Phone: '+52 81 5550 1212' },
      }),
    );
    expect(updated.Phone).toBe('+52 81 5550 1212');
    expect(expectContract('getEmployee', await get(`/employees/${created.Id}/`)).Id).toBe(created.Id);

    const [wc] = expectContract<any[]>('listWorkCenters', await get('/ns/workcenter?plant=3'));
    const moved = expectContract(
      'editEmployeesWorkCenter',
      await server.inject({
        method: 'POST',
        url: '/api/employees/edit_workcenter/',
        headers: admin.headers,
        payload: { EmployeeIds: [created.Id], WorkCenterId: wc.Id },
      }),
    );
    expect(moved.Updated).toBe(1);
    expect(expectContract('getEmployee', await get(`/employees/${created.Id}/`)).WorkCenterId).toBe(wc.Id);
  });

  it('names the field of a bad employee and writes nothing', async () => {
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees'))[0].n;
    const base = {
      Id: null,
      EmployeeNumber: '99991',
      FirstName: 'Test',
      LastName: 'Person',
      HireDate: '2026-11-16',
      EplantId: 2,
    };
    const missing = await server.inject({
      method: 'POST',
      url: '/api/employees/',
      headers: admin.headers,
      payload: { ...base, FirstName: undefined },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.map((f: { field: string }) => f.field)).toContain('FirstName');
    const badShift = await server.inject({
      method: 'POST',
      url: '/api/employees/',
      headers: admin.headers,
      payload: { ...base, ShiftId: 999999 },
    });
    expect(badShift.statusCode).toBe(400);
    expect(badShift.json().fieldErrors[0].field).toBe('ShiftId');
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees'))[0].n).toBe(before);
    expect((await get('/employees/999999/')).statusCode).toBe(404);
  });
});

describe('HR roles', () => {
  it('refuses mx.supervisor (no hr role) with 403 on HR calls and writes nothing', async () => {
    const mx = await server.login('mx.supervisor');
    expect((await get('/attendance/details/filter/?plant=3&from=2026-11-02&to=2026-11-06', mx)).statusCode).toBe(403);
    expect((await get('/employees/1/', mx)).statusCode).toBe(403);
    const before = (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees'))[0].n;
    const res = await server.inject({
      method: 'POST',
      url: '/api/employees/',
      headers: mx.headers,
      payload: { Id: null, EmployeeNumber: '1', FirstName: 'A', LastName: 'B', HireDate: '2026-11-16', EplantId: 3 },
    });
    expect(res.statusCode).toBe(403);
    expect((await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM employees'))[0].n).toBe(before);
  });

  it('payroll needs the payroll role', async () => {
    const qc = await server.login('qc.inspector');
    expect((await get('/payroll/filter/?employeeId=1', qc)).statusCode).toBe(403);
  });
});
