// Parts handlers (schemas/erp-api/parts.yaml).
import type { HandlerMap } from '../../http/OperationHandler.js';
import { getBillOfMaterial, getCostingBomDetails } from './billOfMaterial.js';
import { getItemCosting, getItemProcessList } from './itemCosting.js';
import { filterItems, listConfigCodeOptions, listItems, searchItems } from './itemSearch.js';

export const partsHandlers: HandlerMap = {
  getBillOfMaterial,
  getCostingBomDetails,
  getItemCosting,
  getItemProcessList,
  searchItems,
  filterItems,
  listConfigCodeOptions,
  listItems,
};
