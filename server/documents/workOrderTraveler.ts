// The traveler of a work order: the job (unit, VIN, config, dates), its routing operations in sequence with a
// sign-off column for the floor, the materials its bill of materials calls for, and the work order's Code 128 so a
// station scans it instead of typing it.
import type { DocumentLayout } from './DocumentLayout.js';
import type { Messages } from './documentMessages.js';
import { formatNumber, type Reader } from './sendDocument.js';

export interface WorkOrderTravelerData {
  plant: number;
  workorderNumber: string;
  vin: string | null;
  partNo: string;
  description: string;
  configCode: string;
  status: string;
  qty: number;
  /** MM/DD/YYYY */
  startDate: string;
  dueDate: string;
  operations: ReadonlyArray<{ seq: number; workCenter: string; operation: string; stdHours: number; status: string }>;
  materials: ReadonlyArray<{ seq: number; itemNo: string; description: string; qtyPer: number; uom: string }>;
}

const TEXT = {
  'en-US': {
    title: 'Work Order Traveler',
    workOrder: 'Work order',
    vin: 'VIN',
    part: 'Part number',
    description: 'Description',
    config: 'Config code',
    status: 'Status',
    qty: 'Quantity',
    start: 'Start date',
    due: 'Due date',
    routing: 'Routing',
    seq: 'Seq',
    workCenter: 'Work center',
    operation: 'Operation',
    stdHours: 'Std hours',
    signOff: 'Done by / date',
    materials: 'Materials',
    item: 'Item',
    qtyPer: 'Qty per',
    required: 'Required',
    uom: 'UOM',
    noMaterials: 'No bill of materials for this part.',
    total: 'Total',
    signatures: 'Release and final inspection',
    supervisor: 'Production supervisor',
    inspector: 'Final inspection',
  },
  'es-MX': {
    title: 'Viajero de orden de trabajo',
    workOrder: 'Orden de trabajo',
    vin: 'VIN',
    part: 'Número de parte',
    description: 'Descripción',
    config: 'Código de configuración',
    status: 'Estado',
    qty: 'Cantidad',
    start: 'Fecha de inicio',
    due: 'Fecha compromiso',
    routing: 'Ruta de fabricación',
    seq: 'Sec.',
    workCenter: 'Centro de trabajo',
    operation: 'Operación',
    stdHours: 'Horas estándar',
    signOff: 'Realizó / fecha',
    materials: 'Materiales',
    item: 'Artículo',
    qtyPer: 'Cant. por unidad',
    required: 'Requerido',
    uom: 'UM',
    noMaterials: 'Esta parte no tiene lista de materiales.',
    total: 'Total',
    signatures: 'Liberación e inspección final',
    supervisor: 'Supervisor de producción',
    inspector: 'Inspección final',
  },
} as const satisfies Messages<string>;

export function workOrderTraveler(data: WorkOrderTravelerData, reader: Reader): DocumentLayout {
  const t = TEXT[reader.language];
  const hours = data.operations.reduce((sum, o) => sum + o.stdHours, 0);
  return {
    plant: data.plant,
    language: reader.language,
    title: t.title,
    reference: data.workorderNumber,
    headerBarcode: data.workorderNumber,
    printedBy: reader.name,
    blocks: [
      {
        kind: 'fields',
        columns: 3,
        fields: [
          [t.workOrder, data.workorderNumber],
          [t.vin, data.vin ?? '-'],
          [t.status, data.status],
          [t.part, data.partNo],
          [t.description, data.description],
          [t.config, data.configCode],
          [t.qty, String(data.qty)],
          [t.start, data.startDate || '-'],
          [t.due, data.dueDate],
        ],
      },
      {
        kind: 'table',
        heading: t.routing,
        columns: [
          { label: t.seq, width: 0.8 },
          { label: t.workCenter, width: 3 },
          { label: t.operation, width: 3.5 },
          { label: t.stdHours, width: 1.6, align: 'right' },
          { label: t.signOff, width: 2.6 },
        ],
        rows: data.operations.map((o) => [
          String(o.seq),
          o.workCenter,
          o.operation,
          formatNumber(o.stdHours),
          '______________',
        ]),
        footer: ['', t.total, '', formatNumber(hours), ''],
      },
      {
        kind: 'table',
        heading: t.materials,
        columns: [
          { label: t.seq, width: 0.8 },
          { label: t.item, width: 2.4 },
          { label: t.description, width: 4.4 },
          { label: t.qtyPer, width: 1.6, align: 'right' },
          { label: t.required, width: 1.6, align: 'right' },
          { label: t.uom, width: 0.9 },
        ],
        rows: data.materials.map((m) => [
          String(m.seq),
          m.itemNo,
          m.description,
          formatNumber(m.qtyPer, 2),
          formatNumber(m.qtyPer * data.qty, 2),
          m.uom,
        ]),
        empty: t.noMaterials,
      },
      { kind: 'signatures', heading: t.signatures, lines: [t.supervisor, t.inspector] },
    ],
  };
}
