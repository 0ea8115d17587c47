// GetUserByToken from memory: the app calls it on every start and every tab, so its answer is kept with the session
// user the session check answered from memory. That object is reused only while the session epoch is unchanged and
// for a few seconds (server/auth/sessionCache.ts); a new epoch — any revocation, or a change to the tables the answer
// is built from (migrations 110 and 130) — gives a new object, so the next request builds a fresh answer. Without the
// cache (each request authenticated afresh) every object is new and nothing is reused.
import type { Queryable } from '../../db/Database.js';
import type { SessionUser } from '../../http/OperationHandler.js';
import { loadSessionUserData, type SessionUserData } from './sessionUserData.js';

const answers = new WeakMap<SessionUser, Promise<SessionUserData>>();
/** Each kept answer's JSON, made once: the answer (routes, plants) is several KB and sent on every page load. */
const serialized = new WeakMap<object, string>();

/** The reply serializer of GetUserByToken: the kept JSON of a kept answer, else JSON.stringify as usual. */
export function serializeSessionUserData(payload: object): string {
  let json = serialized.get(payload);
  if (json === undefined) {
    json = JSON.stringify(payload);
    serialized.set(payload, json);
  }
  return json;
}

export function cachedSessionUserData(db: Queryable, user: SessionUser): Promise<SessionUserData> {
  let answer = answers.get(user);
  if (!answer) {
    // Concurrent first calls share one lookup; a failed one is not kept.
    answer = loadSessionUserData(db, user.guid, user.actingAs ?? null);
    answers.set(user, answer);
    answer.catch(() => answers.delete(user));
  }
  return answer;
}
