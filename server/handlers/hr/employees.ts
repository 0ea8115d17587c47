// Employees: one, the blank new-employee form, create/update, and moving employees to a work center. Every check runs
// in the write's transaction before anything is written: the caller's plant (an employee or work center of another
// plant is 403 without change_plant), then the fields, each failure naming its field (400; a number taken is 409).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { badRequest, conflict, notFound, type FieldError } from '../../http/HttpError.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne, one } from '../../db/Database.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { claimVersion } from '../../http/editConflict.js';
import { requireRecordPlant } from '../plant/requireRecordPlant.js';
import { loadEmployee } from './employeeQueries.js';
import { EMPLOYER_REGISTRATIONS, PAYMENT_GROUPS, SENIORITY_TABLES } from './hrOptions.js';

interface EmployeeInput {
  Id: number | null;
  EmployeeNumber: string;
  FirstName: string;
  LastName: string;
  Picture?: string | null;
  IsForeman?: boolean;
  ForemanId?: number | null;
  ShiftId?: number | null;
  DepartmentId?: number | null;
  PositionId?: number | null;
  WorkCenterId?: number | null;
  WageTypeId?: number | null;
  WageCodeId?: number | null;
  HireDate: string;
  TerminationDate?: string | null;
  Active?: boolean;
  Email?: string | null;
  Phone?: string | null;
  PaymentFrequency?: 'weekly' | 'biweekly' | 'semimonthly' | null;
  SeniorityTableId?: number | null;
  EmployerRegistration?: string | null;
  PaymentGroupId?: number | null;
  EplantId: number;
  Version?: number;
}

// The Microsip lists are fixed (hrOptions.ts): a value outside them is refused like an unknown reference.
const MICROSIP: Array<[keyof EmployeeInput, ReadonlyArray<{ Id: number | string }>]> = [
  ['SeniorityTableId', SENIORITY_TABLES],
  ['EmployerRegistration', EMPLOYER_REGISTRATIONS],
  ['PaymentGroupId', PAYMENT_GROUPS],
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Field → table and whether the table is plant-scoped (wage types are shared by both plants).
const REFERENCES: Array<[keyof EmployeeInput, string, boolean]> = [
  ['ShiftId', 'shifts', true],
  ['DepartmentId', 'departments', true],
  ['PositionId', 'job_positions', true],
  ['WorkCenterId', 'work_centers', true],
  ['WageTypeId', 'wage_types', false],
  ['WageCodeId', 'wage_codes', true],
];

async function checkEmployee(db: Queryable, b: EmployeeInput): Promise<void> {
  const errors: FieldError[] = [];
  if (!b.FirstName.trim()) errors.push({ field: 'FirstName', message: 'Name is required' });
  if (!b.LastName.trim()) errors.push({ field: 'LastName', message: 'LastName is required' });
  if (!b.EmployeeNumber.trim()) errors.push({ field: 'EmployeeNumber', message: 'EmployeeNumber is required' });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(b.HireDate)) errors.push({ field: 'HireDate', message: 'Date is required' });
  if (b.TerminationDate && b.TerminationDate < b.HireDate)
    errors.push({ field: 'TerminationDate', message: 'The termination date must not be before the hire date' });
  if (b.Email?.trim() && !EMAIL.test(b.Email.trim()))
    errors.push({ field: 'Email', message: 'Enter a valid email address' });
  for (const [field, list] of MICROSIP) {
    const value = b[field];
    if (value != null && !list.some((o) => o.Id === value))
      errors.push({ field, message: `${field} ${String(value)} is not a Microsip option` });
  }
  for (const [field, table, scoped] of REFERENCES) {
    const id = b[field];
    if (id == null) continue;
    const row = await maybeOne(
      db,
      `SELECT id FROM ${table} WHERE id = $1${scoped ? ' AND eplant_id = $2' : ''}`,
      scoped ? [id, b.EplantId] : [id],
    );
    if (!row) errors.push({ field, message: `${field} ${id} does not exist in this plant` });
  }
  if (b.ForemanId != null) {
    const foreman = await maybeOne(db, 'SELECT id FROM employees WHERE id = $1 AND eplant_id = $2 AND is_foreman', [
      b.ForemanId,
      b.EplantId,
    ]);
    if (!foreman || b.ForemanId === b.Id)
      errors.push({ field: 'ForemanId', message: `Employee ${b.ForemanId} is not a foreman of this plant` });
  }
  const clash = await maybeOne(
    db,
    'SELECT id FROM employees WHERE eplant_id = $1 AND employee_number = $2 AND id <> $3',
    [b.EplantId, b.EmployeeNumber.trim(), b.Id ?? 0],
  );
  if (clash) errors.push({ field: 'EmployeeNumber', message: `Employee number ${b.EmployeeNumber} is already used` });
  // A number taken (and nothing else wrong) is a duplicate: 409, as when two new employees race for it.
  if (clash && errors.length === 1) throw conflict(errors[0].message, errors);
  if (errors.length) throw badRequest(errors[0].message, errors);
}

async function nextEmployeeNumber(db: Queryable, plant: number): Promise<string> {
  const row = await one<{ next: string | null }>(
    db,
    `SELECT (max(employee_number::bigint) + 1)::text AS next FROM employees WHERE eplant_id = $1 AND employee_number ~ '^[0-9]+$'`,
    [plant],
  );
  return row.next ?? (plant === 3 ? '30001' : '20001');
}

// Another plant's employee is answered 404 by the operation pipeline (server/app/recordPlant.ts, ADR 014).
export const getEmployee: OperationHandler<'getEmployee'> = async ({ db, params }) => loadEmployee(db, params.id);

export const getEmptyEmployee: OperationHandler<'getEmptyEmployee'> = async ({ db, params }) => {
  const plant = params.plant;
  await requirePlant(db, plant);
  return {
    Id: null,
    Name: '',
    Picture: null,
    Foreman: null,
    Shift: null,
    EmployeeNumber: await nextEmployeeNumber(db, plant),
    FirstName: '',
    LastName: '',
    IsForeman: false,
    ForemanId: null,
    ShiftId: null,
    DepartmentId: null,
    Department: null,
    PositionId: null,
    Position: null,
    WorkCenterId: null,
    WorkCenter: null,
    WageTypeId: null,
    WageType: null,
    WageCodeId: null,
    WageCode: null,
    HireDate: new Date().toISOString().slice(0, 10),
    TerminationDate: null,
    Active: true,
    Email: null,
    Phone: null,
    PaymentFrequency: null,
    SeniorityTableId: null,
    EmployerRegistration: null,
    PaymentGroupId: null,
    EplantId: plant,
  };
};

export const saveEmployee: OperationHandler<'saveEmployee'> = async ({ db, body, user }) => {
  await requirePlant(db, body.EplantId);
  const first = body.FirstName.trim();
  const last = body.LastName.trim();
  const values = [
    body.EplantId,
    body.EmployeeNumber.trim(),
    `${last}, ${first}`,
    first,
    last,
    body.Picture ?? null,
    body.IsForeman ?? false,
    body.ForemanId ?? null,
    body.ShiftId ?? null,
    body.DepartmentId ?? null,
    body.PositionId ?? null,
    body.WorkCenterId ?? null,
    body.WageTypeId ?? null,
    body.WageCodeId ?? null,
    body.HireDate,
    body.TerminationDate ?? null,
    body.Active ?? true,
    body.Email?.trim() || null,
    body.Phone?.trim() || null,
    body.PaymentFrequency ?? null,
    body.SeniorityTableId ?? null,
    body.EmployerRegistration ?? null,
    body.PaymentGroupId ?? null,
  ];
  const id = await db.tx(async (tx) => {
    // Checked in the transaction that writes, so nothing changes between the check and the write.
    if (body.Id != null) {
      const current = await maybeOne<{ eplant_id: number }>(tx, 'SELECT eplant_id FROM employees WHERE id = $1', [
        body.Id,
      ]);
      if (!current) throw notFound(`Employee ${body.Id} not found`);
      // Editing another plant's employee, or moving one to another plant, needs both plants.
      requireRecordPlant(user, current.eplant_id);
    }
    await checkEmployee(tx, body);
    if (body.Id == null) {
      const row = await one<{ id: number }>(
        tx,
        `INSERT INTO employees (eplant_id, employee_number, name, first_name, last_name, picture_url, is_foreman, foreman_id,
                                shift_id, department_id, position_id, work_center_id, wage_type_id, wage_code_id, hire_date,
                                termination_date, active, email, phone, payment_frequency, seniority_table_id,
                                employer_registration, payment_group_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23)
         RETURNING id`,
        values,
      );
      return row.id;
    }
    const versioned = { table: 'employees', key: 'id', id: body.Id, what: 'employee' } as const;
    await claimVersion(tx, versioned, body.Version, displayName(user));
    await tx.query(
      `UPDATE employees SET eplant_id = $1, employee_number = $2, name = $3, first_name = $4, last_name = $5, picture_url = $6,
              is_foreman = $7, foreman_id = $8, shift_id = $9, department_id = $10, position_id = $11, work_center_id = $12,
              wage_type_id = $13, wage_code_id = $14, hire_date = $15, termination_date = $16, active = $17, email = $18,
              phone = $19, payment_frequency = $20, seniority_table_id = $21, employer_registration = $22,
              payment_group_id = $23
        WHERE id = $24`,
      [...values, body.Id],
    );
    return body.Id;
  });
  return loadEmployee(db, id);
};

export const editEmployeesWorkCenter: OperationHandler<'editEmployeesWorkCenter'> = async ({ db, body, user }) => {
  const { moved, code } = await db.tx(async (tx) => {
    const wc = await maybeOne<{ eplant_id: number; code: string }>(
      tx,
      'SELECT eplant_id, code FROM work_centers WHERE id = $1',
      [body.WorkCenterId],
    );
    if (!wc) throw notFound(`Work center ${body.WorkCenterId} not found`);
    requireRecordPlant(user, wc.eplant_id);
    const found = await tx.query<{ id: number; eplant_id: number }>(
      'SELECT id, eplant_id FROM employees WHERE id = ANY($1::int[]) FOR UPDATE',
      [body.EmployeeIds],
    );
    const missing = body.EmployeeIds.filter((id) => !found.some((e) => e.id === id));
    if (missing.length) throw notFound(`Employees not found: ${missing.join(', ')}`);
    const otherPlant = found.filter((e) => e.eplant_id !== wc.eplant_id).map((e) => e.id);
    if (otherPlant.length) {
      throw badRequest('The work center is in another plant', [
        { field: 'EmployeeIds', message: `Employees ${otherPlant.join(', ')} are not in the work center's plant` },
      ]);
    }
    // A move is a save of each employee: an employee form opened before it is then stale and says so.
    const rows = await tx.query(
      `UPDATE employees SET work_center_id = $1, row_version = row_version + 1, updated_at = now(), updated_by = $3
        WHERE id = ANY($2::int[]) RETURNING id`,
      [body.WorkCenterId, body.EmployeeIds, displayName(user)],
    );
    return { moved: rows.length, code: wc.code };
  });
  return { ok: true, message: `${moved} employee(s) moved to ${code}`, Updated: moved };
};

export const listEmployees: OperationHandler<'listEmployees'> = async ({ db, query }) => {
  const { plant, foremanOnly } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT e.id AS "Id", e.name AS "Name", e.picture_url AS "Picture", f.name AS "Foreman", s.name AS "Shift",
            e.employee_number AS "EmployeeNumber", e.foreman_id AS "ForemanId", e.is_foreman AS "IsForeman",
            d.name AS "Department", wc.code AS "WorkCenter"
       FROM employees e
       LEFT JOIN employees f ON f.id = e.foreman_id
       LEFT JOIN shifts s ON s.id = e.shift_id
       LEFT JOIN departments d ON d.id = e.department_id
       LEFT JOIN work_centers wc ON wc.id = e.work_center_id
      WHERE e.eplant_id = $1 AND e.active AND (NOT $2::boolean OR e.is_foreman)
      ORDER BY e.name`,
    [plant, foremanOnly?.toLowerCase() === 'true'],
  );
};
