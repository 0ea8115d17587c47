// GET /reports/inventory/on-hand: on-hand of a plant per item, location and lot, valued at standard cost, with the
// item's ABC class on inventory age (SPEC §9, itemAbcClasses) and an optional filter on that class.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';
import { itemAbcClasses, keepClass } from '../shared/itemAbcClasses.js';

export const listInventoryOnHand: OperationHandler<'listInventoryOnHand'> = async ({ db, query }) => {
  const { plant, abc } = query;
  await requirePlant(db, plant);
  type Row = RowOf<'listInventoryOnHand'>;
  const classes = await itemAbcClasses(db, plant);
  const rows = await db.query<Omit<Row, 'AvgAgeDays' | 'AbcAge'>>(
    `SELECT i.arinvt_id AS "ARINVT_ID", i.item_no AS "ItemNo", i.descrip AS "Descrip", i.class AS "Class",
              i.source AS "Source", l.location AS "Location", l.warehouse AS "Warehouse", oh.lot_no AS "LotNo",
              ${sqlNumber('oh.qty')} AS "OnHand", i.uom AS "UOM", ${sqlNumber('i.std_cost')} AS "StdCost",
              ${sqlNumber('round(oh.qty * i.std_cost, 2)')} AS "ExtValue",
              ${sqlDate("oh.last_move_at AT TIME ZONE 'UTC'")} AS "LastMove"
         FROM on_hand oh
         JOIN items i ON i.arinvt_id = oh.arinvt_id
         JOIN locations l ON l.id = oh.location_id
        WHERE oh.eplant_id = $1 AND oh.qty <> 0
        ORDER BY i.item_no, l.location, oh.lot_no`,
    [plant],
  );
  const withClass = rows.map((row): Row => {
    const item = classes.get(row.ARINVT_ID);
    return { ...row, AvgAgeDays: item?.avgAgeDays ?? null, AbcAge: item?.abcAge ?? 'D' };
  });
  return keepClass(withClass, abc, (row) => row.AbcAge);
};
