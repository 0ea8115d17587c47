// Process reporting of Sigmanest nest jobs: parts finished or a nest rejected. Each report is a process_reports
// transaction; the report that completes a nest also issues its plates from inventory. Both push to 'shopfloor'.
import type { OperationContext, OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne, one } from '../../db/Database.js';
import { sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { requireRecordPlant } from '../plant/requireRecordPlant.js';

interface ReportBody {
  NestJobId: number;
  Qty: number;
  EmployeeId?: number | null;
  Reason?: string;
}

interface NestRow {
  id: number;
  eplant_id: number;
  nest_no: string;
  plate_arinvt_id: number;
  sheets: number;
  parts_count: number;
  status: 'Released' | 'Finished' | 'Rejected';
  finished: number;
  rejected: number;
}

async function loadNest(db: Queryable, id: number, lock = false): Promise<NestRow> {
  const nest = await maybeOne<NestRow>(
    db,
    `SELECT n.id, n.eplant_id, n.nest_no, n.plate_arinvt_id, n.sheets, n.parts_count, n.status,
            coalesce((SELECT sum(qty) FROM process_reports WHERE nest_job_id = n.id AND action = 'finish'), 0)::int AS finished,
            coalesce((SELECT sum(qty) FROM process_reports WHERE nest_job_id = n.id AND action = 'reject'), 0)::int AS rejected
       FROM nest_jobs n WHERE n.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  if (!nest) throw notFound(`Nest job ${id} not found`);
  return nest;
}

async function checkReport(db: Queryable, body: ReportBody, nest: NestRow, action: 'finish' | 'reject'): Promise<void> {
  if (nest.status !== 'Released') {
    throw badRequest(`Nest ${nest.nest_no} is already ${nest.status}`, [
      { field: 'NestJobId', message: `Nest ${nest.nest_no} is already ${nest.status}` },
    ]);
  }
  const open = nest.parts_count - nest.finished - nest.rejected;
  if (body.Qty > open) {
    const message = `Only ${open} of ${nest.parts_count} parts of nest ${nest.nest_no} are left to ${action === 'finish' ? 'finish' : 'reject'}`;
    throw badRequest(message, [{ field: 'Qty', message }]);
  }
  if (body.EmployeeId != null) {
    const emp = await maybeOne(db, 'SELECT id FROM employees WHERE id = $1 AND eplant_id = $2 AND active', [
      body.EmployeeId,
      nest.eplant_id,
    ]);
    if (!emp)
      throw badRequest('Employee not found', [
        { field: 'EmployeeId', message: `Employee ${body.EmployeeId} is not an active employee of this plant` },
      ]);
  }
}

/** Issues the nest's plates from the plant location holding the most of that plate (backflush at completion). */
async function issuePlates(tx: Queryable, nest: NestRow, userGuid: string | null): Promise<number> {
  const source = await maybeOne<{ id: number; location_id: number }>(
    tx,
    'SELECT id, location_id FROM on_hand WHERE arinvt_id = $1 AND eplant_id = $2 ORDER BY qty DESC, id LIMIT 1 FOR UPDATE',
    [nest.plate_arinvt_id, nest.eplant_id],
  );
  if (source)
    await tx.query('UPDATE on_hand SET qty = qty - $1, last_move_at = now() WHERE id = $2', [nest.sheets, source.id]);
  const trans = await one<{ id: number }>(
    tx,
    `INSERT INTO inventory_transactions (eplant_id, trans_type, trans_date, arinvt_id, from_location_id, qty, reference, user_guid)
     VALUES ($1, 'ISSUE', now(), $2, $3, $4, $5, $6) RETURNING id`,
    [nest.eplant_id, nest.plate_arinvt_id, source?.location_id ?? null, nest.sheets, `Nest ${nest.nest_no}`, userGuid],
  );
  return trans.id;
}

async function report(
  action: 'finish' | 'reject',
  ctx: OperationContext<unknown, unknown, ReportBody>,
): Promise<AnswerOf<'finishNestJob'>> {
  const { body, db, user } = ctx;
  const current = await loadNest(db, body.NestJobId);
  // A nest of another plant is refused before its quantities are told (403, as for a plant named in a request).
  requireRecordPlant(user, current.eplant_id);
  await checkReport(db, body, current, action);
  const outcome = await db.tx(async (tx) => {
    // Re-read under lock so two operators reporting the same nest cannot both pass the quantity check.
    const nest = await loadNest(tx, body.NestJobId, true);
    await checkReport(tx, body, nest, action);
    const rep = await one<{ id: number; reported_at: string }>(
      tx,
      `INSERT INTO process_reports (eplant_id, nest_job_id, action, qty, reason, employee_id, user_guid, reported_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id, ${sqlTimestamp('reported_at')} AS reported_at`,
      [
        nest.eplant_id,
        nest.id,
        action,
        body.Qty,
        body.Reason?.trim() || null,
        body.EmployeeId ?? null,
        user?.guid ?? null,
      ],
    );
    const finished = nest.finished + (action === 'finish' ? body.Qty : 0);
    const rejected = nest.rejected + (action === 'reject' ? body.Qty : 0);
    let status: NestRow['status'] = nest.status;
    let transactionId: number | null = null;
    if (action === 'reject') status = 'Rejected';
    else if (finished + rejected >= nest.parts_count) {
      status = 'Finished';
      transactionId = await issuePlates(tx, nest, user?.guid ?? null);
    }
    if (status !== nest.status) await tx.query('UPDATE nest_jobs SET status = $1 WHERE id = $2', [status, nest.id]);
    return { nest, rep, finished, rejected, status, transactionId };
  });
  const result = {
    ok: true,
    message:
      action === 'finish'
        ? `Nest ${outcome.nest.nest_no}: ${body.Qty} parts finished`
        : `Nest ${outcome.nest.nest_no} rejected`,
    ProcessReportId: outcome.rep.id,
    NestJobId: outcome.nest.id,
    NestNo: outcome.nest.nest_no,
    Status: outcome.status,
    QtyFinished: outcome.finished,
    QtyRejected: outcome.rejected,
    TransactionId: outcome.transactionId,
  };
  ctx.publish('shopfloor', 'nestJobReported', {
    Action: action,
    Plant: outcome.nest.eplant_id,
    ReportedAt: outcome.rep.reported_at,
    ...result,
  });
  return result;
}

export const finishNestJob: OperationHandler<'finishNestJob'> = (ctx) => report('finish', ctx);
export const rejectNestJob: OperationHandler<'rejectNestJob'> = (ctx) => report('reject', ctx);

export const getProcessReportingItem: OperationHandler<'getProcessReportingItem'> = async ({ db, params, user }) => {
  const id = params.id;
  const found = await maybeOne<Omit<AnswerOf<'getProcessReportingItem'>, 'NestJobs'> & { eplant_id: number }>(
    db,
    `SELECT i.eplant_id, i.arinvt_id AS "ARINVT_ID", i.item_no AS "ItemNo", i.descrip AS "Descrip", i.class AS "Class", i.uom AS "UOM",
            i.source AS "Source", ${sqlNumber('coalesce((SELECT sum(qty) FROM on_hand WHERE arinvt_id = i.arinvt_id), 0)')} AS "OnHand"
       FROM items i WHERE i.arinvt_id = $1`,
    [id],
  );
  if (!found) throw notFound(`Item ${id} not found`);
  const { eplant_id: plant, ...item } = found;
  requireRecordPlant(user, plant);
  const nestJobs = await db.query<AnswerOf<'getProcessReportingItem'>['NestJobs'][number]>(
    `SELECT n.id AS "NestJobId", n.nest_no AS "NestNo", n.program AS "Program", wc.code AS "WorkCenter", n.sheets AS "Sheets",
            n.parts_count AS "PartsCount", ${sqlNumber('n.utilization_pct')} AS "UtilizationPct", n.status AS "Status",
            ${sqlTimestamp('n.created_at')} AS "CreatedAt"
       FROM nest_jobs n LEFT JOIN work_centers wc ON wc.id = n.work_center_id
      WHERE n.plate_arinvt_id = $1 AND n.status = 'Released'
      ORDER BY n.created_at, n.nest_no`,
    [id],
  );
  return { ...item, NestJobs: nestJobs };
};
