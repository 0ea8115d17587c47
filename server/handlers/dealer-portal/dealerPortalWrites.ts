// Dealer portal writes: the portal settings and notification settings of a plant, converting a web quote into a
// dealer quote, and a dealer's new load submitted online.
import type { OperationContext, OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one, type Queryable, type Row } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { byName, requireTexts } from '../shared/dealersSql.js';
import { nextDocumentNumber } from '../../db/nextDocumentNumber.js';

const SETTINGS_SELECT = `SELECT quote_valid_days AS "QuoteValidDays", web_quote_radius_miles AS "WebQuoteRadiusMiles", min_units_per_load AS "MinUnitsPerLoad",
       max_units_per_load AS "MaxUnitsPerLoad", allow_online_loads AS "AllowOnlineLoads", require_sales_approval AS "RequireSalesApproval",
       support_email AS "SupportEmail" FROM dealer_portal_settings WHERE eplant_id = $1`;

// Generic in the row: the handler's answer type (inferred from where it is returned) names the row the SQL selects.
async function loadOrThrow<T extends Row>(db: Queryable, sql: string, plant: number, what: string): Promise<T> {
  await requirePlant(db, plant);
  const row = await maybeOne<T>(db, sql, [plant]);
  if (!row) throw notFound(`${what} of plant ${plant} not found`);
  return row;
}

export const getDealerPortalSettings: OperationHandler<'getDealerPortalSettings'> = async ({ db, query }) =>
  loadOrThrow(db, SETTINGS_SELECT, query.plant, 'Dealer portal settings');

export const updateDealerPortalSettings: OperationHandler<'updateDealerPortalSettings'> = async ({
  db,
  query,
  body,
  user,
}) => {
  await loadOrThrow(db, SETTINGS_SELECT, query.plant, 'Dealer portal settings');
  if (body.MinUnitsPerLoad > body.MaxUnitsPerLoad)
    throw badRequest('Minimum units per load must not exceed the maximum', [
      { field: 'MinUnitsPerLoad', message: 'Minimum units per load must not exceed the maximum' },
    ]);
  await db.tx((tx) =>
    tx.query(
      `UPDATE dealer_portal_settings SET quote_valid_days = $2, web_quote_radius_miles = $3, min_units_per_load = $4, max_units_per_load = $5,
              allow_online_loads = $6, require_sales_approval = $7, support_email = $8, updated_at = now(), updated_by = $9 WHERE eplant_id = $1`,
      [
        query.plant,
        body.QuoteValidDays,
        body.WebQuoteRadiusMiles,
        body.MinUnitsPerLoad,
        body.MaxUnitsPerLoad,
        body.AllowOnlineLoads,
        body.RequireSalesApproval,
        body.SupportEmail.trim(),
        byName(user),
      ],
    ),
  );
  return loadOrThrow(db, SETTINGS_SELECT, query.plant, 'Dealer portal settings');
};

const NOTIFY_SELECT = `SELECT notify_web_quote AS "NotifyWebQuote", notify_load_submitted AS "NotifyLoadSubmitted", notify_document_posted AS "NotifyDocumentPosted",
       digest_hour AS "DigestHour", reply_to_email AS "ReplyToEmail", banner_message AS "BannerMessage" FROM dealer_portal_notifications WHERE eplant_id = $1`;

export const getDealerPortalNotifications: OperationHandler<'getDealerPortalNotifications'> = async ({ db, query }) =>
  loadOrThrow(db, NOTIFY_SELECT, query.plant, 'Dealer portal notifications');

export const updateDealerPortalNotifications: OperationHandler<'updateDealerPortalNotifications'> = async ({
  db,
  query,
  body,
  user,
}) => {
  await loadOrThrow(db, NOTIFY_SELECT, query.plant, 'Dealer portal notifications');
  const banner = body.BannerMessage?.trim() ? body.BannerMessage.trim() : null;
  await db.tx((tx) =>
    tx.query(
      `UPDATE dealer_portal_notifications SET notify_web_quote = $2, notify_load_submitted = $3, notify_document_posted = $4, digest_hour = $5,
              reply_to_email = $6, banner_message = $7, updated_at = now(), updated_by = $8 WHERE eplant_id = $1`,
      [
        query.plant,
        body.NotifyWebQuote,
        body.NotifyLoadSubmitted,
        body.NotifyDocumentPosted,
        body.DigestHour,
        body.ReplyToEmail.trim(),
        banner,
        byName(user),
      ],
    ),
  );
  return loadOrThrow(db, NOTIFY_SELECT, query.plant, 'Dealer portal notifications');
};

async function dealerOf(
  db: OperationContext['db'],
  dealerNo: string,
  plant: number,
): Promise<{ id: number; name: string }> {
  const dealer = await maybeOne<{ id: number; name: string }>(
    db,
    'SELECT id, name FROM customers WHERE upper(cust_no) = upper($1) AND eplant_id = $2 AND is_dealer AND active',
    [dealerNo.trim(), plant],
  );
  if (!dealer)
    throw badRequest(`Dealer ${dealerNo} is not an active dealer of this plant`, [
      { field: 'DealerNo', message: `Dealer ${dealerNo} is not an active dealer of this plant` },
    ]);
  return dealer;
}

export const convertWebQuote: OperationHandler<'convertWebQuote'> = async ({ db, params, body }) => {
  requireTexts(body, ['DealerNo']);
  const web = await maybeOne<{
    id: number;
    eplant_id: number;
    status: string;
    customer: string;
    arinvt_id: number;
    config_code: string | null;
    qty: number;
    list_price: number;
  }>(
    db,
    `SELECT id, eplant_id, status, first_name || ' ' || last_name AS customer, arinvt_id, config_code, qty, list_price::float8 AS list_price FROM web_quotes WHERE quote_no = $1`,
    [params.quoteNo],
  );
  if (!web) throw notFound(`Web quote ${params.quoteNo} not found`);
  if (web.status === 'Converted' || web.status === 'Closed')
    throw badRequest(`Web quote ${params.quoteNo} is already ${web.status.toLowerCase()}`);
  if (body.UnitPrice > web.list_price)
    throw badRequest('Unit price must not exceed the list price', [
      { field: 'UnitPrice', message: `Unit price must not exceed the list price (${web.list_price})` },
    ]);
  const dealer = await dealerOf(db, body.DealerNo, web.eplant_id);
  return db.tx(async (tx) => {
    // Claimed first, in one statement: of two conversions of one web quote at once, the second finds it converted.
    const claimed = await tx.query(
      `UPDATE web_quotes SET status = 'Converted', assigned_dealer_id = $2
        WHERE id = $1 AND status NOT IN ('Converted', 'Closed') RETURNING id`,
      [web.id, dealer.id],
    );
    if (!claimed.length) throw badRequest(`Web quote ${params.quoteNo} is already converted`);
    const n = await nextDocumentNumber(
      tx,
      'dealer_quote',
      `SELECT max(substring(quote_no from '^DQ[0-9]{2}-([0-9]+)$')::bigint) - 4000 FROM dealer_quotes`,
    );
    const quoteNo = `DQ${new Date().toISOString().slice(2, 4)}-${String(4000 + n)}`;
    const valid = await one<{ days: number }>(
      tx,
      'SELECT quote_valid_days AS days FROM dealer_portal_settings WHERE eplant_id = $1',
      [web.eplant_id],
    );
    const created = await one<Omit<AnswerOf<'convertWebQuote'>, 'DealerNo' | 'DealerName'>>(
      tx,
      `INSERT INTO dealer_quotes (eplant_id, quote_no, dealer_id, web_quote_id, customer_name, quote_date, expires_date, arinvt_id, config_code, qty, list_price, unit_price, total, status)
       VALUES ($1, $2, $3, $4, $5, current_date, current_date + $6::int, $7, $8, $9, $10, $11, $11::numeric * $9::int, 'Open')
       RETURNING quote_no AS "QuoteNo", ${sqlDate('quote_date')} AS "QuoteDate", ${sqlDate('expires_date')} AS "ExpiresDate", total::float8 AS "Total", status AS "Status"`,
      [
        web.eplant_id,
        quoteNo,
        dealer.id,
        web.id,
        web.customer,
        valid.days,
        web.arinvt_id,
        web.config_code,
        web.qty,
        web.list_price,
        body.UnitPrice,
      ],
    );
    return { ...created, DealerNo: body.DealerNo.trim().toUpperCase(), DealerName: dealer.name };
  });
};

export const createDealerLoad: OperationHandler<'createDealerLoad'> = async ({ db, query, body }) => {
  await requirePlant(db, query.plant);
  requireTexts(body, ['DealerNo']);
  const settings = await one<{ min: number; max: number; allow: boolean }>(
    db,
    'SELECT min_units_per_load AS min, max_units_per_load AS max, allow_online_loads AS allow FROM dealer_portal_settings WHERE eplant_id = $1',
    [query.plant],
  );
  if (!settings.allow) throw badRequest('Online loads are turned off for this plant');
  const today = new Date().toISOString().slice(0, 10);
  if (body.RequestedShipDate < today)
    throw badRequest('Requested ship date must not be in the past', [
      { field: 'RequestedShipDate', message: 'Requested ship date must not be in the past' },
    ]);
  if (body.MaxUnits < settings.min || body.MaxUnits > settings.max)
    throw badRequest(`A load carries ${settings.min} to ${settings.max} units`, [
      { field: 'MaxUnits', message: `A load carries ${settings.min} to ${settings.max} units` },
    ]);
  const dealer = await dealerOf(db, body.DealerNo, query.plant);
  // The dealer's open order lines not yet on any load, earliest due first.
  const openLines = async (q: Queryable) => {
    const lines = await q.query<{ id: number; job_id: number | null; vin: string | null }>(
      `SELECT l.id, l.job_id, l.vin FROM customer_order_lines l JOIN customer_orders o ON o.id = l.co_id
        WHERE o.customer_id = $1 AND l.status IN ('O', 'F') AND NOT EXISTS (SELECT 1 FROM load_units lu WHERE lu.co_line_id = l.id)
        ORDER BY l.due_date, l.id LIMIT $2`,
      [dealer.id, body.MaxUnits],
    );
    if (lines.length < settings.min)
      throw badRequest(
        `Dealer ${body.DealerNo} has ${lines.length} open unit(s) not on a load; a load needs at least ${settings.min}`,
        [{ field: 'DealerNo', message: `Only ${lines.length} open unit(s) not on a load` }],
      );
    return lines;
  };
  await openLines(db);
  return db.tx(async (tx) => {
    // Two loads of one dealer at once take turns on the dealer's row, so the second picks units the first left.
    await tx.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [dealer.id]);
    const lines = await openLines(tx);
    const n = await nextDocumentNumber(
      tx,
      'dealer_load',
      `SELECT max(substring(load_no from '^LD[0-9]{2}([0-9]{6,})$')::bigint) FROM loads`,
    );
    const loadNo = `LD${today.slice(2, 4)}${String(n).padStart(6, '0')}`;
    const load = await one<{ id: number }>(
      tx,
      `INSERT INTO loads (eplant_id, load_no, dealer_id, ship_date, status, submitted_online, driver_name, created_at)
       VALUES ($1, $2, $3, $4, 'Submitted', true, $5, now()) RETURNING id`,
      [query.plant, loadNo, dealer.id, body.RequestedShipDate, body.DriverName?.trim() || null],
    );
    for (const [i, line] of lines.entries())
      await tx.query(
        'INSERT INTO load_units (load_id, position, co_line_id, job_id, vin) VALUES ($1, $2, $3, $4, $5)',
        [load.id, i + 1, line.id, line.job_id, line.vin],
      );
    return {
      LoadNo: loadNo,
      DealerNo: body.DealerNo.trim().toUpperCase(),
      DealerName: dealer.name,
      Units: lines.length,
      ShipDate: body.RequestedShipDate,
      Status: 'Submitted',
    };
  });
};
