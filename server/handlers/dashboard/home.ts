// The home dashboard (/Internal): the headline numbers of each plant and the weekly output trend.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { releaseBalancesSql } from '../purchasing/poLineSql.js';
import { inRange, pct, plantDay, plantQuery } from '../shared/shopFloorQueries.js';
import { plantTodaySql } from '../plant/plantTimeZone.js';

// Week and month run to today; attendance is the latest clocked day up to today (the clocks post the day after).
export const listHomeKpis: OperationHandler<'listHomeKpis'> = async ({ db, query }) => {
  const plant = query.plant;
  if (plant !== undefined) await requirePlant(db, plant);
  return db.query(
    `WITH p AS (SELECT id, name FROM plants WHERE $1::int IS NULL OR id = $1),
          att AS (SELECT eplant_id, max(work_date) AS day FROM attendance_days WHERE work_date <= current_date GROUP BY eplant_id)
     SELECT p.id AS "EplantId", p.name AS "Plant",
            (SELECT count(*) FROM jobs j WHERE j.eplant_id = p.id
                AND ${inRange('j.finish_date', "date_trunc('week', current_date)", 'current_date')})::int AS "UnitsFinishedWeek",
            (SELECT count(*) FROM jobs j WHERE j.eplant_id = p.id
                AND ${inRange('j.finish_date', "date_trunc('month', current_date)", 'current_date')})::int AS "UnitsFinishedMonth",
            (SELECT count(*) FROM customer_order_lines l WHERE l.eplant_id = p.id AND l.status IN ('O', 'P'))::int AS "OpenOrderLines",
            (SELECT coalesce(sum(l.qty * l.unit_price), 0) FROM customer_order_lines l
              WHERE l.eplant_id = p.id AND l.status IN ('O', 'P'))::float8 AS "OpenOrderValue",
            (SELECT count(DISTINCT b.po_detail_id) FROM (${releaseBalancesSql('r.eplant_id = p.id')}) b WHERE b.is_late)::int AS "LatePoLines",
            -- A paint check's input date is a day: counted by the plant's calendar week, not by instants.
            (SELECT count(*) FROM paint_qc_records q WHERE q.eplant_id = p.id
                AND q.date_input BETWEEN date_trunc('week', ${plantTodaySql('p.id')})::date AND ${plantTodaySql('p.id')})::int AS "PaintQcChecksWeek",
            ${sqlDate('att.day')} AS "AttendanceDate",
            (SELECT count(*) FROM attendance_days a WHERE a.eplant_id = p.id AND a.work_date = att.day
                AND a.status IN ('Present', 'Late'))::int AS "Present",
            (SELECT count(*) FROM attendance_days a WHERE a.eplant_id = p.id AND a.work_date = att.day)::int AS "Scheduled",
            ${pct(
              "(SELECT count(*) FROM attendance_days a WHERE a.eplant_id = p.id AND a.work_date = att.day AND a.status IN ('Present', 'Late'))",
              '(SELECT count(*) FROM attendance_days a WHERE a.eplant_id = p.id AND a.work_date = att.day)',
            )} AS "AttendancePct"
       FROM p LEFT JOIN att ON att.eplant_id = p.id
      ORDER BY p.id`,
    [plant ?? null],
  );
};

export const listHomeWeeklyOutput: OperationHandler<'listHomeWeeklyOutput'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT ${sqlDate('w.week')} AS "Week",
            count(j.id) FILTER (WHERE j.product_type = 'trailer')::int AS "Trailers",
            count(j.id) FILTER (WHERE j.product_type = 'bed')::int AS "Beds",
            count(j.id)::int AS "Total"
       FROM generate_series(date_trunc('week', current_date) - interval '11 weeks', date_trunc('week', current_date), interval '1 week') AS w(week)
       LEFT JOIN jobs j ON j.eplant_id = $1 AND j.finish_date IS NOT NULL
        AND date_trunc('week', ${plantDay('j.finish_date')}) = w.week
      GROUP BY w.week ORDER BY w.week`,
    [plant],
  );
};
