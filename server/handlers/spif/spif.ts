// SPIF (sales incentives paid per unit to dealer salespeople): settings, enrolled salespeople, the pay queue and
// paying a salesperson, payments, the claim history, the overview pivot and the dashboard.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { byName, family, record, report, requireTexts } from '../shared/dealersSql.js';
import { nextDocumentNumber } from '../../db/nextDocumentNumber.js';

const SALESPERSON = `su.first_name || ' ' || su.last_name`;

export const listSpifUsers = report<'listSpifUsers'>(
  `SELECT su.id AS "Id", ${SALESPERSON} AS "Salesperson", su.email AS "Email", su.phone AS "Phone", c.cust_no AS "DealerNo", c.name AS "DealerName",
          su.pay_method AS "PayMethod", su.w9_on_file AS "W9OnFile", su.active AS "Active", ${sqlDate('su.enrolled_date')} AS "EnrolledDate",
          count(cl.id)::int AS "Claims", coalesce(sum(cl.amount) FILTER (WHERE cl.status <> 'Rejected'), 0)::float8 AS "Earned",
          coalesce(sum(cl.amount) FILTER (WHERE cl.status = 'Paid'), 0)::float8 AS "Paid",
          coalesce(sum(cl.amount) FILTER (WHERE cl.status IN ('Pending', 'Approved')), 0)::float8 AS "Balance"
     FROM spif_users su JOIN customers c ON c.id = su.dealer_id LEFT JOIN spif_claims cl ON cl.spif_user_id = su.id
    WHERE su.eplant_id = $1 GROUP BY su.id, c.id ORDER BY c.name, "Salesperson"`,
  ['plant'],
);

export const listSpifPayable = report<'listSpifPayable'>(
  `SELECT su.id AS "SpifUserId", ${SALESPERSON} AS "Salesperson", c.cust_no AS "DealerNo", c.name AS "DealerName", su.pay_method AS "PayMethod",
          su.w9_on_file AS "W9OnFile", count(*)::int AS "ApprovedClaims", sum(cl.amount)::float8 AS "Amount", ${sqlDate('min(cl.claim_date)')} AS "OldestClaim"
     FROM spif_claims cl JOIN spif_users su ON su.id = cl.spif_user_id JOIN customers c ON c.id = su.dealer_id
    WHERE cl.eplant_id = $1 AND cl.status = 'Approved' GROUP BY su.id, c.id ORDER BY min(cl.claim_date)`,
  ['plant'],
);

export const listSpifPayments = report<'listSpifPayments'>(
  `SELECT p.payment_no AS "PaymentNo", ${sqlDate('p.paid_date')} AS "PaidDate", ${SALESPERSON} AS "Salesperson", c.cust_no AS "DealerNo", c.name AS "DealerName",
          p.method AS "Method", p.reference AS "Reference", (SELECT count(*) FROM spif_claims cl WHERE cl.payment_id = p.id)::int AS "Claims",
          p.amount::float8 AS "Amount", p.paid_by AS "PaidBy"
     FROM spif_payments p JOIN spif_users su ON su.id = p.spif_user_id JOIN customers c ON c.id = su.dealer_id
    WHERE p.eplant_id = $1 AND p.paid_date BETWEEN $2::date AND $3::date ORDER BY p.paid_date DESC, p.id DESC`,
  ['plant', 'from', 'to'],
);

const CLAIM_FROM = `FROM spif_claims cl JOIN spif_users su ON su.id = cl.spif_user_id JOIN customers c ON c.id = su.dealer_id LEFT JOIN jobs j ON j.vin = cl.vin`;

export const listSpifClaims = report<'listSpifClaims'>(
  `SELECT cl.id AS "Id", ${sqlDate('cl.claim_date')} AS "ClaimDate", ${sqlDate('cl.sale_date')} AS "SaleDate", trim(cl.vin) AS "VIN", j.part_no AS "ItemNo",
          ${family('j.family')} AS "ProductLine", ${SALESPERSON} AS "Salesperson", c.cust_no AS "DealerNo", c.name AS "DealerName", cl.amount::float8 AS "Amount",
          cl.status AS "Status", cl.reject_reason AS "RejectReason", p.payment_no AS "PaymentNo", ${sqlDate('p.paid_date')} AS "PaidDate"
     ${CLAIM_FROM} LEFT JOIN spif_payments p ON p.id = cl.payment_id
    WHERE cl.eplant_id = $1 AND cl.claim_date BETWEEN $2::date AND $3::date ORDER BY cl.claim_date DESC, cl.id DESC`,
  ['plant', 'from', 'to'],
);

export const listSpifClaimFacts = report<'listSpifClaimFacts'>(
  `SELECT to_char(cl.claim_date, 'YYYY-MM') AS "Month", c.name AS "DealerName", c.state_code AS "State", ${family('j.family')} AS "ProductLine",
          cl.status AS "Status", 1 AS "Claims", cl.amount::float8 AS "Amount"
     ${CLAIM_FROM}
    WHERE cl.eplant_id = $1 AND cl.status <> 'Rejected' AND cl.claim_date BETWEEN $2::date AND $3::date`,
  ['plant', 'from', 'to'],
);

export const getSpifKpis = record<'getSpifKpis'>(
  `SELECT count(*) FILTER (WHERE claim_date >= date_trunc('year', current_date))::int AS "ClaimsYtd",
          coalesce(sum(amount) FILTER (WHERE claim_date >= date_trunc('year', current_date) AND status <> 'Rejected'), 0)::float8 AS "EarnedYtd",
          coalesce((SELECT sum(amount) FROM spif_payments p WHERE p.eplant_id = $1 AND p.paid_date >= date_trunc('year', current_date)), 0)::float8 AS "PaidYtd",
          coalesce(sum(amount) FILTER (WHERE status = 'Pending'), 0)::float8 AS "PendingAmount",
          coalesce(sum(amount) FILTER (WHERE status = 'Approved'), 0)::float8 AS "ApprovedUnpaid",
          (SELECT count(*) FROM spif_users su WHERE su.eplant_id = $1 AND su.active)::int AS "ActiveSalespeople"
     FROM spif_claims WHERE eplant_id = $1`,
  ['plant'],
  (q) => `Plant ${String(q.plant)} not found`,
);

export const listSpifMonthly = report<'listSpifMonthly'>(
  `SELECT to_char(m, 'YYYY-MM') AS "Month",
          (SELECT count(*) FROM spif_claims cl WHERE cl.eplant_id = $1 AND date_trunc('month', cl.claim_date) = m AND cl.status <> 'Rejected')::int AS "Claims",
          (SELECT coalesce(sum(amount), 0) FROM spif_claims cl WHERE cl.eplant_id = $1 AND date_trunc('month', cl.claim_date) = m AND cl.status <> 'Rejected')::float8 AS "Earned",
          (SELECT coalesce(sum(amount), 0) FROM spif_payments p WHERE p.eplant_id = $1 AND date_trunc('month', p.paid_date) = m)::float8 AS "Paid"
     FROM generate_series(date_trunc('month', current_date) - interval '11 months', date_trunc('month', current_date), interval '1 month') m ORDER BY 1`,
  ['plant'],
);

export const listSpifTopSalespeople = report<'listSpifTopSalespeople'>(
  `SELECT ${SALESPERSON} AS "Salesperson", c.name AS "DealerName", count(*)::int AS "Claims", sum(cl.amount)::float8 AS "Earned"
     ${CLAIM_FROM}
    WHERE cl.eplant_id = $1 AND cl.status <> 'Rejected' AND cl.claim_date > current_date - 365
    GROUP BY su.id, c.id ORDER BY "Earned" DESC LIMIT 10`,
  ['plant'],
);

const SETTINGS_SELECT = `SELECT ${sqlDate('program_start')} AS "ProgramStart", ${sqlDate('program_end')} AS "ProgramEnd", amount_gooseneck::float8 AS "AmountGooseneck",
       amount_dump::float8 AS "AmountDump", amount_deckover::float8 AS "AmountDeckover", amount_utility::float8 AS "AmountUtility",
       amount_equipment::float8 AS "AmountEquipment", amount_truck_bed::float8 AS "AmountTruckBed", claim_window_days AS "ClaimWindowDays",
       registration_required AS "RegistrationRequired" FROM spif_settings WHERE eplant_id = $1`;

export const getSpifSettings = record<'getSpifSettings'>(
  SETTINGS_SELECT,
  ['plant'],
  (q) => `SPIF settings of plant ${String(q.plant)} not found`,
);

export const updateSpifSettings: OperationHandler<'updateSpifSettings'> = async ({ db, query, body, user }) => {
  await requirePlant(db, query.plant);
  if (body.ProgramEnd < body.ProgramStart)
    throw badRequest('Program end must not be before program start', [
      { field: 'ProgramEnd', message: 'Program end must not be before program start' },
    ]);
  const updated = await db.tx((tx) =>
    tx.query(
      `UPDATE spif_settings SET program_start = $2, program_end = $3, amount_gooseneck = $4, amount_dump = $5, amount_deckover = $6, amount_utility = $7,
              amount_equipment = $8, amount_truck_bed = $9, claim_window_days = $10, registration_required = $11, updated_at = now(), updated_by = $12
        WHERE eplant_id = $1 RETURNING eplant_id`,
      [
        query.plant,
        body.ProgramStart,
        body.ProgramEnd,
        body.AmountGooseneck,
        body.AmountDump,
        body.AmountDeckover,
        body.AmountUtility,
        body.AmountEquipment,
        body.AmountTruckBed,
        body.ClaimWindowDays,
        body.RegistrationRequired,
        byName(user),
      ],
    ),
  );
  if (!updated.length) throw notFound(`SPIF settings of plant ${query.plant} not found`);
  return one<AnswerOf<'updateSpifSettings'>>(db, SETTINGS_SELECT, [query.plant]);
};

/** Pays every approved claim of one salesperson in one payment; refused without a W-9 on file. */
export const paySpifUser: OperationHandler<'paySpifUser'> = async ({ db, params, body, user }) => {
  requireTexts(body, ['Reference']);
  const person = await maybeOne<{ eplant_id: number; pay_method: string; w9_on_file: boolean; name: string }>(
    db,
    `SELECT eplant_id, pay_method, w9_on_file, first_name || ' ' || last_name AS name FROM spif_users WHERE id = $1`,
    [params.id],
  );
  if (!person) throw notFound(`SPIF salesperson ${params.id} not found`);
  if (!person.w9_on_file) throw badRequest(`${person.name} has no W-9 on file; SPIF cannot be paid`);
  return db.tx(async (tx) => {
    // Two payments of one salesperson at once take turns on the salesperson's row, so the second sees the claims the
    // first paid as Paid and finds nothing left to pay; the claims it pays are the ones it locked.
    await tx.query('SELECT id FROM spif_users WHERE id = $1 FOR UPDATE', [params.id]);
    const claims = await tx.query<{ id: number }>(
      `SELECT id FROM spif_claims WHERE spif_user_id = $1 AND status = 'Approved' FOR UPDATE`,
      [params.id],
    );
    const due = await one<{ n: number; amount: number | null }>(
      tx,
      `SELECT count(*)::int AS n, sum(amount)::float8 AS amount FROM spif_claims WHERE id = ANY($1::int[])`,
      [claims.map((c) => c.id)],
    );
    if (!due.n) throw badRequest(`${person.name} has no approved claims to pay`);
    const next = await nextDocumentNumber(
      tx,
      'spif_payment',
      `SELECT max(substring(payment_no from '^SP([0-9]+)$')::bigint) - 5000 FROM spif_payments`,
    );
    const payment = await one<{ id: number; payment_no: string; paid_date: string }>(
      tx,
      `INSERT INTO spif_payments (eplant_id, payment_no, spif_user_id, paid_date, amount, method, reference, paid_by)
       VALUES ($1, $2, $3, current_date, $4, $5, $6, $7) RETURNING id, payment_no, ${sqlDate('paid_date')} AS paid_date`,
      [
        person.eplant_id,
        `SP${5000 + next}`,
        params.id,
        due.amount,
        person.pay_method,
        body.Reference.trim(),
        byName(user),
      ],
    );
    await tx.query(
      `UPDATE spif_claims SET status = 'Paid', payment_id = $2 WHERE id = ANY($1::int[]) AND status = 'Approved'`,
      [claims.map((c) => c.id), payment.id],
    );
    return {
      PaymentNo: payment.payment_no,
      PaidDate: payment.paid_date,
      Salesperson: person.name,
      Claims: due.n,
      Amount: due.amount ?? 0,
      Method: person.pay_method,
    };
  });
};
