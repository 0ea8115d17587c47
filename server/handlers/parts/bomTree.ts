// Walks a multi-level bill of material from one parent item (bom holds single-level links) into flat rows in tree
// order, with the quantity per top-level unit and its standard cost. A cycle in the data stops at the repeated item.
import type { components } from '../../../generated/erp-api.js';
import type { Queryable } from '../../db/Database.js';
import { sqlNumber } from '../plant/plantQueries.js';

/** A contract BomLine plus whether the component is a leaf of the walked tree. */
export type BomRow = components['schemas']['BomLine'] & {
  /** True when the component has no components of its own in the walked tree. */
  IsLeaf: boolean;
};

/** levels = 0 walks every level (capped at 20 so bad data cannot recurse forever). */
export async function walkBom(db: Queryable, parentId: number, levels: number): Promise<BomRow[]> {
  const rows = await db.query<BomRow>(
    `WITH RECURSIVE tree AS (
       SELECT b.child_arinvt_id AS arinvt_id, b.parent_arinvt_id AS parent_id, 1 AS level, b.seq, b.qty::numeric AS qty_per,
              b.qty::numeric AS ext_qty, lpad(b.seq::text, 5, '0') AS sort_path, b.seq::text AS path,
              ARRAY[b.parent_arinvt_id, b.child_arinvt_id] AS seen
         FROM bom b WHERE b.parent_arinvt_id = $1
       UNION ALL
       SELECT b.child_arinvt_id, b.parent_arinvt_id, t.level + 1, b.seq, b.qty::numeric, t.ext_qty * b.qty,
              t.sort_path || '.' || lpad(b.seq::text, 5, '0'), t.path || '.' || b.seq, t.seen || b.child_arinvt_id
         FROM bom b JOIN tree t ON b.parent_arinvt_id = t.arinvt_id
        WHERE t.level < (CASE WHEN $2::int = 0 THEN 20 ELSE least($2::int, 20) END)
          AND NOT b.child_arinvt_id = ANY(t.seen)
     )
     SELECT t.level AS "Level", t.seq AS "Seq", t.path AS "Path", p.item_no AS "ParentItemNo", i.arinvt_id AS "ARINVT_ID",
            i.item_no AS "ItemNo", i.descrip AS "Descrip", i.class AS "Class", i.source AS "Source", i.uom AS "UOM",
            ${sqlNumber('t.qty_per')} AS "QtyPer", ${sqlNumber('round(t.ext_qty, 4)')} AS "ExtQty",
            ${sqlNumber('i.std_cost')} AS "StdCost", ${sqlNumber('round(t.ext_qty * i.std_cost, 2)')} AS "ExtCost",
            NOT EXISTS (SELECT 1 FROM bom c WHERE c.parent_arinvt_id = t.arinvt_id) AS "IsLeaf"
       FROM tree t
       JOIN items i ON i.arinvt_id = t.arinvt_id
       JOIN items p ON p.arinvt_id = t.parent_id
      ORDER BY t.sort_path`,
    [parentId, levels],
  );
  return rows;
}

/** The contract's BomLine (IsLeaf is internal to costing). */
export const toBomLine = ({ IsLeaf: _leaf, ...line }: BomRow) => line;
