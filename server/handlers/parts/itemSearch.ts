// Item master (ARINVT) searches: free text, the filter form, config codes built, and the plant's items with on-hand
// (optionally per location).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant } from '../plant/plantQueries.js';
import { sqlNumber } from '../plant/plantQueries.js';

const ITEM_COLUMNS = `i.arinvt_id AS "ARINVT_ID", i.item_no AS "ItemNo", i.descrip AS "Descrip", i.class AS "Class",
  i.source AS "Source", i.uom AS "UOM", ${sqlNumber('i.std_cost')} AS "StdCost", ${sqlNumber('i.price')} AS "Price",
  i.eplant_id AS "EplantId",
  ${sqlNumber('coalesce((SELECT sum(oh.qty) FROM on_hand oh WHERE oh.arinvt_id = i.arinvt_id), 0)')} AS "OnHand"`;

/** Escapes LIKE wildcards so a typed % or _ matches itself. */
const likeText = (s: string) => s.trim().replace(/[\\%_]/g, (c) => `\\${c}`);

export const searchItems: OperationHandler<'searchItems'> = async ({ db, params }) => {
  const { plant, search } = params;
  await requirePlant(db, plant);
  return db.query(
    `SELECT ${ITEM_COLUMNS} FROM items i
      WHERE i.eplant_id = $1 AND (i.item_no ILIKE '%' || $2 || '%' OR i.descrip ILIKE '%' || $2 || '%')
      ORDER BY i.item_no LIMIT 50`,
    [plant, likeText(search)],
  );
};

export const filterItems: OperationHandler<'filterItems'> = async ({ db, query }) => {
  const q = query;
  await requirePlant(db, q.plant);
  return db.query(
    `SELECT ${ITEM_COLUMNS} FROM items i
      WHERE i.eplant_id = $1
        AND ($2::text IS NULL OR i.item_no ILIKE $2 || '%')
        AND ($3::text IS NULL OR i.descrip ILIKE '%' || $3 || '%')
        AND ($4::text IS NULL OR i.class = $4)
        AND ($5::text IS NULL OR i.source = $5)
      ORDER BY i.item_no LIMIT $6`,
    [
      q.plant,
      q.ItemNo?.trim() ? likeText(q.ItemNo) : null,
      q.Descrip?.trim() ? likeText(q.Descrip) : null,
      q.Class || null,
      q.Source || null,
      q.limit ?? 200,
    ],
  );
};

export const listConfigCodeOptions: OperationHandler<'listConfigCodeOptions'> = async ({ db, query }) => {
  const q = query;
  await requirePlant(db, q.plant);
  return db.query(
    `SELECT config_code AS "ConfigCode", part_no AS "PartNo", count(*)::int AS "Units"
       FROM jobs
      WHERE eplant_id = $1 AND ($2::text IS NULL OR upper(part_no) = upper($2))
        AND ($3::text IS NULL OR config_code ILIKE '%' || $3 || '%')
      GROUP BY config_code, part_no
      ORDER BY count(*) DESC, config_code LIMIT 100`,
    [q.plant, q.partNo?.trim() || null, q.search?.trim() ? likeText(q.search) : null],
  );
};

export const listItems: OperationHandler<'listItems'> = async ({ db, query }) => {
  const q = query;
  await requirePlant(db, q.plant);
  const locations = q.Locations
    ? `, coalesce((SELECT json_agg(json_build_object('Location', l.location, 'Warehouse', l.warehouse, 'Qty', oh.qty::float8)
                                     ORDER BY l.location)
                     FROM on_hand oh JOIN locations l ON l.id = oh.location_id
                    WHERE oh.arinvt_id = i.arinvt_id AND oh.qty <> 0), '[]'::json) AS "Locations"`
    : '';
  return db.query(
    `SELECT ${ITEM_COLUMNS}${locations} FROM items i
      WHERE i.eplant_id = $1 AND i.active AND ($2::text IS NULL OR i.class = $2)
      ORDER BY i.item_no`,
    [q.plant, q.Class || null],
  );
};
