// QC lists of the plant floor: the inspection schedule, the inspections done (and the entry of a new one), the
// iAuditor scores behind the pivot, the units waiting for their QC label and the units on hold.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import {
  displayName,
  requireDateRange,
  requirePlant,
  sqlDate,
  sqlNumber,
  sqlTimestamp,
} from '../plant/plantQueries.js';

type RangeQuery = { plant: number; from: string; to: string };

async function checkRange(db: Queryable, q: RangeQuery) {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
}

export const listQcSchedule: OperationHandler<'listQcSchedule'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  return db.query(
    `SELECT s.id AS "Id", ${sqlDate('s.scheduled_date')} AS "ScheduledDate", t.name AS "Template", t.kind AS "Kind",
            t.product_type AS "ProductType", w.name AS "WorkCenter", s.auditor AS "Auditor",
            CASE WHEN s.audit_id IS NOT NULL THEN 'Done' WHEN s.scheduled_date < current_date THEN 'Missed' ELSE 'Planned' END AS "Status",
            ${sqlTimestamp('a.audited_at')} AS "AuditedAt", trim(a.vin) AS "VIN", ${sqlNumber('a.score')} AS "Score"
       FROM qc_schedule s
       JOIN qc_templates t ON t.id = s.template_id
       LEFT JOIN work_centers w ON w.id = s.work_center_id
       LEFT JOIN qc_audits a ON a.id = s.audit_id
      WHERE s.eplant_id = $1 AND s.scheduled_date BETWEEN $2::date AND $3::date
      ORDER BY s.scheduled_date, t.name`,
    [q.plant, q.from, q.to],
  );
};

const SELECT_AUDITS = `
  SELECT a.id AS "Id", ${sqlTimestamp('a.audited_at')} AS "AuditedAt", t.name AS "Template", t.kind AS "Kind", trim(a.vin) AS "VIN",
         a.workorder_number AS "WorkorderNumber", j.part_no AS "PartNo", a.auditor AS "Auditor", a.source AS "Source",
         a.checkpoints AS "Checkpoints", a.failed AS "Failed", ${sqlNumber('a.score')} AS "Score", a.result AS "Result", a.notes AS "Notes"
    FROM qc_audits a
    JOIN qc_templates t ON t.id = a.template_id
    LEFT JOIN jobs j ON j.id = a.job_id`;

export const listQcAudits: OperationHandler<'listQcAudits'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  return db.query(
    `${SELECT_AUDITS} WHERE a.eplant_id = $1 AND a.audited_at >= $2::date AND a.audited_at < $3::date + 1 ORDER BY a.audited_at DESC, a.id DESC`,
    [q.plant, q.from, q.to],
  );
};

export const createQcAudit: OperationHandler<'createQcAudit'> = async ({ db, query, body, user }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { VIN, Kind, FailedCheckpoints, Notes } = body;
  const vin = VIN.trim().toUpperCase();
  return db.tx(async (tx) => {
    const job = await maybeOne<{ id: number; workorder_number: string; product_type: string }>(
      tx,
      'SELECT id, workorder_number, product_type FROM jobs WHERE eplant_id = $1 AND upper(trim(vin)) = $2',
      [plant, vin],
    );
    if (!job) {
      const message = `VIN ${vin} is not a unit of this plant`;
      throw badRequest(message, [{ field: 'VIN', message }]);
    }
    const template = await maybeOne<{ id: number; n: number }>(
      tx,
      `SELECT t.id, (SELECT count(*)::int FROM qc_template_checkpoints c WHERE c.template_id = t.id) AS n
         FROM qc_templates t WHERE t.eplant_id = $1 AND t.active AND t.kind = $2 AND t.product_type = $3 ORDER BY t.id LIMIT 1`,
      [plant, Kind, job.product_type],
    );
    if (!template || template.n === 0) {
      const message = `There is no active ${Kind.toLowerCase()} template for ${job.product_type}s`;
      throw badRequest(message, [{ field: 'Kind', message }]);
    }
    if (FailedCheckpoints > template.n) {
      const message = `Failed checkpoints must not be more than the template's ${template.n} checkpoints`;
      throw badRequest(message, [{ field: 'FailedCheckpoints', message }]);
    }
    const score = Math.round(((template.n - FailedCheckpoints) * 10000) / template.n) / 100;
    const { id } = await one<{ id: number }>(
      tx,
      `INSERT INTO qc_audits (eplant_id, template_id, job_id, vin, workorder_number, audited_at, auditor, user_guid, source, checkpoints, failed, score, result, notes)
       VALUES ($1, $2, $3, $4, $5, now(), $6, $7, 'Portal', $8, $9, $10, $11, $12) RETURNING id`,
      [
        plant,
        template.id,
        job.id,
        vin,
        job.workorder_number,
        displayName(user) ?? 'Unknown',
        user?.guid ?? null,
        template.n,
        FailedCheckpoints,
        score,
        FailedCheckpoints === 0 ? 'Pass' : 'Fail',
        Notes?.trim() || null,
      ],
    );
    // The day's planned inspection with this template, if any, is now done.
    await tx.query(
      `UPDATE qc_schedule SET audit_id = $2
        WHERE id = (SELECT id FROM qc_schedule WHERE eplant_id = $1 AND template_id = $3 AND scheduled_date = current_date AND audit_id IS NULL ORDER BY id LIMIT 1)`,
      [plant, id, template.id],
    );
    return one<AnswerOf<'createQcAudit'>>(tx, `${SELECT_AUDITS} WHERE a.id = $1`, [id]);
  });
};

export const listIAuditorScores: OperationHandler<'listIAuditorScores'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  return db.query(
    `SELECT a.id AS "Id", to_char(a.audited_at, 'YYYY-MM') AS "Month", t.name AS "Template", t.product_type AS "ProductType",
            a.auditor AS "Auditor", ${sqlNumber('a.score')} AS "Score", a.failed AS "Failed", 1 AS "Inspections"
       FROM qc_audits a JOIN qc_templates t ON t.id = a.template_id
      WHERE a.eplant_id = $1 AND a.source = 'iAuditor' AND a.audited_at >= $2::date AND a.audited_at < $3::date + 1
      ORDER BY a.audited_at`,
    [q.plant, q.from, q.to],
  );
};

export const listQcLabelUnits: OperationHandler<'listQcLabelUnits'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  return db.query(
    `WITH units AS (
       SELECT j.*,
              p.min_reading,
              (SELECT a.result FROM qc_audits a WHERE a.job_id = j.id ORDER BY a.audited_at DESC LIMIT 1) AS inspection,
              EXISTS (SELECT 1 FROM qc_holds h WHERE h.job_id = j.id AND h.released_at IS NULL) AS on_hold
         FROM jobs j
         LEFT JOIN LATERAL (
           SELECT least(r.paint_mm1_front, r.paint_mm2_drive_side, r.paint_mm3_rear, r.paint_mm4_passenger_side,
                        coalesce(r.paint_mm5_ibeam_gooseneck, r.paint_mm5_floor), r.paint_mm6, coalesce(r.paint_mm7, r.paint_mm6)) AS min_reading
             FROM paint_qc_records r WHERE r.job_id = j.id ORDER BY r.date_input DESC LIMIT 1) p ON true
        WHERE j.eplant_id = $1 AND j.finish_date >= $2::date AND j.finish_date < $3::date + 1)
     SELECT id AS "JobId", ${sqlDate("finish_date AT TIME ZONE 'UTC'")} AS "FinishDate", workorder_number AS "WorkorderNumber",
            trim(vin) AS "VIN", part_no AS "PartNo", config_code AS "ConfigCode", product_type AS "ProductType",
            min_reading IS NOT NULL AS "PaintQc", ${sqlNumber('min_reading')} AS "MinPaintReading", inspection AS "Inspection",
            on_hold AS "OnHold",
            CASE WHEN on_hold THEN 'On hold' WHEN inspection = 'Fail' THEN 'Failed inspection'
                 WHEN min_reading IS NULL AND inspection IS NULL THEN 'Pending QC' ELSE 'Ready for label' END AS "QcStatus"
       FROM units ORDER BY finish_date DESC, id DESC`,
    [q.plant, q.from, q.to],
  );
};

export const listQcHolds: OperationHandler<'listQcHolds'> = async ({ db, query }) => {
  const q = query;
  await checkRange(db, q);
  return db.query(
    `SELECT h.id AS "Id", ${sqlTimestamp('h.placed_at')} AS "PlacedAt", trim(j.vin) AS "VIN", j.workorder_number AS "WorkorderNumber",
            j.part_no AS "PartNo", j.config_code AS "ConfigCode", h.reason AS "Reason", h.placed_by AS "PlacedBy",
            ${sqlTimestamp('h.released_at')} AS "ReleasedAt", h.released_by AS "ReleasedBy", h.disposition AS "Disposition",
            ${sqlNumber('round(extract(epoch FROM coalesce(h.released_at, now()) - h.placed_at)::numeric / 86400, 1)')} AS "DaysOnHold",
            h.released_at IS NULL AS "Open"
       FROM qc_holds h JOIN jobs j ON j.id = h.job_id
      WHERE h.eplant_id = $1 AND (h.placed_at >= $2::date AND h.placed_at < $3::date + 1 OR h.released_at IS NULL)
      ORDER BY h.released_at IS NULL DESC, h.placed_at DESC`,
    [q.plant, q.from, q.to],
  );
};
