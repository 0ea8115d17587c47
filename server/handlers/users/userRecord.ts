// The User record as the API shows it, and the SPEC §5 user-form rules the server checks before any write.
import type { Queryable } from '../../db/Database.js';
import type { components } from '../../../generated/erp-api.js';
import type { BodyOf } from '../../http/OperationHandler.js';
import { notFound, type FieldError } from '../../http/HttpError.js';
import { passwordErrors } from '../../auth/passwords.js';

export const USER_COLUMNS = `guid AS "Guid", firstname AS "Firstname", lastname AS "Lastname", username AS "Username",
  email AS "Email", eplant_id AS "EplantId", employee_id AS "EmployeeId", is_active AS "Isactive",
  is_suspended AS "IsSuspended", is_super_user AS "IsSuperUser", is_dba_user AS "IsDbaUser", row_version AS "Version",
  language AS "Language"`;

export type UserRecord = components['schemas']['User'];
export type UserInput = BodyOf<'createUser'> | BodyOf<'updateUser'>;

export async function findUser(db: Queryable, guid: string): Promise<UserRecord | undefined> {
  return (await db.query<UserRecord>(`SELECT ${USER_COLUMNS} FROM users WHERE guid = $1`, [guid]))[0];
}

/** The user as the API shows it; 404 when there is none. */
export async function requireUser(db: Queryable, guid: string): Promise<UserRecord> {
  const user = await findUser(db, guid);
  if (!user) throw notFound('User not found');
  return user;
}

// Pragmatic address check: something@domain.tld without spaces; the mail server decides the rest.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const USERNAME = /^[A-Za-z0-9._-]+$/;

export interface CleanUser {
  Firstname: string;
  Lastname: string;
  Username: string;
  Email: string | null;
  EplantId: number;
  EmployeeId: number | null;
  Password: string | null;
  /** null: the plant's language on create, unchanged on update. */
  Language: 'en-US' | 'es-MX' | null;
}

/** Applies the SPEC rules; returns the cleaned values (empty email → null) or every field error at once. */
export function checkUserInput(input: UserInput, isNew: boolean): { value: CleanUser; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const value: CleanUser = {
    Firstname: text(input.Firstname),
    Lastname: text(input.Lastname),
    Username: text(input.Username),
    Email: text(input.Email) || null,
    EplantId: input.EplantId ?? 0,
    EmployeeId: input.EmployeeId ?? null,
    Password: input.Password ? input.Password : null,
    Language: input.Language ?? null,
  };
  if (!value.Firstname) errors.push({ field: 'Firstname', message: 'Name is required' });
  if (!value.Lastname) errors.push({ field: 'Lastname', message: 'LastName is required' });
  if (!value.Username) errors.push({ field: 'Username', message: 'Username is required' });
  else if (!USERNAME.test(value.Username))
    errors.push({ field: 'Username', message: 'Use only letters, digits, dots, dashes and underscores' });
  if (value.Email && !EMAIL.test(value.Email)) errors.push({ field: 'Email', message: 'Enter a valid email address' });
  if (!input.EplantId) errors.push({ field: 'EplantId', message: 'Plant is required' });
  if (isNew && !value.Password) errors.push({ field: 'Password', message: 'Password is required' });
  if (value.Password) errors.push(...passwordErrors(value.Password));
  return { value, errors };
}
