// Answers are serialised with their operation's 200 response schema (Fastify's fast-json-stringify): faster than
// JSON.stringify on large reports, and what the caller receives is exactly what the contract promises. A serializer
// leaves out a field its schema does not name and turns a value into the declared type, so wherever answers are
// validated (development and the tests) each answer is also serialised and compared with plain JSON: a handler field
// missing from the contract fails there, naming the field, instead of silently vanishing in production.
import { isDeepStrictEqual } from 'node:util';
import { asSent, findHandlerSource, ResponseMismatchError } from './responseValidation.js';

/** Whether answers are serialised with their response schema: on unless NORSTAR_SERIALIZE_RESPONSES=off. */
export function responseSerializationEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  const forced = env.NORSTAR_SERIALIZE_RESPONSES?.toLowerCase();
  return !(forced === 'off' || forced === 'false' || forced === '0');
}

function describe(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? 'nothing' : text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** Where the serialised answer differs from plain JSON: a dropped field, or a value sent differently. */
export function serializationProblems(plain: unknown, serialized: unknown, at = '', out: string[] = []): string[] {
  if (out.length >= 8 || isDeepStrictEqual(plain, serialized)) return out;
  if (Array.isArray(plain) && Array.isArray(serialized) && plain.length === serialized.length) {
    plain.forEach((item, i) => serializationProblems(item, serialized[i], `${at}/${i}`, out));
    return out;
  }
  const isObject = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (isObject(plain) && isObject(serialized)) {
    for (const [key, value] of Object.entries(plain)) {
      if (!(key in serialized)) {
        if (value !== null) out.push(`${at || '(answer)'}: field ${key} is not in the contract, so it is never sent`);
        else if (!out.length) out.push(`${at || '(answer)'}: field ${key} (null) is not in the contract`);
      } else serializationProblems(value, serialized[key], `${at}/${key}`, out);
    }
    for (const key of Object.keys(serialized))
      if (!(key in plain)) out.push(`${at || '(answer)'}: field ${key} is sent but the handler did not answer it`);
    return out;
  }
  out.push(`${at || '(answer)'} is sent as ${describe(serialized)} instead of ${describe(plain)}`);
  return out;
}

/** Throws ResponseMismatchError when the schema serializer would send something else than the handler answered. */
export function checkSerialization(operationId: string, value: unknown, serializedJson: string): void {
  const problems = serializationProblems(asSent(value), JSON.parse(serializedJson));
  if (problems.length) throw new ResponseMismatchError(operationId, problems, findHandlerSource(operationId));
}
