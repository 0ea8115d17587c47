// The user menu's language switch: a signed-in user stores their own language (en-US or es-MX, the contract's enum).
import type { OperationHandler } from '../../http/OperationHandler.js';

export const setUserLanguage: OperationHandler<'setUserLanguage'> = async (ctx) => {
  const language = ctx.body.Language;
  await ctx.db.tx((tx) =>
    tx.query('UPDATE users SET language = $2, updated_at = now() WHERE guid = $1', [ctx.user!.guid, language]),
  );
  return { Language: language };
};
