// The user-administration calls by operationId (schemas/erp-api/users.yaml, session.yaml) and their query keys, so
// every part of the user dialog reads and invalidates the same cache entries.
import { callOperation, withLoadingOverlay, type OperationBody } from '../../../engine/kit';

export const userKeys = {
  list: (plant: number, includeInactive: boolean) => ['useradmin', 'users', plant, includeInactive] as const,
  users: ['useradmin', 'users'] as const,
  user: (guid: string) => ['useradmin', 'user', guid] as const,
  roleTree: (guid: string) => ['useradmin', 'role-tree', guid] as const,
  userGroups: (guid: string) => ['useradmin', 'user-groups', guid] as const,
  groups: (plant: number) => ['useradmin', 'groups', plant] as const,
  members: (groupId: number) => ['useradmin', 'members', groupId] as const,
  logs: (kind: 'login' | 'route', guid: string, from: string, to: string) =>
    ['useradmin', kind, guid, from, to] as const,
};

export const userAdminApi = {
  listUsers: (plant: number, includeInactive: boolean) =>
    callOperation('listUsers', includeInactive ? { plant } : { plant, active: true }),
  getUser: (guid: string) => callOperation('getUser', { guid }),
  createUser: (body: OperationBody<'createUser'>) => callOperation('createUser', {}, body),
  updateUser: (guid: string, body: OperationBody<'updateUser'>) => callOperation('updateUser', { guid }, body),
  // Creating or dropping the PostgreSQL login and saving a role tree are long writes: a reload half-way would leave the
  // user unsure what was applied, so they run behind the loading overlay that refuses reload, close and navigation.
  setDbaUser: (Guid: string, IsDbaUser: boolean, Password?: string) =>
    withLoadingOverlay(() => callOperation('setDbaUser', {}, { Guid, IsDbaUser, ...(IsDbaUser ? { Password } : {}) })),
  blockToken: (guid: string) => callOperation('blockToken', { guid }),
  roleTree: (guid: string) => callOperation('getRoleTreeByUser', { Guid: guid }),
  updateRoles: (guid: string, ids: number[]) =>
    withLoadingOverlay(() => callOperation('updateUserRoles', {}, { Guid: guid, UserChekedRules: ids })),
  usersToCopy: () => callOperation('listUsersToCopy'),
  groups: (plant: number) => callOperation('listUserGroups', { plant }),
  userGroups: (guid: string) => callOperation('getUserGroups', { guid }),
  addToGroup: (guid: string, groupId: number) =>
    callOperation('addUserToGroup', {}, { Guid: guid, UserGroupId: groupId }),
  removeFromGroup: (guid: string, groupId: number) =>
    callOperation('removeUserFromGroup', {}, { Guid: guid, UserGroupId: groupId }),
  createGroup: (name: string, plant: number) => callOperation('createUserGroup', {}, { Name: name, EplantId: plant }),
  renameGroup: (id: number, name: string) => callOperation('renameUserGroup', { id }, { Name: name }),
  deleteGroup: (id: number) => callOperation('deleteUserGroup', { id }),
  groupMembers: (id: number) => callOperation('listGroupMembers', { id }),
  loginLogs: (guid: string, startDate: string, endDate: string) =>
    callOperation('listLoginLogs', { guid, startDate, endDate }),
  routeLogs: (guid: string, startDate: string, endDate: string) =>
    callOperation('listRouteLogs', { guid, startDate, endDate }),
  plants: () => callOperation('listPlants'),
  employees: (plant: number) => callOperation('listEmployees', { plant }),
};
