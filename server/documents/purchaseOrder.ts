// A purchase order as the vendor receives it: vendor and terms, each line with each of its releases (request and
// promise dates, quantity, unit cost, extended cost), the order total in its currency and the buyer's signature line.
import type { DocumentLayout } from './DocumentLayout.js';
import type { Messages } from './documentMessages.js';
import { formatNumber, type Reader } from './sendDocument.js';

export interface PurchaseOrderData {
  plant: number;
  poNo: string;
  /** MM/DD/YYYY */
  poDate: string;
  status: string;
  buyer: string;
  currency: string;
  vendor: string;
  vendorNo: string;
  vendorAddress: string;
  terms: string;
  releases: ReadonlyArray<{
    lineNo: number;
    itemNo: string;
    description: string;
    seq: number;
    requestDate: string;
    promiseDate: string;
    qty: number;
    uom: string;
    unitCost: number;
  }>;
}

const TEXT = {
  'en-US': {
    title: 'Purchase Order',
    po: 'PO number',
    date: 'PO date',
    status: 'Status',
    vendor: 'Vendor',
    buyer: 'Buyer',
    terms: 'Terms / currency',
    lines: 'Lines and releases',
    line: 'Line-rel.',
    item: 'Item',
    description: 'Description',
    requested: 'Requested',
    promised: 'Promised',
    qty: 'Qty',
    unitCost: 'Unit cost',
    extended: 'Extended',
    total: 'Order total',
    authorized: 'Authorized buyer',
    accepted: 'Accepted by vendor',
  },
  'es-MX': {
    title: 'Orden de compra',
    po: 'Número de orden',
    date: 'Fecha de orden',
    status: 'Estado',
    vendor: 'Proveedor',
    buyer: 'Comprador',
    terms: 'Condiciones / moneda',
    lines: 'Partidas y entregas',
    line: 'Part.-ent.',
    item: 'Artículo',
    description: 'Descripción',
    requested: 'Solicitada',
    promised: 'Prometida',
    qty: 'Cant.',
    unitCost: 'Costo unitario',
    extended: 'Importe',
    total: 'Total de la orden',
    authorized: 'Comprador autorizado',
    accepted: 'Aceptado por el proveedor',
  },
} as const satisfies Messages<string>;

export function purchaseOrder(data: PurchaseOrderData, reader: Reader): DocumentLayout {
  const t = TEXT[reader.language];
  const money = (n: number, digits = 2) => `${data.currency === 'MXN' ? 'MX$' : '$'}${formatNumber(n, digits)}`;
  const total = data.releases.reduce((sum, r) => sum + r.qty * r.unitCost, 0);
  return {
    plant: data.plant,
    language: reader.language,
    title: t.title,
    reference: data.poNo,
    headerBarcode: data.poNo,
    printedBy: reader.name,
    blocks: [
      {
        kind: 'fields',
        columns: 3,
        fields: [
          [t.po, data.poNo],
          [t.date, data.poDate],
          [t.status, data.status],
          [t.vendor, `${data.vendor} (${data.vendorNo})\n${data.vendorAddress}`],
          [t.buyer, data.buyer],
          [t.terms, `${data.terms} / ${data.currency}`],
        ],
      },
      {
        kind: 'table',
        heading: t.lines,
        fontSize: 8,
        columns: [
          { label: t.line, width: 1.1 },
          { label: t.item, width: 2.6 },
          { label: t.description, width: 3.6 },
          { label: t.requested, width: 1.7 },
          { label: t.promised, width: 1.7 },
          { label: t.qty, width: 2.1, align: 'right' },
          { label: t.unitCost, width: 1.8, align: 'right' },
          { label: t.extended, width: 2.1, align: 'right' },
        ],
        rows: data.releases.map((r) => [
          `${r.lineNo}-${r.seq}`,
          r.itemNo,
          r.description,
          r.requestDate,
          r.promiseDate || '-',
          `${formatNumber(r.qty, 2)} ${r.uom}`,
          money(r.unitCost, 4),
          money(r.qty * r.unitCost),
        ]),
      },
      { kind: 'totals', rows: [[t.total, money(total)]], strong: 0 },
      { kind: 'signatures', lines: [t.authorized, t.accepted] },
    ],
  };
}
