// Production ReverseOperation: puts a wrongly reported operation back to pending. Only the last completed operation of
// a unit that has not shipped can be reversed (later work would otherwise rest on an undone step); the job's status
// and finish date follow, and the reversal is kept with its reason.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName } from '../plant/plantQueries.js';
import { plantQuery } from '../shared/shopFloorQueries.js';

interface Body {
  WorkorderNumber: string;
  OpSeq: number;
  Reason: string;
}

export const reverseOperation: OperationHandler<'reverseOperation'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  const body = ctx.body;
  const wo = body.WorkorderNumber.trim().toUpperCase();
  const job = await maybeOne<{ id: number; workorder_number: string; status: string }>(
    ctx.db,
    'SELECT id, workorder_number, status FROM jobs WHERE eplant_id = $1 AND upper(workorder_number) = $2',
    [plant, wo],
  );
  const fail = (field: keyof Body, message: string) => badRequest(message, [{ field, message }]);
  if (!job) throw fail('WorkorderNumber', `Work order ${body.WorkorderNumber} not found in this plant`);
  if (job.status === 'Shipped')
    throw fail('WorkorderNumber', `Work order ${job.workorder_number} has shipped; its operations cannot be reversed`);
  const op = await maybeOne<{
    id: number;
    status: string;
    operation: string;
    work_center: string;
    completed_at: string;
    labor_hours: string | null;
    employee_id: number | null;
  }>(
    ctx.db,
    `SELECT op.id, op.status, op.operation, wc.code AS work_center, op.completed_at, op.labor_hours, op.employee_id
       FROM job_operations op JOIN work_centers wc ON wc.id = op.work_center_id WHERE op.job_id = $1 AND op.seq = $2`,
    [job.id, body.OpSeq],
  );
  if (!op) throw fail('OpSeq', `Work order ${job.workorder_number} has no operation ${body.OpSeq}`);
  if (op.status !== 'Done') throw fail('OpSeq', `Operation ${body.OpSeq} of ${job.workorder_number} is not completed`);
  const later = await maybeOne<{ seq: number }>(
    ctx.db,
    `SELECT max(seq) AS seq FROM job_operations WHERE job_id = $1 AND seq > $2 AND status = 'Done' HAVING count(*) > 0`,
    [job.id, body.OpSeq],
  );
  if (later) throw fail('OpSeq', `Reverse operation ${later.seq} of ${job.workorder_number} first`);

  const result = await ctx.db.tx(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO operation_reversals (eplant_id, job_operation_id, workorder_number, op_seq, completed_at, labor_hours,
                                        employee_id, reason, reversed_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        plant,
        op.id,
        job.workorder_number,
        body.OpSeq,
        op.completed_at,
        op.labor_hours,
        op.employee_id,
        body.Reason.trim(),
        displayName(ctx.user),
      ],
    );
    await tx.query(
      `UPDATE job_operations SET status = 'Pending', completed_at = NULL, started_at = NULL, labor_hours = NULL, employee_id = NULL
        WHERE id = $1`,
      [op.id],
    );
    const [{ done }] = await tx.query<{ done: number }>(
      `SELECT count(*)::int AS done FROM job_operations WHERE job_id = $1 AND status = 'Done'`,
      [job.id],
    );
    const status = done === 0 ? 'Released' : 'InProcess';
    await tx.query('UPDATE jobs SET status = $2, finish_date = NULL WHERE id = $1', [job.id, status]);
    return { id: row.id, status };
  });
  const answer = {
    ok: true,
    message: `Operation ${body.OpSeq} (${op.operation}) of ${job.workorder_number} is pending again`,
    ReversalId: result.id,
    WorkorderNumber: job.workorder_number,
    OpSeq: body.OpSeq,
    Operation: op.operation,
    WorkCenter: op.work_center,
    JobStatus: result.status,
  };
  ctx.publish('shopfloor', 'operationReversed', { Plant: plant, ...answer });
  return answer;
};
