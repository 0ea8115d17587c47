// Pure helpers over recorded fixtures (shared by the msw handlers and the recording script): which recording answers
// a call, how a response looks with no rows, and the row sample that keeps the committed fixtures small.

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

/**
 * At most `max` of the rows, spread over them rather than the first `max`: the rows are grouped by the values of the
 * `strata` fields (a pivot's row and column keys), every group gets its share (round-robin, so small groups are
 * kept whole; with more groups than rows, groups at even steps), and each group's share is taken at even steps
 * through it. Without strata the whole list is one group.
 * The kept rows stay in the server's order; the same rows always yield the same sample.
 */
export function sampleRows<T>(rows: readonly T[], max = MAX_ROWS, strata: readonly string[] = []): T[] {
  if (rows.length <= max) return [...rows];
  const groups = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const record = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
    const key = JSON.stringify(strata.map((field) => record[field] ?? null));
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  const members = [...groups.values()];
  const quota = members.map(() => 0);
  for (let left = max; left > 0;) {
    const open = members.flatMap((indices, g) => (quota[g] < indices.length ? [g] : []));
    if (open.length === 0) break;
    // More groups than rows left: the rows go to groups at even steps, so the sample spans every key, not the first.
    const given =
      open.length <= left ? open : Array.from({ length: left }, (_, i) => open[Math.floor((i * open.length) / left)]);
    for (const g of given) quota[g]++;
    left -= given.length;
  }
  const kept = members.flatMap((indices, g) =>
    Array.from({ length: quota[g] }, (_, i) => indices[Math.floor((i * indices.length) / quota[g])]),
  );
  return kept.sort((a, b) => a - b).map((index) => rows[index]);
}

/** What an operation's rows are sampled across: a pivot's row and column keys, and the values it aggregates. */
export interface Strata {
  keys: readonly string[];
  /** Aggregated fields; one with few distinct values (an on-time flag, a status) becomes a key too. */
  outcomes?: readonly string[];
}

/** Most distinct values an aggregated field may have to be sampled across. */
const FEW_OUTCOMES = 5;

/**
 * The fields to group rows by: the keys, plus each aggregated field with few distinct values, so a rare outcome (the
 * one on-time line among 300 late ones) is in the sample and the pivot shows it rather than all zeros.
 */
export function strataFields(rows: readonly unknown[], strata: Strata | undefined): string[] {
  if (!strata) return [];
  const records = rows.filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object');
  const few = (strata.outcomes ?? []).filter(
    (field) => new Set(records.map((r) => JSON.stringify(r[field] ?? null))).size <= FEW_OUTCOMES,
  );
  return [...new Set([...strata.keys, ...few])];
}

/** The response with every array (top level and nested) sampled to MAX_ROWS items (sampleRows). */
export function sampleBody(body: unknown, strata?: Strata, max = MAX_ROWS): unknown {
  if (Array.isArray(body))
    return sampleRows(body, max, strataFields(body, strata)).map((item) => sampleBody(item, strata, max));
  if (body && typeof body === 'object') {
    return Object.fromEntries(Object.entries(body).map(([key, value]) => [key, sampleBody(value, strata, max)]));
  }
  return body;
}
