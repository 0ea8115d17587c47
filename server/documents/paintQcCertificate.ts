// The paint QC certificate of a unit (replaces the one-page paint QC report): the unit, who measured it and when,
// each reading at its numbered point against the 0.1–10.99 mils range with its result, the serials of a trailer,
// the comments, the work order's barcode and the inspector's signature line.
import type { DocumentLayout } from './DocumentLayout.js';
import { COMMON, fill, type Messages } from './documentMessages.js';
import type { Reader } from './sendDocument.js';

export interface PaintQcCertificateData {
  plant: number;
  type: 'trailer' | 'bed';
  workorderNumber: string;
  vin: string | null;
  partNo: string;
  configCode: string | null;
  /** MM/DD/YYYY */
  inputDate: string;
  /** 'MM/DD/YYYY HH:mm <time zone>' on the plant's clock. */
  measured: string;
  inspector: string | null;
  comments: string | null;
  readings: ReadonlyArray<{ point: PointKey; value: number | null }>;
  serials: { frontAxle: string | null; middleAxle: string | null; rearAxle: string | null; powerUnit: string | null };
  range: { min: number; max: number };
}

const TEXT = {
  'en-US': {
    title: 'Paint QC Certificate',
    workOrder: 'Work order',
    vin: 'VIN',
    partNo: 'Part number',
    configCode: 'Config code',
    unitType: 'Unit type',
    trailer: 'Trailer',
    bed: 'Truck bed',
    inputDate: 'Input date',
    inspector: 'Inspector',
    measured: 'Measured',
    readings: 'Paint thickness (mils) - accepted range {min} to {max}',
    point: 'Measuring point',
    reading: 'Reading',
    result: 'Result',
    inRange: 'In range',
    outOfRange: 'Out of range',
    summary: 'Thinnest {min} - Thickest {max} - Average {avg}',
    serials: 'Serials',
    frontAxle: 'Front axle',
    middleAxle: 'Middle axle',
    rearAxle: 'Rear axle',
    powerUnit: 'Power unit',
    comments: 'Comments',
    signatures: 'Certified by',
    qcInspector: 'QC inspector',
    front: '1  Front',
    frontRack: '1  Front (headache rack)',
    driveSide: '2  Drive side',
    rear: '3  Rear',
    passengerSide: '4  Passenger side',
    ibeam: '5  I-beam / gooseneck',
    floor: '5  Floor',
    fender: '6  Fender',
    hitchPlate: '6  Hitch plate',
    underFrame: '7  Under frame',
  },
  'es-MX': {
    title: 'Certificado de calidad de pintura',
    workOrder: 'Orden de trabajo',
    vin: 'VIN',
    partNo: 'Número de parte',
    configCode: 'Código de configuración',
    unitType: 'Tipo de unidad',
    trailer: 'Remolque',
    bed: 'Plataforma de camión',
    inputDate: 'Fecha de captura',
    inspector: 'Inspector',
    measured: 'Medición',
    readings: 'Espesor de pintura (milésimas) - rango aceptado de {min} a {max}',
    point: 'Punto de medición',
    reading: 'Lectura',
    result: 'Resultado',
    inRange: 'Dentro de rango',
    outOfRange: 'Fuera de rango',
    summary: 'Mínimo {min} - Máximo {max} - Promedio {avg}',
    serials: 'Números de serie',
    frontAxle: 'Eje delantero',
    middleAxle: 'Eje central',
    rearAxle: 'Eje trasero',
    powerUnit: 'Unidad de potencia',
    comments: 'Comentarios',
    signatures: 'Certificado por',
    qcInspector: 'Inspector de calidad',
    front: '1  Frente',
    frontRack: '1  Frente (protector de cabina)',
    driveSide: '2  Lado del conductor',
    rear: '3  Parte trasera',
    passengerSide: '4  Lado del pasajero',
    ibeam: '5  Viga I / cuello de ganso',
    floor: '5  Piso',
    fender: '6  Salpicadera',
    hitchPlate: '6  Placa de enganche',
    underFrame: '7  Bajo el chasis',
  },
} as const satisfies Messages<string>;

export type PointKey = keyof (typeof TEXT)['en-US'] &
  (
    | 'front'
    | 'frontRack'
    | 'driveSide'
    | 'rear'
    | 'passengerSide'
    | 'ibeam'
    | 'floor'
    | 'fender'
    | 'hitchPlate'
    | 'underFrame'
  );

export function paintQcCertificate(data: PaintQcCertificateData, reader: Reader): DocumentLayout {
  const t = TEXT[reader.language];
  const common = COMMON[reader.language];
  const values = data.readings.map((r) => r.value).filter((v): v is number => v !== null);
  const ok = data.readings.map((r) => r.value !== null && r.value >= data.range.min && r.value <= data.range.max);
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
        fields: [
          [t.workOrder, data.workorderNumber],
          [t.vin, data.vin ?? ''],
          [t.partNo, data.partNo],
          [t.configCode, data.configCode ?? ''],
          [t.unitType, data.type === 'bed' ? t.bed : t.trailer],
          [t.inputDate, data.inputDate],
          [t.inspector, data.inspector ?? ''],
          [t.measured, data.measured],
        ],
      },
      {
        kind: 'table',
        heading: fill(t.readings, data.range),
        columns: [
          { label: t.point, width: 5 },
          { label: t.reading, width: 2, align: 'right' },
          { label: t.result, width: 3, verdict: true },
        ],
        rows: data.readings.map((r, i) => [
          t[r.point],
          r.value === null ? '-' : r.value.toFixed(2),
          ok[i] ? t.inRange : t.outOfRange,
        ]),
        ok,
      },
      ...(values.length
        ? [
            {
              kind: 'text' as const,
              text: fill(t.summary, {
                min: Math.min(...values).toFixed(2),
                max: Math.max(...values).toFixed(2),
                avg: (values.reduce((x, y) => x + y, 0) / values.length).toFixed(2),
              }),
            },
          ]
        : []),
      ...(data.type === 'trailer'
        ? [
            {
              kind: 'fields' as const,
              heading: t.serials,
              columns: 4 as const,
              fields: [
                [t.frontAxle, data.serials.frontAxle ?? '-'],
                [t.middleAxle, data.serials.middleAxle ?? '-'],
                [t.rearAxle, data.serials.rearAxle ?? '-'],
                [t.powerUnit, data.serials.powerUnit ?? '-'],
              ] as const,
            },
          ]
        : []),
      { kind: 'text', heading: t.comments, text: data.comments?.trim() || common.none },
      { kind: 'signatures', heading: t.signatures, lines: [t.qcInspector] },
    ],
  };
}
