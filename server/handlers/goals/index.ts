// Handlers of the goals area (schemas/erp-api/goals.yaml), by operationId.
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getGoalSetup, saveGoalSetup } from './goalSetup.js';
import {
  getGoalSummary,
  listDynamicGoals,
  listForemanGoals,
  listGoalAttainment,
  listGoalDays,
  listGoalRawOperations,
} from './goals.js';

export const goalsHandlers: HandlerMap = {
  getGoalSetup,
  saveGoalSetup,
  getGoalSummary,
  listDynamicGoals,
  listForemanGoals,
  listGoalAttainment,
  listGoalDays,
  listGoalRawOperations,
};
