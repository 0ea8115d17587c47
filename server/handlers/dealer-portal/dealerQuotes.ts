// A dealer's own quotes (issue #36): building an open quote for a retail customer and placing it as a customer order.
// The quote rules are the web-quote conversion's: the unit price is at most the model's list price and the quote is
// valid for the plant's quote days (dealer_portal_settings); only an open, unexpired quote is placed. Placing writes
// the order with one open line per unit, which the dealer's next load (createDealerLoad) picks up.
import type { AnswerOf, OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { nextDocumentNumber } from '../../db/nextDocumentNumber.js';
import { nextCustomerOrderNumber } from '../../db/nextCustomerOrderNumber.js';

type Result = AnswerOf<'createDealerQuote'>;

const RESULT = (q: string) =>
  `SELECT ${q}.quote_no AS "QuoteNo", c.cust_no AS "DealerNo", c.name AS "DealerName", ${q}.status AS "Status", ${q}.total::float8 AS "Total",
          ${sqlDate(`${q}.expires_date`)} AS "ExpiresDate", o.co_num AS "CoNum"
     FROM dealer_quotes ${q} JOIN customers c ON c.id = ${q}.dealer_id LEFT JOIN customer_orders o ON o.id = ${q}.co_id`;

export const createDealerQuote: OperationHandler<'createDealerQuote'> = async ({ db, query, body, user }) => {
  await requirePlant(db, query.plant);
  const dealerNo = body.DealerNo?.trim() ?? '';
  if (!dealerNo) throw badRequest('DealerNo is required', [{ field: 'DealerNo', message: 'DealerNo is required' }]);
  if (!body.CustomerName.trim())
    throw badRequest('CustomerName is required', [{ field: 'CustomerName', message: 'CustomerName is required' }]);
  const dealer = await maybeOne<{ id: number }>(
    db,
    'SELECT id FROM customers WHERE upper(cust_no) = upper($1) AND eplant_id = $2 AND is_dealer AND active',
    [dealerNo, query.plant],
  );
  const unit = await maybeOne<{ arinvt_id: number; price: number }>(
    db,
    `SELECT arinvt_id, price::float8 AS price FROM items
      WHERE upper(item_no) = upper($1) AND eplant_id = $2 AND class IN ('FG', 'FGB') AND price IS NOT NULL AND active`,
    [body.ItemNo.trim(), query.plant],
  );
  const errors = [];
  if (!dealer) errors.push({ field: 'DealerNo', message: `Dealer ${dealerNo} is not an active dealer of this plant` });
  if (!unit)
    errors.push({ field: 'ItemNo', message: `Model ${body.ItemNo.trim()} is not a sellable model of this plant` });
  else if (body.UnitPrice > unit.price)
    errors.push({ field: 'UnitPrice', message: `Unit price must not exceed the list price (${unit.price})` });
  if (errors.length) throw badRequest(errors[0].message, errors);
  return db.tx(async (tx) => {
    const n = await nextDocumentNumber(
      tx,
      'dealer_quote',
      `SELECT max(substring(quote_no from '^DQ[0-9]{2}-([0-9]+)$')::bigint) - 4000 FROM dealer_quotes`,
    );
    const quoteNo = `DQ${new Date().toISOString().slice(2, 4)}-${String(4000 + n)}`;
    await tx.query(
      `INSERT INTO dealer_quotes (eplant_id, quote_no, dealer_id, dealer_user_id, customer_name, quote_date, expires_date, arinvt_id,
                                  config_code, qty, list_price, unit_price, total, status)
       SELECT $1, $2, $3, (SELECT id FROM dealer_users WHERE user_guid = $4), $5, current_date, current_date + s.quote_valid_days,
              $6, $7, $8, $9, $10, $10::numeric * $8::int, 'Open'
         FROM dealer_portal_settings s WHERE s.eplant_id = $1`,
      [
        query.plant,
        quoteNo,
        dealer!.id,
        user?.guid ?? null,
        body.CustomerName.trim(),
        unit!.arinvt_id,
        body.ConfigCode?.trim() || null,
        body.Qty,
        unit!.price,
        body.UnitPrice,
      ],
    );
    return one<Result>(tx, `${RESULT('q')} WHERE q.quote_no = $1`, [quoteNo]);
  });
};

export const placeDealerQuote: OperationHandler<'placeDealerQuote'> = async ({ db, params, user }) => {
  const quote = await maybeOne<{ id: number; status: string; expired: boolean }>(
    db,
    'SELECT id, status, expires_date < current_date AS expired FROM dealer_quotes WHERE quote_no = $1',
    [params.quoteNo],
  );
  if (!quote) throw notFound(`Quote ${params.quoteNo} not found`);
  if (quote.status !== 'Open') throw badRequest(`Quote ${params.quoteNo} is ${quote.status.toLowerCase()}, not open`);
  if (quote.expired) throw badRequest(`Quote ${params.quoteNo} has expired; build a new quote`);
  return db.tx(async (tx) => {
    // Claimed first, in one statement: of two placements of one quote at once, the second finds it placed.
    const [q] = await tx.query<{
      eplant_id: number;
      dealer_id: number;
      arinvt_id: number;
      config_code: string | null;
      qty: number;
      unit_price: number;
    }>(
      `UPDATE dealer_quotes SET status = 'Placed', placed_date = current_date
        WHERE id = $1 AND status = 'Open' AND expires_date >= current_date
        RETURNING eplant_id, dealer_id, arinvt_id, config_code, qty, unit_price::float8 AS unit_price`,
      [quote.id],
    );
    if (!q) throw badRequest(`Quote ${params.quoteNo} is already placed`);
    const customer = await one<{ salesperson: string; currency: string }>(
      tx,
      'SELECT salesperson, currency FROM customers WHERE id = $1',
      [q.dealer_id],
    );
    const today = new Date().toISOString().slice(0, 10);
    const coNum = await nextCustomerOrderNumber(tx, today);
    const order = await one<{ id: number }>(
      tx,
      `INSERT INTO customer_orders (eplant_id, co_num, customer_id, cust_po, order_date, status, salesperson, currency, entered_by, rowpointer)
       VALUES ($1, $2, $3, $4, current_date, 'O', $5, $6, $7, gen_random_uuid()) RETURNING id`,
      [q.eplant_id, coNum, q.dealer_id, params.quoteNo, customer.salesperson, customer.currency, user?.guid ?? null],
    );
    await tx.query(
      `INSERT INTO customer_order_lines (eplant_id, co_id, co_line, arinvt_id, item_no, config_code, qty, unit_price, status, due_date, rowpointer)
       SELECT $1, $2, n, i.arinvt_id, i.item_no, $4, 1, $5, 'O', current_date + 28, gen_random_uuid()
         FROM items i, generate_series(1, $6::int) AS n WHERE i.arinvt_id = $3`,
      [q.eplant_id, order.id, q.arinvt_id, q.config_code, q.unit_price, q.qty],
    );
    await tx.query('UPDATE dealer_quotes SET co_id = $2 WHERE id = $1', [quote.id, order.id]);
    return one<Result>(tx, `${RESULT('q')} WHERE q.id = $1`, [quote.id]);
  });
};
