// The codes a scanning screen keeps on the device (listScanCodes): every item number and stock location of the plant,
// so a scan can be checked while the server cannot be reached.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant } from '../plant/plantQueries.js';

export const listScanCodes: OperationHandler<'listScanCodes'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const [items, locations] = await Promise.all([
    db.query<{ code: string }>('SELECT item_no AS code FROM items WHERE eplant_id = $1 ORDER BY item_no', [plant]),
    db.query<{ code: string }>('SELECT location AS code FROM locations WHERE eplant_id = $1 ORDER BY location', [
      plant,
    ]),
  ]);
  return { Items: items.map((r) => r.code), Locations: locations.map((r) => r.code) };
};
