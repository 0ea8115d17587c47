// Inventory labels: a scanned item number, location or VIN is resolved into the text printed on the label and the
// print is recorded; the history lists the plant's prints.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName, requireDateRange, requirePlant, sqlTimestamp } from '../plant/plantQueries.js';

const SELECT_PRINTS = `
  SELECT p.id AS "Id", p.label_type AS "LabelType", p.value AS "Value", i.item_no AS "ItemNo", i.descrip AS "Descrip",
         l.location AS "Location", trim(j.vin) AS "VIN", p.copies AS "Copies", p.user_name AS "PrintedBy",
         ${sqlTimestamp('p.printed_at')} AS "PrintedAt"
    FROM label_prints p
    LEFT JOIN items i ON i.arinvt_id = p.arinvt_id
    LEFT JOIN locations l ON l.id = p.location_id
    LEFT JOIN jobs j ON j.id = p.job_id`;

interface Resolved {
  type: 'item' | 'location' | 'vin';
  arinvt_id: number | null;
  location_id: number | null;
  job_id: number | null;
}

/** An item number first, then a location, then a VIN: the order in which labels are most often printed. */
async function resolveLabel(tx: Queryable, plant: number, value: string): Promise<Resolved | undefined> {
  const item = await maybeOne<{ arinvt_id: number; location_id: number | null }>(
    tx,
    `SELECT i.arinvt_id, (SELECT oh.location_id FROM on_hand oh WHERE oh.arinvt_id = i.arinvt_id ORDER BY oh.qty DESC LIMIT 1) AS location_id
       FROM items i WHERE i.eplant_id = $1 AND upper(i.item_no) = $2`,
    [plant, value],
  );
  if (item) return { type: 'item', arinvt_id: item.arinvt_id, location_id: item.location_id, job_id: null };
  const loc = await maybeOne<{ id: number }>(
    tx,
    'SELECT id FROM locations WHERE eplant_id = $1 AND upper(location) = $2',
    [plant, value],
  );
  if (loc) return { type: 'location', arinvt_id: null, location_id: loc.id, job_id: null };
  const job = await maybeOne<{ id: number; arinvt_id: number }>(
    tx,
    'SELECT id, arinvt_id FROM jobs WHERE eplant_id = $1 AND upper(trim(vin)) = $2',
    [plant, value],
  );
  if (job) return { type: 'vin', arinvt_id: job.arinvt_id, location_id: null, job_id: job.id };
  return undefined;
}

export const printInventoryLabel: OperationHandler<'printInventoryLabel'> = async ({ db, query, body, user }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { Value, Copies } = body;
  const value = Value.trim().toUpperCase();
  return db.tx(async (tx) => {
    const found = await resolveLabel(tx, plant, value);
    if (!found) {
      const message = `${value} is not an item, location or VIN of this plant`;
      throw badRequest(message, [{ field: 'Value', message }]);
    }
    const { id } = await one<{ id: number }>(
      tx,
      `INSERT INTO label_prints (eplant_id, label_type, value, arinvt_id, location_id, job_id, copies, user_guid, user_name, printed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now()) RETURNING id`,
      [
        plant,
        found.type,
        value,
        found.arinvt_id,
        found.location_id,
        found.job_id,
        Copies,
        user?.guid ?? null,
        displayName(user),
      ],
    );
    return one<AnswerOf<'printInventoryLabel'>>(tx, `${SELECT_PRINTS} WHERE p.id = $1`, [id]);
  });
};

export const listLabelPrints: OperationHandler<'listLabelPrints'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `${SELECT_PRINTS} WHERE p.eplant_id = $1 AND p.printed_at >= $2::date AND p.printed_at < $3::date + 1 ORDER BY p.printed_at DESC, p.id DESC`,
    [plant, from, to],
  );
};
