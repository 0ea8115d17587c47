// The self-hosted bot check (ALTCHA v2): the server issues signed proof-of-work challenges and verifies the widget's
// payload before any password hashing. A solved challenge is accepted once, and expires in 10 minutes. The spent
// challenges are kept in the database (spent_challenges), so a solution replayed to another instance is refused too.
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';
import type { Queryable } from '../db/Database.js';

/** The answer to a missing or wrong bot-check payload (login and the public job application). */
export const BOT_CHECK_MESSAGE = 'Complete the bot check and try again';
export const CAPTCHA_TTL_SECONDS = 10 * 60;
/** SHA-256 iterations per attempt; the widget solves it in well under a second on a plant PC. */
const CAPTCHA_COST = 200;

export interface Captcha {
  challenge(): Promise<Challenge>;
  /** true when the payload is a solution of a challenge this server issued, not expired and not used before. */
  verify(payload: unknown): Promise<boolean>;
}

/** Challenges are spent once across instances: the insert that finds the id already there refuses the payload. */
function spentChallenges(db: Queryable) {
  const spend = async (id: string) => {
    const rows = await db.query(
      'INSERT INTO spent_challenges (id) VALUES ($1) ON CONFLICT (id) DO NOTHING RETURNING id',
      [id],
    );
    return rows.length === 1;
  };
  return {
    get: async (id: string) => (await db.query('SELECT 1 FROM spent_challenges WHERE id = $1', [id])).length > 0,
    set: (id: string) => spend(id),
    setIfAbsent: (id: string) => spend(id),
  };
}

export function createCaptcha(secret: string, db: Queryable): Captcha {
  const used = spentChallenges(db);
  return {
    challenge: () =>
      createChallenge({
        algorithm: 'SHA-256',
        cost: CAPTCHA_COST,
        deriveKey,
        hmacSignatureSecret: secret,
        expiresAt: Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS,
      }),
    async verify(payload) {
      if (typeof payload !== 'string' || payload.length === 0 || payload.length > 10_000) return false;
      const result = await verify(payload, deriveKey, secret, undefined, used);
      return result.error === null;
    },
  };
}
