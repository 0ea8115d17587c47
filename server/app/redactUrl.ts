// Logged URLs must not carry credentials: the realtime hub's WebSocket sends its JWT as ?access_token= (browsers
// cannot set headers on a WebSocket), and a stdout log is read by far more people than the tokens are meant for.

/** Query parameters whose value is a credential, whatever it looks like (compared case-insensitively). */
const SECRET_PARAMETERS = new Set([
  'access_token',
  'token',
  'refresh_token',
  'id_token',
  'password',
  'secret',
  'api_key',
  'apikey',
]);
/** A JWT anywhere in the URL (three base64url parts, the first one a JSON header: `eyJ`). */
const JWT = /eyJ[A-Za-z0-9_-]*\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
export const REDACTED = '[REDACTED]';

function parameterName(pair: string): string {
  const raw = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with the value of every credential parameter and every JWT-looking value replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const withQuery =
    at < 0
      ? url
      : `${url.slice(0, at)}?${url
          .slice(at + 1)
          .split('&')
          .map((pair) => (SECRET_PARAMETERS.has(parameterName(pair)) ? `${pair.split('=', 1)[0]}=${REDACTED}` : pair))
          .join('&')}`;
  return withQuery.replace(JWT, REDACTED);
}
