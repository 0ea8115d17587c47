// POST /User/Authenticate: rate limits (per IP and username, per IP, per account; loginRateLimiter.ts), then the bot
// check, and only then the argon2id check.
// A wrong password and an unknown user get the same status and message; every attempt is written to login_logs.
import { HttpError, badRequest } from '../../http/HttpError.js';
import type { OperationHandler } from '../../http/OperationHandler.js';
import { verifyPassword } from '../../auth/passwords.js';
import { issueSession } from '../../auth/tokens.js';
import { loadSessionUserData } from './sessionUserData.js';

export const INVALID_CREDENTIALS = 'Invalid username or Password';

export const authenticate: OperationHandler<'authenticate'> = async (ctx) => {
  const { Username, Password, Captcha } = ctx.body;
  const username = Username.trim();
  const ip = ctx.request.ip;
  const auth = ctx.request.server.norstarAuth;
  const tooMany = (wait: number) =>
    new HttpError(429, `Too many login attempts; try again in ${wait} seconds`, undefined, {
      'Retry-After': String(wait),
    });
  const wait = await auth.loginLimiter.hit(ip, username);
  if (wait > 0) throw tooMany(wait);
  const logAttempt = (userGuid: string | null, ok: boolean) =>
    ctx.db.tx((tx) =>
      tx.query('INSERT INTO login_logs (username, user_guid, ip, succes) VALUES ($1, $2, $3, $4)', [
        username.slice(0, 100),
        userGuid,
        ip,
        ok,
      ]),
    );

  if (ctx.config.captcha && !(await auth.captcha.verify(Captcha))) {
    await logAttempt(null, false);
    throw badRequest('Complete the bot check and try again', [
      { field: 'Captcha', message: 'Complete the bot check and try again' },
    ]);
  }
  const accountWait = await auth.loginLimiter.hitAccount(username);
  if (accountWait > 0) throw tooMany(accountWait);
  const [user] = await ctx.db.query(
    'SELECT guid, password_hash, is_active, is_suspended FROM users WHERE lower(username) = lower($1)',
    [username],
  );
  const ok = await verifyPassword(user?.password_hash, Password);
  if (!user || !ok) {
    await logAttempt(user?.guid ?? null, false);
    throw badRequest(INVALID_CREDENTIALS);
  }
  if (!user.is_active || user.is_suspended) {
    await logAttempt(user.guid, false);
    throw badRequest('This user is suspended or inactive; ask IT to reactivate it');
  }
  const issued = await ctx.db.tx(async (tx) => {
    await tx.query('INSERT INTO login_logs (username, user_guid, ip, succes) VALUES ($1, $2, $3, true)', [
      username,
      user.guid,
      ip,
    ]);
    // A dealer user's sign-in is also the dealer portal's activity (listDealerPortalUserLogs, docs/adr/015).
    await tx.query(
      `WITH signed AS (UPDATE dealer_users SET last_login_at = now() WHERE user_guid = $1 RETURNING id)
       INSERT INTO dealer_user_logs (dealer_user_id, logged_at, action, ip_address) SELECT id, now(), 'Signed in', $2 FROM signed`,
      [user.guid, ip],
    );
    return issueSession(tx, ctx.config.jwtSecret, ctx.config.tokenTtlSeconds, user.guid, { ip });
  });
  await auth.loginLimiter.succeeded(ip, username);
  return {
    Token: issued.Token,
    TokenType: issued.TokenType,
    Expiration: issued.Expiration,
    User: await loadSessionUserData(ctx.db, user.guid),
  };
};
