// Executive screens: job cost variance of finished units, the workforce, quality and labor dashboards, units sold
// against produced, the financial KPIs against last year, and inventory value, aging and class breakdown.
import type { OperationHandler, RowOf } from '../../http/OperationHandler.js';
import { sqlDate } from '../plant/plantQueries.js';
import { BALANCES, BOOK_CURRENCY, PERIOD_PL, money, pct, plantQuery, rangeQuery } from '../shared/financeSql.js';
import { itemAbcClasses, keepClass } from '../shared/itemAbcClasses.js';

/** Finish timestamps are compared as plant-local days. */
const FINISHED_IN_RANGE = `j.finish_date >= $2::date::timestamp AT TIME ZONE 'America/Chicago' AND j.finish_date < ($3::date + 1)::timestamp AT TIME ZONE 'America/Chicago'`;
/** Paint thickness specification in mils: a reading outside it is out of spec. */
const SPEC_MIN = 2.5;
const SPEC_MAX = 6.0;
const OUT_OF_SPEC = `(LEAST(paint_mm1_front, paint_mm2_drive_side, paint_mm3_rear, paint_mm4_passenger_side, paint_mm6) < ${SPEC_MIN}
  OR GREATEST(paint_mm1_front, paint_mm2_drive_side, paint_mm3_rear, paint_mm4_passenger_side, paint_mm6) > ${SPEC_MAX})`;
const AVG_MILS = `(paint_mm1_front + paint_mm2_drive_side + paint_mm3_rear + paint_mm4_passenger_side + paint_mm6) / 5`;

export const listJobCostVariance: OperationHandler<'listJobCostVariance'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH ops AS (
       SELECT o.job_id, sum(o.std_hours) AS std_hours, sum(COALESCE(o.labor_hours, 0)) AS hours,
              sum((COALESCE(o.labor_hours, 0) - o.std_hours) * w.hourly_rate) AS labor_var, sum(o.scrap_cost) AS scrap
         FROM job_operations o JOIN work_centers w ON w.id = o.work_center_id JOIN jobs j ON j.id = o.job_id
        WHERE j.eplant_id = $1 AND ${FINISHED_IN_RANGE} GROUP BY o.job_id
     )
     SELECT j.workorder_number AS "WorkOrder", j.vin AS "Vin", j.part_no AS "ItemNo", j.config_code AS "ConfigCode", j.family AS "Family",
            ${sqlDate(`(j.finish_date AT TIME ZONE 'America/Chicago')::date`)} AS "FinishDate", round(o.std_hours, 2)::float8 AS "StdHours",
            round(o.hours, 2)::float8 AS "ActualHours", ${money('o.labor_var')} AS "LaborVariance", ${money('o.scrap')} AS "ScrapCost",
            ${money('i.std_cost')} AS "StdCost", ${money('i.std_cost + o.labor_var + o.scrap')} AS "ActualCost",
            ${money('o.labor_var + o.scrap')} AS "Variance", ${pct('o.labor_var + o.scrap', 'i.std_cost')} AS "VariancePct"
       FROM jobs j JOIN ops o ON o.job_id = j.id JOIN items i ON i.arinvt_id = j.arinvt_id
      ORDER BY j.finish_date DESC`,
    [q.plant, q.from, q.to],
  );
};

export const getExecutiveWorkforce: OperationHandler<'getExecutiveWorkforce'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH e AS (SELECT * FROM employees WHERE eplant_id = $1),
     head AS (
       SELECT count(*) FILTER (WHERE hire_date <= $3::date AND (termination_date IS NULL OR termination_date > $3::date)) AS at_end,
              count(*) FILTER (WHERE hire_date <= $2::date AND (termination_date IS NULL OR termination_date > $2::date)) AS at_start,
              count(*) FILTER (WHERE hire_date BETWEEN $2::date AND $3::date) AS hires,
              count(*) FILTER (WHERE termination_date BETWEEN $2::date AND $3::date) AS terms
         FROM e
     ), att AS (
       SELECT ${pct(`count(*) FILTER (WHERE status IN ('Present', 'Late'))`, 'count(*)')} AS pct, COALESCE(sum(overtime_hours), 0) AS ot
         FROM attendance_days WHERE eplant_id = $1 AND work_date BETWEEN $2::date AND $3::date
     ), pay AS (
       SELECT COALESCE(sum(pl.amount) FILTER (WHERE pl.amount > 0), 0) AS cost FROM payroll_lines pl
         JOIN payroll_periods p ON p.id = pl.payroll_period_id WHERE pl.eplant_id = $1 AND p.pay_date BETWEEN $2::date AND $3::date
     )
     SELECT head.at_end::int AS "ActiveEmployees", head.hires::int AS "Hires", head.terms::int AS "Terminations",
            COALESCE(${pct('head.terms', '(head.at_start + head.at_end) / 2.0')}, 0) AS "TurnoverPct", att.pct AS "AttendancePct",
            round(att.ot, 1)::float8 AS "OvertimeHours", ${money('pay.cost')} AS "PayrollCost", ${BOOK_CURRENCY} AS "Currency"
       FROM head, att, pay`,
    [q.plant, q.from, q.to],
  );
};

export const listWorkforceByMonth: OperationHandler<'listWorkforceByMonth'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH months AS (
       SELECT generate_series(date_trunc('month', $2::date), date_trunc('month', $3::date), interval '1 month')::date AS m
     ), att AS (
       SELECT date_trunc('month', work_date)::date AS m, ${pct(`count(*) FILTER (WHERE status IN ('Present', 'Late'))`, 'count(*)')} AS pct,
              sum(overtime_hours) AS ot
         FROM attendance_days WHERE eplant_id = $1 AND work_date BETWEEN date_trunc('month', $2::date) AND $3::date GROUP BY 1
     )
     SELECT ${sqlDate('months.m')} AS "Month", to_char(months.m, 'Mon YYYY') AS "MonthLabel",
            (SELECT count(*) FROM employees e WHERE e.eplant_id = $1 AND e.hire_date <= (months.m + interval '1 month' - interval '1 day')::date
                AND (e.termination_date IS NULL OR e.termination_date > (months.m + interval '1 month' - interval '1 day')::date))::int AS "Headcount",
            (SELECT count(*) FROM employees e WHERE e.eplant_id = $1 AND date_trunc('month', e.hire_date) = months.m)::int AS "Hires",
            (SELECT count(*) FROM employees e WHERE e.eplant_id = $1 AND date_trunc('month', e.termination_date) = months.m)::int AS "Terminations",
            att.pct AS "AttendancePct", round(COALESCE(att.ot, 0), 1)::float8 AS "OvertimeHours"
       FROM months LEFT JOIN att ON att.m = months.m ORDER BY months.m`,
    [q.plant, q.from, q.to],
  );
};

export const getExecutiveQuality: OperationHandler<'getExecutiveQuality'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH qc AS (
       SELECT count(*) AS n, avg(${AVG_MILS}) AS mils, count(*) FILTER (WHERE ${OUT_OF_SPEC}) AS bad
         FROM paint_qc_records WHERE eplant_id = $1 AND date_input >= $2::date AND date_input < $3::date + 1
     ), w AS (
       SELECT count(*) AS n, COALESCE(sum(claim_amount), 0) AS claimed, COALESCE(sum(approved_amount), 0) AS approved
         FROM warranty_cases WHERE eplant_id = $1 AND opened_date BETWEEN $2::date AND $3::date
     ), u AS (SELECT count(*) AS n FROM jobs j WHERE j.eplant_id = $1 AND ${FINISHED_IN_RANGE})
     SELECT qc.n::int AS "PaintChecks", round(qc.mils, 2)::float8 AS "AvgMils", ${pct('qc.bad', 'qc.n')} AS "OutOfSpecPct",
            u.n::int AS "UnitsFinished", w.n::int AS "WarrantyCases", ${pct('w.n', 'u.n')} AS "ClaimsPer100Units",
            ${money('w.claimed')} AS "Claimed", ${money('w.approved')} AS "Approved"
       FROM qc, w, u`,
    [q.plant, q.from, q.to],
  );
};

export const listQualityByFamily: OperationHandler<'listQualityByFamily'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH u AS (SELECT j.family, count(*) AS n FROM jobs j WHERE j.eplant_id = $1 AND ${FINISHED_IN_RANGE} GROUP BY 1),
     qc AS (
       SELECT j.family, count(*) AS n, avg(${AVG_MILS}) AS mils, count(*) FILTER (WHERE ${OUT_OF_SPEC}) AS bad
         FROM paint_qc_records r JOIN jobs j ON j.id = r.job_id
        WHERE r.eplant_id = $1 AND r.date_input >= $2::date AND r.date_input < $3::date + 1 GROUP BY 1
     ), w AS (
       SELECT j.family, count(*) AS n, COALESCE(sum(w.claim_amount), 0) AS claimed, COALESCE(sum(w.approved_amount), 0) AS approved
         FROM warranty_cases w JOIN jobs j ON j.vin = w.vin
        WHERE w.eplant_id = $1 AND w.opened_date BETWEEN $2::date AND $3::date GROUP BY 1
     ), f AS (SELECT family FROM u UNION SELECT family FROM qc UNION SELECT family FROM w)
     SELECT f.family AS "Family", COALESCE(u.n, 0)::int AS "UnitsFinished", COALESCE(qc.n, 0)::int AS "PaintChecks",
            round(qc.mils, 2)::float8 AS "AvgMils", COALESCE(qc.bad, 0)::int AS "OutOfSpec", COALESCE(w.n, 0)::int AS "WarrantyCases",
            ${money('COALESCE(w.claimed, 0)')} AS "Claimed", ${money('COALESCE(w.approved, 0)')} AS "Approved"
       FROM f LEFT JOIN u ON u.family = f.family LEFT JOIN qc ON qc.family = f.family LEFT JOIN w ON w.family = f.family
      ORDER BY COALESCE(u.n, 0) DESC, f.family`,
    [q.plant, q.from, q.to],
  );
};

const OPS_IN_RANGE = `SELECT o.*, w.resource_group, w.hourly_rate FROM job_operations o JOIN work_centers w ON w.id = o.work_center_id
  WHERE o.eplant_id = $1 AND o.status = 'Done' AND o.completed_at >= $2::date::timestamp AT TIME ZONE 'America/Chicago'
    AND o.completed_at < ($3::date + 1)::timestamp AT TIME ZONE 'America/Chicago'`;

export const getExecutiveLabor: OperationHandler<'getExecutiveLabor'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH o AS (${OPS_IN_RANGE}),
     l AS (SELECT COALESCE(sum(labor_hours), 0) AS hours, COALESCE(sum(std_hours), 0) AS std,
                  COALESCE(sum(labor_hours * hourly_rate), 0) AS cost, COALESCE(sum(scrap_cost), 0) AS scrap FROM o),
     u AS (SELECT count(*) AS n FROM jobs j WHERE j.eplant_id = $1 AND ${FINISHED_IN_RANGE}),
     ot AS (SELECT COALESCE(sum(overtime_hours), 0) AS h FROM attendance_days WHERE eplant_id = $1 AND work_date BETWEEN $2::date AND $3::date)
     SELECT round(l.hours, 1)::float8 AS "ActualHours", round(l.std, 1)::float8 AS "StdHours", ${pct('l.std', 'l.hours')} AS "EfficiencyPct",
            ${money('l.cost')} AS "LaborCost", u.n::int AS "UnitsFinished", round((l.hours / NULLIF(u.n, 0))::numeric, 1)::float8 AS "HoursPerUnit",
            round(ot.h, 1)::float8 AS "OvertimeHours", ${money('l.scrap')} AS "ScrapCost"
       FROM l, u, ot`,
    [q.plant, q.from, q.to],
  );
};

export const listLaborByResourceGroup: OperationHandler<'listLaborByResourceGroup'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH o AS (${OPS_IN_RANGE})
     SELECT resource_group AS "ResourceGroup", count(*)::int AS "Operations", round(sum(labor_hours), 1)::float8 AS "ActualHours",
            round(sum(std_hours), 1)::float8 AS "StdHours", ${pct('sum(std_hours)', 'sum(labor_hours)')} AS "EfficiencyPct",
            ${money('sum(labor_hours * hourly_rate)')} AS "LaborCost", ${money('sum(scrap_cost)')} AS "ScrapCost"
       FROM o GROUP BY resource_group ORDER BY sum(labor_hours * hourly_rate) DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listSalesVsProduced: OperationHandler<'listSalesVsProduced'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  return db.query(
    `WITH weeks AS (
       SELECT generate_series(date_trunc('week', $2::date), date_trunc('week', $3::date), interval '1 week')::date AS wk
     ), ord AS (
       SELECT date_trunc('week', co.order_date)::date AS wk, sum(l.qty) AS n FROM customer_orders co JOIN customer_order_lines l ON l.co_id = co.id
        WHERE co.eplant_id = $1 AND co.order_date BETWEEN $2::date AND $3::date GROUP BY 1
     ), prod AS (
       SELECT date_trunc('week', (j.finish_date AT TIME ZONE 'America/Chicago')::date)::date AS wk, count(*) AS n FROM jobs j
        WHERE j.eplant_id = $1 AND ${FINISHED_IN_RANGE} GROUP BY 1
     ), ship AS (
       SELECT date_trunc('week', ship_date)::date AS wk, count(*) AS n FROM jobs WHERE eplant_id = $1 AND ship_date BETWEEN $2::date AND $3::date GROUP BY 1
     )
     SELECT ${sqlDate('weeks.wk')} AS "Week", to_char(weeks.wk, 'Mon DD') AS "WeekLabel", COALESCE(ord.n, 0)::int AS "UnitsOrdered",
            COALESCE(prod.n, 0)::int AS "UnitsProduced", COALESCE(ship.n, 0)::int AS "UnitsShipped",
            sum(COALESCE(ord.n, 0) - COALESCE(prod.n, 0)) OVER (ORDER BY weeks.wk)::int AS "CumulativeGap"
       FROM weeks LEFT JOIN ord ON ord.wk = weeks.wk LEFT JOIN prod ON prod.wk = weeks.wk LEFT JOIN ship ON ship.wk = weeks.wk
      ORDER BY weeks.wk`,
    [q.plant, q.from, q.to],
  );
};

export const getExecutiveFinancials: OperationHandler<'getExecutiveFinancials'> = async ({ db, query }) => {
  const q = await rangeQuery(db, query);
  const lastYear = (d: string) => `${Number(d.slice(0, 4)) - 1}${d.slice(4)}`;
  const [now] = await db.query<Record<string, number>>(
    `WITH pl AS (${PERIOD_PL}), bal AS (${BALANCES}) SELECT pl.*, bal.* FROM pl, bal`,
    [q.plant, q.from, q.to],
  );
  const [before] = await db.query<Record<string, number>>(`${PERIOD_PL}`, [q.plant, lastYear(q.from), lastYear(q.to)]);
  const [rows] = await db.query<RowOf<'getExecutiveFinancials'>>(
    `SELECT ${money('$2::numeric')} AS "Sales", ${money('$3::numeric')} AS "PriorSales", ${pct('$2::numeric - $3::numeric', '$3::numeric')} AS "SalesGrowthPct",
            ${pct('$2::numeric - $4::numeric', '$2::numeric')} AS "GrossMarginPct", ${money('$2::numeric - $4::numeric - $5::numeric')} AS "NetIncome",
            ${pct('$2::numeric - $4::numeric - $5::numeric', '$2::numeric')} AS "NetMarginPct", ${money('$6::numeric')} AS "Cash",
            ${money('$7::numeric')} AS "AccountsReceivable",
            round(($7::numeric / NULLIF($2::numeric / GREATEST($9::date - $8::date + 1, 1), 0))::numeric, 1)::float8 AS "DaysSalesOutstanding",
            ${money('$10::numeric')} AS "Inventory", ${BOOK_CURRENCY} AS "Currency"`,
    [q.plant, now.sales, before.sales, now.cogs, now.opex, now.cash, now.ar, q.from, q.to, now.inventory],
  );
  return [rows];
};

// Values at standard cost, which both plants keep in U.S. dollars (see listItemCostVariance): so the Currency is USD.
export const getExecutiveInventory: OperationHandler<'getExecutiveInventory'> = async ({ db, query }) => {
  const q = await plantQuery(db, query);
  // WIP is valued at standard cost in proportion to the standard hours already completed on each open job.
  return db.query(
    `WITH oh AS (
       SELECT COALESCE(sum(o.qty * i.std_cost) FILTER (WHERE i.class NOT IN ('FG', 'FGB')), 0) AS rm,
              COALESCE(sum(o.qty * i.std_cost) FILTER (WHERE i.class IN ('FG', 'FGB')), 0) AS fg
         FROM on_hand o JOIN items i ON i.arinvt_id = o.arinvt_id WHERE o.eplant_id = $1
     ), wip AS (
       SELECT COALESCE(sum(i.std_cost * (SELECT COALESCE(sum(std_hours) FILTER (WHERE status = 'Done'), 0) / NULLIF(sum(std_hours), 0)
                                        FROM job_operations o WHERE o.job_id = j.id)), 0) AS v
         FROM jobs j JOIN items i ON i.arinvt_id = j.arinvt_id WHERE j.eplant_id = $1 AND j.status IN ('Released', 'InProcess')
     ), fu AS (
       SELECT count(*) AS n, count(*) FILTER (WHERE j.finish_date < now() - interval '90 days') AS aged,
              COALESCE(sum(i.std_cost) FILTER (WHERE j.finish_date < now() - interval '90 days'), 0) AS aged_value
         FROM jobs j JOIN items i ON i.arinvt_id = j.arinvt_id WHERE j.eplant_id = $1 AND j.status = 'Finished'
     )
     SELECT ${money('oh.rm')} AS "RawMaterialValue", ${money('wip.v')} AS "WipValue", ${money('oh.fg')} AS "FinishedGoodsValue",
            ${money('oh.rm + wip.v + oh.fg')} AS "TotalValue", fu.n::int AS "FinishedUnits", fu.aged::int AS "AgedUnits",
            ${money('fu.aged_value')} AS "AgedValue", 'USD' AS "Currency"
       FROM oh, wip, fu`,
    [q.plant],
  );
};

export const listFinishedUnitsAging: OperationHandler<'listFinishedUnitsAging'> = async ({ db, query }) => {
  const q = await plantQuery(db, query);
  return db.query(
    `WITH u AS (
       SELECT j.*, current_date - (j.finish_date AT TIME ZONE 'America/Chicago')::date AS days FROM jobs j
        WHERE j.eplant_id = $1 AND j.status = 'Finished' AND j.finish_date IS NOT NULL
     )
     SELECT COALESCE(u.vin, u.workorder_number) AS "Vin", u.workorder_number AS "WorkOrder", u.part_no AS "ItemNo", u.family AS "Family",
            u.config_code AS "ConfigCode", ${sqlDate(`(u.finish_date AT TIME ZONE 'America/Chicago')::date`)} AS "FinishDate", u.days AS "DaysInStock",
            CASE WHEN u.days <= 30 THEN '0-30 days' WHEN u.days <= 60 THEN '31-60 days' WHEN u.days <= 90 THEN '61-90 days'
                 WHEN u.days <= 180 THEN '91-180 days' ELSE 'Over 180 days' END AS "AgeBucket",
            ${money('i.std_cost')} AS "StdCost", CASE WHEN col.id IS NOT NULL THEN co.co_num || '-' || col.co_line END AS "CoLine", c.name AS "Customer"
       FROM u JOIN items i ON i.arinvt_id = u.arinvt_id
       LEFT JOIN customer_order_lines col ON col.id = u.co_line_id LEFT JOIN customer_orders co ON co.id = col.co_id
       LEFT JOIN customers c ON c.id = co.customer_id
      ORDER BY u.days DESC, u.workorder_number`,
    [q.plant],
  );
};

export const listInventoryByClass: OperationHandler<'listInventoryByClass'> = async ({ db, query }) => {
  const q = await plantQuery(db, query);
  type Row = RowOf<'listInventoryByClass'>;
  const classes = await itemAbcClasses(db, q.plant);
  // Per item first, so each class and warehouse splits by the items' ABC class on inventory age (a pivot field).
  const items = await db.query<{
    arinvt_id: number;
    Class: string;
    ClassDescription: string;
    Warehouse: string;
    Qty: number;
    Value: number;
  }>(
    `SELECT i.arinvt_id, i.class AS "Class", ic.description AS "ClassDescription", l.warehouse AS "Warehouse",
            sum(o.qty)::float8 AS "Qty", sum(o.qty * i.std_cost)::float8 AS "Value"
       FROM on_hand o JOIN items i ON i.arinvt_id = o.arinvt_id JOIN item_classes ic ON ic.code = i.class JOIN locations l ON l.id = o.location_id
      WHERE o.eplant_id = $1 GROUP BY i.arinvt_id, i.class, ic.description, l.warehouse ORDER BY i.class, l.warehouse`,
    [q.plant],
  );
  const rows = new Map<string, Row>();
  for (const { arinvt_id, Qty, Value, ...item } of items) {
    const AbcAge = classes.get(arinvt_id)?.abcAge ?? 'D';
    const Key = `${item.Class}|${item.Warehouse}|${AbcAge}`;
    const row = rows.get(Key) ?? { Key, ...item, AbcAge, Items: 0, Qty: 0, Value: 0 };
    row.Items += 1;
    row.Qty += Qty;
    row.Value += Value;
    rows.set(Key, row);
  }
  const all = [...rows.values()]
    .map((row) => ({ ...row, Value: Math.round(row.Value * 100) / 100 }))
    .sort((a, b) => a.Key.localeCompare(b.Key));
  return keepClass(all, query.abc, (row) => row.AbcAge);
};
