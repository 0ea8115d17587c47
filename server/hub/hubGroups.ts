// The realtime groups: what each one's messages refresh and who may listen. A message tells about the data of the
// operations listed for its group (the screens with `realtime: <group>` re-run them when one arrives), so a
// subscriber must be allowed to call one of them: a group's roles are the union of those operations' x-roles, read
// from the contract at start, never written twice. tests/server/hub.test.ts checks the lists against the screens.
import { listOperations, type OpenApiDocument } from '../contract/loadContract.js';

export const HUB_GROUPS = ['global', 'shopfloor', 'physical'] as const;
export type HubGroup = (typeof HUB_GROUPS)[number];

/** Groups whose messages belong to one plant; their payloads carry it as Plant. */
export const PLANT_GROUPS: ReadonlySet<HubGroup> = new Set<HubGroup>(['shopfloor', 'physical']);

/** The operations whose answers each group's messages refresh. */
export const HUB_GROUP_OPERATIONS: Record<HubGroup, readonly string[]> = {
  // Notices and system settings (maintenance flag) refresh the session user's System block.
  global: ['getUserByToken'],
  shopfloor: [
    'listWeldLineQueue',
    'listWeldLines',
    'getShopFloorStatus',
    'listShopFloorInProcess',
    'listShopFloorResourceGroups',
    'listFinishLog',
    'listPaintQcChecks',
    'getPickList',
    'listDockLoads',
    'listDockLoadUnits',
    'listPreShipQcChecks',
  ],
  physical: [
    'listPartIdentifications',
    'listPhysicalTagAudits',
    'listPhysicalFinishGoodsVariance',
    'listPhysicalProgress',
    'listCycleCountLines',
    'listCycleCountManagers',
    'listPhysicalFloorAuditors',
    'listFinishGoodsCounts',
    'listPhysicalLeaders',
  ],
};

/** Any-of roles per group (empty: any signed-in user). A listed operation missing from the contract stops the start. */
export function hubGroupRoles(doc: OpenApiDocument): Record<HubGroup, string[]> {
  const operations = new Map(listOperations(doc).map((op) => [op.operationId, op]));
  const rolesOf = (group: HubGroup): string[] => {
    const roles = new Set<string>();
    for (const id of HUB_GROUP_OPERATIONS[group]) {
      const op = operations.get(id);
      if (!op) throw new Error(`realtime group ${group}: operation ${id} is not in the contract`);
      // An operation open to every signed-in user opens the group to every signed-in user.
      if (op.roles.length === 0) return [];
      op.roles.forEach((role) => roles.add(role));
    }
    return [...roles].sort();
  };
  return { global: rolesOf('global'), shopfloor: rolesOf('shopfloor'), physical: rolesOf('physical') };
}
