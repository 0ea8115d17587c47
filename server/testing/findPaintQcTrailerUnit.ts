// The unit a test's paint QC trailer save is for: the newest U.S. trailer job with a VIN, with the input day the paint
// QC screen's lookup answers for it (the save must carry that day).
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/Database.js';
import type { PaintQcTrailerUnit } from './paintQcTrailerBody.js';

export interface FindPaintQcTrailerUnitOptions {
  /** Only a job whose work order has no paint QC record yet (a save then creates one). */
  withoutRecord?: boolean;
}

export async function findPaintQcTrailerUnit(
  db: Database,
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  headers: Record<string, string>,
  { withoutRecord = false }: FindPaintQcTrailerUnitOptions = {},
): Promise<PaintQcTrailerUnit> {
  const [job] = await db.query<{ workorder_number: string; vin: string; part_no: string }>(
    `SELECT workorder_number, trim(vin) AS vin, part_no FROM jobs j
      WHERE eplant_id = 2 AND product_type = 'trailer' AND vin IS NOT NULL
        ${withoutRecord ? 'AND NOT EXISTS (SELECT 1 FROM paint_qc_records p WHERE p.workorder_number = j.workorder_number)' : ''}
      ORDER BY id DESC LIMIT 1`,
  );
  if (!job) throw new Error('no U.S. trailer job with a VIN in the test database');
  const lookup = await inject({
    url: `/api/ns/QC/PaintQC/paintqclookup?searchValue=${job.vin}&searchBy=VIN&plant=2`,
    headers,
  });
  if (lookup.statusCode !== 200) throw new Error(`paint QC lookup answered ${lookup.statusCode}: ${lookup.body}`);
  const { DateInput } = lookup.json<{ DateInput: string }>();
  return { WorkorderNumber: job.workorder_number, VIN: job.vin, DateInput, PartNo: job.part_no };
}
