// GET /documents/workorders/{workorderNumber}/traveler: the traveler of a work order of the plant
// (server/documents/workOrderTraveler.ts) for production; a work order of another plant is 404 like a missing one.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { workOrderTraveler } from '../../documents/workOrderTraveler.js';
import { readerOf, sendDocument, usDate } from '../../documents/sendDocument.js';

export const getWorkOrderTraveler: OperationHandler<'getWorkOrderTraveler'> = async (ctx) => {
  const { db, params, query, reply } = ctx;
  const { plant } = query;
  await requirePlant(db, plant);
  const job = await maybeOne<{
    id: number;
    arinvt_id: number;
    workorder_number: string;
    vin: string | null;
    part_no: string;
    descrip: string;
    config_code: string;
    status: string;
    qty: number;
    start_date: string | null;
    due_date: string;
  }>(
    db,
    `SELECT j.id, j.arinvt_id, j.workorder_number, trim(j.vin) AS vin, j.part_no, it.descrip, j.config_code, j.status,
            j.qty, ${sqlDate('j.start_date')} AS start_date, ${sqlDate('j.due_date')} AS due_date
       FROM jobs j JOIN items it ON it.arinvt_id = j.arinvt_id
      WHERE j.eplant_id = $1 AND upper(j.workorder_number) = upper($2)`,
    [plant, params.workorderNumber.trim()],
  );
  if (!job) throw notFound(`Work order ${params.workorderNumber} not found in plant ${plant}`);
  const [operations, materials] = await Promise.all([
    db.query<{ seq: number; work_center: string; operation: string; std_hours: number; status: string }>(
      `SELECT o.seq, w.code || ' ' || w.name AS work_center, o.operation, o.std_hours::float8 AS std_hours, o.status
         FROM job_operations o JOIN work_centers w ON w.id = o.work_center_id WHERE o.job_id = $1 ORDER BY o.seq`,
      [job.id],
    ),
    db.query<{ seq: number; item_no: string; descrip: string; qty: number; uom: string }>(
      `SELECT b.seq, it.item_no, it.descrip, b.qty::float8 AS qty, it.uom
         FROM bom b JOIN items it ON it.arinvt_id = b.child_arinvt_id WHERE b.parent_arinvt_id = $1 ORDER BY b.seq`,
      [job.arinvt_id],
    ),
  ]);
  const layout = workOrderTraveler(
    {
      plant,
      workorderNumber: job.workorder_number,
      vin: job.vin,
      partNo: job.part_no,
      description: job.descrip,
      configCode: job.config_code,
      status: job.status,
      qty: job.qty,
      startDate: usDate(job.start_date),
      dueDate: usDate(job.due_date),
      operations: operations.map((o) => ({
        seq: o.seq,
        workCenter: o.work_center,
        operation: o.operation,
        stdHours: o.std_hours,
        status: o.status,
      })),
      materials: materials.map((m) => ({
        seq: m.seq,
        itemNo: m.item_no,
        description: m.descrip,
        qtyPer: m.qty,
        uom: m.uom,
      })),
    },
    readerOf(ctx),
  );
  return sendDocument(reply, layout, `Traveler-${job.workorder_number}.pdf`);
};
