// IMMEX screens of the MX plant: purchased inputs with their import regime, the input BOM of each product, products
// built and exported, the item catalog with tariff fractions, the input balance (imported − consumed) and monthly
// consumption. Consumption is derived from the units finished and their BOM exploded down to purchased items.
import type { OperationHandler } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber } from '../plant/plantQueries.js';

interface RangeQuery {
  plant: number;
  from: string;
  to: string;
}

async function range<Q extends RangeQuery>(db: Queryable, q: Q): Promise<Q> {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return q;
}

/** CTE "explosion"(top, child, qty): purchased items per unit of each finished product of plant $1 (through subassemblies). */
const EXPLOSION = `explosion_walk(top, child, qty, depth) AS (
    SELECT b.parent_arinvt_id, b.child_arinvt_id, b.qty::numeric, 1
      FROM bom b JOIN items p ON p.arinvt_id = b.parent_arinvt_id
     WHERE b.eplant_id = $1 AND p.class IN ('FG', 'FGB')
    UNION ALL
    SELECT w.top, b.child_arinvt_id, w.qty * b.qty, w.depth + 1
      FROM explosion_walk w JOIN bom b ON b.parent_arinvt_id = w.child WHERE w.depth < 8
  ), explosion AS (
    SELECT w.top, w.child, sum(w.qty) AS qty FROM explosion_walk w JOIN items c ON c.arinvt_id = w.child
     WHERE c.source = 'P' GROUP BY w.top, w.child
  )`;

/** Units finished per product and month in [$2, $3]. */
const FINISHED = `finished AS (
    SELECT arinvt_id, date_trunc('month', finish_date AT TIME ZONE 'UTC')::date AS month, sum(qty) AS units
      FROM jobs WHERE eplant_id = $1 AND finish_date >= ($2::date)::timestamp AT TIME ZONE 'UTC'
       AND finish_date < ($3::date + 1)::timestamp AT TIME ZONE 'UTC' GROUP BY 1, 2
  )`;

/** Items the plant has bought from a vendor outside Mexico (temporary imports under IMMEX). */
const IMPORTED_ITEMS = `imported_items AS (
    SELECT DISTINCT pd.arinvt_id FROM po_details pd JOIN purchase_orders po ON po.id = pd.po_id
      JOIN vendors v ON v.id = po.vendor_id WHERE pd.eplant_id = $1 AND v.country <> 'MX'
  )`;

export const listImmexPurchases: OperationHandler<'listImmexPurchases'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `SELECT r.id AS "Id", ${sqlDate('r.receipt_date')} AS "ReceiptDate", po.pono AS "PONO", v.vendor_no AS "VendorNo", v.company AS "Vendor",
            v.country AS "VendorCountry", i.item_no AS "ItemNo", i.descrip AS "Description", i.class AS "Class", t.tariff_fraction AS "TariffFraction",
            ${sqlNumber('r.qty')} AS "Qty", i.uom AS "Uom", ${sqlNumber('pd.unit_cost')} AS "UnitCost",
            round(r.qty * pd.unit_cost, 2)::float8 AS "Amount", po.currency AS "Currency",
            CASE WHEN v.country <> 'MX' THEN 'Temporal' ELSE 'Nacional' END AS "Regime"
       FROM po_receipts r
       JOIN po_details pd ON pd.po_detail_id = r.po_detail_id
       JOIN purchase_orders po ON po.id = pd.po_id
       JOIN vendors v ON v.id = po.vendor_id
       JOIN items i ON i.arinvt_id = pd.arinvt_id
       LEFT JOIN immex_tariff_classes t ON t.class = i.class
      WHERE r.eplant_id = $1 AND r.receipt_date BETWEEN $2::date AND $3::date
      ORDER BY r.receipt_date DESC, po.pono, pd.line_no`,
    [q.plant, q.from, q.to],
  );
};

export const listImmexBom: OperationHandler<'listImmexBom'> = async ({ db, query }) => {
  const { plant, family } = query;
  await requirePlant(db, plant);
  return db.query(
    `WITH RECURSIVE ${EXPLOSION}
     SELECT p.item_no || '/' || c.item_no AS "Key", p.item_no AS "ProductNo", p.descrip AS "ProductDescription", p.family AS "Family",
            pt.tariff_fraction AS "ProductFraction", c.item_no AS "ComponentNo", c.descrip AS "ComponentDescription", c.class AS "Class",
            ct.tariff_fraction AS "TariffFraction", round(x.qty, 4)::float8 AS "QtyPerUnit", c.uom AS "Uom",
            ${sqlNumber('c.std_cost')} AS "StdCost", round(x.qty * c.std_cost, 2)::float8 AS "ExtendedCost"
       FROM explosion x JOIN items p ON p.arinvt_id = x.top JOIN items c ON c.arinvt_id = x.child
       LEFT JOIN immex_tariff_classes pt ON pt.class = p.class
       LEFT JOIN immex_tariff_classes ct ON ct.class = c.class
      WHERE ($2::text IS NULL OR p.family = $2)
      ORDER BY p.item_no, c.item_no`,
    [plant, family ?? null],
  );
};

export const listImmexProducts: OperationHandler<'listImmexProducts'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `WITH RECURSIVE ${EXPLOSION}, ${FINISHED}, ${IMPORTED_ITEMS},
     content AS (
       SELECT x.top, sum(x.qty * c.std_cost) AS input_cost,
              sum(x.qty * c.std_cost) FILTER (WHERE x.child IN (SELECT arinvt_id FROM imported_items)) AS imported_cost
         FROM explosion x JOIN items c ON c.arinvt_id = x.child GROUP BY x.top
     ), built AS (SELECT arinvt_id, sum(units) AS units FROM finished GROUP BY arinvt_id),
     shipped AS (
       SELECT arinvt_id, sum(qty) AS units FROM jobs
        WHERE eplant_id = $1 AND ship_date BETWEEN $2::date AND $3::date GROUP BY arinvt_id
     )
     SELECT i.item_no AS "ItemNo", i.descrip AS "Description", i.family AS "Family", t.tariff_fraction AS "TariffFraction",
            t.sat_uom AS "SatUom", coalesce(b.units, 0)::int AS "UnitsFinished", coalesce(s.units, 0)::int AS "UnitsShipped",
            ${sqlNumber('i.std_cost')} AS "StdCost", round(coalesce(ct.input_cost, 0), 2)::float8 AS "InputCostPerUnit",
            round(coalesce(ct.imported_cost, 0), 2)::float8 AS "ImportedCostPerUnit", ${sqlNumber('i.price')} AS "Price"
       FROM items i
       LEFT JOIN built b ON b.arinvt_id = i.arinvt_id
       LEFT JOIN shipped s ON s.arinvt_id = i.arinvt_id
       LEFT JOIN content ct ON ct.top = i.arinvt_id
       LEFT JOIN immex_tariff_classes t ON t.class = i.class
      WHERE i.eplant_id = $1 AND i.class IN ('FG', 'FGB') AND (b.units > 0 OR s.units > 0)
      ORDER BY i.item_no`,
    [q.plant, q.from, q.to],
  );
};

export const listImmexItemCatalog: OperationHandler<'listImmexItemCatalog'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT i.arinvt_id AS "Id", i.item_no AS "ItemNo", i.descrip AS "Description", i.class AS "Class", ic.description AS "ClassDescription",
            i.source AS "Source", t.immex_type AS "ImmexType", t.tariff_fraction AS "TariffFraction", t.tariff_description AS "TariffDescription",
            t.sat_uom AS "SatUom", i.uom AS "Uom", ${sqlNumber('i.std_cost')} AS "StdCost",
            coalesce((SELECT sum(o.qty) FROM on_hand o WHERE o.arinvt_id = i.arinvt_id), 0)::float8 AS "OnHand", i.active AS "Active"
       FROM items i JOIN item_classes ic ON ic.code = i.class LEFT JOIN immex_tariff_classes t ON t.class = i.class
      WHERE i.eplant_id = $1 ORDER BY i.item_no`,
    [plant],
  );
};

export const listImmexInsumoBalance: OperationHandler<'listImmexInsumoBalance'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `WITH RECURSIVE ${EXPLOSION}, ${FINISHED},
     consumed AS (
       SELECT x.child AS arinvt_id, sum(x.qty * f.units) AS qty FROM finished f JOIN explosion x ON x.top = f.arinvt_id GROUP BY x.child
     ), received AS (
       SELECT pd.arinvt_id, sum(r.qty) FILTER (WHERE v.country <> 'MX') AS imported, sum(r.qty) FILTER (WHERE v.country = 'MX') AS national,
              sum(r.qty * pd.unit_cost) FILTER (WHERE v.country <> 'MX') AS imported_value
         FROM po_receipts r JOIN po_details pd ON pd.po_detail_id = r.po_detail_id
         JOIN purchase_orders po ON po.id = pd.po_id JOIN vendors v ON v.id = po.vendor_id
        WHERE r.eplant_id = $1 AND r.receipt_date BETWEEN $2::date AND $3::date GROUP BY pd.arinvt_id
     )
     SELECT i.item_no AS "ItemNo", i.descrip AS "Description", i.class AS "Class", t.tariff_fraction AS "TariffFraction", i.uom AS "Uom",
            round(coalesce(r.imported, 0), 2)::float8 AS "ImportedQty", round(coalesce(r.national, 0), 2)::float8 AS "NationalQty",
            round(coalesce(c.qty, 0), 2)::float8 AS "ConsumedQty", round(coalesce(r.imported, 0) - coalesce(c.qty, 0), 2)::float8 AS "BalanceQty",
            coalesce((SELECT sum(o.qty) FROM on_hand o WHERE o.arinvt_id = i.arinvt_id), 0)::float8 AS "OnHand",
            round(coalesce(r.imported_value, 0), 2)::float8 AS "ImportedValue"
       FROM items i
       LEFT JOIN received r ON r.arinvt_id = i.arinvt_id
       LEFT JOIN consumed c ON c.arinvt_id = i.arinvt_id
       LEFT JOIN immex_tariff_classes t ON t.class = i.class
      WHERE i.eplant_id = $1 AND i.source = 'P' AND (r.arinvt_id IS NOT NULL OR c.arinvt_id IS NOT NULL)
      ORDER BY i.item_no`,
    [q.plant, q.from, q.to],
  );
};

export const listImmexConsumption: OperationHandler<'listImmexConsumption'> = async ({ db, query }) => {
  const q = await range(db, query);
  return db.query(
    `WITH RECURSIVE ${EXPLOSION}, ${FINISHED}
     SELECT to_char(f.month, 'YYYY-MM') AS "Month", c.item_no AS "ItemNo", c.descrip AS "Description", c.class AS "Class",
            coalesce(t.tariff_fraction, 'Sin fracción') AS "TariffFraction", c.uom AS "Uom",
            round(sum(x.qty * f.units), 2)::float8 AS "QtyConsumed", round(sum(x.qty * f.units * c.std_cost), 2)::float8 AS "ConsumedCost"
       FROM finished f JOIN explosion x ON x.top = f.arinvt_id JOIN items c ON c.arinvt_id = x.child
       LEFT JOIN immex_tariff_classes t ON t.class = c.class
      GROUP BY f.month, c.item_no, c.descrip, c.class, t.tariff_fraction, c.uom
      ORDER BY f.month, c.item_no`,
    [q.plant, q.from, q.to],
  );
};
