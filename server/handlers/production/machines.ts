// Machines of the plants: list, one, create and update. A machine's work center must be in the machine's plant and
// its code unique in that plant; both are checked before the write so the caller gets a field error, not a 500.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest, conflict, notFound } from '../../http/HttpError.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant, sqlDate } from '../plant/plantQueries.js';
import { requireRecordPlant } from '../plant/requireRecordPlant.js';

const MACHINE_SELECT = `
  SELECT m.id AS "Id", m.code AS "Code", m.name AS "Name", m.eplant_id AS "EplantId", m.work_center_id AS "WorkCenterId",
         wc.code AS "WorkCenter", m.manufacturer AS "Manufacturer", m.model AS "Model", m.serial_number AS "SerialNumber",
         m.status AS "Status", ${sqlDate('m.installed_on')} AS "InstalledOn"
    FROM machines m LEFT JOIN work_centers wc ON wc.id = m.work_center_id`;

interface MachineBody {
  Id?: number;
  Code: string;
  Name: string;
  EplantId: number;
  WorkCenterId: number | null;
  Manufacturer: string;
  Model: string;
  SerialNumber: string;
  Status: string;
  InstalledOn?: string | null;
}

async function loadMachine(db: Queryable, id: number) {
  const machine = await maybeOne<AnswerOf<'getMachine'>>(db, `${MACHINE_SELECT} WHERE m.id = $1`, [id]);
  if (!machine) throw notFound(`Machine ${id} not found`);
  return machine;
}

async function checkMachine(db: Queryable, body: MachineBody): Promise<void> {
  await requirePlant(db, body.EplantId);
  if (body.WorkCenterId != null) {
    const wc = await maybeOne<{ eplant_id: number }>(db, 'SELECT eplant_id FROM work_centers WHERE id = $1', [
      body.WorkCenterId,
    ]);
    if (!wc)
      throw badRequest('Work center not found', [
        { field: 'WorkCenterId', message: `Work center ${body.WorkCenterId} not found` },
      ]);
    if (wc.eplant_id !== body.EplantId) {
      throw badRequest('Work center is in another plant', [
        { field: 'WorkCenterId', message: 'The work center belongs to another plant' },
      ]);
    }
  }
  const clash = await maybeOne(
    db,
    'SELECT id FROM machines WHERE eplant_id = $1 AND upper(code) = upper($2) AND id <> $3',
    [body.EplantId, body.Code.trim(), body.Id ?? 0],
  );
  if (clash)
    throw conflict(`Machine code ${body.Code} is already used in this plant`, [
      { field: 'Code', message: `Machine code ${body.Code} is already used in this plant` },
    ]);
}

const values = (b: MachineBody) => [
  b.EplantId,
  b.WorkCenterId ?? null,
  b.Code.trim(),
  b.Name.trim(),
  b.Manufacturer.trim(),
  b.Model.trim(),
  b.SerialNumber.trim(),
  b.Status,
  b.InstalledOn ?? null,
];

export const listMachines: OperationHandler<'listMachines'> = async ({ db, query }) => {
  const plant = query.plant;
  if (plant != null) await requirePlant(db, plant);
  return db.query(`${MACHINE_SELECT} WHERE ($1::int IS NULL OR m.eplant_id = $1) ORDER BY m.eplant_id, m.name`, [
    plant ?? null,
  ]);
};

// Another plant's machine is answered 404 by the operation pipeline (server/app/recordPlant.ts, ADR 014).
export const getMachine: OperationHandler<'getMachine'> = async ({ db, params }) => loadMachine(db, params.id);

export const createMachine: OperationHandler<'createMachine'> = async ({ db, body }) => {
  await checkMachine(db, body);
  const id = await db.tx(async (tx) => {
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO machines (eplant_id, work_center_id, code, name, manufacturer, model, serial_number, status, installed_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      values(body),
    );
    return rows[0].id;
  });
  return loadMachine(db, id);
};

export const updateMachine: OperationHandler<'updateMachine'> = async ({ db, body, user }) => {
  const id = body.Id as number;
  // The body's EplantId is checked by the pipeline; the machine's present plant is checked here, so a machine of
  // another plant can neither be changed nor moved into the caller's plant.
  requireRecordPlant(user, (await loadMachine(db, id)).EplantId);
  await checkMachine(db, body);
  await db.tx((tx) =>
    tx.query(
      `UPDATE machines SET eplant_id = $1, work_center_id = $2, code = $3, name = $4, manufacturer = $5, model = $6,
              serial_number = $7, status = $8, installed_on = $9 WHERE id = $10`,
      [...values(body), id],
    ),
  );
  return loadMachine(db, id);
};
