// Shapes of the user-administration calls (schemas/erp-api/users.yaml), as the screens under Admin/users read them.

/** SPEC §3 User, as GET /user and GET /user/{guid}/ answer it. */
export interface AdminUser {
  Guid: string;
  Firstname: string;
  Lastname: string;
  Username: string;
  Email: string | null;
  EplantId: number;
  EmployeeId: number | null;
  Isactive: boolean;
  IsSuspended: boolean;
  IsSuperUser: boolean;
  IsDbaUser: boolean;
}

/** What the user form edits; a new user has Guid null (SPEC §4). */
export interface UserFormValues {
  Guid: string | null;
  Firstname: string;
  Lastname: string;
  Username: string;
  Email: string;
  EplantId: number;
  EmployeeId: number | null;
  Password: string;
  ConfirmPassword: string;
  Isactive: boolean;
  IsSuspended: boolean;
  IsSuperUser: boolean;
  IsDbaUser: boolean;
}

/** SPEC §3 Role tree node. */
export interface RoleTreeNode {
  dbIcon: string;
  elementType: 'area' | 'route' | 'role';
  hasRole: boolean;
  icon: string;
  iconColor: string;
  id: number;
  label: string;
  roles: string[];
  uniqId: string;
  path?: string | null;
  children: RoleTreeNode[];
}

export interface UserGroup {
  Id: number;
  Name: string;
}

export interface GroupMember {
  Guid: string;
  Name: string;
  Username: string;
  Isactive: boolean;
}

export interface UserOption {
  name: string;
  Guid: string;
}

export interface PlantRow {
  Id: number;
  Name: string;
}

export interface EmployeeRow {
  Id: number;
  Name: string;
  EmployeeNumber: string;
}

export interface OkResult {
  ok: boolean;
  message?: string;
}
