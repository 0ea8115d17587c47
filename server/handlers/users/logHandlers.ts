// Login history and portal usage of one user between two dates (inclusive), the users to copy roles from, plants.
import { badRequest } from '../../http/HttpError.js';
import type { HandlerMap, OperationContext } from '../../http/OperationHandler.js';

function range(
  ctx: OperationContext<unknown, { guid: string; startDate: string; endDate: string }>,
): [string, string, string] {
  const { guid, startDate, endDate } = ctx.query;
  if (startDate > endDate) {
    throw badRequest('The start date must not be later than the end date', [
      { field: 'startDate', message: 'The start date must not be later than the end date' },
    ]);
  }
  return [guid, startDate, endDate];
}

export const logHandlers: HandlerMap = {
  listLoginLogs: async (ctx) =>
    ctx.db.query(
      `SELECT created_at AS "Date", ip AS "Ip", succes AS "Succes" FROM login_logs
        WHERE user_guid = $1 AND created_at >= $2::date AND created_at < $3::date + 1
        ORDER BY created_at DESC LIMIT 5000`,
      range(ctx),
    ),

  listRouteLogs: async (ctx) =>
    ctx.db.query(
      `SELECT created_at AS "Date", page AS "Page" FROM route_logs
        WHERE user_guid = $1 AND created_at >= $2::date AND created_at < $3::date + 1
        ORDER BY created_at DESC LIMIT 5000`,
      range(ctx),
    ),

  listUsersToCopy: async (ctx) =>
    ctx.db.query(
      `SELECT firstname || ' ' || lastname AS name, guid AS "Guid" FROM users WHERE is_active ORDER BY firstname, lastname`,
    ),

  listPlants: async (ctx) => ctx.db.query('SELECT id AS "Id", name AS "Name", site AS "Site" FROM plants ORDER BY id'),
};
