// The SPEC §5 user-form rules on the client, in the server's exact words (server/handlers/users/userRecord.ts and
// server/auth/passwords.ts), so bad input is refused before any call: required Name, LastName and Username, a valid
// email, and the password rules (length and confirmation always; upper, lower and digit for a new password).
import type { AdminUser, UserFormValues } from './types';
import { t, type MessageKey } from '../../../engine/kit/i18n';
import type { OperationBody } from '../../../engine/kit';

export type FormErrors = Partial<Record<keyof UserFormValues, string>>;

export const REQUIRED_LABELS = { Firstname: 'Name', Lastname: 'LastName', Username: 'Username' } as const;
export const EMAIL_MESSAGE = 'Enter a valid email address';
export const PASSWORD_RULES = {
  length: 'Password must have at least 8 symbols',
  match: 'The password do not match',
  upper: 'Add an Uppercase letter please',
  lower: 'Add a Lowercase letter please',
  digit: 'Add a number please',
} as const;
export const MIN_PASSWORD_LENGTH = 8;
export const CHANGE_PASSWORD_QUESTION = 'Do you want to change this user`s password?';

// The server's pragmatic address check: something@domain.tld without spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const LABEL_KEYS: Readonly<Record<string, MessageKey>> = {
  Name: 'users.name',
  LastName: 'users.lastName',
  Username: 'users.username',
  Plant: 'users.plant',
  Password: 'users.password',
};

/** '{label} is required' (SPEC §5) with the label as the form shows it in the portal's language. */
export function requiredMessage(label: string): string {
  const key = LABEL_KEYS[label];
  return t('validation.required', { label: key ? t(key) : label });
}

/**
 * Password messages in the order the SPEC lists them; the first one is shown. `isNew` means a new password (a new
 * user's, or a change), which must also have an uppercase letter, a lowercase letter and a digit.
 */
export function passwordMessages(
  password: string,
  confirmation: string,
  isNew = true,
): { password?: string; confirmation?: string } {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH) problems.push(t('validation.passwordLength'));
  if (isNew) {
    if (!/[A-Z]/.test(password)) problems.push(t('validation.uppercase'));
    if (!/[a-z]/.test(password)) problems.push(t('validation.lowercase'));
    if (!/[0-9]/.test(password)) problems.push(t('validation.digit'));
  }
  return {
    password: problems[0],
    confirmation: password !== confirmation ? t('validation.passwordMatch') : undefined,
  };
}

/** Every field error of the form at once; an empty object means it may be sent. */
export function validateUserForm(values: UserFormValues): FormErrors {
  const errors: FormErrors = {};
  for (const [field, label] of Object.entries(REQUIRED_LABELS) as [keyof typeof REQUIRED_LABELS, string][]) {
    if (!values[field].trim()) errors[field] = requiredMessage(label);
  }
  if (values.Email.trim() && !EMAIL.test(values.Email.trim())) errors.Email = t('validation.email');
  if (!values.EplantId) errors.EplantId = requiredMessage('Plant');
  const isNew = values.Guid === null;
  // An existing user's password is only checked when one is typed (a change); a new user needs one.
  if (isNew || values.Password || values.ConfirmPassword) {
    if (isNew && !values.Password) errors.Password = requiredMessage('Password');
    else {
      const found = passwordMessages(values.Password, values.ConfirmPassword);
      if (found.password) errors.Password = found.password;
      if (found.confirmation) errors.ConfirmPassword = found.confirmation;
    }
  }
  return errors;
}

/** SPEC §4: a new user has Guid null, is active, not suspended, not super user, not a database user. */
export function newUserValues(plant: number): UserFormValues {
  return {
    Guid: null,
    Firstname: '',
    Lastname: '',
    Username: '',
    Email: '',
    EplantId: plant,
    EmployeeId: null,
    Password: '',
    ConfirmPassword: '',
    Isactive: true,
    IsSuspended: false,
    IsSuperUser: false,
    IsDbaUser: false,
  };
}

export function formValuesOf(user: AdminUser): UserFormValues {
  return { ...user, Email: user.Email ?? '', Password: '', ConfirmPassword: '' };
}

/**
 * The body of POST /user/ (and, with the version the form loaded, of PUT /user/{guid}/): empty email sent as null,
 * Password only when set.
 */
export function userPayload(values: UserFormValues): OperationBody<'createUser'> {
  const { ConfirmPassword: _confirmation, Password, ...rest } = values;
  return {
    ...rest,
    Firstname: values.Firstname.trim(),
    Lastname: values.Lastname.trim(),
    Username: values.Username.trim(),
    Email: values.Email.trim() || null,
    ...(Password ? { Password } : {}),
  };
}
