// Input no schema can forbid but the database cannot take: a NUL character (PostgreSQL text and jsonb refuse U+0000),
// a lone UTF-16 surrogate (not Unicode at all: it becomes U+FFFD in text and an error in jsonb) and JSON nested
// deeper than any operation uses (a recursive walk of it overflows the stack). The pipeline checks every path and
// query parameter and the body with this before validation, so the answer is a 400 naming the field instead of a
// database error.
import type { FieldError } from '../http/HttpError.js';

/** Deeper than any body of the contract (they nest a few levels); deep enough for any honest client. */
export const MAX_JSON_DEPTH = 32;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function stringProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode (it contains an unpaired surrogate)';
  return undefined;
}

/**
 * The first unsafe string (value or property name) of each field of `input`, named like the validator's field errors
 * (`Lines.0.Note`); `prefix` names the root (e.g. a parameter). Walks iteratively so hostile depth cannot overflow.
 */
export function unsafeInputErrors(input: unknown, prefix = ''): FieldError[] {
  const errors: FieldError[] = [];
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value: input, path: prefix, depth: 0 }];
  while (stack.length && errors.length < 20) {
    const { value, path, depth } = stack.pop()!;
    const field = path || '(body)';
    if (typeof value === 'string') {
      const problem = stringProblem(value);
      if (problem) errors.push({ field, message: `${field} ${problem}` });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) {
      errors.push({ field, message: `${field} is nested more than ${MAX_JSON_DEPTH} levels deep` });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      const keyProblem = stringProblem(key);
      if (keyProblem) {
        errors.push({ field: path || '(body)', message: `a property name of ${field} ${keyProblem}` });
        continue;
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return errors;
}
