// Pure helpers over recorded fixtures (shared by the msw handlers and the recording script): which recording answers
// a call, how a response looks with no rows, and the row cap that keeps the committed fixtures small.

export interface Recording {
  /** The call's parameters (path and query), as strings. */
  params: Record<string, string>;
  status: number;
  body?: unknown;
  /** Binary answers (PDF reports) are stored base64 with their content type. */
  base64?: string;
  contentType?: string;
}

export interface OperationFixture {
  operationId: string;
  method: string;
  path: string;
  recordings: Recording[];
}

/** Rows kept per array in a recorded response. */
export const MAX_ROWS = 100;

/**
 * The recording whose parameters agree most with the call's: path parameters must match when any recording has
 * them; otherwise the most equal parameters win (dates move with the calendar, plant and ids rarely do), ties to
 * the first recorded.
 */
export function pickRecording(fixture: OperationFixture, params: Record<string, string>): Recording | undefined {
  let best: Recording | undefined;
  let bestScore = -1;
  for (const rec of fixture.recordings) {
    let score = 0;
    for (const [name, value] of Object.entries(params)) {
      if (rec.params[name] === undefined) continue;
      if (rec.params[name] === String(value)) score += 2;
      else score -= 1;
    }
    if (score > bestScore) {
      best = rec;
      bestScore = score;
    }
  }
  return best;
}

/** The response with no rows: arrays emptied, at the top and one level down (row arrays under rowsPath). */
export function emptyBody(body: unknown): unknown {
  if (Array.isArray(body)) return [];
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, Array.isArray(value) ? [] : value]));
  }
  return body;
}

/** Caps every array (top level and nested) at MAX_ROWS items. */
export function capRows(body: unknown, max = MAX_ROWS): unknown {
  if (Array.isArray(body)) return body.slice(0, max).map((item) => capRows(item, max));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, capRows(value, max)]));
  }
  return body;
}
