// Cycle counts on the floor: the lines of open counts a manager's counters work through (CycleCount), the entry of a
// counted quantity, and free counts of any item at any location outside the schedule (FreeCycleCount).
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import type { Queryable } from '../../db/Database.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { requireDateRange, requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

const SELECT_LINES = `
  SELECT cl.id AS "LineId", cc.id AS "CycleCountId", ${sqlDate('cc.count_date')} AS "CountDate", cc.status AS "Status",
         m.id AS "ManagerId", m.name AS "Manager", coalesce(lc.counter_name, c.counter_name) AS "Counter", cc.class AS "Class",
         i.item_no AS "ItemNo", i.descrip AS "Descrip", l.location AS "Location", i.uom AS "UOM",
         ${sqlNumber('cl.expected_qty')} AS "ExpectedQty", ${sqlNumber('cl.counted_qty')} AS "CountedQty",
         ${sqlNumber('cl.counted_qty - cl.expected_qty')} AS "Variance", ${sqlTimestamp('cl.counted_at')} AS "CountedAt"`;

const FROM_LINES = `
    FROM cycle_count_lines cl
    JOIN cycle_counts cc ON cc.id = cl.cycle_count_id
    JOIN cycle_count_managers m ON m.id = cc.manager_id
    LEFT JOIN cycle_count_counters c ON c.id = cc.counter_id
    LEFT JOIN cycle_count_counters lc ON lc.id = cl.counter_id
    JOIN items i ON i.arinvt_id = cl.arinvt_id
    JOIN locations l ON l.id = cl.location_id`;

async function requireCounter(tx: Queryable, plant: number, counterId: number) {
  const counter = await maybeOne<{ id: number; manager_id: number }>(
    tx,
    'SELECT id, manager_id FROM cycle_count_counters WHERE id = $1 AND eplant_id = $2',
    [counterId, plant],
  );
  if (!counter) throw badRequest('Counter is required', [{ field: 'CounterId', message: 'Counter is required' }]);
  return counter;
}

export const listCycleCountLines: OperationHandler<'listCycleCountLines'> = async ({ db, query }) => {
  const { plant, manager_id: managerId } = query;
  await requirePlant(db, plant);
  return db.query(
    `${SELECT_LINES} ${FROM_LINES}
      WHERE cc.eplant_id = $1 AND cc.status IN ('Open', 'Counted') AND NOT cc.free_count AND ($2::int IS NULL OR cc.manager_id = $2)
      ORDER BY cl.counted_qty IS NOT NULL, cc.count_date, l.location, i.item_no`,
    [plant, managerId ?? null],
  );
};

export const recordCycleCount: OperationHandler<'recordCycleCount'> = async ({ db, query, body, publish }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { LineId, CountedQty, CounterId } = body;
  const row = await db.tx(async (tx) => {
    const line = await maybeOne<{ cycle_count_id: number; status: string }>(
      tx,
      `SELECT cl.cycle_count_id, cc.status FROM cycle_count_lines cl JOIN cycle_counts cc ON cc.id = cl.cycle_count_id
        WHERE cl.id = $1 AND cc.eplant_id = $2`,
      [LineId, plant],
    );
    if (!line)
      throw badRequest('Count line not found in this plant', [
        { field: 'LineId', message: 'Count line not found in this plant' },
      ]);
    if (line.status === 'Posted')
      throw badRequest('This count is already posted', [{ field: 'LineId', message: 'This count is already posted' }]);
    await requireCounter(tx, plant, CounterId);
    await tx.query('UPDATE cycle_count_lines SET counted_qty = $2, counted_at = now(), counter_id = $3 WHERE id = $1', [
      LineId,
      CountedQty,
      CounterId,
    ]);
    // The count is done once its last line has a quantity.
    await tx.query(
      `UPDATE cycle_counts SET status = 'Counted'
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM cycle_count_lines WHERE cycle_count_id = $1 AND counted_qty IS NULL)`,
      [line.cycle_count_id],
    );
    return one<AnswerOf<'recordCycleCount'>>(tx, `${SELECT_LINES} ${FROM_LINES} WHERE cl.id = $1`, [LineId]);
  });
  // Counters of the same manager on other handhelds see the line counted.
  publish('physical', 'cycleCountRecorded', { Plant: plant, ...row });
  return row;
};

const SELECT_FREE = `
  SELECT cl.id AS "LineId", ${sqlDate('cc.count_date')} AS "CountDate", i.item_no AS "ItemNo", i.descrip AS "Descrip",
         i.class AS "Class", l.location AS "Location", i.uom AS "UOM", ${sqlNumber('cl.expected_qty')} AS "SystemQty",
         ${sqlNumber('coalesce(cl.counted_qty, 0)')} AS "CountedQty", ${sqlNumber('coalesce(cl.counted_qty, 0) - cl.expected_qty')} AS "Variance",
         ${sqlNumber('round((coalesce(cl.counted_qty, 0) - cl.expected_qty) * i.std_cost, 2)')} AS "VarianceValue",
         coalesce(lc.counter_name, c.counter_name) AS "Counter", m.name AS "Manager", ${sqlTimestamp('cl.counted_at')} AS "CountedAt"`;

export const recordFreeCycleCount: OperationHandler<'recordFreeCycleCount'> = async ({ db, query, body }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { ItemNo, Location, CountedQty, CounterId } = body;
  return db.tx(async (tx) => {
    const item = await maybeOne<{ arinvt_id: number; class: string }>(
      tx,
      'SELECT arinvt_id, class FROM items WHERE eplant_id = $1 AND upper(item_no) = upper($2)',
      [plant, ItemNo.trim()],
    );
    if (!item) {
      const message = `Item ${ItemNo.trim()} does not exist in this plant`;
      throw badRequest(message, [{ field: 'ItemNo', message }]);
    }
    const loc = await maybeOne<{ id: number }>(
      tx,
      'SELECT id FROM locations WHERE eplant_id = $1 AND upper(location) = upper($2)',
      [plant, Location.trim()],
    );
    if (!loc) {
      const message = `Location ${Location.trim()} does not exist in this plant`;
      throw badRequest(message, [{ field: 'Location', message }]);
    }
    const counter = await requireCounter(tx, plant, CounterId);
    const { id: countId } = await one<{ id: number }>(
      tx,
      `INSERT INTO cycle_counts (eplant_id, manager_id, counter_id, count_date, status, class, free_count)
       VALUES ($1, $2, $3, current_date, 'Counted', $4, true) RETURNING id`,
      [plant, counter.manager_id, counter.id, item.class],
    );
    const { id } = await one<{ id: number }>(
      tx,
      `INSERT INTO cycle_count_lines (cycle_count_id, arinvt_id, location_id, expected_qty, counted_qty, counted_at, counter_id)
       VALUES ($1, $2, $3, (SELECT coalesce(sum(qty), 0) FROM on_hand WHERE arinvt_id = $2 AND location_id = $3), $4, now(), $5)
       RETURNING id`,
      [countId, item.arinvt_id, loc.id, CountedQty, counter.id],
    );
    return one<AnswerOf<'recordFreeCycleCount'>>(tx, `${SELECT_FREE} ${FROM_LINES} WHERE cl.id = $1`, [id]);
  });
};

export const listFreeCycleCounts: OperationHandler<'listFreeCycleCounts'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  await requirePlant(db, plant);
  return db.query(
    `${SELECT_FREE} ${FROM_LINES}
      WHERE cc.eplant_id = $1 AND cc.free_count AND cc.count_date BETWEEN $2::date AND $3::date
      ORDER BY cc.count_date DESC, cl.counted_at DESC NULLS LAST, cl.id DESC`,
    [plant, from, to],
  );
};
