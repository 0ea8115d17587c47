// Shared pieces of the finance screens' SQL: parameter checks, conversion of document amounts to the plant's book
// currency, the floorplan lender of a dealer and the GL balance expressions. Every query binds $1 to the plant id.
import type { Queryable } from '../../db/Database.js';
import { requireDateRange, requirePlant } from '../plant/plantQueries.js';
import { badRequest } from '../../http/HttpError.js';

export interface RangeQuery {
  plant: number;
  from: string;
  to: string;
}

/** The rate the books use to carry U.S. dollars in the MX plant's peso books (the same rate the GL postings used). */
export const BOOK_RATE = 18.5;

export async function rangeQuery<Q extends RangeQuery>(db: Queryable, q: Q): Promise<Q> {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
  return q;
}

export async function plantQuery<Q extends { plant: number }>(db: Queryable, q: Q): Promise<Q> {
  await requirePlant(db, q.plant);
  return q;
}

/** A month parameter normalised to the first day of its month (statements are as of that month's last day). */
export async function monthQuery(
  db: Queryable,
  q: { plant: number; month: string },
): Promise<{ plant: number; month: string }> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(q.month))
    throw badRequest('Invalid month', [{ field: 'month', message: 'Pick a month.' }]);
  await requirePlant(db, q.plant);
  return { plant: q.plant, month: `${q.month.slice(0, 7)}-01` };
}

/** A document amount in the book currency of plant $1 (MX books in pesos, U.S. books in dollars). */
export const book = (amount: string, currency: string) =>
  `(CASE WHEN $1::int = 3 AND ${currency} = 'USD' THEN ${amount} * ${BOOK_RATE} WHEN $1::int <> 3 AND ${currency} = 'MXN' THEN ${amount} / ${BOOK_RATE} ELSE ${amount} END)`;

/** The book currency code of plant $1. */
export const BOOK_CURRENCY = `(CASE WHEN $1::int = 3 THEN 'MXN' ELSE 'USD' END)`;

/** The floorplan lender financing a dealer's units (each floor-planned dealer banks with one lender). */
export const lender = (customerId: string) =>
  `(ARRAY['NextGear Capital', 'Northpoint Commercial Finance', 'Wells Fargo CDF', 'Ally Commercial Finance', 'Huntington Floor Plan'])[1 + ${customerId} % 5]`;

/** The RFC of a customer: Mexican customers get theirs, foreign customers the SAT's generic foreign RFC. */
export const rfc = (c: string) =>
  `(CASE WHEN ${c}.country = 'MX' THEN upper(substr(regexp_replace(translate(${c}.name, 'ÁÉÍÓÚÑáéíóúñ', 'AEIOUNaeiouN'), '[^A-Za-z]', '', 'g'), 1, 3)) || to_char(${c}.since_date, 'YYMMDD') || upper(substr(md5(${c}.cust_no), 1, 3)) ELSE 'XEXX010101000' END)`;

/** Rounds a numeric expression to cents and returns it as a JSON number. */
export const money = (expr: string) => `round((${expr})::numeric, 2)::float8`;

/** Percentage a/b × 100 with one decimal, null when b is zero. */
export const pct = (a: string, b: string) => `round((100.0 * (${a}) / NULLIF(${b}, 0))::numeric, 1)::float8`;

/** Balances of plant $1 at the end of the month of $3 (cumulative through that period) of the balance-sheet accounts the KPIs use. */
export const BALANCES = `SELECT
    COALESCE(sum(p.debit - p.credit) FILTER (WHERE a.account_no = '1000'), 0) AS cash,
    COALESCE(sum(p.debit - p.credit) FILTER (WHERE a.account_no = '1100'), 0) AS ar,
    COALESCE(sum(p.credit - p.debit) FILTER (WHERE a.account_no = '2000'), 0) AS ap,
    COALESCE(sum(p.debit - p.credit) FILTER (WHERE a.statement_group = 'Inventory'), 0) AS inventory
  FROM gl_postings p JOIN gl_accounts a ON a.id = p.account_id WHERE p.eplant_id = $1 AND p.period <= date_trunc('month', $3::date)::date`;

/** Income-statement sums of plant $1 for the periods overlapping [$2, $3]. */
export const PERIOD_PL = `SELECT
    COALESCE(sum(p.credit - p.debit) FILTER (WHERE a.account_type = 'revenue'), 0) AS sales,
    COALESCE(sum(p.debit - p.credit) FILTER (WHERE a.statement_group = 'Cost of Goods Sold'), 0) AS cogs,
    COALESCE(sum(p.debit - p.credit) FILTER (WHERE a.statement_group = 'Operating Expenses'), 0) AS opex
  FROM gl_postings p JOIN gl_accounts a ON a.id = p.account_id
  WHERE p.eplant_id = $1 AND p.period BETWEEN date_trunc('month', $2::date)::date AND $3::date`;
