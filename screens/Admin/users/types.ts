// Shapes of the user-administration calls: the contract's own (schemas/erp-api/users.yaml through the generated
// types), plus the form's values, which are the screen's and not the API's.
import { type Locale, type OperationResult, type Schemas } from '../../../engine/kit';

/** SPEC §3 User, as GET /user and GET /user/{guid}/ answer it. */
export type AdminUser = Schemas['User'];

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
  /** The version of the user record the form was loaded from; sent back so a stale save is refused (409). */
  Version?: number;
  /** The user's language; unset on a new user until chosen (the server then takes the plant's). */
  Language?: Locale;
}

/** SPEC §3 Role tree node. */
export type RoleTreeNode = Schemas['RoleTreeNode'];
export type UserGroup = Schemas['UserGroup'];
export type GroupMember = Schemas['GroupMember'];
export type UserOption = Schemas['UserOption'];
export type PlantRow = Schemas['Plant'];
export type EmployeeRow = OperationResult<'listEmployees'>[number];
export type OkResult = OperationResult<'blockToken'>;
