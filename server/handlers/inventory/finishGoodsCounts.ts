// Physical inventory of finish goods: a scan of a tag number or VIN is recorded against the plant's current count
// (the latest count date) and pushed live to the 'physical' group; current counts compare scans with the tags.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

interface TagMatch {
  id: number;
  tag_no: string;
  vin: string | null;
  item_no: string;
  descrip: string;
  location: string;
  count_date: string;
}

export const scanFinishGood: OperationHandler<'scanFinishGood'> = async ({ db, params, user, publish }) => {
  const { plant, value } = params;
  await requirePlant(db, plant);
  const scanned = value.trim().toUpperCase();
  const result = await db.tx(async (tx) => {
    const tag = await maybeOne<TagMatch>(
      tx,
      `SELECT t.id, t.tag_no, trim(t.vin) AS vin, i.item_no, i.descrip, l.location, ${sqlDate('t.count_date')} AS count_date
         FROM physical_inventory_tags t
         JOIN items i ON i.arinvt_id = t.arinvt_id
         JOIN locations l ON l.id = t.location_id
        WHERE t.eplant_id = $1
          AND t.count_date = (SELECT max(count_date) FROM physical_inventory_tags WHERE eplant_id = $1)
          AND (upper(t.tag_no) = $2 OR upper(trim(t.vin)) = $2)
        LIMIT 1`,
      [plant, scanned],
    );
    const before = await one<{ n: number }>(
      tx,
      tag
        ? 'SELECT count(*)::int AS n FROM physical_inventory_scans WHERE tag_id = $1'
        : 'SELECT count(*)::int AS n FROM physical_inventory_scans WHERE eplant_id = $2 AND tag_id IS NULL AND upper(scanned_value) = $1',
      tag ? [tag.id] : [scanned, plant],
    );
    const counter = user
      ? await maybeOne<{ id: number }>(
          tx,
          'SELECT id FROM cycle_count_counters WHERE user_guid = $1 AND eplant_id = $2 LIMIT 1',
          [user.guid, plant],
        )
      : undefined;
    const scan = await one<{ id: number }>(
      tx,
      `INSERT INTO physical_inventory_scans (eplant_id, tag_id, scanned_value, qty, counter_id, user_guid, scanned_at)
       VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
      // A repeated scan of the same tag is kept for the audit trail but counts no second unit.
      [plant, tag?.id ?? null, scanned, before.n > 0 ? 0 : 1, counter?.id ?? null, user?.guid ?? null],
    );
    return { tag, before: before.n, scanId: scan.id };
  });
  const { tag, before, scanId } = result;
  const answer = {
    ok: true,
    message: tag
      ? before > 0
        ? `Tag ${tag.tag_no} was already scanned`
        : `Tag ${tag.tag_no} counted`
      : `${scanned} is not on a tag of the current count; scan recorded`,
    ScanId: scanId,
    Matched: Boolean(tag),
    AlreadyScanned: before > 0,
    ScanCount: before + 1,
    TagNo: tag?.tag_no ?? null,
    VIN: tag?.vin ?? null,
    ItemNo: tag?.item_no ?? null,
    Descrip: tag?.descrip ?? null,
    Location: tag?.location ?? null,
    CountDate: tag?.count_date ?? null,
  };
  publish('physical', 'finishGoodScanned', { Plant: plant, ScannedValue: scanned, ...answer });
  return answer;
};

export const listFinishGoodsCounts: OperationHandler<'listFinishGoodsCounts'> = async ({ db, query }) => {
  const { plant, countDate } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT t.id AS "TagId", t.tag_no AS "TagNo", ${sqlDate('t.count_date')} AS "CountDate", trim(t.vin) AS "VIN",
            i.item_no AS "ItemNo", i.descrip AS "Descrip", l.location AS "Location",
            ${sqlNumber('t.expected_qty')} AS "ExpectedQty", ${sqlNumber('coalesce(s.qty, 0)')} AS "CountedQty",
            coalesce(s.scans, 0)::int AS "Scans", ${sqlTimestamp('s.last_scan')} AS "LastScanAt",
            CASE WHEN s.scans IS NULL THEN 'NotCounted'
                 WHEN s.qty < t.expected_qty THEN 'Short'
                 WHEN s.qty > t.expected_qty THEN 'Over'
                 ELSE 'Counted' END AS "Status"
       FROM physical_inventory_tags t
       JOIN items i ON i.arinvt_id = t.arinvt_id
       JOIN locations l ON l.id = t.location_id
       LEFT JOIN (SELECT tag_id, count(*) AS scans, sum(qty) AS qty, max(scanned_at) AS last_scan
                    FROM physical_inventory_scans GROUP BY tag_id) s ON s.tag_id = t.id
      WHERE t.eplant_id = $1
        AND t.count_date = coalesce($2::date, (SELECT max(count_date) FROM physical_inventory_tags WHERE eplant_id = $1))
      ORDER BY l.location, t.tag_no`,
    [plant, countDate ?? null],
  );
};
