// Paint QC rules on the client, mirroring the server's (server/handlers/paintqc/paintReadings.ts): the readings of
// each unit type with their measuring points, the 0.1–10.99 range with the SPEC §5 hint (both read from the
// contract's PaintReading schema, generated/erp-limits.ts), and the save payloads of SPEC §3 (the fifth reading is
// IBeamGooseNeck on a trailer and Floor on a bed). Every field is named as a key of the contract's types, so a rename
// in the contract fails the compile here.
import type { Schemas } from '../../../engine/kit';
import { contractLimits } from '../../../engine/kit/contract';
import { t, type MessageKey } from '../../../engine/kit/i18n';

export const READING_MIN = contractLimits.PaintReading.minimum;
export const READING_MAX = contractLimits.PaintReading.maximum;
export const READING_HINT = contractLimits.PaintReading.message;

type TrailerSave = Schemas['PaintQcTrailerSave'];
type BedSave = Schemas['PaintQcBedSave'];

/** A lookup response (schemas/erp-api/paintqc.yaml PaintQcLookup). */
export type PaintQcRecord = Schemas['PaintQcLookup'];
export type PaintQcType = PaintQcRecord['Type'];
export type TrailerReadingField = keyof TrailerSave & `PaintMM${string}`;
export type BedReadingField = keyof BedSave & `PaintMM${string}`;
export type ReadingField = TrailerReadingField | BedReadingField;
export type SerialField = keyof TrailerSave & `${string}Serial`;

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

export interface ReadingDef<F extends ReadingField = ReadingField> {
  field: F;
  /** The number of the measuring point on the reference drawing. */
  point: number;
  label: string;
}

export const TRAILER_READINGS: readonly ReadingDef<TrailerReadingField>[] = [
  { field: 'PaintMM1Front', point: 1, label: 'Front' },
  { field: 'PaintMM2DriveSide', point: 2, label: 'Drive side' },
  { field: 'PaintMM3Rear', point: 3, label: 'Rear' },
  { field: 'PaintMM4PassengerSide', point: 4, label: 'Passenger side' },
  { field: 'PaintMM5IBeamGooseNeck', point: 5, label: 'I-beam / gooseneck' },
  { field: 'PaintMM6', point: 6, label: 'Fender' },
];

export const BED_READINGS: readonly ReadingDef<BedReadingField>[] = [
  { field: 'PaintMM1Front', point: 1, label: 'Front (headache rack)' },
  { field: 'PaintMM2DriveSide', point: 2, label: 'Drive side' },
  { field: 'PaintMM3Rear', point: 3, label: 'Rear' },
  { field: 'PaintMM4PassengerSide', point: 4, label: 'Passenger side' },
  { field: 'PaintMM5Floor', point: 5, label: 'Floor' },
  { field: 'PaintMM6', point: 6, label: 'Hitch plate' },
  { field: 'PaintMM7', point: 7, label: 'Under frame' },
];

export const TRAILER_SERIALS: readonly { field: SerialField; label: string }[] = [
  { field: 'FrontAxleSerial', label: 'Front Axle Serial' },
  { field: 'MiddleAxleSerial', label: 'Middle Axle Serial' },
  { field: 'RearAxleSerial', label: 'Rear Axle Serial' },
  { field: 'PowerUnitSerial', label: 'Power Unit Serial' },
];

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
    ? t('validation.range', { min: String(READING_MIN), max: String(READING_MAX) })
    : null;
}

/** What the inspector edits: readings and serials as typed text, plus the comments. */
export type PaintQcEntry = Partial<Record<ReadingField | SerialField | 'Comments', string>>;

export function entryFromRecord(record: PaintQcRecord): PaintQcEntry {
  const entry: PaintQcEntry = { Comments: record.Comments ?? '' };
  for (const r of readingsOf(record.Type)) {
    const v = record[r.field];
    entry[r.field] = typeof v === 'number' ? String(v) : '';
  }
  if (record.Type === 'trailer') {
    for (const s of TRAILER_SERIALS) entry[s.field] = record[s.field] ?? '';
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

export type SavingUser = Pick<Schemas['SessionUserData'], 'Guid' | 'Firstname' | 'Lastname'>;

/** A save as the contract types it: the operation of the record's type and its body. */
export type PaintQcSave =
  { operationId: 'addPaintQcTrailer'; body: TrailerSave } | { operationId: 'addPaintQcBed'; body: BedSave };

const textOrNull = (v: string | undefined) => (v && v.trim() ? v.trim() : null);

/** The SPEC §3 save of the record's type (call only when entryErrors is empty: every reading is then a number). */
export function saveRequest(record: PaintQcRecord, entry: PaintQcEntry, user: SavingUser, plant: number): PaintQcSave {
  const reading = (field: ReadingField) => parseReading(entry[field] ?? '') ?? Number.NaN;
  const common = {
    WorkorderNumber: record.WorkorderNumber || record.WorkOrderId,
    VIN: record.VIN,
    DateInput: record.DateInput,
    PartNo: record.PartNo,
    PaintMM1Front: reading('PaintMM1Front'),
    PaintMM2DriveSide: reading('PaintMM2DriveSide'),
    PaintMM3Rear: reading('PaintMM3Rear'),
    PaintMM4PassengerSide: reading('PaintMM4PassengerSide'),
    PaintMM6: reading('PaintMM6'),
  };
  const comments = { Comments: textOrNull(entry.Comments), Plant: plant, Guid: user.Guid };
  if (record.Type === 'bed') {
    return {
      operationId: 'addPaintQcBed',
      body: { ...common, PaintMM5Floor: reading('PaintMM5Floor'), PaintMM7: reading('PaintMM7'), ...comments },
    };
  }
  return {
    operationId: 'addPaintQcTrailer',
    body: {
      ...common,
      PaintMM5IBeamGooseNeck: reading('PaintMM5IBeamGooseNeck'),
      FrontAxleSerial: textOrNull(entry.FrontAxleSerial),
      MiddleAxleSerial: textOrNull(entry.MiddleAxleSerial),
      RearAxleSerial: textOrNull(entry.RearAxleSerial),
      PowerUnitSerial: textOrNull(entry.PowerUnitSerial),
      ...comments,
      UserName: `${user.Firstname} ${user.Lastname}`.trim(),
    },
  };
}
