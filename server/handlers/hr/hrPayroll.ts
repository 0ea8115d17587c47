// Payroll screens: pre-payroll runs (list, one run, its lines), the payroll register, the Proliant export lines and
// the pre-payroll adjustment form (draft lines with absences; gross is recalculated the way the run computes it).
import type { OperationHandler, AnswerOf, RowOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { notFound } from '../../http/HttpError.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { listError } from './catalogRules.js';

interface RangeQuery {
  plant: number;
  from: string;
  to: string;
}

const RUN_COLUMNS = `pp.id AS "Id", ${sqlDate('p.period_start')} AS "PeriodStart", ${sqlDate('p.period_end')} AS "PeriodEnd",
  ${sqlDate('p.pay_date')} AS "PayDate", p.frequency AS "Frequency", pp.status AS "Status",
  count(d.id)::int AS "Employees", round(coalesce(sum(d.regular_hours), 0), 2)::float8 AS "RegularHours",
  round(coalesce(sum(d.overtime_hours), 0), 2)::float8 AS "OvertimeHours", coalesce(sum(d.absences), 0)::int AS "Absences",
  round(coalesce(sum(d.bonus_amount), 0), 2)::float8 AS "BonusAmount", round(coalesce(sum(d.deductions), 0), 2)::float8 AS "Deductions",
  round(coalesce(sum(d.gross_amount), 0), 2)::float8 AS "GrossAmount", CASE WHEN pp.eplant_id = 3 THEN 'MXN' ELSE 'USD' END AS "Currency",
  pp.created_by AS "CreatedBy", ${sqlTimestamp('pp.created_at')} AS "CreatedAt", pp.approved_by AS "ApprovedBy",
  ${sqlTimestamp('pp.approved_at')} AS "ApprovedAt"`;
const RUN_FROM = `FROM pre_payrolls pp JOIN payroll_periods p ON p.id = pp.payroll_period_id
  LEFT JOIN pre_payroll_details d ON d.pre_payroll_id = pp.id`;
const RUN_GROUP = 'GROUP BY pp.id, p.id';

async function range<Q extends RangeQuery>(db: Queryable, q: Q): Promise<Q> {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return q;
}

export const listPrePayrolls: OperationHandler<'listPrePayrolls'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `SELECT ${RUN_COLUMNS} ${RUN_FROM} WHERE pp.eplant_id = $1 AND p.pay_date BETWEEN $2::date AND $3::date ${RUN_GROUP}
      ORDER BY p.period_start DESC`,
    [q.plant, q.from, q.to],
  );
};

export const getPrePayroll: OperationHandler<'getPrePayroll'> = async ({ db, params }) => {
  const id = params.prePayrollId;
  const [run] = await db.query<AnswerOf<'getPrePayroll'>>(
    `SELECT ${RUN_COLUMNS}, pl.name AS "Plant",
            'Pre-payroll ' || to_char(p.period_start, 'YYYY-MM-DD') || ' – ' || to_char(p.period_end, 'YYYY-MM-DD') AS "Run"
       ${RUN_FROM} JOIN plants pl ON pl.id = pp.eplant_id WHERE pp.id = $1 ${RUN_GROUP}, pl.name`,
    [id],
  );
  if (!run) throw notFound(`Pre-payroll ${id} not found`);
  return run;
};

export const listPrePayrollDetails: OperationHandler<'listPrePayrollDetails'> = async ({ db, params }) => {
  const id = params.prePayrollId;
  const [run] = await db.query('SELECT id FROM pre_payrolls WHERE id = $1', [id]);
  if (!run) throw notFound(`Pre-payroll ${id} not found`);
  return db.query(
    `SELECT d.id AS "Id", e.id AS "EmployeeId", e.employee_number AS "EmployeeNumber", e.name AS "Employee", dep.name AS "Department",
            f.name AS "Foreman", w.code AS "WageCode", ${sqlNumber('w.hourly_rate')} AS "HourlyRate",
            ${sqlNumber('d.regular_hours')} AS "RegularHours", ${sqlNumber('d.overtime_hours')} AS "OvertimeHours", d.absences AS "Absences",
            ${sqlNumber('d.bonus_amount')} AS "BonusAmount", ${sqlNumber('d.deductions')} AS "Deductions",
            ${sqlNumber('d.gross_amount')} AS "GrossAmount", ${sqlNumber('d.gross_amount - d.deductions')} AS "NetAmount"
       FROM pre_payroll_details d JOIN employees e ON e.id = d.employee_id
       LEFT JOIN departments dep ON dep.id = e.department_id
       LEFT JOIN employees f ON f.id = e.foreman_id
       LEFT JOIN wage_codes w ON w.id = e.wage_code_id
      WHERE d.pre_payroll_id = $1 ORDER BY e.name`,
    [id],
  );
};

export const listPayrollRegister: OperationHandler<'listPayrollRegister'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `SELECT p.id || '-' || e.id AS "Key", ${sqlDate('p.pay_date')} AS "PayDate", ${sqlDate('p.period_start')} AS "PeriodStart",
            ${sqlDate('p.period_end')} AS "PeriodEnd", e.employee_number AS "EmployeeNumber", e.name AS "Employee", d.name AS "Department",
            coalesce(sum(l.hours) FILTER (WHERE l.earning_code = 'REG'), 0)::float8 AS "RegularHours",
            coalesce(sum(l.hours) FILTER (WHERE l.earning_code = 'OT'), 0)::float8 AS "OvertimeHours",
            coalesce(sum(l.amount) FILTER (WHERE l.earning_code = 'REG'), 0)::float8 AS "RegularPay",
            coalesce(sum(l.amount) FILTER (WHERE l.earning_code = 'OT'), 0)::float8 AS "OvertimePay",
            coalesce(sum(l.amount) FILTER (WHERE l.earning_code = 'BON'), 0)::float8 AS "BonusPay",
            coalesce(sum(l.amount) FILTER (WHERE l.earning_code = 'VAC'), 0)::float8 AS "VacationPay",
            coalesce(sum(l.amount) FILTER (WHERE l.amount > 0), 0)::float8 AS "GrossPay",
            coalesce(sum(l.amount) FILTER (WHERE l.amount < 0), 0)::float8 AS "Deductions",
            sum(l.amount)::float8 AS "NetPay", min(l.currency) AS "Currency"
       FROM payroll_lines l JOIN payroll_periods p ON p.id = l.payroll_period_id
       JOIN employees e ON e.id = l.employee_id
       LEFT JOIN departments d ON d.id = e.department_id
      WHERE l.eplant_id = $1 AND p.pay_date BETWEEN $2::date AND $3::date
      GROUP BY p.id, e.id, d.name
      HAVING sum(l.hours) FILTER (WHERE l.earning_code = 'REG') IS NOT NULL OR sum(l.amount) <> 0
      ORDER BY p.pay_date DESC, e.name`,
    [q.plant, q.from, q.to],
  );
};

const EARNINGS: Record<string, string> = {
  REG: 'Regular',
  OT: 'Overtime 1.5x',
  BON: 'Attendance bonus',
  VAC: 'Vacation',
  TAX: 'Federal withholding',
  FICA: 'FICA',
  ISR: 'ISR retenido',
  IMSS: 'Cuota IMSS obrera',
};

export const listProliantExport: OperationHandler<'listProliantExport'> = async ({ db, query }) => {
  const q = await range(db, query);
  const rows = await db.query<Omit<RowOf<'listProliantExport'>, 'EarningDescription'>>(
    `SELECT l.id AS "Id", CASE WHEN l.eplant_id = 2 THEN 'NSTX1' ELSE 'NSMX1' END AS "CompanyCode", ${sqlDate('p.pay_date')} AS "PayDate",
            ${sqlDate('p.period_end')} AS "PeriodEnd", e.employee_number AS "EmployeeNumber", e.name AS "Employee", d.code AS "CostCenter",
            l.earning_code AS "EarningCode", ${sqlNumber('l.hours')} AS "Hours", ${sqlNumber('l.rate')} AS "Rate", ${sqlNumber('l.amount')} AS "Amount"
       FROM payroll_lines l JOIN payroll_periods p ON p.id = l.payroll_period_id
       JOIN employees e ON e.id = l.employee_id
       LEFT JOIN departments d ON d.id = e.department_id
      WHERE l.eplant_id = $1 AND p.pay_date BETWEEN $2::date AND $3::date AND l.amount > 0
      ORDER BY p.pay_date DESC, e.employee_number, l.earning_code DESC`,
    [q.plant, q.from, q.to],
  );
  return rows.map((r) => ({ ...r, EarningDescription: EARNINGS[r.EarningCode] ?? r.EarningCode }));
};

async function latestDraft(db: Queryable, plant: number) {
  const [run] = await db.query<{ id: number; period: string }>(
    `SELECT pp.id, to_char(p.period_start, 'MM/DD/YYYY') || ' – ' || to_char(p.period_end, 'MM/DD/YYYY') AS period
       FROM pre_payrolls pp JOIN payroll_periods p ON p.id = pp.payroll_period_id
      WHERE pp.eplant_id = $1 AND pp.status = 'Draft' ORDER BY p.period_start DESC LIMIT 1`,
    [plant],
  );
  if (!run) throw notFound('There is no draft pre-payroll for this plant');
  return run;
}

async function readAdjustments(db: Queryable, plant: number) {
  const run = await latestDraft(db, plant);
  const lines = await db.query<AnswerOf<'getPrePayrollAdjustments'>['Lines'][number]>(
    `SELECT e.id AS "EmployeeId", e.employee_number || ' ' || e.name AS "Employee", ${sqlNumber('d.regular_hours')} AS "RegularHours",
            ${sqlNumber('d.overtime_hours')} AS "OvertimeHours", d.absences AS "Absences", ${sqlNumber('d.bonus_amount')} AS "BonusAmount",
            ${sqlNumber('d.deductions')} AS "Deductions", ${sqlNumber('d.gross_amount')} AS "GrossAmount"
       FROM pre_payroll_details d JOIN employees e ON e.id = d.employee_id
      WHERE d.pre_payroll_id = $1 AND d.absences > 0 ORDER BY e.name`,
    [run.id],
  );
  return { PrePayrollId: run.id, Period: run.period, Lines: lines };
}

export const getPrePayrollAdjustments: OperationHandler<'getPrePayrollAdjustments'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return readAdjustments(db, plant);
};

export const savePrePayrollAdjustments: OperationHandler<'savePrePayrollAdjustments'> = async ({ db, query, body }) => {
  const { plant } = query;
  const input = body;
  await requirePlant(db, plant);
  const [run] = await db.query<{ status: string }>('SELECT status FROM pre_payrolls WHERE id = $1 AND eplant_id = $2', [
    input.PrePayrollId,
    plant,
  ]);
  if (!run) listError('PrePayrollId', `Pre-payroll ${input.PrePayrollId} is not a pre-payroll of this plant`);
  if (run.status !== 'Draft')
    listError('PrePayrollId', `Pre-payroll ${input.PrePayrollId} is ${run.status} and can no longer be changed`);
  const onRun = new Set(
    (
      await db.query<{ employee_id: number }>('SELECT employee_id FROM pre_payroll_details WHERE pre_payroll_id = $1', [
        input.PrePayrollId,
      ])
    ).map((r) => r.employee_id),
  );
  const stranger = input.Lines.find((l) => !onRun.has(l.EmployeeId));
  if (stranger) listError('Lines', `Employee ${stranger.EmployeeId} is not on this pre-payroll`);
  await db.tx(async (tx) => {
    for (const l of input.Lines) {
      // Gross as the run computes it: regular hours at the wage rate, overtime at time and a half, plus the bonus.
      await tx.query(
        `UPDATE pre_payroll_details d SET regular_hours = $3, overtime_hours = $4, absences = $5, bonus_amount = $6, deductions = $7,
                gross_amount = round($3 * w.hourly_rate + $4 * w.hourly_rate * 1.5 + $6, 2)
           FROM employees e JOIN wage_codes w ON w.id = e.wage_code_id
          WHERE d.pre_payroll_id = $1 AND d.employee_id = $2 AND e.id = d.employee_id`,
        [input.PrePayrollId, l.EmployeeId, l.RegularHours, l.OvertimeHours, l.Absences, l.BonusAmount, l.Deductions],
      );
    }
  });
  return readAdjustments(db, plant);
};
