// Pick list of a load: every serialized component (axles, power unit) of the load's units. Scanning a serial proves
// the right unit was pulled from the yard; a serial of another load or one already picked is refused.
import type { Queryable } from '../../db/Database.js';
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { LOAD_UNITS, SERIAL_TYPE_NAME, sqlTimestamp } from '../shared/shippingSql.js';

const PICK_ROWS = `
  SELECT l.load_no AS "LoadNo", u.position AS "Position", j.vin AS "VIN", j.workorder_number AS "WorkorderNumber",
         j.part_no AS "PartNo", ${SERIAL_TYPE_NAME} AS "SerialType", s.serial_no AS "SerialNo", (p.id IS NOT NULL) AS "Picked",
         p.scanned_by AS "PickedBy", ${sqlTimestamp('p.scanned_at')} AS "PickedAt"
    FROM loads l JOIN ${LOAD_UNITS} u ON u.load_id = l.id JOIN jobs j ON j.id = u.job_id
    JOIN unit_serials s ON s.job_id = j.id
    LEFT JOIN picklist_scans p ON p.load_id = l.id AND p.serial_id = s.id`;

const SERIAL_ORDER = `ORDER BY u.position, array_position(ARRAY['front_axle', 'middle_axle', 'rear_axle', 'power_unit'], s.serial_type)`;

async function findLoad(db: Queryable, plant: number, loadNo: string) {
  const [load] = await db.query<{ id: number; status: string; load_no: string }>(
    'SELECT id, status, load_no FROM loads WHERE eplant_id = $1 AND load_no = $2',
    [plant, loadNo.trim().toUpperCase()],
  );
  return load;
}

export const getPickList: OperationHandler<'getPickList'> = async ({ db, query }) => {
  const { plant, load: loadNo } = query;
  await requirePlant(db, plant);
  const load = await findLoad(db, plant, loadNo);
  if (!load) throw notFound(`Load ${loadNo} not found`);
  return db.query(`${PICK_ROWS} WHERE l.id = $1 ${SERIAL_ORDER}`, [load.id]);
};

export const scanPickListSerial: OperationHandler<'scanPickListSerial'> = async ({
  db,
  query,
  body,
  user,
  publish,
}) => {
  const { plant } = query;
  const input = body;
  await requirePlant(db, plant);
  const serialNo = input.SerialNo.trim().toUpperCase();
  const row = await db.tx(async (tx) => {
    const load = await findLoad(tx, plant, input.LoadNo);
    if (!load)
      throw badRequest(`Load ${input.LoadNo} not found`, [
        { field: 'LoadNo', message: `Load ${input.LoadNo} not found` },
      ]);
    if (load.status === 'Shipped' || load.status === 'Delivered') {
      const message = `Load ${load.load_no} has already shipped`;
      throw badRequest(message, [{ field: 'LoadNo', message }]);
    }
    const [serial] = await tx.query<{ id: number; picked: boolean }>(
      `SELECT s.id, EXISTS (SELECT 1 FROM picklist_scans p WHERE p.load_id = $1 AND p.serial_id = s.id) AS picked
         FROM unit_serials s WHERE upper(s.serial_no) = $2
          AND EXISTS (SELECT 1 FROM load_units u WHERE u.load_id = $1 AND u.job_id = s.job_id)`,
      [load.id, serialNo],
    );
    if (!serial) {
      const message = `Serial ${serialNo} is not on load ${load.load_no}`;
      throw badRequest(message, [{ field: 'SerialNo', message }]);
    }
    if (serial.picked) {
      const message = `Serial ${serialNo} was already picked`;
      throw badRequest(message, [{ field: 'SerialNo', message }]);
    }
    await tx.query(
      'INSERT INTO picklist_scans (eplant_id, load_id, serial_id, scanned_by, scanned_at) VALUES ($1, $2, $3, $4, now())',
      [plant, load.id, serial.id, displayName(user) ?? 'Unknown'],
    );
    const [picked] = await tx.query<AnswerOf<'scanPickListSerial'>>(`${PICK_ROWS} WHERE l.id = $1 AND s.id = $2`, [
      load.id,
      serial.id,
    ]);
    return picked;
  });
  publish('shopfloor', 'pickListScanned', { Plant: plant, ...row });
  return row;
};
