// Messages the server authors (validation, permission and sign-in errors) in the caller's language. The English text
// stays the source and the answer for en-US, exactly as the SPEC and the handlers write it; es-MX looks the whole
// message up, then the "<label> is required" family (SPEC §5) with the label translated where it is known. Field
// names in fieldErrors never change: the portal matches them to its inputs.
import type { FastifyRequest } from 'fastify';
import type { FieldError } from '../http/HttpError.js';

export type Language = 'en-US' | 'es-MX';

const ES_MX: Readonly<Record<string, string>> = {
  'Enter a valid email address': 'Ingrese un correo electrónico válido',
  'Password must have at least 8 symbols': 'La contraseña debe tener al menos 8 caracteres',
  'The password do not match': 'Las contraseñas no coinciden',
  'Add an Uppercase letter please': 'Agregue una letra mayúscula, por favor',
  'Add a Lowercase letter please': 'Agregue una letra minúscula, por favor',
  'Add a number please': 'Agregue un número, por favor',
  'Use only letters, digits, dots, dashes and underscores': 'Use solo letras, dígitos, puntos, guiones y guiones bajos',
  'This username is already taken': 'Este nombre de usuario ya está en uso',
  'Choose an existing plant': 'Elija una planta existente',
  'Password is invalid': 'La contraseña no es válida',
  'Invalid username or Password': 'Usuario o contraseña incorrectos',
  'Complete the bot check and try again': 'Complete la verificación anti-bots e intente de nuevo',
  'A group with this name already exists': 'Ya existe un grupo con este nombre',
  'The start date must not be later than the end date': 'La fecha inicial no debe ser posterior a la fecha final',
  'This user is suspended or inactive': 'Este usuario está suspendido o inactivo',
  'This user is suspended or inactive; ask IT to reactivate it':
    'Este usuario está suspendido o inactivo; pida a TI que lo reactive',
  'This user has a database user; remove the database user before changing the username':
    'Este usuario tiene un usuario de base de datos; elimínelo antes de cambiar el nombre de usuario',
  'Min Number: 0.1 and Max Number: 10.99, Please': 'Número mínimo: 0.1 y número máximo: 10.99, por favor',
  'The date must have the following format: MM/dd/yyyy': 'La fecha debe tener el formato: dd/MM/yyyy',
  'You do not have permission for this action': 'No tiene permiso para esta acción',
  'Only a super user can create a super user': 'Solo un superusuario puede crear un superusuario',
  'Only a super user can edit or promote a super user':
    'Solo un superusuario puede editar o promover a un superusuario',
  'User not found': 'Usuario no encontrado',
  'Not found': 'No encontrado',
  'The termination date must not be before the hire date':
    'La fecha de baja no debe ser anterior a la fecha de ingreso',
  'The work center is in another plant': 'El centro de trabajo es de otra planta',
};

// Labels of "<label> is required" (SPEC §5) as the forms show them in Spanish; an unknown label stays as written.
const LABELS_ES_MX: Readonly<Record<string, string>> = {
  Name: 'El nombre',
  LastName: 'El apellido',
  Username: 'El nombre de usuario',
  Password: 'La contraseña',
  Plant: 'La planta',
  Date: 'La fecha',
  Email: 'El correo electrónico',
  Comments: 'Los comentarios',
  Reason: 'El motivo',
  Counter: 'El contador',
  Brand: 'La marca',
  EmployeeNumber: 'El número de empleado',
};

const REQUIRED = /^(.+) is required$/;

/** The message in the given language; English (and anything without a translation) is returned as it is. */
export function localizeMessage(message: string, language: Language): string {
  if (language === 'en-US') return message;
  const whole = ES_MX[message];
  if (whole) return whole;
  const required = REQUIRED.exec(message);
  if (required) return `${LABELS_ES_MX[required[1]] ?? required[1]} es obligatorio`;
  return message;
}

export function localizeFieldErrors(errors: readonly FieldError[], language: Language): FieldError[] {
  return errors.map((e) => ({ field: e.field, message: localizeMessage(e.message, language) }));
}

/** es-MX when Accept-Language prefers Spanish (any region) over English; en-US otherwise. */
export function acceptLanguage(header: string | undefined): Language {
  if (!header) return 'en-US';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranked) {
    if (r.tag === 'es' || r.tag.startsWith('es-')) return 'es-MX';
    if (r.tag === 'en' || r.tag.startsWith('en-')) return 'en-US';
  }
  return 'en-US';
}

/** The signed-in user's stored language; before sign-in, the request's Accept-Language. */
export function requestLanguage(request: FastifyRequest): Language {
  return request.sessionUser?.language ?? acceptLanguage(request.headers['accept-language']);
}
