// The columns of a HistoryEntry (schemas/erp-api/history.yaml) from record_history h.
import { sqlTimestamp } from '../plant/plantQueries.js';

export const HISTORY_ENTRY_COLUMNS = `h.seq AS "Seq", ${sqlTimestamp('h.at')} AS "At", h.entity AS "Entity",
  h.record_key AS "Key", h.label AS "Label", h.eplant_id AS "Plant", h.action AS "Action", h.line AS "Line",
  h.line_key AS "LineKey", h.username AS "User", h.user_name AS "UserName", h.on_behalf_of AS "OnBehalfOf",
  h.operation AS "Operation", h.request_id AS "RequestId", h.changes AS "Changes"`;
