// The papers that travel with a trailer load: the packing list (every unit with its VIN as a Code 128 barcode, model,
// work order and weight, the total) followed by the bill of lading (shipper, consignee, carrier, driver, seal, the
// freight described by count and weight) and the signature lines of shipper, carrier and consignee. The load
// number's barcode heads the first page.
import type { DocumentBlock, DocumentLayout } from './DocumentLayout.js';
import { fill, type Messages } from './documentMessages.js';
import { formatNumber, type Reader } from './sendDocument.js';

export interface LoadPackingListData {
  plant: number;
  loadNo: string;
  /** MM/DD/YYYY, or '' when not scheduled. */
  shipDate: string;
  status: string;
  dealer: string;
  dealerNo: string;
  shipTo: string;
  carrier: string | null;
  scac: string | null;
  mcNumber: string | null;
  driver: string | null;
  bolNumber: string | null;
  seal: string | null;
  units: ReadonlyArray<{
    position: number;
    vin: string;
    workorder: string;
    partNo: string;
    description: string;
    weightLb: number | null;
  }>;
}

const TEXT = {
  'en-US': {
    title: 'Packing List / Bill of Lading',
    load: 'Load',
    shipDate: 'Ship date',
    status: 'Status',
    consignee: 'Consignee (ship to)',
    carrier: 'Carrier',
    scac: 'SCAC / MC',
    driver: 'Driver',
    bol: 'Bill of lading no.',
    seal: 'Seal no.',
    packingList: 'Packing list - {count} units',
    position: '#',
    vin: 'VIN',
    workorder: 'Work order',
    model: 'Model',
    weight: 'Weight (lb)',
    total: 'Total',
    billOfLading: 'Bill of lading',
    shipper: 'Shipper',
    freight: 'Freight',
    freightText:
      '{count} trailer units, total weight {weight} lb, as listed on the packing list. Received in good order and condition, except as noted.',
    signatures: 'Signatures',
    shipperSign: 'Shipper',
    carrierSign: 'Carrier / driver',
    consigneeSign: 'Consignee',
    Draft: 'Draft',
    Submitted: 'Submitted',
    Approved: 'Approved',
    Loaded: 'Loaded',
    Shipped: 'Shipped',
    Delivered: 'Delivered',
  },
  'es-MX': {
    title: 'Lista de empaque / Conocimiento de embarque',
    load: 'Carga',
    shipDate: 'Fecha de embarque',
    status: 'Estado',
    consignee: 'Consignatario (enviar a)',
    carrier: 'Transportista',
    scac: 'SCAC / MC',
    driver: 'Operador',
    bol: 'Núm. de conocimiento de embarque',
    seal: 'Núm. de sello',
    packingList: 'Lista de empaque - {count} unidades',
    position: '#',
    vin: 'VIN',
    workorder: 'Orden de trabajo',
    model: 'Modelo',
    weight: 'Peso (lb)',
    total: 'Total',
    billOfLading: 'Conocimiento de embarque',
    shipper: 'Remitente',
    freight: 'Mercancía',
    freightText:
      '{count} unidades (remolques), peso total {weight} lb, según la lista de empaque. Recibido en buen estado y condición, salvo lo anotado.',
    signatures: 'Firmas',
    shipperSign: 'Remitente',
    carrierSign: 'Transportista / operador',
    consigneeSign: 'Consignatario',
    Draft: 'Borrador',
    Submitted: 'Enviada',
    Approved: 'Aprobada',
    Loaded: 'Cargada',
    Shipped: 'Embarcada',
    Delivered: 'Entregada',
  },
} as const satisfies Messages<string>;

type LoadStatus = 'Draft' | 'Submitted' | 'Approved' | 'Loaded' | 'Shipped' | 'Delivered';

export function loadPackingList(data: LoadPackingListData, reader: Reader, shipper: string): DocumentLayout {
  const t = TEXT[reader.language];
  const totalWeight = data.units.reduce((sum, u) => sum + (u.weightLb ?? 0), 0);
  const count = data.units.length;
  const blank = '________________';
  const blocks: DocumentBlock[] = [
    {
      kind: 'fields',
      columns: 3,
      fields: [
        [t.load, data.loadNo],
        [t.shipDate, data.shipDate],
        [t.status, t[data.status as LoadStatus] ?? data.status],
        [t.consignee, `${data.dealer} (${data.dealerNo})\n${data.shipTo}`],
        [t.carrier, data.carrier ?? blank],
        [t.driver, data.driver ?? blank],
      ],
    },
    {
      kind: 'table',
      heading: fill(t.packingList, { count }),
      columns: [
        { label: t.position, width: 0.6 },
        { label: t.vin, width: 4.2, barcode: true },
        { label: t.workorder, width: 2 },
        { label: t.model, width: 3.2 },
        { label: t.weight, width: 1.6, align: 'right' },
      ],
      rows: data.units.map((u) => [
        String(u.position),
        u.vin,
        u.workorder,
        `${u.partNo} ${u.description}`,
        u.weightLb === null ? '-' : formatNumber(u.weightLb, 0),
      ]),
      footer: ['', t.total, '', '', formatNumber(totalWeight, 0)],
    },
    {
      kind: 'fields',
      heading: t.billOfLading,
      columns: 3,
      fields: [
        [t.shipper, shipper],
        [t.consignee, `${data.dealer}\n${data.shipTo}`],
        [t.bol, data.bolNumber ?? data.loadNo],
        [t.carrier, data.carrier ?? blank],
        [t.scac, [data.scac, data.mcNumber].filter(Boolean).join(' / ') || blank],
        [t.seal, data.seal ?? blank],
      ],
    },
    { kind: 'text', heading: t.freight, text: fill(t.freightText, { count, weight: formatNumber(totalWeight, 0) }) },
    { kind: 'signatures', heading: t.signatures, lines: [t.shipperSign, t.carrierSign, t.consigneeSign] },
  ];
  return {
    plant: data.plant,
    language: reader.language,
    title: t.title,
    reference: `${t.load} ${data.loadNo}`,
    headerBarcode: data.loadNo,
    printedBy: reader.name,
    blocks,
  };
}
