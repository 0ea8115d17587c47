// Paint QC client rules: the 0.1–10.99 range with the SPEC hint, the save payloads of SPEC §3 per type, and the
// reference drawing chosen by the first three characters of the part number.
import { describe, expect, it } from 'vitest';
import {
  entryErrors,
  entryFromRecord,
  parseReading,
  READING_HINT,
  readingError,
  saveRequest,
  type PaintQcRecord,
} from '../../../screens/QC/paintqc/paintReadings';
import { drawingFor } from '../../../screens/QC/paintqc/drawings/ReferenceDrawing';

const user = { Guid: '6f1c1b9e-5d1a-4c77-9a55-3f0f3a1c2b10', Firstname: 'Rhonda', Lastname: 'Pruitt' };
const trailer: PaintQcRecord = {
  Type: 'trailer',
  WorkOrderId: 'WO-1',
  WorkorderNumber: 'WO-1',
  VIN: '5NRG3020S0B000001',
  PartNo: 'GN1030-22K',
  ConfigCode: 'GN-BK-MR',
  DateInput: '2026-10-01',
  Plant: 2,
  Comments: null,
  PaintMM1Front: 3.5,
  PaintMM2DriveSide: null,
  PaintMM3Rear: null,
  PaintMM4PassengerSide: null,
  PaintMM6: null,
  FrontAxleSerial: 'AX-1',
};

describe('paint readings', () => {
  it('accepts 0.1 and 10.99 and gives the SPEC hint for 0.05, 11, empty and text', () => {
    expect(READING_HINT).toBe('Min Number: 0.1 and Max Number: 10.99, Please');
    expect(readingError('0.1')).toBeNull();
    expect(readingError('10.99')).toBeNull();
    for (const bad of ['0.05', '11', '', 'abc', '1.2.3', '-1']) expect(readingError(bad)).toBe(READING_HINT);
    expect(parseReading('4,5')).toBe(4.5);
  });

  it('marks every invalid reading of the type and builds the trailer payload with UserName', () => {
    const entry = entryFromRecord(trailer);
    expect(entry.PaintMM1Front).toBe('3.5');
    expect(Object.keys(entryErrors('trailer', entry))).toEqual([
      'PaintMM2DriveSide',
      'PaintMM3Rear',
      'PaintMM4PassengerSide',
      'PaintMM5IBeamGooseNeck',
      'PaintMM6',
    ]);
    const full = {
      ...entry,
      PaintMM2DriveSide: '2',
      PaintMM3Rear: '3',
      PaintMM4PassengerSide: '4',
      PaintMM5IBeamGooseNeck: '5',
      PaintMM6: '6',
      RearAxleSerial: ' ',
    };
    expect(entryErrors('trailer', full)).toEqual({});
    expect(saveRequest(trailer, full, user, 2)).toEqual({
      operationId: 'addPaintQcTrailer',
      body: {
        WorkorderNumber: 'WO-1',
        VIN: trailer.VIN,
        DateInput: '2026-10-01',
        PartNo: 'GN1030-22K',
        PaintMM1Front: 3.5,
        PaintMM2DriveSide: 2,
        PaintMM3Rear: 3,
        PaintMM4PassengerSide: 4,
        PaintMM5IBeamGooseNeck: 5,
        PaintMM6: 6,
        FrontAxleSerial: 'AX-1',
        MiddleAxleSerial: null,
        RearAxleSerial: null,
        PowerUnitSerial: null,
        Comments: null,
        Plant: 2,
        Guid: user.Guid,
        UserName: 'Rhonda Pruitt',
      },
    });
  });

  it('builds the bed payload with PaintMM5Floor and PaintMM7 and no serials or UserName', () => {
    const bed: PaintQcRecord = { ...trailer, Type: 'bed', PartNo: 'TBS84-DRW' };
    const entry = {
      Comments: 'ok',
      PaintMM1Front: '1',
      PaintMM2DriveSide: '2',
      PaintMM3Rear: '3',
      PaintMM4PassengerSide: '4',
      PaintMM5Floor: '5',
      PaintMM6: '6',
      PaintMM7: '7',
    };
    const { operationId, body: payload } = saveRequest(bed, entry, user, 3);
    expect(operationId).toBe('addPaintQcBed');
    expect(payload).toMatchObject({ PaintMM5Floor: 5, PaintMM7: 7, Plant: 3, Comments: 'ok' });
    expect(payload).not.toHaveProperty('UserName');
    expect(payload).not.toHaveProperty('FrontAxleSerial');
  });

  it('chooses the reference drawing by the first three characters of the part number', () => {
    expect(drawingFor('GN1030-22K', 'trailer')).toMatchObject({ kind: 'gooseneck', variant: 'flatbed', prefix: 'GN1' });
    expect(drawingFor('DG9616-16K', 'trailer')).toMatchObject({ kind: 'gooseneck', variant: 'dump' });
    expect(drawingFor('UT7712-3K', 'trailer')).toMatchObject({ kind: 'bumperPull', variant: 'utility' });
    expect(drawingFor('TBD60-SRW', 'bed')).toMatchObject({ kind: 'bed', variant: 'dump', prefix: 'TBD' });
    expect(drawingFor('ZZ9', 'bed')).toMatchObject({ kind: 'bed' });
  });
});
