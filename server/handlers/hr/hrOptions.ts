// HR catalogs as select options: positions, departments, shifts, foremen, bonus levels and the Microsip payroll
// catalogs of the MX plant.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlNumber } from '../plant/plantQueries.js';

export const listPositionOptions: OperationHandler<'listPositionOptions'> = async ({ db, params }) => {
  const { plant, departmentId } = params;
  await requirePlant(db, plant);
  return db.query(
    `SELECT id AS "Id", name AS "Name" FROM job_positions
      WHERE eplant_id = $1 AND ($2::int = 0 OR department_id = $2) ORDER BY name`,
    [plant, departmentId],
  );
};

export const listDepartmentOptions: OperationHandler<'listDepartmentOptions'> = async ({ db, params }) => {
  const { plant } = params;
  await requirePlant(db, plant);
  return db.query('SELECT id AS "Id", name AS "Name" FROM departments WHERE eplant_id = $1 ORDER BY name', [plant]);
};

export const listShifts: OperationHandler<'listShifts'> = async ({ db, query }) => {
  const plant = query.ePlantId;
  await requirePlant(db, plant);
  return db.query(
    `SELECT id AS "Id", code AS "Code", name AS "Name", to_char(start_time, 'HH24:MI') AS "StartTime",
            to_char(end_time, 'HH24:MI') AS "EndTime", eplant_id AS "EplantId"
       FROM shifts WHERE eplant_id = $1 ORDER BY code`,
    [plant],
  );
};

export const listForemanOptions: OperationHandler<'listForemanOptions'> = async ({ db, params }) => {
  const { plant } = params;
  await requirePlant(db, plant);
  return db.query('SELECT id AS "Id", name AS "Name" FROM foremen WHERE eplant_id = $1 ORDER BY name', [plant]);
};

export const listBonusLevelOptions: OperationHandler<'listBonusLevelOptions'> = async ({ db, query }) => {
  const plant = query.plant;
  if (plant != null) await requirePlant(db, plant);
  return db.query(
    `SELECT l.id AS "Id", t.name || ' - ' || l.name AS "Name", t.name AS "BonusType", l.level AS "Level",
            ${sqlNumber('l.min_score')} AS "MinScore", ${sqlNumber('l.amount')} AS "Amount", l.currency AS "Currency",
            t.eplant_id AS "EplantId"
       FROM bonus_levels l JOIN bonus_types t ON t.id = l.bonus_type_id
      WHERE t.active AND ($1::int IS NULL OR t.eplant_id = $1)
      ORDER BY t.eplant_id, t.name, l.level`,
    [plant ?? null],
  );
};

// Microsip's payroll catalogs. Frequencies come from the wage types in use; the other three are the MX plant's
// fixed Microsip configuration (they change only when the company registers with IMSS or redefines its payroll runs).
const FREQUENCY_NAMES: Record<string, string> = { weekly: 'Semanal', biweekly: 'Catorcenal', semimonthly: 'Quincenal' };

export const listPaymentFrequencyOptions: OperationHandler<'listPaymentFrequencyOptions'> = async ({ db }) => {
  const rows = await db.query<{ pay_frequency: string }>(
    'SELECT DISTINCT pay_frequency FROM wage_types ORDER BY pay_frequency',
  );
  return rows.map((r) => ({ Id: r.pay_frequency, Name: FREQUENCY_NAMES[r.pay_frequency] ?? r.pay_frequency }));
};

export const SENIORITY_TABLES = [
  { Id: 1, Name: 'LFT 2023 - Vacaciones dignas (12 días el primer año)' },
  { Id: 2, Name: 'LFT anterior a 2023 (6 días el primer año)' },
  { Id: 3, Name: 'Personal de confianza (prima vacacional 50%)' },
];
export const EMPLOYER_REGISTRATIONS = [
  { Id: 'E6412873103', Name: 'E6412873103 - Norstar MX Planta 1' },
  { Id: 'E6412873202', Name: 'E6412873202 - Norstar MX Almacén' },
];
export const PAYMENT_GROUPS = [
  { Id: 1, Name: 'Semanal - Operativos' },
  { Id: 2, Name: 'Semanal - Soldadores y pintura' },
  { Id: 3, Name: 'Quincenal - Administrativos' },
];

export const listSeniorityTableOptions: OperationHandler<'listSeniorityTableOptions'> = async () => SENIORITY_TABLES;
export const listEmployerRegistrationOptions: OperationHandler<'listEmployerRegistrationOptions'> = async () =>
  EMPLOYER_REGISTRATIONS;
export const listPaymentGroupOptions: OperationHandler<'listPaymentGroupOptions'> = async () => PAYMENT_GROUPS;
