// solidworks/rename: records the rename of a SolidWorks part, assembly or drawing file to the item number (and
// revision) it describes, keeping the file's extension; the history lists the renames of a plant.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName, sqlTimestamp } from '../plant/plantQueries.js';
import { plantQuery } from '../shared/shopFloorQueries.js';

const EXTENSION = /\.(sldprt|sldasm|slddrw)$/i;

export const renameSolidWorksFile: OperationHandler<'renameSolidWorksFile'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  const body = ctx.body;
  const fileName = body.FileName.trim();
  const ext = EXTENSION.exec(fileName);
  if (!ext) {
    const message = 'The file must be a SolidWorks part, assembly or drawing (.SLDPRT, .SLDASM, .SLDDRW)';
    throw badRequest(message, [{ field: 'FileName', message }]);
  }
  const item = await maybeOne<{ arinvt_id: number; item_no: string; descrip: string }>(
    ctx.db,
    'SELECT arinvt_id, item_no, descrip FROM items WHERE eplant_id = $1 AND upper(item_no) = upper($2)',
    [plant, body.ItemNo.trim()],
  );
  if (!item)
    throw badRequest(`Item ${body.ItemNo} not found in this plant`, [
      { field: 'ItemNo', message: `Item ${body.ItemNo} not found in this plant` },
    ]);
  const newName = `${item.item_no}-${body.Revision.trim().toUpperCase()}${ext[0].toUpperCase()}`;
  const taken = await maybeOne(ctx.db, 'SELECT 1 FROM solidworks_renames WHERE eplant_id = $1 AND new_file_name = $2', [
    plant,
    newName,
  ]);
  if (taken) {
    const message = `${newName} already exists; use the next revision`;
    throw badRequest(message, [{ field: 'Revision', message }]);
  }
  const [row] = await ctx.db.tx((tx) =>
    tx.query<{ id: number }>(
      `INSERT INTO solidworks_renames (eplant_id, old_file_name, new_file_name, arinvt_id, revision, renamed_by)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [plant, fileName, newName, item.arinvt_id, body.Revision.trim().toUpperCase(), displayName(ctx.user)],
    ),
  );
  return {
    ok: true,
    message: `${fileName} renamed to ${newName}`,
    RenameId: row.id,
    OldFileName: fileName,
    NewFileName: newName,
    ItemNo: item.item_no,
    Descrip: item.descrip,
  };
};

export const listSolidWorksRenames: OperationHandler<'listSolidWorksRenames'> = async (ctx) => {
  const { plant } = await plantQuery(ctx);
  return ctx.db.query(
    `SELECT ${sqlTimestamp('r.renamed_at')} AS "RenamedAt", r.old_file_name AS "OldFileName", r.new_file_name AS "NewFileName",
            i.item_no AS "ItemNo", i.descrip AS "Descrip", r.revision AS "Revision", r.renamed_by AS "RenamedBy"
       FROM solidworks_renames r JOIN items i ON i.arinvt_id = r.arinvt_id
      WHERE r.eplant_id = $1 ORDER BY r.renamed_at DESC, r.id DESC`,
    [plant],
  );
};
