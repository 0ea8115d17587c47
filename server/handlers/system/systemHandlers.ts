// Handlers of the System tag: the frontend version and maintenance flag every session user carries.
import type { HandlerMap, AnswerOf } from '../../http/OperationHandler.js';

const SELECT =
  'SELECT frontend_version AS "FrontendVersion", maintance AS "Maintance" FROM system_settings WHERE id = 1';

type Settings = AnswerOf<'getSystemSettings'>;

export const systemHandlers: HandlerMap = {
  getSystemSettings: async (ctx) => (await ctx.db.query<Settings>(SELECT))[0],

  updateSystemSettings: async (ctx) => {
    const { FrontendVersion, Maintance } = ctx.body;
    return ctx.db.tx(async (tx) => {
      await tx.query(
        `INSERT INTO system_settings (id, frontend_version, maintance, updated_at) VALUES (1, $1, $2, now())
         ON CONFLICT (id) DO UPDATE SET frontend_version = $1, maintance = $2, updated_at = now()`,
        [FrontendVersion, Maintance],
      );
      return (await tx.query<Settings>(SELECT))[0];
    });
  },
};
