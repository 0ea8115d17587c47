// Turns rjsf/ajv validation errors into SPEC §5's messages, and adds the cross-field rules JSON Schema cannot say
// (password confirmation, from ≤ to). Custom messages come from uiSchema: "ui:options": { "errorMessages":
// { "required": "…", "pattern": "…" } }; "matchField" names the field a confirmation must equal; "notAfter" names the
// to-date field a from-date must not pass.
import type { ErrorTransformer, FormValidation, RJSFValidationError } from '@rjsf/utils';
import { t, type MessageKey } from '../../i18n/translate';

type Schema = {
  properties?: Record<string, Schema>;
  title?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  type?: unknown;
};
type UiSchema = Record<string, unknown>;

export const MESSAGES = {
  email: 'Enter a valid email address',
  date: 'The date must have the following format: MM/dd/yyyy',
  dateRequired: 'Date is required',
  passwordLength: 'Password must have at least 8 symbols',
  passwordMatch: 'The password do not match',
  uppercase: 'Add an Uppercase letter please',
  lowercase: 'Add a Lowercase letter please',
  digit: 'Add a number please',
  iconHint: 'Enter a Font Awesome Icon Name',
} as const;

const MESSAGE_KEYS: Record<keyof typeof MESSAGES, MessageKey> = {
  email: 'validation.email',
  date: 'validation.dateFormat',
  dateRequired: 'validation.dateRequired',
  passwordLength: 'validation.passwordLength',
  passwordMatch: 'validation.passwordMatch',
  uppercase: 'validation.uppercase',
  lowercase: 'validation.lowercase',
  digit: 'validation.digit',
  iconHint: 'validation.iconHint',
};

/** A SPEC §5 message in the current locale (MESSAGES holds the English, which en-US shows verbatim). */
export function message(name: keyof typeof MESSAGES): string {
  return t(MESSAGE_KEYS[name]);
}

/** '.Address.City' / "['First Name']" → ['Address', 'City'] / ['First Name']. */
export function propertyPath(property: string | undefined): string[] {
  if (!property) return [];
  // rjsf 6 reports top-level properties without the leading dot ('Name'); nested ones as '.Address.City'.
  const normalized = /^[.[]/.test(property) ? property : `.${property}`;
  return [...normalized.matchAll(/\.([^.[\]]+)|\['([^']+)'\]|\[(\d+)\]/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

function schemaAt(schema: Schema, path: string[]): Schema | undefined {
  let node: Schema | undefined = schema;
  for (const key of path) node = node?.properties?.[key];
  return node;
}

function uiOptionsAt(uiSchema: UiSchema | undefined, path: string[]): Record<string, unknown> {
  let node: UiSchema | undefined = uiSchema;
  for (const key of path) node = node?.[key] as UiSchema | undefined;
  return (node?.['ui:options'] as Record<string, unknown> | undefined) ?? {};
}

function labelOf(schema: Schema | undefined, uiSchema: UiSchema | undefined, path: string[]): string {
  let node: UiSchema | undefined = uiSchema;
  for (const key of path) node = node?.[key] as UiSchema | undefined;
  return (node?.['ui:title'] as string | undefined) ?? schema?.title ?? path[path.length - 1] ?? t('validation.value');
}

/** One SPEC message for one validation error. */
export function messageFor(error: RJSFValidationError, rootSchema: Schema, uiSchema?: UiSchema): string {
  const path = propertyPath(error.property);
  const field = schemaAt(rootSchema, path);
  const custom = (uiOptionsAt(uiSchema, path).errorMessages as Record<string, string> | undefined)?.[error.name ?? ''];
  if (custom) return custom;
  const isDate = field?.format === 'date' || field?.format === 'date-time';
  switch (error.name) {
    case 'required':
      return isDate ? message('dateRequired') : t('validation.required', { label: labelOf(field, uiSchema, path) });
    case 'format':
      if (error.params?.format === 'email') return message('email');
      if (error.params?.format === 'date' || error.params?.format === 'date-time') return message('date');
      if (error.params?.format === 'ipv4') return t('validation.ipv4');
      return t('validation.notValid', { label: labelOf(field, uiSchema, path) });
    case 'minLength':
      // At least one character is how a schema says a loaded text (an empty string, not a missing value) is required.
      if (error.params?.limit === 1) return t('validation.required', { label: labelOf(field, uiSchema, path) });
      if (field?.format === 'password' || /password/i.test(path[path.length - 1] ?? ''))
        return message('passwordLength');
      return t('validation.minLength', { label: labelOf(field, uiSchema, path), limit: String(error.params?.limit) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      if (field?.minimum !== undefined && field?.maximum !== undefined) {
        return t('validation.range', { min: String(field.minimum), max: String(field.maximum) });
      }
      return error.name.includes('inimum')
        ? t('validation.min', { limit: String(error.params?.limit) })
        : t('validation.max', { limit: String(error.params?.limit) });
    case 'type':
      if (error.params?.type === 'number' || error.params?.type === 'integer') return t('validation.number');
      return error.message ?? t('validation.invalid');
    default:
      return error.message ?? t('validation.invalid');
  }
}

export function makeTransformErrors(rootSchema: Schema): ErrorTransformer {
  return (errors, uiSchema) =>
    errors.map((error) => {
      const message = messageFor(error, rootSchema, uiSchema as UiSchema | undefined);
      return { ...error, message, stack: message };
    });
}

/** Password strength rules of SPEC §5 for a new password: the first failing rule's message, or undefined. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < 8) return message('passwordLength');
  if (!/[A-Z]/.test(password)) return message('uppercase');
  if (!/[a-z]/.test(password)) return message('lowercase');
  if (!/\d/.test(password)) return message('digit');
  return undefined;
}

/** Cross-field rules declared in the uiSchema's top-level fields (matchField, notAfter, strongPassword). */
export function customValidate(
  formData: Record<string, unknown> | undefined,
  errors: FormValidation,
  uiSchema?: UiSchema,
) {
  const data = formData ?? {};
  for (const [field, ui] of Object.entries(uiSchema ?? {})) {
    const options = ((ui as UiSchema | undefined)?.['ui:options'] as Record<string, unknown> | undefined) ?? {};
    const value = data[field];
    const fieldErrors = (errors as unknown as Record<string, { addError(m: string): void } | undefined>)[field];
    if (!fieldErrors) continue;
    if (typeof options.matchField === 'string' && value !== data[options.matchField])
      fieldErrors.addError(message('passwordMatch'));
    if (
      typeof options.notAfter === 'string' &&
      value &&
      data[options.notAfter] &&
      String(value) > String(data[options.notAfter])
    ) {
      fieldErrors.addError(t('validation.fromAfterTo'));
    }
    if (options.strongPassword && typeof value === 'string' && value) {
      const problem = passwordProblem(value);
      if (problem && problem !== message('passwordLength')) fieldErrors.addError(problem);
    }
  }
  return errors;
}

/** Adds SPEC hints the definitions ask for by option (iconName → the Font Awesome hint and example). */
export function withHints(uiSchema: UiSchema | undefined): UiSchema | undefined {
  if (!uiSchema) return uiSchema;
  const out: UiSchema = { ...uiSchema };
  for (const [field, ui] of Object.entries(uiSchema)) {
    const options = ((ui as UiSchema | undefined)?.['ui:options'] as Record<string, unknown> | undefined) ?? {};
    if (options.iconName)
      out[field] = { 'ui:help': message('iconHint'), 'ui:placeholder': 'far fa-circle', ...(ui as UiSchema) };
  }
  return out;
}
