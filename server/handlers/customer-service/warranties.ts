// Warranty cases waiting for a decision and a registration with its cases.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';

const CASE_SELECT = `
  SELECT c.id AS "Id", c.case_no AS "CaseNo", trim(c.vin) AS "VIN", d.name AS "Dealer", ${sqlDate('c.opened_date')} AS "OpenedDate",
         c.category AS "Category", c.description AS "Description", c.status AS "Status",
         ${sqlNumber('c.claim_amount')} AS "ClaimAmount", ${sqlNumber('c.approved_amount')} AS "ApprovedAmount",
         ${sqlDate('c.closed_date')} AS "ClosedDate", c.submitted_by AS "SubmittedBy", c.registration_id AS "RegistrationId",
         c.eplant_id AS "EplantId"
    FROM warranty_cases c LEFT JOIN customers d ON d.id = c.dealer_id`;

export const listSubmittedWarrantyCases: OperationHandler<'listSubmittedWarrantyCases'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `${CASE_SELECT} WHERE c.eplant_id = $1 AND c.status IN ('Submitted', 'In Review') ORDER BY c.opened_date, c.case_no`,
    [plant],
  );
};

export const getWarrantyRegistration: OperationHandler<'getWarrantyRegistration'> = async ({ db, params }) => {
  const id = params.id;
  const reg = await maybeOne<Omit<AnswerOf<'getWarrantyRegistration'>, 'Cases'>>(
    db,
    `SELECT r.id AS "Id", trim(r.vin) AS "VIN", j.part_no AS "PartNo", j.config_code AS "ConfigCode", d.name AS "Dealer",
            r.first_name AS "FirstName", r.last_name AS "LastName", r.email AS "Email", r.phone AS "Phone",
            r.address AS "Address", r.city AS "City", r.state_code AS "State", r.zip AS "Zip",
            ${sqlDate('r.purchase_date')} AS "PurchaseDate", ${sqlDate('r.registration_date')} AS "RegistrationDate"
       FROM warranty_registrations r
       LEFT JOIN jobs j ON j.id = r.job_id
       LEFT JOIN customers d ON d.id = r.dealer_id
      WHERE r.id = $1`,
    [id],
  );
  if (!reg) throw notFound(`Warranty registration ${id} not found`);
  const cases = await db.query<AnswerOf<'getWarrantyRegistration'>['Cases'][number]>(
    `${CASE_SELECT} WHERE c.registration_id = $1 ORDER BY c.opened_date DESC`,
    [id],
  );
  return { ...reg, Cases: cases };
};
