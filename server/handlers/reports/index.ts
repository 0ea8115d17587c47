// Handlers scaffolded by npm run new:screen: one file per report operation, each a stub to replace with the
// report's real query. Registered once in server/handlers/index.ts.
import type { HandlerMap } from '../../http/OperationHandler.js';

export const reportHandlers: HandlerMap = {};
