// Document handlers (schemas/erp-api/documents.yaml): generated PDFs the portal shows in its File View.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getPaintQcReport } from './paintQcReport.js';

export const documentHandlers: HandlerMap = { getPaintQcReport };
