// A dealer's invoice (drawn by the document renderer): bill-to, dates and order, its units with VIN and
// amount (every line, across pages), and the totals down to the balance due.
import type { DocumentLayout } from './DocumentLayout.js';
import type { Messages } from './documentMessages.js';
import { formatNumber, type Reader } from './sendDocument.js';

export interface DealerInvoiceData {
  plant: number;
  invoiceNo: string;
  /** MM/DD/YYYY */
  invoiceDate: string;
  dueDate: string;
  dealer: string;
  custNo: string;
  address: string;
  city: string;
  coNum: string | null;
  currency: string;
  amount: number;
  tax: number;
  total: number;
  paid: number;
  lines: ReadonlyArray<{ itemNo: string; vin: string | null; qty: number; amount: number }>;
}

const TEXT = {
  'en-US': {
    title: 'Invoice',
    billTo: 'Bill to',
    date: 'Date',
    due: 'Due',
    order: 'Order',
    model: 'Model',
    vin: 'VIN',
    qty: 'Qty',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
  },
  'es-MX': {
    title: 'Factura',
    billTo: 'Facturar a',
    date: 'Fecha',
    due: 'Vencimiento',
    order: 'Pedido',
    model: 'Modelo',
    vin: 'VIN',
    qty: 'Cant.',
    amount: 'Importe',
    subtotal: 'Subtotal',
    tax: 'Impuesto',
    total: 'Total',
    paid: 'Pagado',
    balance: 'Saldo pendiente',
  },
} as const satisfies Messages<string>;

export function dealerInvoice(data: DealerInvoiceData, reader: Reader): DocumentLayout {
  const t = TEXT[reader.language];
  const money = (n: number) => `${data.currency === 'MXN' ? 'MX$' : '$'}${formatNumber(n)}`;
  return {
    plant: data.plant,
    language: reader.language,
    title: `${t.title} ${data.invoiceNo}`,
    printedBy: reader.name,
    blocks: [
      {
        kind: 'fields',
        fields: [
          [t.billTo, `${data.dealer} (${data.custNo})\n${data.address}\n${data.city}`],
          [t.date, data.invoiceDate],
          [t.order, data.coNum ?? '-'],
          [t.due, data.dueDate],
        ],
      },
      {
        kind: 'table',
        columns: [
          { label: t.model, width: 3 },
          { label: t.vin, width: 4 },
          { label: t.qty, width: 1, align: 'right' },
          { label: t.amount, width: 2, align: 'right' },
        ],
        rows: data.lines.map((l) => [l.itemNo, l.vin ?? '', String(l.qty), money(l.amount)]),
      },
      {
        kind: 'totals',
        rows: [
          [t.subtotal, money(data.amount)],
          [t.tax, money(data.tax)],
          [t.total, money(data.total)],
          [t.paid, money(data.paid)],
          [t.balance, money(data.total - data.paid)],
        ],
        strong: 4,
      },
    ],
  };
}
