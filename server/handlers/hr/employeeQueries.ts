// The employee record as the HR screens show it (SPEC §3 Employee: Id, Name, Picture, Foreman, Shift,
// EmployeeNumber) with the ids and names of everything it points to.
import type { Queryable } from '../../db/Database.js';
import type { AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne } from '../../db/Database.js';
import { notFound } from '../../http/HttpError.js';
import { sqlDate } from '../plant/plantQueries.js';

export const EMPLOYEE_SELECT = `
  SELECT e.id AS "Id", e.name AS "Name", e.picture_url AS "Picture", f.name AS "Foreman", s.name AS "Shift",
         e.employee_number AS "EmployeeNumber", e.first_name AS "FirstName", e.last_name AS "LastName",
         e.is_foreman AS "IsForeman", e.foreman_id AS "ForemanId", e.shift_id AS "ShiftId", e.department_id AS "DepartmentId",
         d.name AS "Department", e.position_id AS "PositionId", p.name AS "Position", e.work_center_id AS "WorkCenterId",
         wc.code AS "WorkCenter", e.wage_type_id AS "WageTypeId", wt.name AS "WageType", e.wage_code_id AS "WageCodeId",
         wcd.code AS "WageCode", ${sqlDate('e.hire_date')} AS "HireDate", ${sqlDate('e.termination_date')} AS "TerminationDate",
         e.active AS "Active", e.email AS "Email", e.phone AS "Phone", e.eplant_id AS "EplantId",
         e.payment_frequency AS "PaymentFrequency", e.seniority_table_id AS "SeniorityTableId",
         e.employer_registration AS "EmployerRegistration", e.payment_group_id AS "PaymentGroupId",
         e.row_version AS "Version"
    FROM employees e
    LEFT JOIN employees f ON f.id = e.foreman_id
    LEFT JOIN shifts s ON s.id = e.shift_id
    LEFT JOIN departments d ON d.id = e.department_id
    LEFT JOIN job_positions p ON p.id = e.position_id
    LEFT JOIN work_centers wc ON wc.id = e.work_center_id
    LEFT JOIN wage_types wt ON wt.id = e.wage_type_id
    LEFT JOIN wage_codes wcd ON wcd.id = e.wage_code_id`;

export async function loadEmployee(db: Queryable, id: number): Promise<AnswerOf<'getEmployee'>> {
  const row = await maybeOne<AnswerOf<'getEmployee'>>(db, `${EMPLOYEE_SELECT} WHERE e.id = $1`, [id]);
  if (!row) throw notFound(`Employee ${id} not found`);
  return row;
}
