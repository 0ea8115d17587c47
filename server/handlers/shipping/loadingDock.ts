// The loading dock: loads approved for shipping this fortnight, their units, and the VIN scan that puts a unit on
// the truck. Only a unit of that load that passed pre-ship QC may be scanned; the last unit scanned makes the load
// Loaded. Every scan is pushed to the shopfloor group so every dock screen updates at once.
import type { Queryable } from '../../db/Database.js';
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { badRequest, notFound } from '../../http/HttpError.js';
import { displayName, requirePlant } from '../plant/plantQueries.js';
import { LOAD_UNITS, destination, sqlDate, sqlTimestamp } from '../shared/shippingSql.js';

/** Loads shipping from this many days ago … */
const DOCK_DAYS_BACK = 7;
/** … to this many days ahead are at the dock. */
const DOCK_DAYS_AHEAD = 14;

const LOAD_ROW = `
  SELECT l.load_no AS "LoadNo", ${sqlDate('l.ship_date')} AS "ShipDate", l.status AS "Status", c.name AS "Dealer",
         ${destination('c')} AS "Destination", ca.name AS "Carrier",
         (SELECT count(*)::int FROM ${LOAD_UNITS} u WHERE u.load_id = l.id) AS "Units",
         (SELECT count(*)::int FROM dock_scans d WHERE d.load_id = l.id) AS "UnitsScanned",
         (SELECT d.dock_door FROM dock_scans d WHERE d.load_id = l.id ORDER BY d.scanned_at DESC LIMIT 1) AS "DockDoor"
    FROM loads l JOIN customers c ON c.id = l.dealer_id LEFT JOIN carriers ca ON ca.id = l.carrier_id`;

const UNIT_ROWS = `
  SELECT l.load_no AS "LoadNo", u.position AS "Position", j.vin AS "VIN", j.workorder_number AS "WorkorderNumber",
         j.part_no AS "PartNo", j.config_code AS "ConfigCode",
         EXISTS (SELECT 1 FROM preship_qc_checks q WHERE q.job_id = j.id AND q.passed) AS "QcPassed",
         (d.id IS NOT NULL) AS "Scanned", d.scanned_by AS "ScannedBy", ${sqlTimestamp('d.scanned_at')} AS "ScannedAt",
         d.dock_door AS "DockDoor"
    FROM loads l JOIN ${LOAD_UNITS} u ON u.load_id = l.id JOIN jobs j ON j.id = u.job_id
    LEFT JOIN dock_scans d ON d.load_id = l.id AND d.job_id = j.id`;

async function findLoad(db: Queryable, plant: number, loadNo: string) {
  const [load] = await db.query<{ id: number; status: string; load_no: string }>(
    'SELECT id, status, load_no FROM loads WHERE eplant_id = $1 AND load_no = $2',
    [plant, loadNo.trim().toUpperCase()],
  );
  return load;
}

export const listDockLoads: OperationHandler<'listDockLoads'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `${LOAD_ROW} WHERE l.eplant_id = $1 AND l.status IN ('Approved', 'Loaded')
        AND l.ship_date BETWEEN current_date - ${DOCK_DAYS_BACK} AND current_date + ${DOCK_DAYS_AHEAD}
      ORDER BY l.ship_date, l.load_no`,
    [plant],
  );
};

export const listDockLoadUnits: OperationHandler<'listDockLoadUnits'> = async ({ db, query }) => {
  const { plant, load: loadNo } = query;
  await requirePlant(db, plant);
  const load = await findLoad(db, plant, loadNo);
  if (!load) throw notFound(`Load ${loadNo} not found`);
  return db.query(`${UNIT_ROWS} WHERE l.id = $1 ORDER BY u.position`, [load.id]);
};

export const scanDockVin: OperationHandler<'scanDockVin'> = async ({ db, query, body, user, publish }) => {
  const { plant } = query;
  const input = body;
  await requirePlant(db, plant);
  const vin = input.VIN.trim().toUpperCase();
  const result = await db.tx(async (tx) => {
    const load = await findLoad(tx, plant, input.LoadNo);
    if (!load)
      throw badRequest(`Load ${input.LoadNo} not found`, [
        { field: 'LoadNo', message: `Load ${input.LoadNo} not found` },
      ]);
    if (load.status !== 'Approved' && load.status !== 'Loaded') {
      const message = `Load ${load.load_no} is not approved for shipping`;
      throw badRequest(message, [{ field: 'LoadNo', message }]);
    }
    const [unit] = await tx.query<{ job_id: number; scanned: boolean; qc_passed: boolean }>(
      `SELECT u.job_id, EXISTS (SELECT 1 FROM dock_scans d WHERE d.load_id = u.load_id AND d.job_id = u.job_id) AS scanned,
              EXISTS (SELECT 1 FROM preship_qc_checks q WHERE q.job_id = u.job_id AND q.passed) AS qc_passed
         FROM load_units u JOIN jobs j ON j.id = u.job_id WHERE u.load_id = $1 AND j.vin = $2 LIMIT 1`,
      [load.id, vin],
    );
    const refuse = (message: string) => badRequest(message, [{ field: 'VIN', message }]);
    if (!unit) throw refuse(`VIN ${vin} is not on load ${load.load_no}`);
    if (unit.scanned) throw refuse(`VIN ${vin} is already on the truck`);
    if (!unit.qc_passed) throw refuse(`VIN ${vin} has not passed pre-ship QC`);
    await tx.query(
      'INSERT INTO dock_scans (eplant_id, load_id, job_id, dock_door, scanned_by, scanned_at) VALUES ($1, $2, $3, $4, $5, now())',
      [plant, load.id, unit.job_id, input.DockDoor, displayName(user) ?? 'Unknown'],
    );
    const [{ remaining }] = await tx.query<{ remaining: number }>(
      `SELECT count(*)::int AS remaining FROM ${LOAD_UNITS} u
        WHERE u.load_id = $1 AND NOT EXISTS (SELECT 1 FROM dock_scans d WHERE d.load_id = u.load_id AND d.job_id = u.job_id)`,
      [load.id],
    );
    const loadComplete = remaining === 0 && load.status !== 'Loaded';
    if (loadComplete) await tx.query(`UPDATE loads SET status = 'Loaded' WHERE id = $1`, [load.id]);
    const [unitRow] = await tx.query<AnswerOf<'scanDockVin'>['Unit']>(`${UNIT_ROWS} WHERE l.id = $1 AND j.id = $2`, [
      load.id,
      unit.job_id,
    ]);
    const [loadRow] = await tx.query<AnswerOf<'scanDockVin'>['Load']>(`${LOAD_ROW} WHERE l.id = $1`, [load.id]);
    return { Unit: unitRow, Load: loadRow, LoadComplete: loadComplete };
  });
  publish('shopfloor', 'dockScanned', {
    Plant: plant,
    LoadNo: result.Load.LoadNo,
    VIN: vin,
    LoadComplete: result.LoadComplete,
  });
  return result;
};
