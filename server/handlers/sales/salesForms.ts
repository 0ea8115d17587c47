// The Sales forms that write: quote settings (QuotesConfig), a new quote (QuoteBuilder), a product-line price
// update (UpdatePrices) and a new customer order (Order). Each validates everything before its one transaction.
import type { OperationContext, OperationHandler } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { nextDocumentNumber } from '../../db/nextDocumentNumber.js';
import { nextCustomerOrderNumber } from '../../db/nextCustomerOrderNumber.js';

interface QuoteSettings {
  ValidDays: number;
  DefaultDiscountPct: number;
  MaxDiscountPct: number;
  MinMarginPct: number;
  DepositPct: number;
  FreightPerMile: number;
  Terms: string;
}
type PlantQuery = { plant: number };

const SETTINGS_SELECT = `SELECT valid_days AS "ValidDays", default_discount_pct::float8 AS "DefaultDiscountPct", max_discount_pct::float8 AS "MaxDiscountPct",
       min_margin_pct::float8 AS "MinMarginPct", deposit_pct::float8 AS "DepositPct", freight_per_mile::float8 AS "FreightPerMile", terms AS "Terms"
  FROM quote_settings WHERE eplant_id = $1`;

async function settingsOf(db: Queryable, plant: number): Promise<QuoteSettings> {
  const row = await maybeOne<QuoteSettings>(db, SETTINGS_SELECT, [plant]);
  if (!row) throw notFound(`No quote settings for plant ${plant}`);
  return row;
}

export const getQuoteSettings: OperationHandler<'getQuoteSettings'> = async ({ db, query }) => {
  await requirePlant(db, query.plant);
  return settingsOf(db, query.plant);
};

export const saveQuoteSettings: OperationHandler<'saveQuoteSettings'> = async (
  ctx: OperationContext<unknown, PlantQuery, QuoteSettings>,
) => {
  const { db, query, body, user } = ctx;
  if (body.DefaultDiscountPct > body.MaxDiscountPct)
    throw badRequest('The default discount cannot be more than the maximum discount', [
      { field: 'DefaultDiscountPct', message: 'The default discount cannot be more than the maximum discount' },
    ]);
  if (!body.Terms.trim()) throw badRequest('Terms is required', [{ field: 'Terms', message: 'Terms is required' }]);
  await requirePlant(db, query.plant);
  await db.tx((tx) =>
    tx.query(
      `INSERT INTO quote_settings (eplant_id, valid_days, default_discount_pct, max_discount_pct, min_margin_pct, deposit_pct, freight_per_mile, terms, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9)
       ON CONFLICT (eplant_id) DO UPDATE SET valid_days = $2, default_discount_pct = $3, max_discount_pct = $4, min_margin_pct = $5,
              deposit_pct = $6, freight_per_mile = $7, terms = $8, updated_at = now(), updated_by = $9`,
      [
        query.plant,
        body.ValidDays,
        body.DefaultDiscountPct,
        body.MaxDiscountPct,
        body.MinMarginPct,
        body.DepositPct,
        body.FreightPerMile,
        body.Terms.trim(),
        displayName(user),
      ],
    ),
  );
  return { Id: query.plant, Message: 'Action was successful' };
};

interface Customer {
  id: number;
  salesperson: string;
  currency: string;
}
interface Unit {
  arinvt_id: number;
  item_no: string;
  price: number;
  std_cost: number;
}

/** The dealer and the sellable model a quote or order names; 400 naming the field when either is unknown here. */
async function dealerAndModel(
  db: Queryable,
  plant: number,
  customerNo: string,
  itemNo: string,
): Promise<{ customer: Customer; unit: Unit }> {
  const customer = await maybeOne<Customer>(
    db,
    'SELECT id, salesperson, currency FROM customers WHERE upper(cust_no) = upper($1) AND eplant_id = $2 AND active',
    [customerNo.trim(), plant],
  );
  const unit = await maybeOne<Unit>(
    db,
    `SELECT arinvt_id, item_no, price::float8 AS price, std_cost::float8 AS std_cost FROM items
      WHERE upper(item_no) = upper($1) AND eplant_id = $2 AND class IN ('FG', 'FGB') AND price IS NOT NULL AND active`,
    [itemNo.trim(), plant],
  );
  const errors = [];
  if (!customer)
    errors.push({
      field: 'CustomerNo',
      message: `Dealer ${customerNo.trim()} is not an active customer of this plant`,
    });
  if (!unit) errors.push({ field: 'ItemNo', message: `Model ${itemNo.trim()} is not a sellable model of this plant` });
  if (errors.length) throw badRequest(errors[0].message, errors);
  return { customer: customer!, unit: unit! };
}

export const createSalesQuote: OperationHandler<'createSalesQuote'> = async ({ db, query, body, user }) => {
  await requirePlant(db, query.plant);
  const settings = await settingsOf(db, query.plant);
  const { customer, unit } = await dealerAndModel(db, query.plant, body.CustomerNo, body.ItemNo);
  if (body.DiscountPct > settings.MaxDiscountPct)
    throw badRequest(`Discounts above ${settings.MaxDiscountPct}% need the sales manager's approval`, [
      {
        field: 'DiscountPct',
        message: `Discounts above ${settings.MaxDiscountPct}% need the sales manager's approval`,
      },
    ]);
  const unitPrice = Math.round(unit.price * (1 - body.DiscountPct / 100) * 100) / 100;
  const margin = ((unitPrice - unit.std_cost) / unitPrice) * 100;
  if (margin < settings.MinMarginPct)
    throw badRequest(
      `This discount leaves a ${margin.toFixed(1)}% margin, below the ${settings.MinMarginPct}% minimum`,
      [
        {
          field: 'DiscountPct',
          message: `This discount leaves a ${margin.toFixed(1)}% margin, below the ${settings.MinMarginPct}% minimum`,
        },
      ],
    );
  const total = Math.round((unitPrice * body.Qty + body.Freight) * 100) / 100;
  const row = await db.tx(async (tx) => {
    const next = await nextDocumentNumber(
      tx,
      'sales_quote',
      `SELECT max(substring(quote_no from '^Q[0-9]{2}-([0-9]+)$')::bigint) - 1000 FROM sales_quotes`,
    );
    const quoteNo = `Q${new Date().toISOString().slice(2, 4)}-${1000 + next}`;
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO sales_quotes (eplant_id, quote_no, customer_id, arinvt_id, config_code, qty, list_price, discount_pct, unit_price, freight, total,
                                 stage, probability, quote_date, valid_until, salesperson, created_by, notes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'Draft', 10, current_date, current_date + $12::int, $13, $14, $15) RETURNING id`,
      [
        query.plant,
        quoteNo,
        customer.id,
        unit.arinvt_id,
        body.ConfigCode?.trim() || null,
        body.Qty,
        unit.price,
        body.DiscountPct,
        unitPrice,
        body.Freight,
        total,
        settings.ValidDays,
        customer.salesperson,
        displayName(user),
        body.Notes?.trim() || null,
      ],
    );
    return { Id: created.id, QuoteNo: quoteNo };
  });
  return { ...row, Total: total, Message: `Quote ${row.QuoteNo} saved` };
};

export const updateSalesPrices: OperationHandler<'updateSalesPrices'> = async ({ db, query, body, user }) => {
  if (body.Percent === 0)
    throw badRequest('Enter a change other than 0%', [{ field: 'Percent', message: 'Enter a change other than 0%' }]);
  if (!body.Reason.trim()) throw badRequest('Reason is required', [{ field: 'Reason', message: 'Reason is required' }]);
  await requirePlant(db, query.plant);
  const updated = await db.tx(async (tx) => {
    const items = await tx.query<{ arinvt_id: number; price: number }>(
      `SELECT arinvt_id, price::float8 AS price FROM items
        WHERE eplant_id = $1 AND family = $2 AND class IN ('FG', 'FGB') AND price IS NOT NULL AND active FOR UPDATE`,
      [query.plant, body.Family],
    );
    if (items.length === 0)
      throw badRequest('This plant sells no models of that product line', [
        { field: 'Family', message: 'This plant sells no models of that product line' },
      ]);
    await tx.query(
      `INSERT INTO price_changes (eplant_id, arinvt_id, old_price, new_price, effective_date, reason, changed_by, changed_at)
       SELECT eplant_id, arinvt_id, price, round(price * (1 + $3 / 100.0), 2), $4::date, $5, $6, now()
         FROM items WHERE eplant_id = $1 AND family = $2 AND class IN ('FG', 'FGB') AND price IS NOT NULL AND active`,
      [query.plant, body.Family, body.Percent, body.EffectiveDate, body.Reason.trim(), displayName(user) ?? 'Sales'],
    );
    await tx.query(
      `UPDATE items SET price = round(price * (1 + $3 / 100.0), 2)
        WHERE eplant_id = $1 AND family = $2 AND class IN ('FG', 'FGB') AND price IS NOT NULL AND active`,
      [query.plant, body.Family, body.Percent],
    );
    return items.length;
  });
  return { Updated: updated, Message: `${updated} model prices changed by ${body.Percent}%` };
};

export const createSalesOrder: OperationHandler<'createSalesOrder'> = async ({ db, query, body, user }) => {
  const today = new Date().toISOString().slice(0, 10);
  if (body.DueDate < today)
    throw badRequest('The due date cannot be in the past', [
      { field: 'DueDate', message: 'The due date cannot be in the past' },
    ]);
  await requirePlant(db, query.plant);
  const { customer, unit } = await dealerAndModel(db, query.plant, body.CustomerNo, body.ItemNo);
  const price = body.UnitPrice ?? unit.price;
  const coNum = await db.tx(async (tx) => {
    const co = await nextCustomerOrderNumber(tx, today);
    const [order] = await tx.query<{ id: number }>(
      `INSERT INTO customer_orders (eplant_id, co_num, customer_id, cust_po, order_date, status, salesperson, currency, entered_by, rowpointer)
       VALUES ($1, $2, $3, $4, current_date, 'P', $5, $6, $7, gen_random_uuid()) RETURNING id`,
      [
        query.plant,
        co,
        customer.id,
        body.CustPO?.trim() || null,
        customer.salesperson,
        customer.currency,
        user?.guid ?? null,
      ],
    );
    await tx.query(
      `INSERT INTO customer_order_lines (eplant_id, co_id, co_line, arinvt_id, item_no, config_code, qty, unit_price, status, due_date, rowpointer)
       SELECT $1, $2, n, $3, $4, $5, 1, $6, 'P', $7::date, gen_random_uuid() FROM generate_series(1, $8::int) AS n`,
      [
        query.plant,
        order.id,
        unit.arinvt_id,
        unit.item_no,
        body.ConfigCode?.trim() || null,
        price,
        body.DueDate,
        body.Qty,
      ],
    );
    return co;
  });
  return { CoNum: coNum, Lines: body.Qty, Message: `Order ${coNum} entered` };
};
