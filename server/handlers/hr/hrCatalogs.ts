// HR catalog forms, part 1: departments, job positions, wage types, wage codes, incident types and shifts. Each is
// read whole and saved whole in one transaction: new rows (Id null) are inserted, edited rows updated, rows left out
// deleted when nothing uses them; every check runs before the first write.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { displayName, requirePlant, sqlNumber } from '../plant/plantQueries.js';
import { listError, removedIds, requireUnique, requireUnused } from './catalogRules.js';
import { ALL_PLANTS, claimListVersion, listVersion } from '../../http/editConflict.js';

const name = async (db: Queryable, sql: string, id: number) =>
  (await db.query<{ n: string }>(sql, [id]))[0]?.n ?? String(id);

const readDepartments = (db: Queryable, plant: number) =>
  db.query<AnswerOf<'getDepartmentCatalog'>['Departments'][number]>(
    `SELECT d.id AS "Id", d.code AS "Code", d.name AS "Name",
            (SELECT count(*) FROM employees e WHERE e.department_id = d.id AND e.active)::int AS "Employees"
       FROM departments d WHERE d.eplant_id = $1 ORDER BY d.code`,
    [plant],
  );

export const getDepartmentCatalog: OperationHandler<'getDepartmentCatalog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return {
    Version: await listVersion(db, query.plant, 'departments'),
    Departments: await readDepartments(db, query.plant),
  };
};

export const saveDepartmentCatalog: OperationHandler<'saveDepartmentCatalog'> = async ({ db, query, body, user }) => {
  const plant = query.plant as number;
  const rows = body.Departments;
  await requirePlant(db, plant);
  requireUnique(
    'Departments',
    'Department code',
    rows.map((r) => r.Code),
  );
  const version = await db.tx(async (tx) => {
    // A list saved from a stale copy would delete the rows added since: the list's version is checked (and the list
    // locked) before anything is read for the save.
    const next = await claimListVersion(tx, plant, 'departments', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'Departments',
      'SELECT id FROM departments WHERE eplant_id = $1',
      [plant],
      rows.map((r) => r.Id),
    );
    await requireUnused(
      tx,
      'Departments',
      gone,
      `SELECT ((SELECT count(*) FROM employees WHERE department_id = $1) + (SELECT count(*) FROM job_positions WHERE department_id = $1)
              + (SELECT count(*) FROM work_centers WHERE department_id = $1))::int AS n`,
      async (id, n) =>
        `Department ${await name(tx, 'SELECT code AS n FROM departments WHERE id = $1', id)} is still used by ${n} employees, positions or work centers`,
    );
    for (const id of gone) await tx.query('DELETE FROM departments WHERE id = $1', [id]);
    // Codes are unique per plant: park the codes that change first, so swapping two codes never trips the constraint
    // (a row whose code stays is not touched: its history shows only what really changed).
    for (const r of rows)
      if (r.Id)
        await tx.query(`UPDATE departments SET code = '~' || id WHERE id = $1 AND code <> $2`, [r.Id, r.Code.trim()]);
    for (const r of rows) {
      if (r.Id)
        await tx.query('UPDATE departments SET code = $2, name = $3 WHERE id = $1', [
          r.Id,
          r.Code.trim(),
          r.Name.trim(),
        ]);
      else
        await tx.query('INSERT INTO departments (eplant_id, code, name) VALUES ($1, $2, $3)', [
          plant,
          r.Code.trim(),
          r.Name.trim(),
        ]);
    }
    return next;
  });
  return { Version: version, Departments: await readDepartments(db, plant) };
};

const readPositions = (db: Queryable, plant: number) =>
  db.query<AnswerOf<'getJobPositionCatalog'>['Positions'][number]>(
    `SELECT p.id AS "Id", p.name AS "Name", coalesce(d.code, '') AS "DepartmentCode", p.is_supervisor AS "IsSupervisor",
            (SELECT count(*) FROM employees e WHERE e.position_id = p.id AND e.active)::int AS "Employees"
       FROM job_positions p LEFT JOIN departments d ON d.id = p.department_id
      WHERE p.eplant_id = $1 ORDER BY d.code, p.is_supervisor DESC, p.name`,
    [plant],
  );

export const getJobPositionCatalog: OperationHandler<'getJobPositionCatalog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return {
    Version: await listVersion(db, query.plant, 'job-positions'),
    Positions: await readPositions(db, query.plant),
  };
};

export const saveJobPositionCatalog: OperationHandler<'saveJobPositionCatalog'> = async ({ db, query, body, user }) => {
  const plant = query.plant as number;
  const rows = body.Positions;
  await requirePlant(db, plant);
  const departments = new Map(
    (
      await db.query<{ id: number; code: string }>('SELECT id, code FROM departments WHERE eplant_id = $1', [plant])
    ).map((d) => [d.code.toUpperCase(), d.id]),
  );
  for (const r of rows) {
    if (!departments.has(r.DepartmentCode.trim().toUpperCase()))
      listError(
        'Positions',
        `Department code ${r.DepartmentCode} does not exist in this plant (${[...departments.keys()].sort().join(', ')})`,
      );
  }
  requireUnique(
    'Positions',
    'Position',
    rows.map((r) => `${r.DepartmentCode.trim().toUpperCase()} / ${r.Name.trim()}`),
  );
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, plant, 'job-positions', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'Positions',
      'SELECT id FROM job_positions WHERE eplant_id = $1',
      [plant],
      rows.map((r) => r.Id),
    );
    await requireUnused(
      tx,
      'Positions',
      gone,
      `SELECT ((SELECT count(*) FROM employees WHERE position_id = $1) + (SELECT count(*) FROM job_postings WHERE position_id = $1))::int AS n`,
      async (id, n) =>
        `Position ${await name(tx, 'SELECT name AS n FROM job_positions WHERE id = $1', id)} is still held by or posted for ${n} employees or postings`,
    );
    for (const id of gone) {
      await tx.query('DELETE FROM job_descriptions WHERE position_id = $1', [id]);
      await tx.query('DELETE FROM job_positions WHERE id = $1', [id]);
    }
    for (const r of rows) {
      const dept = departments.get(r.DepartmentCode.trim().toUpperCase());
      if (r.Id)
        await tx.query('UPDATE job_positions SET name = $2, department_id = $3, is_supervisor = $4 WHERE id = $1', [
          r.Id,
          r.Name.trim(),
          dept,
          r.IsSupervisor,
        ]);
      else
        await tx.query(
          'INSERT INTO job_positions (eplant_id, department_id, name, is_supervisor) VALUES ($1, $2, $3, $4)',
          [plant, dept, r.Name.trim(), r.IsSupervisor],
        );
    }
    return next;
  });
  return { Version: version, Positions: await readPositions(db, plant) };
};

const readWageTypes = (db: Queryable) =>
  db.query<AnswerOf<'getWageTypeCatalog'>['WageTypes'][number]>(
    `SELECT id AS "Id", code AS "Code", name AS "Name", pay_frequency AS "PayFrequency" FROM wage_types ORDER BY code`,
  );

export const getWageTypeCatalog: OperationHandler<'getWageTypeCatalog'> = async ({ db }) => ({
  Version: await listVersion(db, ALL_PLANTS, 'wage-types'),
  WageTypes: await readWageTypes(db),
});

export const saveWageTypeCatalog: OperationHandler<'saveWageTypeCatalog'> = async ({ db, body, user }) => {
  const rows = body.WageTypes;
  requireUnique(
    'WageTypes',
    'Wage type code',
    rows.map((r) => r.Code),
  );
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, ALL_PLANTS, 'wage-types', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'WageTypes',
      'SELECT id FROM wage_types',
      [],
      rows.map((r) => r.Id),
    );
    await requireUnused(
      tx,
      'WageTypes',
      gone,
      `SELECT ((SELECT count(*) FROM employees WHERE wage_type_id = $1) + (SELECT count(*) FROM wage_codes WHERE wage_type_id = $1))::int AS n`,
      async (id, n) =>
        `Wage type ${await name(tx, 'SELECT code AS n FROM wage_types WHERE id = $1', id)} is still used by ${n} employees or wage codes`,
    );
    for (const id of gone) await tx.query('DELETE FROM wage_types WHERE id = $1', [id]);
    for (const r of rows)
      if (r.Id)
        await tx.query(`UPDATE wage_types SET code = '~' || id WHERE id = $1 AND code <> $2`, [r.Id, r.Code.trim()]);
    for (const r of rows) {
      if (r.Id)
        await tx.query('UPDATE wage_types SET code = $2, name = $3, pay_frequency = $4 WHERE id = $1', [
          r.Id,
          r.Code.trim(),
          r.Name.trim(),
          r.PayFrequency,
        ]);
      else
        await tx.query('INSERT INTO wage_types (code, name, pay_frequency) VALUES ($1, $2, $3)', [
          r.Code.trim(),
          r.Name.trim(),
          r.PayFrequency,
        ]);
    }
    return next;
  });
  return { Version: version, WageTypes: await readWageTypes(db) };
};

const readWageCodes = (db: Queryable, plant: number) =>
  db.query<AnswerOf<'getWageCodeCatalog'>['WageCodes'][number]>(
    `SELECT c.id AS "Id", c.code AS "Code", c.description AS "Description", t.code AS "WageTypeCode",
            ${sqlNumber('c.hourly_rate')} AS "HourlyRate", c.currency AS "Currency"
       FROM wage_codes c JOIN wage_types t ON t.id = c.wage_type_id WHERE c.eplant_id = $1 ORDER BY c.code`,
    [plant],
  );

export const getWageCodeCatalog: OperationHandler<'getWageCodeCatalog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return { Version: await listVersion(db, query.plant, 'wage-codes'), WageCodes: await readWageCodes(db, query.plant) };
};

export const saveWageCodeCatalog: OperationHandler<'saveWageCodeCatalog'> = async ({ db, query, body, user }) => {
  const plant = query.plant as number;
  const rows = body.WageCodes;
  await requirePlant(db, plant);
  const types = new Map(
    (await db.query<{ id: number; code: string }>('SELECT id, code FROM wage_types')).map((t) => [
      t.code.toUpperCase(),
      t.id,
    ]),
  );
  for (const r of rows) {
    if (!types.has(r.WageTypeCode.trim().toUpperCase()))
      listError(
        'WageCodes',
        `Wage type code ${r.WageTypeCode} does not exist (${[...types.keys()].sort().join(', ')})`,
      );
  }
  requireUnique(
    'WageCodes',
    'Wage code',
    rows.map((r) => r.Code),
  );
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, plant, 'wage-codes', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'WageCodes',
      'SELECT id FROM wage_codes WHERE eplant_id = $1',
      [plant],
      rows.map((r) => r.Id),
    );
    await requireUnused(
      tx,
      'WageCodes',
      gone,
      'SELECT count(*)::int AS n FROM employees WHERE wage_code_id = $1',
      async (id, n) =>
        `Wage code ${await name(tx, 'SELECT code AS n FROM wage_codes WHERE id = $1', id)} is still paid to ${n} employees`,
    );
    for (const id of gone) await tx.query('DELETE FROM wage_codes WHERE id = $1', [id]);
    for (const r of rows)
      if (r.Id)
        await tx.query(`UPDATE wage_codes SET code = '~' || id WHERE id = $1 AND code <> $2`, [r.Id, r.Code.trim()]);
    for (const r of rows) {
      const values = [
        r.Code.trim(),
        r.Description.trim(),
        types.get(r.WageTypeCode.trim().toUpperCase()),
        r.HourlyRate,
        r.Currency,
      ];
      if (r.Id)
        await tx.query(
          'UPDATE wage_codes SET code = $2, description = $3, wage_type_id = $4, hourly_rate = $5, currency = $6 WHERE id = $1',
          [r.Id, ...values],
        );
      else
        await tx.query(
          'INSERT INTO wage_codes (eplant_id, code, description, wage_type_id, hourly_rate, currency) VALUES ($1, $2, $3, $4, $5, $6)',
          [plant, ...values],
        );
    }
    return next;
  });
  return { Version: version, WageCodes: await readWageCodes(db, plant) };
};

const readIncidents = (db: Queryable) =>
  db.query<AnswerOf<'getIncidentCatalog'>['Incidents'][number]>(
    `SELECT id AS "Id", code AS "Code", name AS "Name", ${sqlNumber('points')} AS "Points", is_absence AS "IsAbsence" FROM incident_types ORDER BY id`,
  );

export const getIncidentCatalog: OperationHandler<'getIncidentCatalog'> = async ({ db }) => ({
  Version: await listVersion(db, ALL_PLANTS, 'incident-types'),
  Incidents: await readIncidents(db),
});

export const saveIncidentCatalog: OperationHandler<'saveIncidentCatalog'> = async ({ db, body, user }) => {
  const rows = body.Incidents;
  requireUnique(
    'Incidents',
    'Incident code',
    rows.map((r) => r.Code),
  );
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, ALL_PLANTS, 'incident-types', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'Incidents',
      'SELECT id FROM incident_types',
      [],
      rows.map((r) => r.Id),
    );
    await requireUnused(
      tx,
      'Incidents',
      gone,
      `SELECT ((SELECT count(*) FROM attendance_days WHERE incident_type_id = $1) + (SELECT count(*) FROM employee_absences WHERE incident_type_id = $1)
              + (SELECT count(*) FROM attendance_points WHERE incident_type_id = $1))::int AS n`,
      async (id, n) =>
        `Incident ${await name(tx, 'SELECT code AS n FROM incident_types WHERE id = $1', id)} is recorded on ${n} attendance days, absences or points`,
    );
    for (const id of gone) await tx.query('DELETE FROM incident_types WHERE id = $1', [id]);
    for (const r of rows)
      if (r.Id)
        await tx.query(`UPDATE incident_types SET code = '~' || id WHERE id = $1 AND code <> $2`, [
          r.Id,
          r.Code.trim(),
        ]);
    for (const r of rows) {
      const values = [r.Code.trim(), r.Name.trim(), r.Points, r.IsAbsence];
      if (r.Id)
        await tx.query('UPDATE incident_types SET code = $2, name = $3, points = $4, is_absence = $5 WHERE id = $1', [
          r.Id,
          ...values,
        ]);
      else
        await tx.query('INSERT INTO incident_types (code, name, points, is_absence) VALUES ($1, $2, $3, $4)', values);
    }
    return next;
  });
  return { Version: version, Incidents: await readIncidents(db) };
};

const readShifts = (db: Queryable, plant: number) =>
  db.query<AnswerOf<'getShiftCatalog'>['Shifts'][number]>(
    `SELECT id AS "Id", code AS "Code", name AS "Name", to_char(start_time, 'HH24:MI') AS "StartTime", to_char(end_time, 'HH24:MI') AS "EndTime"
       FROM shifts WHERE eplant_id = $1 ORDER BY code`,
    [plant],
  );

export const getShiftCatalog: OperationHandler<'getShiftCatalog'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return { Version: await listVersion(db, query.plant, 'shifts'), Shifts: await readShifts(db, query.plant) };
};

export const saveShiftCatalog: OperationHandler<'saveShiftCatalog'> = async ({ db, query, body, user }) => {
  const plant = query.plant as number;
  const rows = body.Shifts;
  await requirePlant(db, plant);
  requireUnique(
    'Shifts',
    'Shift code',
    rows.map((r) => r.Code),
  );
  const same = rows.find((r) => r.StartTime === r.EndTime);
  if (same) listError('Shifts', `Shift ${same.Code} starts and ends at the same time`);
  const version = await db.tx(async (tx) => {
    // Saved from a stale copy the list would lose the rows added since: its version is checked (and the list locked)
    // first.
    const next = await claimListVersion(tx, plant, 'shifts', body.Version, displayName(user));
    const gone = await removedIds(
      tx,
      'Shifts',
      'SELECT id FROM shifts WHERE eplant_id = $1',
      [plant],
      rows.map((r) => r.Id),
    );
    await requireUnused(
      tx,
      'Shifts',
      gone,
      `SELECT ((SELECT count(*) FROM employees WHERE shift_id = $1) + (SELECT count(*) FROM attendance_days WHERE shift_id = $1)
              + (SELECT count(*) FROM jobs WHERE shift_id = $1))::int AS n`,
      async (id, n) =>
        `Shift ${await name(tx, 'SELECT code AS n FROM shifts WHERE id = $1', id)} is still used by ${n} employees, attendance days or jobs`,
    );
    for (const id of gone) await tx.query('DELETE FROM shifts WHERE id = $1', [id]);
    for (const r of rows)
      if (r.Id)
        await tx.query(`UPDATE shifts SET code = '~' || id WHERE id = $1 AND code <> $2`, [r.Id, r.Code.trim()]);
    for (const r of rows) {
      const values = [r.Code.trim(), r.Name.trim(), r.StartTime, r.EndTime];
      if (r.Id)
        await tx.query(
          'UPDATE shifts SET code = $2, name = $3, start_time = $4::time, end_time = $5::time WHERE id = $1',
          [r.Id, ...values],
        );
      else
        await tx.query(
          'INSERT INTO shifts (eplant_id, code, name, start_time, end_time) VALUES ($1, $2, $3, $4::time, $5::time)',
          [plant, ...values],
        );
    }
    return next;
  });
  return { Version: version, Shifts: await readShifts(db, plant) };
};
