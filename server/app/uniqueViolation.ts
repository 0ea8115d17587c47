// The one place a unique violation (SQLSTATE 23505) becomes an answer: the caller tried to store something that
// already exists, usually because two requests raced past a "look first" check, so it is a 409 naming the field,
// never a 500. The message names the field only, never the database's text (which quotes the stored value).
import { sqlState } from './databaseInputError.js';

export interface UniqueConflict {
  field: string;
  message: string;
}

/** Each natural key's constraint: the contract field it guards and what the user is told. */
const KEYS: Record<string, UniqueConflict> = {
  users_username_lower: { field: 'Username', message: 'This username is already taken' },
  user_groups_plant_name_lower: { field: 'Name', message: 'A group with this name already exists' },
  employees_eplant_id_employee_number_key: {
    field: 'EmployeeNumber',
    message: 'This employee number is already used in this plant',
  },
  unit_serials_serial_no_key: { field: 'SerialNo', message: 'This serial number is already assigned to a unit' },
  unit_serials_serial_upper: { field: 'SerialNo', message: 'This serial number is already assigned to a unit' },
  portal_db_roles_role_name_key: { field: 'Username', message: 'A database login with this name already exists' },
  portal_db_roles_pkey: { field: 'Guid', message: 'This user already has a database login' },
  machines_plant_code_upper: { field: 'Code', message: 'This machine code is already used in this plant' },
  machines_eplant_id_code_key: { field: 'Code', message: 'This machine code is already used in this plant' },
  customers_cust_no_key: { field: 'CustomerNo', message: 'This dealer code is already used' },
  dealer_users_username_key: { field: 'Username', message: 'This dealer portal username is already taken' },
  paint_qc_records_plant_wo_type: {
    field: 'WorkorderNumber',
    message: 'This work order already has a paint QC record; reload it to change it',
  },
  cycle_count_lines_count_item_location: {
    field: 'ItemNo',
    message: 'This item is already counted at this location in this cycle count',
  },
  spif_payments_payment_no_key: { field: 'PaymentNo', message: 'This payment number is already used' },
};

/** The 409 answer of a unique violation, or undefined for any other error. */
export function uniqueConflict(error: unknown): UniqueConflict | undefined {
  if (sqlState(error) !== '23505') return undefined;
  const constraint =
    typeof error === 'object' && error !== null && 'constraint' in error && typeof error.constraint === 'string'
      ? error.constraint
      : '';
  const known = KEYS[constraint];
  if (known) return known;
  // A key not listed above: its columns (never its values) from "Key (a, b)=(…) already exists."
  const detail =
    typeof error === 'object' && error !== null && 'detail' in error && typeof error.detail === 'string'
      ? error.detail
      : '';
  const columns = /^Key \(([^)]*(?:\([^)]*\))?[^)]*)\)=/.exec(detail)?.[1] ?? constraint;
  return { field: columns || 'record', message: 'A record with this value already exists' };
}
