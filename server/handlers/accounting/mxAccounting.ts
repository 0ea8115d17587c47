// Mexico accounting screens (read the MX plant's data; the screens bind plant 3): purchase and payment pólizas from the
// journal, issued CFDI invoices, CFDI payment complements of PPD invoices, CFDI credit notes for approved warranty
// claims, the monthly IVA position with its refund claim, and the SAT trial balance (balanza de comprobación).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { sqlDate, sqlTimestamp } from '../plant/plantQueries.js';
import { BOOK_RATE, book, money, monthQuery, rangeQuery, rfc } from '../shared/financeSql.js';

const POLIZA_LINE = `p.id AS "Id", j.entry_no AS "EntryNo", ${sqlDate('j.entry_date')} AS "EntryDate", ${sqlDate('j.period')} AS "Period",
  j.description AS "Concept", a.account_no AS "AccountNo", a.description AS "Account", ${money('p.debit')} AS "Debit",
  ${money('p.credit')} AS "Credit", a.currency AS "Currency", j.posted AS "Posted"`;

export const listPolizasCompras: OperationHandler<'listPolizasCompras'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH receipts AS (
       SELECT r.receipt_date, count(*)::int AS n, count(DISTINCT po.vendor_id)::int AS vendors
         FROM po_receipts r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
        WHERE r.eplant_id = $1 AND r.receipt_date BETWEEN $2::date AND $3::date GROUP BY 1
     )
     SELECT ${POLIZA_LINE}, 'Diario' AS "PolizaType", COALESCE(rc.n, 0) AS "Receipts", COALESCE(rc.vendors, 0) AS "Vendors",
            ${sqlTimestamp('j.posted_at')} AS "PostedAt"
       FROM journal_entries j JOIN gl_postings p ON p.journal_entry_id = j.id JOIN gl_accounts a ON a.id = p.account_id
       LEFT JOIN receipts rc ON rc.receipt_date = j.entry_date
      WHERE j.eplant_id = $1 AND j.source = 'AP' AND j.description LIKE 'Purchase receipts%' AND j.entry_date BETWEEN $2::date AND $3::date
      ORDER BY j.entry_date DESC, j.entry_no, p.debit DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listPolizasPagos: OperationHandler<'listPolizasPagos'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH paid AS (
       SELECT paid_date, count(*)::int AS n FROM invoices WHERE eplant_id = $1 AND paid_date BETWEEN $2::date AND $3::date GROUP BY 1
     ), received AS (
       SELECT to_char(receipt_date, 'YYYY-MM') AS month, count(*)::int AS n FROM po_receipts WHERE eplant_id = $1 GROUP BY 1
     )
     SELECT ${POLIZA_LINE},
            CASE WHEN j.source = 'AR' THEN 'Ingresos' ELSE 'Egresos' END AS "PolizaType",
            COALESCE(CASE WHEN j.source = 'AR' THEN pd.n ELSE rv.n END, 0) AS "Documents"
       FROM journal_entries j JOIN gl_postings p ON p.journal_entry_id = j.id JOIN gl_accounts a ON a.id = p.account_id
       LEFT JOIN paid pd ON j.source = 'AR' AND pd.paid_date = j.entry_date
       LEFT JOIN received rv ON j.source = 'AP' AND rv.month = right(j.description, 7)
      WHERE j.eplant_id = $1 AND j.entry_date BETWEEN $2::date AND $3::date
        AND ((j.source = 'AP' AND j.description LIKE 'Vendor payments%') OR (j.source = 'AR' AND j.description LIKE 'Customer payments%'))
      ORDER BY j.entry_date DESC, j.entry_no, p.debit DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listCfdiIssued: OperationHandler<'listCfdiIssued'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `SELECT i.invoice_no AS "InvoiceNo", CASE WHEN i.currency = 'MXN' THEN 'A' ELSE 'EXP' END AS "Serie",
            regexp_replace(i.invoice_no, '\\D', '', 'g') AS "Folio", upper(i.cfdi_uuid::text) AS "CfdiUuid", ${sqlDate('i.invoice_date')} AS "IssuedDate",
            c.cust_no AS "CustNo", c.name AS "Customer", ${rfc('c')} AS "Rfc", CASE WHEN c.country = 'MX' THEN 'G01' ELSE 'S01' END AS "UsoCfdi",
            CASE WHEN i.due_date > i.invoice_date THEN 'PPD' ELSE 'PUE' END AS "MetodoPago",
            CASE WHEN i.due_date > i.invoice_date THEN '99' ELSE '03' END AS "FormaPago", i.currency AS "Moneda",
            CASE WHEN i.currency = 'USD' THEN ${BOOK_RATE} ELSE 1 END::float8 AS "TipoCambio",
            ${money('i.amount')} AS "Subtotal", ${money('i.tax')} AS "Iva", ${money('i.total')} AS "Total",
            ${money('i.paid_amount')} AS "Paid", ${money('i.total - i.paid_amount')} AS "Balance", 'Vigente' AS "Estatus"
       FROM invoices i JOIN customers c ON c.id = i.customer_id
      WHERE i.eplant_id = $1 AND i.cfdi_uuid IS NOT NULL AND i.invoice_date BETWEEN $2::date AND $3::date
      ORDER BY i.invoice_date DESC, i.invoice_no DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listPaymentComplements: OperationHandler<'listPaymentComplements'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `SELECT upper(md5('pago:' || i.invoice_no)::uuid::text) AS "ComplementUuid", ${sqlDate('i.paid_date')} AS "PaymentDate",
            i.invoice_no AS "InvoiceNo", upper(i.cfdi_uuid::text) AS "InvoiceUuid", c.cust_no AS "CustNo", c.name AS "Customer", ${rfc('c')} AS "Rfc",
            i.currency AS "Moneda", CASE WHEN i.currency = 'USD' THEN ${BOOK_RATE} ELSE 1 END::float8 AS "TipoCambio", 1 AS "Parcialidad",
            ${money('i.total')} AS "SaldoAnterior", ${money('i.paid_amount')} AS "ImportePagado", ${money('i.total - i.paid_amount')} AS "SaldoInsoluto",
            '03' AS "FormaPago", (i.paid_date - i.due_date) AS "DaysAfterDue"
       FROM invoices i JOIN customers c ON c.id = i.customer_id
      WHERE i.eplant_id = $1 AND i.cfdi_uuid IS NOT NULL AND i.due_date > i.invoice_date
        AND i.paid_date BETWEEN $2::date AND $3::date
      ORDER BY i.paid_date DESC, i.invoice_no DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listCfdiCreditNotes: OperationHandler<'listCfdiCreditNotes'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  // A warranty credit is issued two weeks after the claim opens unless the case closed sooner; peso credits for
  // Mexican dealers carry 16 % IVA, export credits none.
  return db.query(
    `WITH notes AS (
       SELECT w.*, LEAST(COALESCE(w.closed_date, w.opened_date + 14), w.opened_date + 14) AS issued,
              c.cust_no, c.name, c.country, c.currency AS dealer_currency
         FROM warranty_cases w JOIN customers c ON c.id = w.dealer_id
        WHERE w.eplant_id = $1 AND w.status IN ('Approved', 'Closed') AND w.approved_amount > 0
     )
     SELECT upper(md5('nc:' || n.case_no)::uuid::text) AS "CreditNoteUuid", ${sqlDate('n.issued')} AS "IssuedDate", n.case_no AS "CaseNo",
            n.vin AS "Vin", n.cust_no AS "CustNo", n.name AS "Customer", inv.invoice_no AS "RelatedInvoiceNo",
            upper(inv.cfdi_uuid::text) AS "RelatedUuid", '01' AS "TipoRelacion", 'Bonificación por garantía: ' || n.category AS "Concept",
            n.dealer_currency AS "Moneda",
            ${money(`n.approved_amount * CASE WHEN n.dealer_currency = 'MXN' THEN ${BOOK_RATE} ELSE 1 END`)} AS "Subtotal",
            ${money(`n.approved_amount * CASE WHEN n.dealer_currency = 'MXN' THEN ${BOOK_RATE} * 0.16 ELSE 0 END`)} AS "Iva",
            ${money(`n.approved_amount * CASE WHEN n.dealer_currency = 'MXN' THEN ${BOOK_RATE} * 1.16 ELSE 1 END`)} AS "Total",
            n.status AS "CaseStatus"
       FROM notes n
       LEFT JOIN LATERAL (
         SELECT i.invoice_no, i.cfdi_uuid FROM invoice_lines l JOIN invoices i ON i.id = l.invoice_id
          WHERE l.vin = n.vin AND i.eplant_id = n.eplant_id ORDER BY i.invoice_date DESC LIMIT 1
       ) inv ON true
      WHERE n.issued BETWEEN $2::date AND $3::date
      ORDER BY n.issued DESC, n.case_no DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listIvaRefund: OperationHandler<'listIvaRefund'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  // IVA acreditable is the 16 % paid on purchases from Mexican vendors (temporary IMMEX imports carry none); a month
  // with more IVA paid than charged leaves a balance in favor, claimed the next month and refunded about three later.
  return db.query(
    `WITH months AS (
       SELECT generate_series(date_trunc('month', $2::date), date_trunc('month', $3::date), interval '1 month')::date AS m
     ), sales AS (
       SELECT date_trunc('month', invoice_date)::date AS m,
              COALESCE(sum(${book('amount', 'currency')}) FILTER (WHERE tax > 0), 0) AS domestic,
              COALESCE(sum(${book('amount', 'currency')}) FILTER (WHERE tax = 0), 0) AS export,
              COALESCE(sum(${book('tax', 'currency')}), 0) AS iva
         FROM invoices WHERE eplant_id = $1 AND invoice_date BETWEEN $2::date AND $3::date GROUP BY 1
     ), buys AS (
       SELECT date_trunc('month', r.receipt_date)::date AS m, sum(${book('r.qty * d.unit_cost', 'po.currency')}) AS amount
         FROM po_receipts r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
         JOIN vendors v ON v.id = po.vendor_id
        WHERE r.eplant_id = $1 AND v.country = 'MX' AND r.receipt_date BETWEEN $2::date AND $3::date GROUP BY 1
     ), pos AS (
       SELECT m.m, COALESCE(s.domestic, 0) AS domestic, COALESCE(s.export, 0) AS export, COALESCE(s.iva, 0) AS trasladado,
              COALESCE(b.amount, 0) AS purchases, COALESCE(b.amount, 0) * 0.16 AS acreditable
         FROM months m LEFT JOIN sales s ON s.m = m.m LEFT JOIN buys b ON b.m = m.m
     ), st AS (
       SELECT pos.*, GREATEST(acreditable - trasladado, 0) AS favor, GREATEST(trasladado - acreditable, 0) AS payable,
              CASE WHEN acreditable <= trasladado THEN 'Sin saldo a favor'
                   WHEN m < date_trunc('month', current_date) - interval '3 month' THEN 'Devuelta'
                   WHEN m < date_trunc('month', current_date) THEN 'Solicitada'
                   ELSE 'Por solicitar' END AS status
         FROM pos
     )
     SELECT ${sqlDate('m')} AS "Month", ${money('domestic')} AS "DomesticSales", ${money('export')} AS "ExportSales",
            ${money('trasladado')} AS "IvaTrasladado", ${money('purchases')} AS "Purchases", ${money('acreditable')} AS "IvaAcreditable",
            ${money('payable')} AS "IvaPorPagar", ${money('favor')} AS "SaldoAFavor", status AS "RefundStatus",
            ${money(`CASE WHEN status IN ('Solicitada', 'Devuelta') THEN favor ELSE 0 END`)} AS "RefundRequested",
            ${money(`CASE WHEN status = 'Devuelta' THEN favor ELSE 0 END`)} AS "RefundReceived"
       FROM st ORDER BY m DESC`,
    [q.plant, q.from, q.to],
  );
};

/** SAT grouping codes (código agrupador, Anexo 24) of the chart of accounts. */
const SAT_CODES: Record<string, string> = {
  '1000': '102.01',
  '1100': '105.01',
  '1200': '115.02',
  '1210': '115.03',
  '1220': '115.04',
  '1500': '153.01',
  '1590': '171.03',
  '2000': '201.01',
  '2100': '210.01',
  '2200': '208.01',
  '2500': '252.01',
  '3000': '301.01',
  '3100': '304.01',
  '4000': '401.01',
  '4100': '403.01',
  '5000': '501.01',
  '5010': '502.01',
  '5020': '504.01',
  '6000': '601.01',
  '6100': '601.46',
  '6200': '601.34',
  '6300': '601.61',
  '6400': '613.01',
  '6500': '601.48',
};

export const listSatTrialBalance: OperationHandler<'listSatTrialBalance'> = async ({ db, query }) => {
  const q = await monthQuery(db, query);
  const codes = Object.entries(SAT_CODES)
    .map(([no, code]) => `('${no}', '${code}')`)
    .join(', ');
  // Naturaleza: deudora (D) accounts carry debit balances, acreedora (A) credit balances; accumulated depreciation is a
  // credit-balance asset account.
  return db.query(
    `WITH sat(no, code) AS (VALUES ${codes}),
     acc AS (
       SELECT a.*, CASE WHEN a.account_type IN ('asset', 'expense') AND a.account_no <> '1590' THEN 1 ELSE -1 END AS sign
         FROM gl_accounts a WHERE a.eplant_id = $1
     ), mov AS (
       SELECT p.account_id,
              COALESCE(sum(p.debit - p.credit) FILTER (WHERE p.period < $2::date), 0) AS opening,
              COALESCE(sum(p.debit) FILTER (WHERE p.period = $2::date), 0) AS debits,
              COALESCE(sum(p.credit) FILTER (WHERE p.period = $2::date), 0) AS credits
         FROM gl_postings p WHERE p.eplant_id = $1 AND p.period <= $2::date GROUP BY 1
     )
     SELECT a.account_no AS "AccountNo", a.description AS "Description", COALESCE(s.code, '000.00') AS "CodigoAgrupador",
            CASE WHEN a.sign = 1 THEN 'D' ELSE 'A' END AS "Naturaleza", a.account_type AS "AccountType",
            ${money('a.sign * COALESCE(m.opening, 0)')} AS "OpeningBalance", ${money('COALESCE(m.debits, 0)')} AS "Debits",
            ${money('COALESCE(m.credits, 0)')} AS "Credits",
            ${money('a.sign * (COALESCE(m.opening, 0) + COALESCE(m.debits, 0) - COALESCE(m.credits, 0))')} AS "ClosingBalance",
            a.currency AS "Currency"
       FROM acc a LEFT JOIN mov m ON m.account_id = a.id LEFT JOIN sat s ON s.no = a.account_no
      ORDER BY a.account_no`,
    [q.plant, q.month],
  );
};
