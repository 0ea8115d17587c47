// Masks secret-looking values (passwords, tokens, secrets, bot-check payloads) anywhere in a logged JSON value, so
// the request log never stores a credential the portal happened to send.
const SECRET_KEY = /pass(word)?|pwd|token|secret|captcha|authorization|api[-_]?key|credential/i;
export const MASK = '***';

export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20) return MASK;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        k,
        SECRET_KEY.test(k) && v !== null && v !== '' ? MASK : maskSecrets(v, depth + 1),
      ]),
    );
  }
  if (typeof value === 'string') {
    // A query string inside a logged url or string body: mask its secret parameters too.
    return value.replace(/([?&](?:[^=&]*(?:pass|token|secret)[^=&]*))=[^&#]*/gi, `$1=${MASK}`);
  }
  return value;
}
