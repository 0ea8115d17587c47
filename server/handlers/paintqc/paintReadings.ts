// The paint thickness rule of SPEC.md §5: every reading 0.1–10.99, re-checked on the server so a client that skips
// the form still gets the SPEC hint as the field error and nothing is written.
// The range and its hint are the contract's PaintReading schema (generated/erp-limits.ts); the reading names are keys
// of the contract's save payloads, so a rename there fails the compile here.
import type { components } from '../../../generated/erp-api.js';
import { contractLimits } from '../../../generated/erp-limits.js';
import { badRequest, type FieldError } from '../../http/HttpError.js';

export const PAINT_READING_MIN = contractLimits.PaintReading.minimum;
export const PAINT_READING_MAX = contractLimits.PaintReading.maximum;
export const PAINT_READING_HINT = contractLimits.PaintReading.message;

type TrailerSave = components['schemas']['PaintQcTrailerSave'];
type BedSave = components['schemas']['PaintQcBedSave'];

export const TRAILER_READINGS = [
  'PaintMM1Front',
  'PaintMM2DriveSide',
  'PaintMM3Rear',
  'PaintMM4PassengerSide',
  'PaintMM5IBeamGooseNeck',
  'PaintMM6',
] as const satisfies readonly (keyof TrailerSave)[];
export const BED_READINGS = [
  'PaintMM1Front',
  'PaintMM2DriveSide',
  'PaintMM3Rear',
  'PaintMM4PassengerSide',
  'PaintMM5Floor',
  'PaintMM6',
  'PaintMM7',
] as const satisfies readonly (keyof BedSave)[];

/** Throws 400 with one field error per reading that is missing, not a number or out of range. */
export function checkReadings(body: Record<string, unknown>, fields: readonly string[]): void {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = body[field];
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < PAINT_READING_MIN ||
      value > PAINT_READING_MAX
    ) {
      errors.push({ field, message: PAINT_READING_HINT });
    }
  }
  if (errors.length) throw badRequest(PAINT_READING_HINT, errors);
}
