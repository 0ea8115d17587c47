// A paint QC trailer save as the tests, the soak and the bench send it: one unit's identity, sample readings inside
// the SPEC range, no axle serials. Typed through the contract, so a changed save body shows here first.
import type { BodyOf } from '../http/OperationHandler.js';

export type PaintQcTrailerBody = BodyOf<'addPaintQcTrailer'>;

/** Readings of the six drawing points, in mils (inside the SPEC's allowed range). */
export const SAMPLE_READINGS = {
  PaintMM1Front: 3.1,
  PaintMM2DriveSide: 3.2,
  PaintMM3Rear: 3.3,
  PaintMM4PassengerSide: 3.4,
  PaintMM5IBeamGooseNeck: 3.5,
  PaintMM6: 3.6,
} as const;

export interface PaintQcTrailerUnit {
  WorkorderNumber: string;
  VIN: string;
  DateInput: string;
  PartNo: string;
}

export function paintQcTrailerBody(
  unit: PaintQcTrailerUnit,
  by: { Guid: string; UserName: string },
  Comments: string,
  readings: Partial<Record<keyof typeof SAMPLE_READINGS, number>> = SAMPLE_READINGS,
): PaintQcTrailerBody {
  return {
    ...unit,
    ...SAMPLE_READINGS,
    ...readings,
    FrontAxleSerial: null,
    MiddleAxleSerial: null,
    RearAxleSerial: null,
    PowerUnitSerial: null,
    Comments,
    Plant: 2,
    Guid: by.Guid,
    UserName: by.UserName,
  };
}

/** The paint QC trailer save as a request to inject (without headers). */
export function paintQcTrailerSave(...body: Parameters<typeof paintQcTrailerBody>) {
  return {
    method: 'POST' as const,
    url: '/api/ns/QC/PaintQC/tracking/trailer/add',
    payload: paintQcTrailerBody(...body),
  };
}
