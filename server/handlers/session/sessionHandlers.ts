// Handlers of the Session tag (schemas/erp-api/session.yaml) except login itself (login.ts).
import { maybeOne } from '../../db/Database.js';
import { badRequest, forbidden, notFound } from '../../http/HttpError.js';
import type { HandlerMap } from '../../http/OperationHandler.js';
import { issueSession } from '../../auth/tokens.js';
import { authenticate } from './login.js';
import { maskSecrets } from './maskSecrets.js';
import { cappedLogData } from './requestLogLimits.js';
import { cachedSessionUserData, serializeSessionUserData } from './cachedSessionUserData.js';
import { loadSessionUserData } from './sessionUserData.js';
import { setUserLanguage } from './setUserLanguage.js';

export const sessionHandlers: HandlerMap = {
  authenticate,
  setUserLanguage,

  getCaptchaChallenge: async (ctx) => {
    ctx.reply.header('Cache-Control', 'no-store');
    return ctx.request.server.norstarAuth.captcha.challenge();
  },

  getUserByToken: async (ctx) => {
    const answer = await cachedSessionUserData(ctx.db, ctx.user!);
    ctx.reply.serializer(serializeSessionUserData);
    return answer;
  },

  authenticateAsUser: async (ctx) => {
    const caller = ctx.user!;
    const target = await maybeOne(
      ctx.db,
      'SELECT guid, is_super_user, is_active, is_suspended FROM users WHERE guid = $1',
      [ctx.query.guid],
    );
    if (!target) throw notFound('User not found');
    if (target.is_super_user && !caller.isSuperUser) throw forbidden('Only a super user can log in as a super user');
    if (!target.is_active || target.is_suspended)
      throw badRequest('This user is suspended or inactive', [
        { field: 'guid', message: 'This user is suspended or inactive' },
      ]);
    // Chained impersonation still records the person at the keyboard, not the intermediate account.
    const actingUserGuid = caller.actingAs ?? caller.guid;
    const issued = await ctx.db.tx(async (tx) => {
      await tx.query(
        'INSERT INTO login_logs (username, user_guid, ip, succes) SELECT username, guid, $2, true FROM users WHERE guid = $1',
        [target.guid, ctx.request.ip],
      );
      return issueSession(tx, ctx.config.jwtSecret, ctx.config.tokenTtlSeconds, target.guid, {
        actingUserGuid,
        ip: ctx.request.ip,
      });
    });
    return {
      Token: issued.Token,
      TokenType: issued.TokenType,
      Expiration: issued.Expiration,
      User: await loadSessionUserData(ctx.db, target.guid, actingUserGuid),
    };
  },

  // Ends the caller's own session row, so a copied token is worthless after sign-out instead of living out its 12 h.
  logout: async (ctx) => {
    await ctx.db.tx((tx) =>
      tx.query('UPDATE sessions SET blocked_at = now() WHERE id = $1 AND blocked_at IS NULL', [ctx.user!.sessionId]),
    );
    return { ok: true, message: 'Signed out' };
  },

  blockToken: async (ctx) => {
    const guid = ctx.query.guid as string;
    const target = await maybeOne(ctx.db, 'SELECT is_super_user FROM users WHERE guid = $1', [guid]);
    if (!target) throw notFound('User not found');
    if (target.is_super_user && !ctx.user!.isSuperUser)
      throw forbidden('Only a super user can block the tokens of a super user');
    // Sessions this user opened by logging in as someone else end with theirs: blocking the person at the keyboard
    // must not leave them signed in under another name.
    await ctx.db.tx((tx) =>
      tx.query(
        'UPDATE sessions SET blocked_at = now() WHERE (user_guid = $1 OR acting_user_guid = $1) AND blocked_at IS NULL AND expires_at > now()',
        [guid],
      ),
    );
    return { ok: true, message: 'Tokens have been Blocked' };
  },

  writeRequestLog: async (ctx) => {
    const b = ctx.body;
    await ctx.request.server.norstarAuth.requestLogLimiter.take(ctx.user!.guid);
    const data = cappedLogData(b.data === undefined ? null : JSON.stringify(maskSecrets(b.data)));
    await ctx.db.tx((tx) =>
      tx.query(
        `INSERT INTO request_logs (method, base_url, url, data, origin, href, user_guid, acting_user_guid)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)`,
        [
          b.method.toUpperCase(),
          b.baseURL ?? null,
          maskSecrets(b.url),
          data,
          b.origin ?? null,
          maskSecrets(b.href ?? null),
          ctx.user!.guid,
          ctx.user!.actingAs ?? null,
        ],
      ),
    );
    return { ok: true };
  },

  logRouteVisit: async (ctx) => {
    await ctx.db.tx((tx) =>
      tx.query('INSERT INTO route_logs (user_guid, page) VALUES ($1, $2)', [ctx.user!.guid, ctx.body.Page]),
    );
    return { ok: true };
  },
};
