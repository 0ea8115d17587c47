// SPEC §9's ABC classes as the reports answer them: every seeded row's class is the rule's class for the item's
// 12-month sales and stock age (worked out here from the tables, not from the server's query), the class filter keeps
// exactly that class, and the inventory pivot splits its money by class without losing any.
import { describe, expect, it } from 'vitest';
import { areaSuite } from './support/areaSuite.js';
import { expectContract } from './support/contractResponse.js';
import { seedDay } from './support/seedCalendar.js';
import { abcByInventoryAge, abcBySales } from '../../server/handlers/shared/abcClass.js';

const { server, get } = areaSuite();

interface Facts {
  sales: Map<string, number>;
  age: Map<string, number | null>;
  bySales: Map<string, string>;
}

/** Each item's sales of the 12 months to the plant's today (USD) and its quantity-weighted stock age, by item number. */
async function factsOf(plant: number): Promise<Facts> {
  const rows = await server.db.query<{ item_no: string; sales: number; age: number | null }>(
    `WITH today AS (SELECT (now() AT TIME ZONE CASE $1::int WHEN 3 THEN 'America/Mexico_City' ELSE 'America/Chicago' END)::date AS d)
     SELECT i.item_no,
            round(coalesce((SELECT sum(CASE WHEN v.currency = 'MXN' THEN l.amount / v.exchange_rate ELSE l.amount END)
                              FROM invoice_lines l JOIN invoices v ON v.id = l.invoice_id, today
                             WHERE l.arinvt_id = i.arinvt_id AND v.invoice_date BETWEEN (today.d - interval '12 months')::date + 1 AND today.d), 0)
                 + coalesce((SELECT sum(ps.qty * ps.unit_price) FROM parts_sales ps, today
                             WHERE ps.arinvt_id = i.arinvt_id AND ps.invoice_date BETWEEN (today.d - interval '12 months')::date + 1 AND today.d), 0), 2)::float8 AS sales,
            (SELECT round((sum(oh.qty * extract(epoch FROM now() - oh.last_move_at) / 86400) / sum(oh.qty))::numeric, 1)::float8
               FROM on_hand oh WHERE oh.arinvt_id = i.arinvt_id AND oh.qty > 0) AS age
       FROM items i WHERE i.eplant_id = $1`,
    [plant],
  );
  const classes = abcBySales(rows.map((r) => r.sales));
  return {
    sales: new Map(rows.map((r) => [r.item_no, r.sales])),
    age: new Map(rows.map((r) => [r.item_no, r.age])),
    bySales: new Map(rows.map((r, i) => [r.item_no, classes[i]])),
  };
}

const classesIn = (rows: { [k: string]: unknown }[], field: string) => new Set(rows.map((r) => r[field]));

describe.each([2, 3])('plant %s', (plant) => {
  it('on-hand rows carry the inventory-age class of their item, and the filter keeps one class', async () => {
    const rows = expectContract<any[]>('listInventoryOnHand', await get(`/reports/inventory/on-hand?plant=${plant}`));
    const facts = await factsOf(plant);
    for (const r of rows) {
      expect(r.AvgAgeDays, r.ItemNo).toBeCloseTo(facts.age.get(r.ItemNo) ?? NaN, 0);
      expect(r.AbcAge, `${r.ItemNo} sales ${facts.sales.get(r.ItemNo)} age ${r.AvgAgeDays}`).toBe(
        abcByInventoryAge(facts.sales.get(r.ItemNo), r.AvgAgeDays),
      );
    }
    expect(classesIn(rows, 'AbcAge').size, 'the seed gives more than one class').toBeGreaterThan(1);
    for (const abc of ['A', 'D']) {
      const only = expectContract<any[]>(
        'listInventoryOnHand',
        await get(`/reports/inventory/on-hand?plant=${plant}&abc=${abc}`),
      );
      expect(only.length).toBe(rows.filter((r) => r.AbcAge === abc).length);
      expect([...classesIn(only, 'AbcAge')]).toEqual(only.length ? [abc] : []);
    }
  });

  it('the finished-goods tracker gives each model its inventory-age class', async () => {
    const rows = expectContract<any[]>('listSalesFgTracker', await get(`/reports/sales/fg-tracker?plant=${plant}`));
    const facts = await factsOf(plant);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.AbcAge, r.ItemNo).toBe(abcByInventoryAge(facts.sales.get(r.ItemNo), r.AvgAgeDays));
  });

  it('the item costing and parts sales give each item its 12-month sales class', async () => {
    const range = `from=${seedDay(-365)}&to=${seedDay(0)}`;
    const facts = await factsOf(plant);
    const costing = expectContract<any[]>(
      'listItemCostVariance',
      await get(`/reports/finance/items-costing?plant=${plant}&${range}`),
    );
    const parts = expectContract<any[]>(
      'listSalesPartsSales',
      await get(`/reports/sales/parts-sales?plant=${plant}&${range}`),
    );
    expect(costing.length).toBeGreaterThan(0);
    expect(parts.length).toBeGreaterThan(0);
    for (const r of costing) {
      expect(r.Sales12m, r.ItemNo).toBeCloseTo(facts.sales.get(r.ItemNo)!, 1);
      expect(r.AbcSales, r.ItemNo).toBe(facts.bySales.get(r.ItemNo));
    }
    for (const r of parts) expect(r.AbcSales, r.ItemNo).toBe(facts.bySales.get(r.ItemNo));
    expect(classesIn(parts, 'AbcSales').size).toBeGreaterThan(1);
    const sold = [...facts.sales.values()].filter((s) => s > 0).length;
    const inA = [...facts.bySales.values()].filter((c) => c === 'A').length;
    expect(inA / sold, 'about the top 20 % of the items that sold are A').toBeLessThanOrEqual(0.21);
  });

  it('the inventory-by-class pivot splits each class and warehouse by ABC class without losing value', async () => {
    const rows = expectContract<any[]>(
      'listInventoryByClass',
      await get(`/reports/executive/inventory-class?plant=${plant}`),
    );
    const [{ total }] = await server.db.query<{ total: number }>(
      `SELECT round(sum(o.qty * i.std_cost), 2)::float8 AS total FROM on_hand o JOIN items i ON i.arinvt_id = o.arinvt_id
        WHERE o.eplant_id = $1`,
      [plant],
    );
    expect(rows.reduce((sum, r) => sum + r.Value, 0)).toBeCloseTo(total, 0);
    expect(classesIn(rows, 'AbcAge').size).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.Key)).size).toBe(rows.length);
  });
});

describe('class filter', () => {
  it('refuses a class that is not A, B, C or D with a 400 naming abc', async () => {
    const res = await get('/reports/inventory/on-hand?plant=2&abc=E');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('abc');
  });
});
