// All handlers of the Users tag (schemas/erp-api/users.yaml), merged for server/handlers/index.ts.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { setDbaUser } from './dbaUser.js';
import { groupAdminHandlers } from './groupAdminHandlers.js';
import { groupHandlers } from './groupHandlers.js';
import { logHandlers } from './logHandlers.js';
import { requestLogHandlers } from './requestLogHandlers.js';
import { roleTreeHandlers } from './roleTreeHandlers.js';
import { userHandlers } from './userHandlers.js';

export const usersHandlers: HandlerMap = {
  ...userHandlers,
  setDbaUser,
  ...logHandlers,
  ...roleTreeHandlers,
  ...groupHandlers,
  ...groupAdminHandlers,
  ...requestLogHandlers,
};
