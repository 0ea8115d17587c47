// Paint QC rules on the client, mirroring the server's (server/handlers/paintqc/paintReadings.ts): the readings of
// each unit type with their measuring points, the 0.1–10.99 range with the SPEC §5 hint, and the save payloads of
// SPEC §3 (the fifth reading is IBeamGooseNeck on a trailer and Floor on a bed).
import { t, type MessageKey } from '../../../engine/kit/i18n';

export const READING_MIN = 0.1;
export const READING_MAX = 10.99;
export const READING_HINT = 'Min Number: 0.1 and Max Number: 10.99, Please';

export type PaintQcType = 'trailer' | 'bed';

// The catalogue keys of the readings' and serials' labels (the definitions below keep the English).
const LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  Front: 'paintqc.label.front',
  'Drive side': 'paintqc.label.drive_side',
  Rear: 'paintqc.label.rear',
  'Passenger side': 'paintqc.label.passenger_side',
  'I-beam / gooseneck': 'paintqc.label.i_beam_gooseneck',
  Fender: 'paintqc.label.fender',
  'Front (headache rack)': 'paintqc.label.front_headache_rack',
  Floor: 'paintqc.label.floor',
  'Hitch plate': 'paintqc.label.hitch_plate',
  'Under frame': 'paintqc.label.under_frame',
  'Front Axle Serial': 'paintqc.label.front_axle_serial',
  'Middle Axle Serial': 'paintqc.label.middle_axle_serial',
  'Rear Axle Serial': 'paintqc.label.rear_axle_serial',
  'Power Unit Serial': 'paintqc.label.power_unit_serial',
  'Scan barcode': 'paintqc.label.scan_barcode',
};

/** A reading's or serial's label in the portal's language. */
export function readingLabel(label: string): string {
  const key = LABEL_KEYS[label];
  return key ? t(key) : label;
}

export interface ReadingDef {
  field: string;
  /** The number of the measuring point on the reference drawing. */
  point: number;
  label: string;
}

export const TRAILER_READINGS: readonly ReadingDef[] = [
  { field: 'PaintMM1Front', point: 1, label: 'Front' },
  { field: 'PaintMM2DriveSide', point: 2, label: 'Drive side' },
  { field: 'PaintMM3Rear', point: 3, label: 'Rear' },
  { field: 'PaintMM4PassengerSide', point: 4, label: 'Passenger side' },
  { field: 'PaintMM5IBeamGooseNeck', point: 5, label: 'I-beam / gooseneck' },
  { field: 'PaintMM6', point: 6, label: 'Fender' },
];

export const BED_READINGS: readonly ReadingDef[] = [
  { field: 'PaintMM1Front', point: 1, label: 'Front (headache rack)' },
  { field: 'PaintMM2DriveSide', point: 2, label: 'Drive side' },
  { field: 'PaintMM3Rear', point: 3, label: 'Rear' },
  { field: 'PaintMM4PassengerSide', point: 4, label: 'Passenger side' },
  { field: 'PaintMM5Floor', point: 5, label: 'Floor' },
  { field: 'PaintMM6', point: 6, label: 'Hitch plate' },
  { field: 'PaintMM7', point: 7, label: 'Under frame' },
];

export const TRAILER_SERIALS = [
  { field: 'FrontAxleSerial', label: 'Front Axle Serial' },
  { field: 'MiddleAxleSerial', label: 'Middle Axle Serial' },
  { field: 'RearAxleSerial', label: 'Rear Axle Serial' },
  { field: 'PowerUnitSerial', label: 'Power Unit Serial' },
] as const;

export function readingsOf(type: PaintQcType): readonly ReadingDef[] {
  return type === 'bed' ? BED_READINGS : TRAILER_READINGS;
}

/** The typed text as a number, or null when it is not a plain decimal number (SPEC §5: inputs convert to numbers). */
export function parseReading(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d*[.,]?\d+$|^\d+[.,]$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** The SPEC hint when the text is not a reading from 0.1 to 10.99, else null. */
export function readingError(text: string): string | null {
  const value = parseReading(text);
  return value === null || value < READING_MIN || value > READING_MAX
    ? t('validation.range', { min: '0.1', max: '10.99' })
    : null;
}

/** A lookup response (schemas/erp-api/paintqc.yaml PaintQcLookup). */
export interface PaintQcRecord {
  Type: PaintQcType;
  WorkOrderId: string;
  WorkorderNumber: string;
  VIN: string;
  PartNo: string;
  ConfigCode: string | null;
  DateInput: string;
  Plant: number;
  Comments: string | null;
  UserName?: string | null;
  SavedAt?: string | null;
  [field: string]: unknown;
}

/** What the inspector edits: readings and serials as typed text, plus the comments. */
export type PaintQcEntry = Record<string, string>;

export function entryFromRecord(record: PaintQcRecord): PaintQcEntry {
  const entry: PaintQcEntry = { Comments: record.Comments ?? '' };
  for (const r of readingsOf(record.Type)) {
    const v = record[r.field];
    entry[r.field] = typeof v === 'number' ? String(v) : '';
  }
  if (record.Type === 'trailer') {
    for (const s of TRAILER_SERIALS) entry[s.field] = (record[s.field] as string | null | undefined) ?? '';
  }
  return entry;
}

/** Field → hint for every reading that is not valid; empty when the entry may be saved. */
export function entryErrors(type: PaintQcType, entry: PaintQcEntry): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const r of readingsOf(type)) {
    const error = readingError(entry[r.field] ?? '');
    if (error) errors[r.field] = error;
  }
  return errors;
}

export interface SavingUser {
  Guid: string;
  Firstname: string;
  Lastname: string;
}

const textOrNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** The SPEC §3 save payload of the record's type (call only when entryErrors is empty). */
export function savePayload(
  record: PaintQcRecord,
  entry: PaintQcEntry,
  user: SavingUser,
  plant: number,
): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    WorkorderNumber: record.WorkorderNumber || record.WorkOrderId,
    VIN: record.VIN,
    DateInput: record.DateInput,
    PartNo: record.PartNo,
  };
  for (const r of readingsOf(record.Type)) payload[r.field] = parseReading(entry[r.field] ?? '');
  if (record.Type === 'trailer') {
    for (const s of TRAILER_SERIALS) payload[s.field] = textOrNull(entry[s.field]);
  }
  payload.Comments = textOrNull(entry.Comments);
  payload.Plant = plant;
  payload.Guid = user.Guid;
  if (record.Type === 'trailer') payload.UserName = `${user.Firstname} ${user.Lastname}`.trim();
  return payload;
}

export const SAVE_OPERATION: Record<PaintQcType, 'addPaintQcTrailer' | 'addPaintQcBed'> = {
  trailer: 'addPaintQcTrailer',
  bed: 'addPaintQcBed',
};
