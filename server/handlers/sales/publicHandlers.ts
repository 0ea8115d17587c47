// The two public operations of the Sales area. The public order view answers what a dealer's customer
// holding an order number may see — the dealer, the order's progress, each unit's model, status, due and ship dates
// and the last six characters of its VIN — and never prices, amounts, customer contacts or PO numbers. The job
// application form stores an applicant for HR after the same validation the form shows; being open to anyone, it
// asks for the same bot check as the login (and the contract's x-rate-limit caps it per IP).
import type { OperationContext, OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { sqlDate } from '../plant/plantQueries.js';
import { BOT_CHECK_MESSAGE } from '../../auth/captcha.js';

const LABEL = (expr: string) =>
  `CASE ${expr} WHEN 'O' THEN 'Ordered' WHEN 'C' THEN 'Completed' WHEN 'F' THEN 'Filled' ELSE 'Planned' END`;

async function orderIdOf(db: OperationContext['db'], orderNo: string): Promise<number> {
  const row = await maybeOne<{ id: number }>(db, 'SELECT id FROM customer_orders WHERE upper(co_num) = upper($1)', [
    orderNo.trim(),
  ]);
  if (!row) throw notFound(`Order ${orderNo.trim()} was not found`);
  return row.id;
}

export const getPublicOrderView: OperationHandler<'getPublicOrderView'> = async ({ db, params }) => {
  const id = await orderIdOf(db, params.orderNo);
  // orderIdOf has found the order: the aggregate reads exactly one row.
  return one<AnswerOf<'getPublicOrderView'>>(
    db,
    `SELECT o.co_num AS "OrderNo", ${sqlDate('o.order_date')} AS "OrderDate", o.status AS "Status", ${LABEL('o.status')} AS "StatusLabel",
            c.name AS "Dealer", c.city AS "DealerCity", c.state_code AS "DealerState", count(l.id)::int AS "Units",
            (count(l.id) FILTER (WHERE l.status = 'C'))::int AS "UnitsShipped",
            ${sqlDate(`(SELECT min(ld.ship_date) FROM load_units lu JOIN loads ld ON ld.id = lu.load_id JOIN customer_order_lines x ON x.id = lu.co_line_id
                         WHERE x.co_id = o.id AND ld.ship_date >= current_date AND ld.status NOT IN ('Shipped', 'Delivered'))`)} AS "NextShipDate"
       FROM customer_orders o JOIN customers c ON c.id = o.customer_id LEFT JOIN customer_order_lines l ON l.co_id = o.id
      WHERE o.id = $1 GROUP BY o.id, c.id`,
    [id],
  );
};

export const listPublicOrderUnits: OperationHandler<'listPublicOrderUnits'> = async ({ db, params }) =>
  db.query(
    `SELECT l.co_line AS "Line", l.item_no AS "Model", i.descrip AS "Description", l.status AS "Status", ${LABEL('l.status')} AS "StatusLabel",
            ${sqlDate('l.due_date')} AS "DueDate", right(trim(l.vin), 6) AS "VinLast6", ${sqlDate('j.ship_date')} AS "ShipDate"
       FROM customer_order_lines l JOIN items i ON i.arinvt_id = l.arinvt_id LEFT JOIN jobs j ON j.id = l.job_id
      WHERE l.co_id = $1 ORDER BY l.co_line`,
    [await orderIdOf(db, params.orderNo)],
  );

export const submitJobApplication: OperationHandler<'submitJobApplication'> = async ({ db, body, config, request }) => {
  // Before anything is stored, as in the login; a solved challenge is accepted once, so each application costs a script
  // a fresh proof of work.
  if (config.captcha && !(await request.server.norstarAuth.captcha.verify(body.Captcha))) {
    throw badRequest(BOT_CHECK_MESSAGE, [{ field: 'Captcha', message: BOT_CHECK_MESSAGE }]);
  }
  const errors = [];
  for (const [field, label] of [
    ['FirstName', 'First name'],
    ['LastName', 'Last name'],
    ['Position', 'Position'],
  ] as const) {
    if (!body[field].trim()) errors.push({ field, message: `${label} is required` });
  }
  if (body.Phone.replace(/\D/g, '').length < 7) errors.push({ field: 'Phone', message: 'Enter a valid phone number' });
  if (errors.length) throw badRequest(errors[0].message, errors);
  const [row] = await db.tx((tx) =>
    tx.query<{ id: number }>(
      `INSERT INTO job_applications (eplant_id, first_name, last_name, email, phone, position, shift_preference, available_from, experience_years, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        body.Plant,
        body.FirstName.trim(),
        body.LastName.trim(),
        body.Email?.trim() || null,
        body.Phone.trim(),
        body.Position.trim(),
        body.ShiftPreference,
        body.AvailableFrom,
        body.ExperienceYears,
        body.Message?.trim() || null,
      ],
    ),
  );
  return { Id: row.id, Message: 'Thank you! Your application was received.' };
};
