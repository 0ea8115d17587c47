// The Admin change history: entries of a plant (and of records without a plant) between two plant days, narrowed by
// who (the user who wrote or the user it was written as), entity and key (or the record's label: an item number, a
// username). Newest first, at most 2000.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requireDateRange } from '../plant/plantQueries.js';
import { plantTimeZoneSql } from '../plant/plantTimeZone.js';
import { HISTORY_ENTRY_COLUMNS } from './historyEntrySql.js';

export const searchHistory: OperationHandler<'searchHistory'> = async ({ db, query }) => {
  const { plant, from, to } = query;
  requireDateRange(from, to);
  const zone = plantTimeZoneSql('$1::int');
  return db.query(
    `SELECT ${HISTORY_ENTRY_COLUMNS}
       FROM record_history h
      WHERE (h.eplant_id = $1 OR h.eplant_id IS NULL)
        AND h.at >= ($2::date)::timestamp AT TIME ZONE ${zone}
        AND h.at < ($3::date + 1)::timestamp AT TIME ZONE ${zone}
        AND ($4::text IS NULL OR lower(h.username) = lower($4) OR lower(h.on_behalf_of) = lower($4))
        AND ($5::text IS NULL OR h.entity = $5)
        AND ($6::text IS NULL OR h.record_key = $6 OR lower(h.label) = lower($6) OR lower(h.line_key) = lower($6))
      ORDER BY h.seq DESC
      LIMIT 2000`,
    [plant, from, to, query.user || null, query.entity || null, query.key || null],
  );
};
