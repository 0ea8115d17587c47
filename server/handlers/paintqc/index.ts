// Paint QC handlers (schemas/erp-api/paintqc.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { addPaintQcBed, addPaintQcTrailer } from './savePaintQc.js';
import { lookupPaintQc } from './lookupPaintQc.js';
import { listPaintQcChecks } from './listPaintQcChecks.js';
import { listPaintQcUnits } from './listPaintQcUnits.js';

export const paintQcHandlers: HandlerMap = {
  addPaintQcTrailer,
  addPaintQcBed,
  lookupPaintQc,
  listPaintQcChecks,
  listPaintQcUnits,
};
