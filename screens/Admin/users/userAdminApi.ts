// The user-administration calls by operationId (schemas/erp-api/users.yaml, session.yaml) and their query keys, so
// every part of the user dialog reads and invalidates the same cache entries.
import { callOperation } from '../../../engine/api';
import { withLoadingOverlay } from '../../../engine/ui';
import type {
  AdminUser,
  EmployeeRow,
  GroupMember,
  OkResult,
  PlantRow,
  RoleTreeNode,
  UserGroup,
  UserOption,
} from './types';

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
    callOperation<AdminUser[]>('listUsers', includeInactive ? { plant } : { plant, active: true }),
  getUser: (guid: string) => callOperation<AdminUser>('getUser', { guid }),
  createUser: (body: Record<string, unknown>) => callOperation<AdminUser>('createUser', {}, body),
  updateUser: (guid: string, body: Record<string, unknown>) => callOperation<AdminUser>('updateUser', { guid }, body),
  // Creating or dropping the PostgreSQL login and saving a role tree are long writes: a reload half-way would leave the
  // user unsure what was applied, so they run behind the loading overlay that refuses reload, close and navigation.
  setDbaUser: (Guid: string, IsDbaUser: boolean, Password?: string) =>
    withLoadingOverlay(() =>
      callOperation<OkResult>('setDbaUser', {}, { Guid, IsDbaUser, ...(IsDbaUser ? { Password } : {}) }),
    ),
  blockToken: (guid: string) => callOperation<OkResult>('blockToken', { guid }),
  roleTree: (guid: string) => callOperation<RoleTreeNode[]>('getRoleTreeByUser', { Guid: guid }),
  updateRoles: (guid: string, ids: number[]) =>
    withLoadingOverlay(() => callOperation<OkResult>('updateUserRoles', {}, { Guid: guid, UserChekedRules: ids })),
  usersToCopy: () => callOperation<UserOption[]>('listUsersToCopy'),
  groups: (plant: number) => callOperation<UserGroup[]>('listUserGroups', { plant }),
  userGroups: (guid: string) => callOperation<UserGroup[]>('getUserGroups', { guid }),
  addToGroup: (guid: string, groupId: number) =>
    callOperation<OkResult>('addUserToGroup', {}, { Guid: guid, UserGroupId: groupId }),
  removeFromGroup: (guid: string, groupId: number) =>
    callOperation<OkResult>('removeUserFromGroup', {}, { Guid: guid, UserGroupId: groupId }),
  createGroup: (name: string, plant: number) =>
    callOperation<UserGroup>('createUserGroup', {}, { Name: name, EplantId: plant }),
  renameGroup: (id: number, name: string) => callOperation<UserGroup>('renameUserGroup', { id }, { Name: name }),
  deleteGroup: (id: number) => callOperation<OkResult>('deleteUserGroup', { id }),
  groupMembers: (id: number) => callOperation<GroupMember[]>('listGroupMembers', { id }),
  loginLogs: (guid: string, startDate: string, endDate: string) =>
    callOperation<Record<string, unknown>[]>('listLoginLogs', { guid, startDate, endDate }),
  routeLogs: (guid: string, startDate: string, endDate: string) =>
    callOperation<Record<string, unknown>[]>('listRouteLogs', { guid, startDate, endDate }),
  plants: () => callOperation<PlantRow[]>('listPlants'),
  employees: (plant: number) => callOperation<EmployeeRow[]>('listEmployees', { plant }),
};
