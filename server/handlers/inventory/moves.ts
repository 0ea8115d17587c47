// Inventory moves (Inventory/MoveItems): a quantity of an item goes from one location to another, never more than
// the from location holds; the history lists the plant's moves and count adjustments.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { requireDateRange, requirePlant, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

const SELECT_MOVES = `
  SELECT t.id AS "Id", ${sqlTimestamp('t.trans_date')} AS "TransDate", t.trans_type AS "TransType", i.item_no AS "ItemNo",
         i.descrip AS "Descrip", fl.location AS "FromLocation", tl.location AS "ToLocation", ${sqlNumber('t.qty')} AS "Qty",
         i.uom AS "UOM", ${sqlNumber('round(t.qty * i.std_cost, 2)')} AS "Value", t.reference AS "Reference",
         nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.lastname, '')), '') AS "MovedBy"
    FROM inventory_transactions t
    JOIN items i ON i.arinvt_id = t.arinvt_id
    LEFT JOIN locations fl ON fl.id = t.from_location_id
    LEFT JOIN locations tl ON tl.id = t.to_location_id
    LEFT JOIN users u ON u.guid = t.user_guid`;

async function findLocation(tx: Queryable, plant: number, name: string, field: string) {
  const loc = await maybeOne<{ id: number; location: string }>(
    tx,
    'SELECT id, location FROM locations WHERE eplant_id = $1 AND upper(location) = upper($2)',
    [plant, name.trim()],
  );
  if (!loc) {
    const message = `Location ${name.trim()} does not exist in this plant`;
    throw badRequest(message, [{ field, message }]);
  }
  return loc;
}

export const moveInventory: OperationHandler<'moveInventory'> = async ({ db, query, body, user }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { ItemNo, FromLocation, ToLocation, Qty } = body;
  return db.tx(async (tx) => {
    const item = await maybeOne<{ arinvt_id: number }>(
      tx,
      'SELECT arinvt_id FROM items WHERE eplant_id = $1 AND upper(item_no) = upper($2)',
      [plant, ItemNo.trim()],
    );
    if (!item) {
      const message = `Item ${ItemNo.trim()} does not exist in this plant`;
      throw badRequest(message, [{ field: 'ItemNo', message }]);
    }
    const from = await findLocation(tx, plant, FromLocation, 'FromLocation');
    const to = await findLocation(tx, plant, ToLocation, 'ToLocation');
    if (from.id === to.id)
      throw badRequest('To location must differ from the from location', [
        { field: 'ToLocation', message: 'To location must differ from the from location' },
      ]);
    const rows = await tx.query<{ id: number; qty: number }>(
      'SELECT id, qty::float8 AS qty FROM on_hand WHERE arinvt_id = $1 AND location_id = $2 AND qty > 0 ORDER BY qty DESC, id',
      [item.arinvt_id, from.id],
    );
    const available = rows.reduce((s, r) => s + r.qty, 0);
    if (Qty > available) {
      const message = `Only ${available} on hand at ${from.location}`;
      throw badRequest(message, [{ field: 'Qty', message }]);
    }
    // Take from the largest lots first; the moved quantity arrives without a lot at the to location.
    let left = Qty;
    for (const r of rows) {
      if (left <= 0) break;
      const take = Math.min(r.qty, left);
      await tx.query('UPDATE on_hand SET qty = qty - $2, last_move_at = now() WHERE id = $1', [r.id, take]);
      left -= take;
    }
    const target = await maybeOne<{ id: number }>(
      tx,
      'SELECT id FROM on_hand WHERE arinvt_id = $1 AND location_id = $2 AND lot_no IS NULL ORDER BY id LIMIT 1',
      [item.arinvt_id, to.id],
    );
    if (target)
      await tx.query('UPDATE on_hand SET qty = qty + $2, last_move_at = now() WHERE id = $1', [target.id, Qty]);
    else
      await tx.query(
        'INSERT INTO on_hand (eplant_id, arinvt_id, location_id, lot_no, qty, last_move_at) VALUES ($1, $2, $3, NULL, $4, now())',
        [plant, item.arinvt_id, to.id, Qty],
      );
    const { id } = await one<{ id: number }>(
      tx,
      `INSERT INTO inventory_transactions (eplant_id, trans_type, trans_date, arinvt_id, from_location_id, to_location_id, qty, reference, user_guid)
       VALUES ($1, 'MOVE', now(), $2, $3, $4, $5, 'Location move', $6) RETURNING id`,
      [plant, item.arinvt_id, from.id, to.id, Qty, user?.guid ?? null],
    );
    return one<AnswerOf<'moveInventory'>>(tx, `${SELECT_MOVES} WHERE t.id = $1`, [id]);
  });
};

export const listInventoryMoves: OperationHandler<'listInventoryMoves'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `${SELECT_MOVES}
      WHERE t.eplant_id = $1 AND t.trans_type IN ('MOVE', 'ADJUST') AND t.trans_date >= $2::date AND t.trans_date < $3::date + 1
      ORDER BY t.trans_date DESC, t.id DESC`,
    [plant, from, to],
  );
};
