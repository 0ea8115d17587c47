// IT handlers (schemas/erp-api/it.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { listAssetDevices } from './listAssetDevices.js';

export const itHandlers: HandlerMap = { listAssetDevices };
