// Shared pieces of the dealer-facing screens' handlers: report handlers built from one SQL statement (the plant is
// checked to exist and a date range to run forwards before the query), the product-line names, and the units that
// sit on stock dealers' lots.
import type {
  OperationContext,
  OperationHandler,
  OperationId,
  ParamsOf,
  QueryOf,
  RuntimeHandler,
} from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { requireDateRange, requirePlant } from '../plant/plantQueries.js';
import { dealerNoOf } from '../../app/dealerScope.js';

type Input = Record<string, unknown>;

/** The names an operation's SQL may bind: its query and path parameters, as the contract declares them. */
type InputName<K extends OperationId> = (keyof QueryOf<K> | keyof ParamsOf<K>) & string;

/**
 * The bound name of the caller's dealership (docs/adr/015): a dealer user's customer number, null for staff. The
 * pipeline provides it (the session user); the SQL filters with `($n::text IS NULL OR c.cust_no = $n)`.
 */
export const DEALER = '$dealer';
type Bound<K extends OperationId> = InputName<K> | typeof DEALER;

function bind(args: readonly string[], input: Input, user: OperationContext['user']): unknown[] {
  return args.map((a) => (a === DEALER ? dealerNoOf(user) : (input[a] ?? null)));
}

async function checkInput(db: Queryable, input: Input): Promise<void> {
  if (typeof input.from === 'string' && typeof input.to === 'string') requireDateRange(input.from, input.to);
  if (typeof input.plant === 'number') await requirePlant(db, input.plant);
}

// The rows of these handlers come from SQL text, which no compiler can check against the row schema: the overload
// types the handler for its operation (and the bound names against its parameters), and the response validation
// of the pipeline (responseValidation.ts) checks every row's fields in development and in the tests.

/** A list report: `args` name the query/path parameters bound to $1, $2, … in order. */
export function report<K extends OperationId>(sql: string, args: readonly Bound<K>[]): OperationHandler<K>;
export function report(sql: string, args: readonly string[]): RuntimeHandler {
  return async ({ db, query, params, user }: OperationContext<Input, Input>) => {
    const input: Input = { ...query, ...params };
    await checkInput(db, input);
    return db.query(sql, bind(args, input, user));
  };
}

/** A one-record read: 404 naming `what` when the statement finds nothing. */
export function record<K extends OperationId>(
  sql: string,
  args: readonly Bound<K>[],
  what: (input: Input) => string,
): OperationHandler<K>;
export function record(sql: string, args: readonly string[], what: (input: Input) => string): RuntimeHandler {
  return async ({ db, query, params, user }: OperationContext<Input, Input>) => {
    const input: Input = { ...query, ...params };
    await checkInput(db, input);
    const row = await maybeOne(db, sql, bind(args, input, user));
    if (!row) throw notFound(what(input));
    return row;
  };
}

/** The product line of a family code, as dealers know it. */
export const family = (expr: string) => `CASE ${expr}
  WHEN 'GN' THEN 'Gooseneck Flatbed' WHEN 'DG' THEN 'Gooseneck Dump' WHEN 'DU' THEN 'Bumper Pull Dump'
  WHEN 'FB' THEN 'Deckover Flatbed' WHEN 'UT' THEN 'Utility' WHEN 'EQ' THEN 'Equipment / Car Hauler'
  WHEN 'TB' THEN 'Truck Beds' ELSE coalesce(${expr}, 'Other') END`;

/**
 * Units billed to stock dealers on floorplan, one row per VIN (its latest invoice): `sold` once the unit is
 * registered to a retail owner. Units billed more than 540 days ago without a registration count as retailed
 * unregistered and are left out. $1 is the plant.
 */
export const STOCK_UNITS = `stock_units AS (
  SELECT DISTINCT ON (il.vin) trim(il.vin) AS vin, il.vin AS vin_raw, i.id AS invoice_id, i.invoice_no, i.invoice_date, i.due_date,
         i.total, i.paid_amount, i.paid_date, il.amount AS unit_amount, il.arinvt_id, c.id AS dealer_id, c.cust_no, c.name AS dealer_name,
         p.lender, p.curtailment_days, r.registration_date, r.purchase_date, r.first_name || ' ' || r.last_name AS owner_name,
         r.city AS owner_city, r.state_code AS owner_state
    FROM invoices i
    JOIN invoice_lines il ON il.invoice_id = i.id AND il.vin IS NOT NULL
    JOIN stock_dealer_profiles p ON p.dealer_id = i.customer_id
    JOIN customers c ON c.id = i.customer_id
    LEFT JOIN LATERAL (SELECT * FROM warranty_registrations w WHERE w.vin = il.vin ORDER BY w.registration_date LIMIT 1) r ON true
   WHERE i.eplant_id = $1 AND i.sent_to_floorplan
   ORDER BY il.vin, i.invoice_date DESC, i.id DESC)`;

/** Texts that must not be only spaces; 400 naming the first blank field. */
export function requireTexts<T extends object>(body: T, fields: readonly (keyof T & string)[]): void {
  const blank = fields.filter((f) => {
    const value: unknown = body[f];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (blank.length)
    throw badRequest(
      `${blank[0]} is required`,
      blank.map((f) => ({ field: f, message: `${f} is required` })),
    );
}

/** The caller's display name for "updated by" columns. */
export const byName = (user: { firstName: string; lastName: string } | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : 'system';
