// GET /drilldown/config-code/{value}?plant: the VIN list behind a config-code cell's eye icon (SPEC §2) — every unit
// of the plant built or being built to that configuration, newest first, with the totals in the header.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { coLineKeySql } from './drillSql.js';

export const getConfigCodeVins: OperationHandler<'getConfigCodeVins'> = async ({ db, params, query }) => {
  const code = String(params.value).trim();
  const { plant } = query;
  await requirePlant(db, plant);
  const vins = await db.query<AnswerOf<'getConfigCodeVins'>['Vins'][number] & { family: string; config: string }>(
    `SELECT j.vin::text AS "VIN", j.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", j.status AS "Status",
            ${sqlDate('j.created_date')} AS "CreatedDate", ${sqlDate('j.due_date')} AS "DueDate",
            ${sqlDate('j.finish_date')} AS "FinishDate", ${sqlDate('j.ship_date')} AS "ShipDate",
            CASE WHEN l.id IS NULL THEN NULL ELSE ${coLineKeySql('co', 'l')} END AS "CoLine", c.name AS "Dealer",
            j.family AS family, j.config_code AS config
       FROM jobs j
       LEFT JOIN customer_order_lines l ON l.id = j.co_line_id
       LEFT JOIN customer_orders co ON co.id = l.co_id
       LEFT JOIN customers c ON c.id = co.customer_id
      WHERE upper(j.config_code) = upper($1) AND j.eplant_id = $2 AND j.vin IS NOT NULL AND j.status <> 'Cancelled'
      ORDER BY j.created_date DESC, j.workorder_number DESC`,
    [code, plant],
  );
  if (vins.length === 0) throw notFound(`Config code ${code} has no units in plant ${plant}`);
  const built = vins.filter((v) => v.Status === 'Finished' || v.Status === 'Shipped');
  const finishDates = built
    .map((v) => v.FinishDate)
    .filter((d): d is string => Boolean(d))
    .sort();
  return {
    ConfigCode: vins[0].config,
    PartNos: [...new Set(vins.map((v) => v.PartNo))].sort().join(', '),
    Family: vins[0].family,
    UnitsBuilt: built.length,
    UnitsInProcess: vins.length - built.length,
    FirstFinished: finishDates[0] ?? null,
    LastFinished: finishDates[finishDates.length - 1] ?? null,
    Vins: vins.map(({ family: _f, config: _c, ...row }) => row),
  };
};
