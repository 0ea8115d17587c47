// Cycle count managers of a plant and the counters reporting to a manager (SPEC §3 Manager {id, Name} and
// Counter {id, CounterName, Guid}).
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { requirePlant } from '../plant/plantQueries.js';

export const listCycleCountManagers: OperationHandler<'listCycleCountManagers'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query('SELECT id, name AS "Name" FROM cycle_count_managers WHERE eplant_id = $1 ORDER BY name', [plant]);
};

export const listCycleCountCounters: OperationHandler<'listCycleCountCounters'> = async ({ db, query }) => {
  const managerId = query.manager_id;
  const manager = await db.query('SELECT id FROM cycle_count_managers WHERE id = $1', [managerId]);
  if (!manager[0]) throw notFound(`Cycle count manager ${managerId} not found`);
  return db.query(
    'SELECT id, counter_name AS "CounterName", user_guid::text AS "Guid" FROM cycle_count_counters WHERE manager_id = $1 ORDER BY counter_name',
    [managerId],
  );
};
