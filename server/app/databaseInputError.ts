// The error handler's last line of defence against hostile input: a value the contract let through but PostgreSQL
// refuses (SQLSTATE class 22 "data exception": a number out of range, an impossible date, a NUL byte, a malformed
// value; class 54 "program limit exceeded": a value too large for an index) is the caller's fault, so it is a 400
// with a plain message — never a 500, never the database's text (which can quote SQL) and never a stack trace.

/** Plain messages for the data exceptions a caller can provoke; any other code of the two classes gets the default. */
const MESSAGES: Record<string, string> = {
  '22001': 'A value is longer than the field allows.',
  '22003': 'A number is out of the range the field allows.',
  '22007': 'A date or time is not valid.',
  '22008': 'A date or time is out of the range the field allows.',
  '22012': 'A value leads to a division by zero.',
  '22021': 'A value contains a character that cannot be stored (such as a NUL byte).',
  '22P02': 'A value is not in the format the field expects.',
  '22P05': 'A value contains a character that cannot be stored (such as a NUL byte).',
  '2200N': 'A value is not well-formed XML.',
  '22030': 'A value is not valid JSON.',
  '22032': 'A value is not valid JSON.',
  '54000': 'A value is too large to store.',
};
const DEFAULT_MESSAGE = 'A value was refused as invalid.';

/** SQLSTATE of a database error (node-postgres and PGlite both put it in `code`), or undefined. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The caller's message for a database input error (SQLSTATE class 22 or 54), or undefined for any other error. */
export function databaseInputMessage(error: unknown): string | undefined {
  const state = sqlState(error);
  if (!state || !(state.startsWith('22') || state.startsWith('54'))) return undefined;
  return `Invalid input: ${MESSAGES[state] ?? DEFAULT_MESSAGE}`;
}
