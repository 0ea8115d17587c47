// Item pictures (Inventory/UploadItemImages): a picture uploaded as a data URL becomes the item's image_url, which the
// grids' image columns and the item drill-down show.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { requirePlant } from '../plant/plantQueries.js';

const IMAGE_DATA_URL = /^data:image\/(png|jpeg|webp)(;name=[^;,]*)?;base64,[A-Za-z0-9+/]+=*$/;

export const uploadItemImage: OperationHandler<'uploadItemImage'> = async ({ db, query, body }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { ItemNo, Image } = body;
  if (!IMAGE_DATA_URL.test(Image))
    throw badRequest('Picture must be a PNG, JPEG or WebP image', [
      { field: 'Image', message: 'Picture must be a PNG, JPEG or WebP image' },
    ]);
  // The browser's file widget adds the file name; the stored URL does not need it.
  const url = Image.replace(/;name=[^;,]*/, '');
  return db.tx(async (tx) => {
    const item = await maybeOne<{ ARINVT_ID: number; ItemNo: string; Descrip: string }>(
      tx,
      `UPDATE items SET image_url = $3 WHERE eplant_id = $1 AND upper(item_no) = upper($2)
       RETURNING arinvt_id AS "ARINVT_ID", item_no AS "ItemNo", descrip AS "Descrip"`,
      [plant, ItemNo.trim(), url],
    );
    if (!item)
      throw badRequest(`Item ${ItemNo.trim()} does not exist in this plant`, [
        { field: 'ItemNo', message: `Item ${ItemNo.trim()} does not exist in this plant` },
      ]);
    return { ...item, ImageUrl: url };
  });
};
