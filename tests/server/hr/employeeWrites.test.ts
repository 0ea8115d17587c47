// The employee writes HR makes from the Employees screen: create from the blank form (with the Microsip fields the MX
// plant's payroll needs), edit, and move a selection to a work center — each checked before writing, in one
// transaction, 4xx for bad input, and limited to the caller's plant.
import { describe, expect, it } from 'vitest';
import { areaSuite } from '../support/areaSuite.js';
import { expectContract } from '../support/contractResponse.js';

const area = areaSuite();
const { server, get, send } = area;

const count = async (sql: string, params: unknown[] = []) =>
  (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

/** The blank form of a plant as the portal sends it back: the display-only names left in (the server ignores them). */
async function blank(plant: number) {
  return { ...expectContract<Record<string, unknown>>('getEmptyEmployee', await get(`/employees/empty/${plant}/`)) };
}

async function workCenters(plant: number) {
  return expectContract<Array<{ Id: number; WorkCenter: string }>>(
    'listWorkCenters',
    await get(`/ns/workcenter?plant=${plant}`),
  );
}

describe('creating and editing an employee', () => {
  it('creates an MX employee with the Microsip fields chosen from their option lists, then edits them', async () => {
    const form = await blank(3);
    const [frequency] = expectContract<any[]>(
      'listPaymentFrequencyOptions',
      await get('/microsip/paymentfrequencies/select_options/'),
    );
    const [, seniority] = expectContract<any[]>(
      'listSeniorityTableOptions',
      await get('/microsip/tablasAntiguedades/select_options/'),
    );
    const [registration] = expectContract<any[]>(
      'listEmployerRegistrationOptions',
      await get('/microsip/employeeregistrationnumbers/select_options/'),
    );
    const [group] = expectContract<any[]>(
      'listPaymentGroupOptions',
      await get('/microsip/paymentgroups/select_options/'),
    );
    const [department] = expectContract<any[]>(
      'listDepartmentOptions',
      await get('/employee_departments/select_options/3/'),
    );
    const [position] = expectContract<any[]>(
      'listPositionOptions',
      await get('/employee_positions/select_options/3/0/'),
    );
    const [foreman] = expectContract<any[]>('listForemanOptions', await get('/foremans/select_options/3/'));
    const created = expectContract<any>(
      'saveEmployee',
      await send('POST', '/employees/', {
        ...form,
        FirstName: 'Lucía',
        LastName: 'Garza',
        Email: 'lucia.garza@norstar.mx',
        DepartmentId: department.Id,
        PositionId: position.Id,
        ForemanId: foreman.Id,
        PaymentFrequency: frequency.Id,
        SeniorityTableId: seniority.Id,
        EmployerRegistration: registration.Id,
        PaymentGroupId: group.Id,
      }),
    );
    expect(created).toMatchObject({
      Name: 'Garza, Lucía',
      EmployeeNumber: form.EmployeeNumber,
      EplantId: 3,
      PaymentFrequency: frequency.Id,
      SeniorityTableId: seniority.Id,
      EmployerRegistration: registration.Id,
      PaymentGroupId: group.Id,
      Foreman: foreman.Name,
    });

    const read = expectContract<any>('getEmployee', await get(`/employees/${created.Id}/`));
    const edited = expectContract<any>(
      'saveEmployee',
      await send('POST', '/employees/', { ...read, LastName: 'Garza Treviño', PaymentGroupId: null }),
    );
    expect(edited).toMatchObject({ Id: created.Id, Name: 'Garza Treviño, Lucía', PaymentGroupId: null });
    expect(edited.Version).toBeGreaterThan(read.Version);

    // A save from the version read before the edit is an edit conflict, and changes nothing.
    const stale = await send('POST', '/employees/', { ...read, LastName: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(expectContract<any>('getEmployee', await get(`/employees/${created.Id}/`)).LastName).toBe('Garza Treviño');
  });

  it('refuses bad input with 400 naming each field (SPEC words where SPEC gives them) and writes nothing', async () => {
    const form = await blank(2);
    const before = await count('employees');
    const res = await send('POST', '/employees/', {
      ...form,
      FirstName: ' ',
      LastName: 'Nobody',
      Email: 'not-an-address',
      ShiftId: 999999,
      SeniorityTableId: 99,
      TerminationDate: '2000-01-01',
    });
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(res.json().fieldErrors.map((e: any) => [e.field, e.message]));
    expect(errors).toMatchObject({
      FirstName: 'Name is required',
      Email: 'Enter a valid email address',
      TerminationDate: 'The termination date must not be before the hire date',
    });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['ShiftId', 'SeniorityTableId']));
    // Out of the contract's range (a negative id, a foreign payment frequency): 400 from validation, never 5xx.
    for (const bad of [{ ShiftId: -1 }, { PaymentFrequency: 'daily' }, { HireDate: 'yesterday' }]) {
      const answer = await send('POST', '/employees/', { ...form, FirstName: 'A', LastName: 'B', ...bad });
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await count('employees')).toBe(before);
  });

  it('answers 409 for an employee number already used in the plant', async () => {
    const [taken] = await server.db.query<{ employee_number: string }>(
      'SELECT employee_number FROM employees WHERE eplant_id = 2 LIMIT 1',
    );
    const res = await send('POST', '/employees/', {
      ...(await blank(2)),
      EmployeeNumber: taken.employee_number,
      FirstName: 'Dup',
      LastName: 'Licate',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors[0].field).toBe('EmployeeNumber');
  });

  it('keeps a plant-2 HR user to plant 2: a plant-3 employee is not found (404) and cannot be edited, moved or paid (403)', async () => {
    const hr2 = await server.loginWithRoles(2, ['hr', 'payroll']);
    const [mx] = await server.db.query<{ id: number }>('SELECT id FROM employees WHERE eplant_id = 3 LIMIT 1');
    const mxEmployee = expectContract<any>('getEmployee', await get(`/employees/${mx.id}/`));
    expect((await get(`/employees/${mx.id}/`, hr2)).statusCode).toBe(404);
    expect((await get(`/payroll/filter/?employeeId=${mx.id}`, hr2)).statusCode).toBe(403);
    expect((await get('/employees/empty/3/', hr2)).statusCode).toBe(403);
    // Naming plant 2 in the body does not open a plant-3 employee: it would move them to plant 2.
    const moved = await send('POST', '/employees/', { ...mxEmployee, EplantId: 2, LastName: 'Moved' }, hr2);
    expect(moved.statusCode).toBe(403);
    const [mxWc] = await workCenters(3);
    const move = await send(
      'POST',
      '/employees/edit_workcenter/',
      { EmployeeIds: [mx.id], WorkCenterId: mxWc.Id },
      hr2,
    );
    expect(move.statusCode).toBe(403);
    const after = expectContract<any>('getEmployee', await get(`/employees/${mx.id}/`));
    expect(after).toMatchObject({ EplantId: 3, LastName: mxEmployee.LastName, WorkCenterId: mxEmployee.WorkCenterId });
    // Their own plant works.
    const own = await send('POST', '/employees/', { ...(await blank(2)), FirstName: 'Own', LastName: 'Plant' }, hr2);
    expect(own.statusCode).toBe(200);
  });
});

describe('moving employees to a work center', () => {
  it('moves a selection of employees in one call and the roster shows the new work center', async () => {
    const ids = (
      await server.db.query<{ id: number }>(
        'SELECT id FROM employees WHERE eplant_id = 2 AND active ORDER BY id LIMIT 2',
      )
    ).map((r) => r.id);
    const current = await server.db.query<{ work_center_id: number | null }>(
      'SELECT work_center_id FROM employees WHERE id = $1',
      [ids[0]],
    );
    const target = (await workCenters(2)).find((w) => w.Id !== current[0].work_center_id)!;
    const res = expectContract<any>(
      'editEmployeesWorkCenter',
      await send('POST', '/employees/edit_workcenter/', { EmployeeIds: ids, WorkCenterId: target.Id }),
    );
    expect(res).toMatchObject({ ok: true, Updated: 2, message: `2 employee(s) moved to ${target.WorkCenter}` });
    const roster = expectContract<any[]>(
      'listEmployeeRoster',
      await get('/reports/hr/employees?plant=2&status=Active'),
    );
    // The roster names the work center (its name, where the move's message gives its code).
    const [{ name }] = await server.db.query<{ name: string }>('SELECT name FROM work_centers WHERE id = $1', [
      target.Id,
    ]);
    for (const id of ids) expect(roster.find((r) => r.Id === id)?.WorkCenter).toBe(name);
  });

  it('refuses a move it cannot make whole, and moves nobody', async () => {
    const [us] = await server.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE eplant_id = 2 ORDER BY id LIMIT 1',
    );
    const [mx] = await server.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE eplant_id = 3 ORDER BY id LIMIT 1',
    );
    const [usWc] = await workCenters(2);
    const snapshot = () =>
      server.db.query('SELECT id, work_center_id, row_version FROM employees WHERE id = ANY($1::int[]) ORDER BY id', [
        [us.id, mx.id],
      ]);
    const before = await snapshot();
    const mixed = await send('POST', '/employees/edit_workcenter/', {
      EmployeeIds: [us.id, mx.id],
      WorkCenterId: usWc.Id,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().fieldErrors[0].field).toBe('EmployeeIds');
    const unknown = await send('POST', '/employees/edit_workcenter/', {
      EmployeeIds: [us.id, 999999],
      WorkCenterId: usWc.Id,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await send('POST', '/employees/edit_workcenter/', { EmployeeIds: [us.id], WorkCenterId: 999999 })).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', '/employees/edit_workcenter/', { EmployeeIds: [], WorkCenterId: usWc.Id })).statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/employees/edit_workcenter/', { EmployeeIds: [us.id, us.id], WorkCenterId: usWc.Id }))
        .statusCode,
    ).toBe(400);
    expect((await send('POST', '/employees/edit_workcenter/', { EmployeeIds: [us.id] }, area.qc)).statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
