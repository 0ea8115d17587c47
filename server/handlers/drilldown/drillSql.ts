// SQL pieces shared by the drill-down record handlers: the customerOrderLine drill key ('<CO number>-<line>', e.g.
// CO2500123-2 — CO numbers hold no dash, so the last dash splits it), readable serial types and a unit's serials.
import type { AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { sqlTimestamp } from '../plant/plantQueries.js';

/** The CoLine drill value of an order line, given the customer_orders and customer_order_lines aliases. */
export const coLineKeySql = (co: string, line: string) => `(${co}.co_num || '-' || ${line}.co_line)`;

/** Splits a CoLine value into its CO number and line number; 400 naming `value` when it is not of that form. */
export function parseCoLineKey(value: string): { coNum: string; line: number } {
  const match = /^(.+)-(\d{1,4})$/.exec(value.trim());
  if (!match) {
    const message = 'Order line must be written as the CO number, a dash and the line number (e.g. CO2500123-2)';
    throw badRequest(message, [{ field: 'value', message }]);
  }
  return { coNum: match[1], line: Number(match[2]) };
}

/** front_axle → 'Front Axle', power_unit → 'Power Unit'. */
export const serialTypeSql = (expr: string) => `initcap(replace(${expr}, '_', ' '))`;

/** The serialized components of one job (front, middle, rear axle, power unit), in that order. */
export function unitSerials(db: Queryable, jobId: number) {
  return db.query<AnswerOf<'getVinDetail'>['Serials'][number]>(
    `SELECT ${serialTypeSql('s.serial_type')} AS "SerialType", s.serial_no AS "SerialNo", i.item_no AS "ItemNo",
            i.descrip AS "Descrip", ${sqlTimestamp('s.installed_at')} AS "InstalledAt"
       FROM unit_serials s LEFT JOIN items i ON i.arinvt_id = s.arinvt_id
      WHERE s.job_id = $1
      ORDER BY array_position(ARRAY['front_axle', 'middle_axle', 'rear_axle', 'power_unit'], s.serial_type)`,
    [jobId],
  );
}
