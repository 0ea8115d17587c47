// The plant's units as the paint QC screen keeps them on the device: offline, a VIN or work order is found in this
// list and the form opens without readings (the server keeps the newest readings when the entry arrives).
import type { OperationResult } from '../../../engine/kit';
import type { PaintQcRecord } from './paintReadings';

export type PaintQcUnit = OperationResult<'listPaintQcUnits'>[number];

export const PAINT_QC_UNITS_LOOKUP = 'paintqc-units';

/** The kept unit matching the search, as a lookup record without readings; undefined when none matches. */
export function keptUnitRecord(
  units: readonly PaintQcUnit[] | undefined,
  searchBy: 'VIN' | 'WorkOrder',
  searchValue: string,
): PaintQcRecord | undefined {
  const wanted = searchValue.trim().toUpperCase();
  const unit = units?.find((u) => (searchBy === 'VIN' ? u.VIN : u.WorkorderNumber).trim().toUpperCase() === wanted);
  if (!unit) return undefined;
  return {
    Type: unit.Type,
    WorkOrderId: unit.WorkorderNumber,
    WorkorderNumber: unit.WorkorderNumber,
    VIN: unit.VIN,
    PartNo: unit.PartNo,
    ConfigCode: unit.ConfigCode,
    DateInput: unit.DateInput,
    Plant: unit.Plant,
    PaintMM1Front: null,
    PaintMM2DriveSide: null,
    PaintMM3Rear: null,
    PaintMM4PassengerSide: null,
    PaintMM6: null,
    Comments: null,
  };
}
