// Owner's manual requests: filter, one, and recording the tracking number when the manual ships.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { sqlDate } from '../plant/plantQueries.js';

const REQUEST_SELECT = `
  SELECT m.id AS "Id", m.request_no AS "RequestNo", trim(m.vin) AS "VIN", m.part_no AS "PartNo", m.manual_type AS "ManualType",
         m.first_name AS "FirstName", m.last_name AS "LastName", m.email AS "Email", m.phone AS "Phone",
         m.address AS "Address", m.city AS "City", m.state_code AS "State", m.zip AS "Zip", m.country AS "Country",
         ${sqlDate('m.request_date')} AS "RequestDate", m.status AS "Status", m.tracking_number AS "TrackingNumber",
         ${sqlDate('m.shipped_date')} AS "ShippedDate", m.eplant_id AS "EplantId"
    FROM manual_requests m`;

async function loadRequest(db: Queryable, id: number) {
  const row = await maybeOne<AnswerOf<'getManualRequest'>>(db, `${REQUEST_SELECT} WHERE m.id = $1`, [id]);
  if (!row) throw notFound(`Manual request ${id} not found`);
  return row;
}

export const filterManualRequests: OperationHandler<'filterManualRequests'> = async ({ db, body }) => {
  const f = body ?? {};
  if (f.from && f.to && f.from > f.to)
    throw badRequest('From date must not be later than to date', [
      { field: 'from', message: 'From date must not be later than to date' },
    ]);
  return db.query(
    `${REQUEST_SELECT}
      WHERE ($1::int IS NULL OR m.eplant_id = $1)
        AND ($2::date IS NULL OR m.request_date >= $2::date)
        AND ($3::date IS NULL OR m.request_date <= $3::date)
        AND ($4::text IS NULL OR m.status = $4)
        AND ($5::text IS NULL OR upper(trim(m.vin)) = upper($5))
      ORDER BY m.request_date DESC, m.id DESC
      LIMIT 5000`,
    [f.plant ?? null, f.from ?? null, f.to ?? null, f.Status ?? null, f.VIN?.trim() || null],
  );
};

export const getManualRequest: OperationHandler<'getManualRequest'> = async ({ db, params }) =>
  loadRequest(db, params.id);

export const setManualRequestTrackingNumber: OperationHandler<'setManualRequestTrackingNumber'> = async ({
  db,
  body,
}) => {
  const tracking = body.TrackingNumber.trim();
  if (!tracking)
    throw badRequest('TrackingNumber is required', [
      { field: 'TrackingNumber', message: 'TrackingNumber is required' },
    ]);
  await loadRequest(db, body.Id);
  await db.tx((tx) =>
    tx.query(
      `UPDATE manual_requests SET tracking_number = $2, status = 'Shipped', shipped_date = coalesce(shipped_date, current_date)
        WHERE id = $1`,
      [body.Id, tracking],
    ),
  );
  return loadRequest(db, body.Id);
};
