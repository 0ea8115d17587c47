// Both ABC classes (SPEC §9, rules in abcClass.ts) of every item of a plant, computed once per request over the whole
// plant so a screen's own filters never change an item's class: the inventory screens add the age class, the item and
// sales analyses the 12-month sales class, each by arinvt_id.
import type { Queryable } from '../../db/Database.js';
import { plantTodaySql } from '../plant/plantTimeZone.js';
import { usd } from '../sales/salesSql.js';
import { abcByInventoryAge, abcBySales, type AbcClass } from './abcClass.js';

export interface ItemAbc {
  /** Sales of the last 12 months (plant days, today included) in U.S. dollars: invoiced units and parts sales. */
  sales12m: number;
  /** Quantity-weighted mean days since the item's on-hand stock last moved, one decimal; null without stock. */
  avgAgeDays: number | null;
  abcAge: AbcClass;
  abcSales: AbcClass;
}

export const ABC_CLASSES: readonly AbcClass[] = ['A', 'B', 'C', 'D'];

/** SQL of each item's 12-month sales and inventory age in plant $1 (exported for the tests that check the rule). */
export const ITEM_ABC_FACTS_SQL = `
  WITH today AS (SELECT ${plantTodaySql('$1::int')} AS d),
       inv AS (SELECT l.arinvt_id, sum(${usd('l.amount', 'v')}) AS value
                 FROM invoice_lines l JOIN invoices v ON v.id = l.invoice_id, today
                WHERE v.eplant_id = $1 AND v.invoice_date > today.d - interval '12 months' AND v.invoice_date <= today.d
                GROUP BY 1),
       parts AS (SELECT ps.arinvt_id, sum(ps.qty * ps.unit_price) AS value
                   FROM parts_sales ps, today
                  WHERE ps.eplant_id = $1 AND ps.invoice_date > today.d - interval '12 months' AND ps.invoice_date <= today.d
                  GROUP BY 1),
       age AS (SELECT oh.arinvt_id,
                      round((sum(oh.qty * extract(epoch FROM now() - oh.last_move_at)) / sum(oh.qty) / 86400)::numeric, 1) AS days
                 FROM on_hand oh WHERE oh.eplant_id = $1 AND oh.qty > 0 GROUP BY 1)
  SELECT i.arinvt_id, round((coalesce(inv.value, 0) + coalesce(parts.value, 0))::numeric, 2)::float8 AS sales,
         age.days::float8 AS days
    FROM items i LEFT JOIN inv ON inv.arinvt_id = i.arinvt_id LEFT JOIN parts ON parts.arinvt_id = i.arinvt_id
    LEFT JOIN age ON age.arinvt_id = i.arinvt_id
   WHERE i.eplant_id = $1`;

export async function itemAbcClasses(db: Queryable, plant: number): Promise<Map<number, ItemAbc>> {
  const facts = await db.query<{ arinvt_id: number; sales: number; days: number | null }>(ITEM_ABC_FACTS_SQL, [plant]);
  const bySales = abcBySales(facts.map((f) => f.sales));
  return new Map(
    facts.map((f, i) => [
      f.arinvt_id,
      { sales12m: f.sales, avgAgeDays: f.days, abcAge: abcByInventoryAge(f.sales, f.days), abcSales: bySales[i] },
    ]),
  );
}

/** The rows of a class filter (`abc` parameter): all rows when it is empty. */
export const keepClass = <R>(rows: R[], abc: string | undefined, classOf: (row: R) => AbcClass): R[] =>
  abc ? rows.filter((row) => classOf(row) === abc) : rows;
