// Finance and IT part of the demo seed: IT assets assigned to employees, the chart of accounts of each plant (U.S. in
// USD, MX in MXN), journal entries and GL postings derived from the seeded documents (invoices, cash receipts, PO
// receipts, payroll, monthly accruals), so balance sheet and income statement screens add up, and the budget.
import type { SeedContext } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, isoDay } from './calendar.js';
import type { HrSeed } from './seedHr.js';
import { HISTORY_START } from './seedJobs.js';

const ACCOUNTS: readonly (readonly [no: string, descrip: string, type: string, group: string])[] = [
  ['1000', 'Cash - Operating', 'asset', 'Cash'],
  ['1100', 'Accounts Receivable - Trade', 'asset', 'Accounts Receivable'],
  ['1200', 'Inventory - Raw Materials', 'asset', 'Inventory'],
  ['1210', 'Inventory - Work in Process', 'asset', 'Inventory'],
  ['1220', 'Inventory - Finished Goods', 'asset', 'Inventory'],
  ['1500', 'Property, Plant & Equipment', 'asset', 'Fixed Assets'],
  ['1590', 'Accumulated Depreciation', 'asset', 'Fixed Assets'],
  ['2000', 'Accounts Payable - Trade', 'liability', 'Accounts Payable'],
  ['2100', 'Accrued Payroll & Withholdings', 'liability', 'Accrued Liabilities'],
  ['2200', 'Sales Tax / IVA Payable', 'liability', 'Accrued Liabilities'],
  ['2500', 'Long-Term Debt', 'liability', 'Long-Term Debt'],
  ['3000', 'Common Stock', 'equity', 'Equity'],
  ['3100', 'Retained Earnings', 'equity', 'Equity'],
  ['4000', 'Sales - Trailers & Beds', 'revenue', 'Net Sales'],
  ['4100', 'Freight Income', 'revenue', 'Net Sales'],
  ['5000', 'COGS - Material', 'expense', 'Cost of Goods Sold'],
  ['5010', 'COGS - Direct Labor', 'expense', 'Cost of Goods Sold'],
  ['5020', 'COGS - Overhead', 'expense', 'Cost of Goods Sold'],
  ['6000', 'Salaries - Administrative', 'expense', 'Operating Expenses'],
  ['6100', 'Utilities', 'expense', 'Operating Expenses'],
  ['6200', 'Freight Out', 'expense', 'Operating Expenses'],
  ['6300', 'Warranty Expense', 'expense', 'Operating Expenses'],
  ['6400', 'Depreciation Expense', 'expense', 'Operating Expenses'],
  ['6500', 'Office & IT', 'expense', 'Operating Expenses'],
];

/** Converts a document amount to the plant's GL currency (plant 3 keeps its books in pesos). */
const toBook = (amount: string, currency: string, plant = 'x.eplant_id') =>
  `(CASE WHEN ${plant} = 3 AND ${currency} = 'USD' THEN ${amount} * 18.5 WHEN ${plant} = 2 AND ${currency} = 'MXN' THEN ${amount} / 18.5 ELSE ${amount} END)`;

export async function seedFinance(ctx: SeedContext, hr: HrSeed): Promise<void> {
  const { q } = ctx;
  const rng = ctx.rng.fork('finance');

  // IT assets: a PC per office person and foreman, tablets and scanners on the floor, printers and spares.
  const assetRows: SqlValue[][] = [];
  let aid = 0;
  for (const e of hr.employees) {
    const office = e.workCenterId === null;
    if (!office && !e.isForeman && !rng.chance(0.06)) continue;
    const [type, maker, model] = office
      ? rng.pick([
          ['Laptop', 'Dell', 'Latitude 5540'],
          ['Desktop', 'HP', 'EliteDesk 800 G9'],
          ['Laptop', 'Lenovo', 'ThinkPad T14'],
        ] as const)
      : e.isForeman
        ? rng.pick([
            ['Tablet', 'Samsung', 'Galaxy Tab Active5'],
            ['Laptop', 'Dell', 'Latitude 5440 Rugged'],
          ] as const)
        : rng.pick([
            ['Scanner', 'Zebra', 'TC58'],
            ['Scanner', 'Honeywell', 'CT47'],
          ] as const);
    aid++;
    assetRows.push([
      aid,
      e.plantId,
      `${e.plantId === 2 ? 'TX' : 'MX'}-IT-${String(aid).padStart(5, '0')}`,
      `${e.plantId === 2 ? 'NSTX' : 'NSMX'}-${type.slice(0, 3).toUpperCase()}${String(aid).padStart(4, '0')}`,
      type,
      maker,
      model,
      `${maker.slice(0, 2).toUpperCase()}${rng.chars('0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 8)}`,
      e.active ? e.id : null,
      isoDay(ANCHOR_DAY - rng.int(30, 1600)),
      rng.float(type === 'Scanner' ? 900 : 600, type === 'Scanner' ? 1500 : 1900, 2),
      e.active ? 'In Use' : 'Spare',
    ]);
  }
  for (const plantId of [2, 3])
    for (let k = 0; k < 12; k++) {
      const [type, maker, model] = rng.pick([
        ['Printer', 'Zebra', 'ZT411 label printer'],
        ['Printer', 'HP', 'LaserJet M507'],
        ['Network', 'Ubiquiti', 'UniFi U6 Pro'],
        ['Kiosk', 'Dell', 'OptiPlex 7010 Kiosk'],
      ] as const);
      aid++;
      assetRows.push([
        aid,
        plantId,
        `${plantId === 2 ? 'TX' : 'MX'}-IT-${String(aid).padStart(5, '0')}`,
        `${plantId === 2 ? 'NSTX' : 'NSMX'}-${type.slice(0, 3).toUpperCase()}${String(aid).padStart(4, '0')}`,
        type,
        maker,
        model,
        `${maker.slice(0, 2).toUpperCase()}${rng.chars('0123456789ABCDEFGHJKLMNPRSTUVWXYZ', 8)}`,
        null,
        isoDay(ANCHOR_DAY - rng.int(30, 2000)),
        rng.float(250, 2400, 2),
        rng.weighted([
          ['In Use', 8],
          ['Spare', 2],
          ['Repair', 1],
          ['Retired', 1],
        ] as const),
      ]);
    }
  await insertRows(
    q,
    'it_assets',
    [
      'id',
      'eplant_id',
      'asset_tag',
      'device_name',
      'device_type',
      'manufacturer',
      'model',
      'serial_number',
      'assigned_employee_id',
      'purchase_date',
      'cost',
      'status',
    ],
    assetRows,
  );

  const accountRows: SqlValue[][] = [];
  let acc = 0;
  for (const plantId of [2, 3])
    for (const [no, descrip, type, group] of ACCOUNTS)
      accountRows.push([++acc, plantId, no, descrip, type, group, plantId === 2 ? 'USD' : 'MXN']);
  await insertRows(
    q,
    'gl_accounts',
    ['id', 'eplant_id', 'account_no', 'description', 'account_type', 'statement_group', 'currency'],
    accountRows,
  );

  // Every posting first lands in a scratch table keyed by (plant, day, source, description); entries and postings
  // are then built from it in two set-based statements.
  const start = isoDay(HISTORY_START);
  await q.query(`CREATE TEMP TABLE gl_src (eplant_id integer, day date, source text, description text, account_no text,
                 debit numeric(14,2), credit numeric(14,2))`);
  const src = (sql: string) => q.query(`INSERT INTO gl_src ${sql}`);
  await q.query('ANALYZE invoices, po_receipts, po_details, purchase_orders, payroll_lines, payroll_periods');
  await src(`
    SELECT x.eplant_id, x.invoice_date, 'AR', 'Sales invoices ' || x.invoice_date, a.no,
           round(sum(CASE WHEN a.no = '1100' THEN ${toBook('x.total', 'x.currency')} ELSE 0 END), 2),
           round(sum(CASE WHEN a.no = '4000' THEN ${toBook('x.amount', 'x.currency')} WHEN a.no = '2200' THEN ${toBook('x.tax', 'x.currency')} ELSE 0 END), 2)
    FROM invoices x CROSS JOIN (VALUES ('1100'), ('4000'), ('2200')) a(no)
    GROUP BY x.eplant_id, x.invoice_date, a.no`);
  await src(`
    SELECT x.eplant_id, x.invoice_date, 'INV', 'Cost of units shipped ' || x.invoice_date, a.no,
           round(sum(CASE WHEN a.no = '5000' THEN 0.55 WHEN a.no = '5010' THEN 0.12 WHEN a.no = '5020' THEN 0.05 ELSE 0 END * ${toBook('x.amount', 'x.currency')}), 2),
           round(sum(CASE WHEN a.no = '1220' THEN 0.72 ELSE 0 END * ${toBook('x.amount', 'x.currency')}), 2)
    FROM invoices x CROSS JOIN (VALUES ('5000'), ('5010'), ('5020'), ('1220')) a(no)
    GROUP BY x.eplant_id, x.invoice_date, a.no`);
  // Units finished: material, labor and overhead absorbed into finished goods at the standard split of the unit's
  // price (0.55 + 0.12 + 0.05), which the sale relieves again as cost of goods sold.
  await src(`
    SELECT x.eplant_id, x.finish_date::date, 'INV', 'Units finished ' || x.finish_date::date, a.no,
           round(sum(CASE WHEN a.no = '1220' THEN 0.72 ELSE 0 END * ${toBook('col.unit_price', 'co.currency')}), 2),
           round(sum(CASE WHEN a.no = '1200' THEN 0.55 WHEN a.no = '5010' THEN 0.12 WHEN a.no = '5020' THEN 0.05 ELSE 0 END * ${toBook('col.unit_price', 'co.currency')}), 2)
    FROM jobs x JOIN customer_order_lines col ON col.id = x.co_line_id JOIN customer_orders co ON co.id = col.co_id
    CROSS JOIN (VALUES ('1220'), ('1200'), ('5010'), ('5020')) a(no)
    WHERE x.finish_date IS NOT NULL AND x.finish_date::date >= DATE '${start}' AND x.finish_date::date < DATE '${isoDay(ANCHOR_DAY)}'
    GROUP BY x.eplant_id, x.finish_date::date, a.no`);
  await src(`
    SELECT x.eplant_id, x.paid_date, 'AR', 'Customer payments ' || x.paid_date, a.no,
           round(sum(CASE WHEN a.no = '1000' THEN ${toBook('x.paid_amount', 'x.currency')} ELSE 0 END), 2),
           round(sum(CASE WHEN a.no = '1100' THEN ${toBook('x.paid_amount', 'x.currency')} ELSE 0 END), 2)
    FROM invoices x CROSS JOIN (VALUES ('1000'), ('1100')) a(no)
    WHERE x.paid_date IS NOT NULL GROUP BY x.eplant_id, x.paid_date, a.no`);
  await src(`
    SELECT x.eplant_id, x.receipt_date, 'AP', 'Purchase receipts ' || x.receipt_date, a.no,
           round(sum(CASE WHEN a.no = '1200' THEN ${toBook('x.qty * d.unit_cost', 'po.currency')} ELSE 0 END), 2),
           round(sum(CASE WHEN a.no = '2000' THEN ${toBook('x.qty * d.unit_cost', 'po.currency')} ELSE 0 END), 2)
    FROM po_receipts x JOIN po_details d ON d.po_detail_id = x.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
    CROSS JOIN (VALUES ('1200'), ('2000')) a(no)
    GROUP BY x.eplant_id, x.receipt_date, a.no`);
  // Vendor payments: at each month end, pay what was received the month before.
  await src(`
    SELECT m.eplant_id, (m.month + interval '2 month' - interval '1 day')::date, 'AP', 'Vendor payments ' || to_char(m.month, 'YYYY-MM'), a.no,
           CASE WHEN a.no = '2000' THEN m.total ELSE 0 END, CASE WHEN a.no = '1000' THEN m.total ELSE 0 END
    FROM (SELECT p.eplant_id, date_trunc('month', p.day)::date AS month, sum(p.credit) AS total
          FROM gl_src p WHERE p.account_no = '2000' GROUP BY 1, 2) m
    CROSS JOIN (VALUES ('2000'), ('1000')) a(no)
    WHERE (m.month + interval '2 month' - interval '1 day')::date < DATE '${isoDay(ANCHOR_DAY)}'`);
  await src(`
    SELECT pl.eplant_id, p.pay_date, 'PR', 'Payroll week of ' || p.period_start, a.no,
           CASE WHEN a.no = '5010' THEN sum(pl.amount) FILTER (WHERE pl.amount > 0) ELSE 0 END,
           CASE WHEN a.no = '1000' THEN sum(pl.amount) WHEN a.no = '2100' THEN -sum(pl.amount) FILTER (WHERE pl.amount < 0) ELSE 0 END
    FROM payroll_lines pl JOIN payroll_periods p ON p.id = pl.payroll_period_id
    CROSS JOIN (VALUES ('5010'), ('1000'), ('2100')) a(no)
    GROUP BY pl.eplant_id, p.pay_date, p.period_start, a.no`);
  // Monthly accruals: depreciation, utilities, admin salaries, IT, warranty; opening balances at history start.
  await src(`
    SELECT pl.id, (m + interval '1 month' - interval '1 day')::date, 'GL', 'Month-end accruals ' || to_char(m, 'YYYY-MM'), a.no,
           CASE WHEN a.dr THEN a.amount * CASE WHEN pl.id = 3 THEN 9 ELSE 1 END ELSE 0 END,
           CASE WHEN a.dr THEN 0 ELSE a.amount * CASE WHEN pl.id = 3 THEN 9 ELSE 1 END END
    FROM plants pl
    CROSS JOIN generate_series(DATE '${start}', DATE '${isoDay(ANCHOR_DAY - 31)}', interval '1 month') m
    CROSS JOIN (VALUES ('6400', true, 42000), ('1590', false, 42000), ('6100', true, 31500), ('6000', true, 88000),
                       ('6500', true, 12600), ('6300', true, 9800), ('6200', true, 14200), ('1000', false, 156100)) a(no, dr, amount)
    WHERE pl.id IN (2, 3)`);
  await src(`
    SELECT pl.id, DATE '${start}', 'GL', 'Opening balances', a.no,
           CASE WHEN a.dr THEN a.amount * CASE WHEN pl.id = 3 THEN 9 ELSE 1 END ELSE 0 END,
           CASE WHEN a.dr THEN 0 ELSE a.amount * CASE WHEN pl.id = 3 THEN 9 ELSE 1 END END
    FROM plants pl
    CROSS JOIN (VALUES ('1000', true, 6500000), ('1200', true, 12000000), ('1220', true, 9000000), ('1500', true, 14800000),
                       ('2500', false, 6000000), ('3000', false, 5000000), ('3100', false, 31300000)) a(no, dr, amount)
    WHERE pl.id IN (2, 3)`);

  // Splits rounded to cents can leave an entry a few cents off: post the difference (to sales or overhead) so every
  // journal entry balances exactly.
  await src(`
    SELECT eplant_id, day, source, description, CASE WHEN source = 'AR' THEN '4000' ELSE '5020' END,
           GREATEST(c - d, 0), GREATEST(d - c, 0)
    FROM (SELECT eplant_id, day, source, description, sum(debit) AS d, sum(credit) AS c
          FROM gl_src GROUP BY eplant_id, day, source, description) e
    WHERE d <> c`);
  await q.query('ANALYZE gl_src');
  await q.query(`
    INSERT INTO journal_entries (eplant_id, entry_no, entry_date, period, source, description, reference, posted, posted_at)
    SELECT eplant_id, CASE WHEN eplant_id = 3 THEN 'PMX' ELSE 'JE' END || to_char(day, 'YYMM') || '-' || lpad(row_number() OVER (PARTITION BY eplant_id, date_trunc('month', day) ORDER BY day, source, description)::text, 4, '0'),
           day, date_trunc('month', day)::date, source, description, NULL, day < DATE '${isoDay(ANCHOR_DAY - 3)}',
           CASE WHEN day < DATE '${isoDay(ANCHOR_DAY - 3)}' THEN (day + 1 + time '07:00') AT TIME ZONE 'America/Chicago' END
    FROM (SELECT DISTINCT eplant_id, day, source, description FROM gl_src) e`);
  await q.query('ANALYZE journal_entries, gl_accounts');
  await q.query(`
    INSERT INTO gl_postings (eplant_id, journal_entry_id, account_id, period, debit, credit)
    SELECT s.eplant_id, j.id, a.id, j.period, s.debit, s.credit
    FROM gl_src s
    JOIN journal_entries j ON j.eplant_id = s.eplant_id AND j.entry_date = s.day AND j.source = s.source AND j.description = s.description
    JOIN gl_accounts a ON a.eplant_id = s.eplant_id AND a.account_no = s.account_no
    WHERE s.debit <> 0 OR s.credit <> 0
    -- Ids in a stated order, not in whatever order the join plan (which follows table sizes) emits rows.
    ORDER BY j.id, a.id, s.debit, s.credit`);
  await q.query('DROP TABLE gl_src');
  await q.query('ANALYZE gl_postings');

  // Budget for the current year (the anchor's, not a fixed one that ages): last year's monthly actuals per account
  // plus 5% (7% for sales).
  const year = isoDay(ANCHOR_DAY).slice(0, 4);
  // Each account's actuals summed once (a subquery per account and month scanned all postings each time: their index
  // is built after the load); ids in the order that statement gave them (month, then account).
  await q.query(`
    WITH actuals AS (
      SELECT p.account_id, abs(sum(p.debit - p.credit)) / 12 AS monthly FROM gl_postings p
      WHERE p.period >= DATE '${isoDay(ANCHOR_DAY - 365)}' - 30 AND p.period < DATE '${isoDay(ANCHOR_DAY)}'
      GROUP BY p.account_id
    )
    INSERT INTO budget_lines (eplant_id, account_id, department_id, period, amount)
    SELECT a.eplant_id, a.id, NULL, m::date,
           round(COALESCE(t.monthly, 0) * CASE WHEN a.account_type = 'revenue' THEN 1.07 ELSE 1.05 END, 2)
    FROM gl_accounts a
    LEFT JOIN actuals t ON t.account_id = a.id
    CROSS JOIN generate_series(DATE '${year}-01-01', DATE '${year}-12-01', interval '1 month') m
    WHERE a.account_type IN ('revenue', 'expense')
    ORDER BY m, a.id`);
}
