// GET /parts/iqms/arinvt/{id}/bill_ofmaterial/{levels}/ and GET /costing/bomdetails/: flattened BOM rows. The bill of
// material answers [] rather than an error when it cannot be built (SPEC §8), logging why.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { notFound } from '../../http/HttpError.js';
import { maybeOne } from '../../db/Database.js';
import { requirePlant } from '../plant/plantQueries.js';
import { toBomLine, walkBom } from './bomTree.js';

export const getBillOfMaterial: OperationHandler<'getBillOfMaterial'> = async ({ db, params, request }) => {
  const { id, levels } = params;
  try {
    return (await walkBom(db, id, levels)).map(toBomLine);
  } catch (err) {
    request.log.warn({ err, arinvtId: id }, 'bill of material could not be built');
    return [];
  }
};

export const getCostingBomDetails: OperationHandler<'getCostingBomDetails'> = async ({ db, query }) => {
  const { plant, partNo } = query;
  await requirePlant(db, plant);
  const item = await maybeOne<{ arinvt_id: number }>(
    db,
    'SELECT arinvt_id FROM items WHERE eplant_id = $1 AND upper(item_no) = upper($2)',
    [plant, partNo.trim()],
  );
  if (!item) throw notFound(`Part ${partNo} not found in plant ${plant}`);
  return (await walkBom(db, item.arinvt_id, 0)).map(toBomLine);
};
