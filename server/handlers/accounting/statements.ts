// Financial statements from the general ledger: the balance sheet as of a month end (against the prior year end and the
// same month last year) and the income statement for a month and year to date (against last year), built as ordered
// statement lines with headers, account lines, subtotals and totals; plus the monthly P&L and the accounting dashboard.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { sqlDate } from '../plant/plantQueries.js';
import { BALANCES, BOOK_CURRENCY, PERIOD_PL, book, money, monthQuery, pct, rangeQuery } from '../shared/financeSql.js';

interface AccountAmounts {
  no: string;
  name: string;
  type: string;
  grp: string;
  a: number;
  b: number;
  c: number;
  d: number;
}

/** Per account of plant $1, the sums of (debit − credit) over four period windows given as [from, to] pairs of months. */
async function accountSums(db: Queryable, plant: number, windows: [string, string][]): Promise<AccountAmounts[]> {
  const cols = windows
    .map(
      ([f, t], k) =>
        `COALESCE(sum(p.debit - p.credit) FILTER (WHERE p.period BETWEEN '${f}'::date AND '${t}'::date), 0)::float8 AS ${'abcd'[k]}`,
    )
    .join(', ');
  return db.query<AccountAmounts>(
    `SELECT a.account_no AS no, a.description AS name, a.account_type AS type, a.statement_group AS grp, ${cols}
       FROM gl_accounts a LEFT JOIN gl_postings p ON p.account_id = a.id
      WHERE a.eplant_id = $1 GROUP BY a.id ORDER BY a.account_no`,
    [plant],
  );
}

const addMonths = (month: string, n: number) => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + n);
  return d.toISOString().slice(0, 10);
};
const EPOCH = '1900-01-01';
const r2 = (n: number) => Math.round(n * 100) / 100;
const changePct = (now: number, before: number) =>
  before === 0 ? null : Math.round((1000 * (now - before)) / Math.abs(before)) / 10;
const INDENT = '\u2003\u2003';
const SUB = '\u2003';

type Amounts = [number, number, number, number];
const sumOf = (rows: { v: Amounts }[]): Amounts =>
  rows.reduce<Amounts>((s, r) => [s[0] + r.v[0], s[1] + r.v[1], s[2] + r.v[2], s[3] + r.v[3]], [0, 0, 0, 0]);

export const listBalanceSheet: OperationHandler<'listBalanceSheet'> = async ({ db, query }) => {
  const q = await monthQuery(db, query);
  const yearStart = `${q.month.slice(0, 4)}-01-01`;
  const priorYearEnd = addMonths(yearStart, -1);
  const lastYear = addMonths(q.month, -12);
  // a, b, c: cumulative balances as of the month, the prior year end and the same month last year; d unused.
  const accounts = await accountSums(db, q.plant, [
    [EPOCH, q.month],
    [EPOCH, priorYearEnd],
    [EPOCH, lastYear],
    [EPOCH, EPOCH],
  ]);
  // Income of a fiscal year stays "net income, year to date" until the year closes into retained earnings.
  const income = await accountSums(db, q.plant, [
    [yearStart, q.month],
    [addMonths(yearStart, -12), priorYearEnd],
    [`${lastYear.slice(0, 4)}-01-01`, lastYear],
    [EPOCH, EPOCH],
  ]);
  const pl = (k: 'a' | 'b' | 'c' | 'd') =>
    -income.filter((x) => x.type === 'revenue' || x.type === 'expense').reduce((s, x) => s + x[k], 0);
  const plBefore = async (start: string) => {
    const [row] = await db.query<{ v: number }>(
      `SELECT COALESCE(sum(p.credit - p.debit), 0)::float8 AS v FROM gl_postings p JOIN gl_accounts a ON a.id = p.account_id
        WHERE p.eplant_id = $1 AND a.account_type IN ('revenue', 'expense') AND p.period < $2::date`,
      [q.plant, start],
    );
    return row.v;
  };
  const retainedAdd: Amounts = [
    await plBefore(yearStart),
    await plBefore(addMonths(yearStart, -12)),
    await plBefore(`${lastYear.slice(0, 4)}-01-01`),
    0,
  ];
  const ytd: Amounts = [pl('a'), pl('b'), pl('c'), 0];

  const lines: RowOf<'listBalanceSheet'>[] = [];
  const push = (section: string, line: string, type: string, v: Amounts | null, accountNo: string | null = null) =>
    lines.push({
      Seq: lines.length + 1,
      Section: section,
      Line: line,
      AccountNo: accountNo,
      LineType: type,
      Balance: v ? r2(v[0]) : null,
      PriorYearEnd: v ? r2(v[1]) : null,
      Change: v ? r2(v[0] - v[1]) : null,
      ChangePct: v ? changePct(v[0], v[1]) : null,
      SameMonthLastYear: v ? r2(v[2]) : null,
    });
  const acct = (no: string, sign: 1 | -1) => {
    const a = accounts.find((x) => x.no === no)!;
    return { no, name: a.name, v: [sign * a.a, sign * a.b, sign * a.c, 0] as Amounts };
  };
  const block = (section: string, rows: { no: string; name: string; v: Amounts }[], total: string | null) => {
    for (const r of rows) push(section, `${INDENT}${r.name}`, 'account', r.v, r.no);
    const t = sumOf(rows);
    if (total) push(section, `${SUB}${total}`, 'subtotal', t);
    return t;
  };
  const sumAmounts = (...xs: Amounts[]): Amounts => sumOf(xs.map((v) => ({ v })));

  push('Assets', 'ASSETS', 'header', null);
  const current = block(
    'Assets',
    ['1000', '1100', '1200', '1210', '1220'].map((n) => acct(n, 1)),
    'Total current assets',
  );
  const fixed = block(
    'Assets',
    ['1500', '1590'].map((n) => acct(n, 1)),
    'Net property, plant and equipment',
  );
  const assets = sumAmounts(current, fixed);
  push('Assets', 'TOTAL ASSETS', 'total', assets);
  push('Liabilities', 'LIABILITIES', 'header', null);
  const curLiab = block(
    'Liabilities',
    ['2000', '2100', '2200'].map((n) => acct(n, -1)),
    'Total current liabilities',
  );
  const ltd = block('Liabilities', [acct('2500', -1)], null);
  const liabilities = sumAmounts(curLiab, ltd);
  push('Liabilities', 'TOTAL LIABILITIES', 'total', liabilities);
  push('Equity', 'EQUITY', 'header', null);
  const stock = acct('3000', -1);
  const re = acct('3100', -1);
  const equity = block(
    'Equity',
    [stock, { ...re, v: sumAmounts(re.v, retainedAdd) }, { no: '', name: 'Net income, year to date', v: ytd }],
    'Total equity',
  );
  push('Equity', 'TOTAL LIABILITIES AND EQUITY', 'total', sumAmounts(liabilities, equity));
  for (const l of lines) if (l.AccountNo === '') l.AccountNo = null;
  return lines;
};

export const listIncomeStatement: OperationHandler<'listIncomeStatement'> = async ({ db, query }) => {
  const q = await monthQuery(db, query);
  const yearStart = `${q.month.slice(0, 4)}-01-01`;
  const lastYear = addMonths(q.month, -12);
  // a: the month, b: same month last year, c: year to date, d: prior year to date.
  const accounts = await accountSums(db, q.plant, [
    [q.month, q.month],
    [lastYear, lastYear],
    [yearStart, q.month],
    [addMonths(yearStart, -12), lastYear],
  ]);
  const sales = -accounts.filter((a) => a.type === 'revenue').reduce((s, a) => s + a.c, 0);
  const lines: RowOf<'listIncomeStatement'>[] = [];
  const push = (section: string, line: string, type: string, v: Amounts | null, accountNo: string | null = null) =>
    lines.push({
      Seq: lines.length + 1,
      Section: section,
      Line: line,
      AccountNo: accountNo,
      LineType: type,
      Month: v ? r2(v[0]) : null,
      MonthLastYear: v ? r2(v[1]) : null,
      MonthChange: v ? r2(v[0] - v[1]) : null,
      YearToDate: v ? r2(v[2]) : null,
      PriorYearToDate: v ? r2(v[3]) : null,
      YtdChange: v ? r2(v[2] - v[3]) : null,
      YtdChangePct: v ? changePct(v[2], v[3]) : null,
      PctOfSales: v && sales ? Math.round((1000 * v[2]) / sales) / 10 : null,
    });
  const block = (section: string, group: string, sign: 1 | -1, total: string) => {
    push(section, section.toUpperCase(), 'header', null);
    const rows = accounts
      .filter((a) => a.grp === group)
      .map((a) => ({ no: a.no, name: a.name, v: [sign * a.a, sign * a.b, sign * a.c, sign * a.d] as Amounts }));
    for (const r of rows) push(section, `${INDENT}${r.name}`, 'account', r.v, r.no);
    const t = sumOf(rows);
    push(section, `${SUB}${total}`, 'subtotal', t);
    return t;
  };
  const minus = (x: Amounts, y: Amounts): Amounts => [x[0] - y[0], x[1] - y[1], x[2] - y[2], x[3] - y[3]];
  const revenue = block('Net sales', 'Net Sales', -1, 'Total net sales');
  const cogs = block('Cost of goods sold', 'Cost of Goods Sold', 1, 'Total cost of goods sold');
  const gross = minus(revenue, cogs);
  push('Gross profit', 'GROSS PROFIT', 'total', gross);
  const opex = block('Operating expenses', 'Operating Expenses', 1, 'Total operating expenses');
  push('Net income', 'OPERATING INCOME', 'total', minus(gross, opex));
  push('Net income', 'NET INCOME', 'total', minus(gross, opex));
  return lines;
};

/** GL sums per month of plant $1 in [$2, $3]: sales, cost of sales, operating expenses and the month-end cash balance. */
const MONTHLY = `WITH months AS (
    SELECT generate_series(date_trunc('month', $2::date), date_trunc('month', $3::date), interval '1 month')::date AS m
  ), g AS (
    SELECT p.period,
           sum(p.credit - p.debit) FILTER (WHERE a.account_type = 'revenue') AS sales,
           sum(p.debit - p.credit) FILTER (WHERE a.statement_group = 'Cost of Goods Sold') AS cogs,
           sum(p.debit - p.credit) FILTER (WHERE a.statement_group = 'Operating Expenses') AS opex,
           sum(p.debit - p.credit) FILTER (WHERE a.account_no = '1000') AS cash
      FROM gl_postings p JOIN gl_accounts a ON a.id = p.account_id WHERE p.eplant_id = $1 GROUP BY p.period
  ), m AS (
    SELECT months.m, COALESCE(g.sales, 0) AS sales, COALESCE(g.cogs, 0) AS cogs, COALESCE(g.opex, 0) AS opex,
           (SELECT COALESCE(sum(g2.cash), 0) FROM g g2 WHERE g2.period <= months.m) AS cash
      FROM months LEFT JOIN g ON g.period = months.m
  )`;

export const listMonthlyPnl: OperationHandler<'listMonthlyPnl'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `${MONTHLY}
     SELECT ${sqlDate('m')} AS "Month", to_char(m, 'Mon YYYY') AS "MonthLabel", ${money('sales')} AS "Sales", ${money('cogs')} AS "CostOfSales",
            ${money('sales - cogs')} AS "GrossProfit", ${money('opex')} AS "OperatingExpenses", ${money('sales - cogs - opex')} AS "NetIncome",
            COALESCE(${pct('sales - cogs', 'sales')}, 0) AS "GrossMarginPct", ${money('cash')} AS "Cash"
       FROM m ORDER BY m`,
    [q.plant, q.from, q.to],
  );
};

export const getAccountingDashboard: OperationHandler<'getAccountingDashboard'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH pl AS (${PERIOD_PL}), bal AS (${BALANCES}),
     due AS (SELECT COALESCE(sum(${book('total - paid_amount', 'currency')}), 0) AS v FROM invoices
              WHERE eplant_id = $1 AND paid_amount < total AND due_date < LEAST($3::date, current_date)),
     unposted AS (SELECT count(*)::int AS n FROM journal_entries WHERE eplant_id = $1 AND NOT posted)
     SELECT ${money('pl.sales')} AS "Sales", ${money('pl.sales - pl.cogs')} AS "GrossProfit", COALESCE(${pct('pl.sales - pl.cogs', 'pl.sales')}, 0) AS "GrossMarginPct",
            ${money('pl.opex')} AS "OperatingExpenses", ${money('pl.sales - pl.cogs - pl.opex')} AS "NetIncome", ${money('bal.cash')} AS "Cash",
            ${money('bal.ar')} AS "AccountsReceivable", ${money('due.v')} AS "PastDue", ${money('bal.ap')} AS "AccountsPayable",
            ${money('bal.inventory')} AS "Inventory", unposted.n AS "UnpostedEntries", ${BOOK_CURRENCY} AS "Currency"
       FROM pl, bal, due, unposted`,
    [q.plant, q.from, q.to],
  );
};
