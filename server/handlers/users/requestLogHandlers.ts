// Admin/Users/APILogs: the portal's own request log (POST /logs) between two dates, optionally of one user, with the
// names of the signed-in and the acting user. Secrets were masked when the rows were written.
import { badRequest } from '../../http/HttpError.js';
import type { HandlerMap } from '../../http/OperationHandler.js';

export const requestLogHandlers: HandlerMap = {
  listRequestLogs: async (ctx) => {
    const { startDate, endDate, guid } = ctx.query;
    if (startDate > endDate) {
      throw badRequest('The start date must not be later than the end date', [
        { field: 'startDate', message: 'The start date must not be later than the end date' },
      ]);
    }
    return ctx.db.query(
      `SELECT l.id::int AS "Id", l.created_at AS "Date", l.method AS "Method", l.url AS "Url", l.base_url AS "BaseUrl",
              l.data::text AS "Data", l.origin AS "Origin", l.href AS "Href",
              u.firstname || ' ' || u.lastname AS "User", a.firstname || ' ' || a.lastname AS "ActingUser"
         FROM request_logs l
         LEFT JOIN users u ON u.guid = l.user_guid
         LEFT JOIN users a ON a.guid = l.acting_user_guid
        WHERE l.created_at >= $1::date AND l.created_at < $2::date + 1 AND ($3::uuid IS NULL OR l.user_guid = $3)
        ORDER BY l.created_at DESC, l.id DESC LIMIT 5000`,
      [startDate, endDate, guid ?? null],
    );
  },
};
