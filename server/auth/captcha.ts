// The self-hosted bot check (ALTCHA v2): the server issues signed proof-of-work challenges and verifies the widget's
// payload before any password hashing. A solved challenge is accepted once (replay store), and expires in 10 minutes.
import { CappedMap, createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { verify } from 'altcha-lib/frameworks/shared';

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

export function createCaptcha(secret: string): Captcha {
  const used = new CappedMap<string, boolean>({ maxSize: 50_000 });
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
