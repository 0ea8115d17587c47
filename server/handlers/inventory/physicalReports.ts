// Read-only views of the plant's latest physical inventory of finish goods: progress per location, variance per
// item, the floor auditors' re-counts and the count leaders with their counters' scans.
import type { OperationHandler } from '../../http/OperationHandler.js';
import { requirePlant, sqlDate, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';

/** The tags of the plant's latest count date. */
export const CURRENT_TAGS = `(SELECT * FROM physical_inventory_tags
  WHERE eplant_id = $1 AND count_date = (SELECT max(count_date) FROM physical_inventory_tags WHERE eplant_id = $1))`;

/** Scans per tag: how many, the quantity counted (repeats count 0) and the last scan. */
const TAG_SCANS = `(SELECT tag_id, count(*) AS scans, sum(qty) AS qty, max(scanned_at) AS last_scan
  FROM physical_inventory_scans WHERE eplant_id = $1 AND tag_id IS NOT NULL GROUP BY tag_id)`;

export const listPhysicalProgress: OperationHandler<'listPhysicalProgress'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT l.location AS "Location", l.warehouse AS "Warehouse", ${sqlDate('min(t.count_date)')} AS "CountDate",
            count(*)::int AS "Tags", count(s.tag_id)::int AS "Counted", (count(*) - count(s.tag_id))::int AS "NotCounted",
            count(*) FILTER (WHERE s.qty < t.expected_qty)::int AS "Short",
            count(*) FILTER (WHERE s.qty > t.expected_qty)::int AS "Over",
            count(DISTINCT a.tag_id)::int AS "Audited",
            ${sqlNumber('round(count(s.tag_id)::numeric / count(*), 4)')} AS "PctCounted",
            ${sqlNumber('sum(t.expected_qty)')} AS "ExpectedQty", ${sqlNumber('coalesce(sum(s.qty), 0)')} AS "CountedQty",
            ${sqlTimestamp('max(s.last_scan)')} AS "LastScanAt"
       FROM ${CURRENT_TAGS} t
       JOIN locations l ON l.id = t.location_id
       LEFT JOIN ${TAG_SCANS} s ON s.tag_id = t.id
       LEFT JOIN (SELECT DISTINCT tag_id FROM physical_tag_audits WHERE eplant_id = $1) a ON a.tag_id = t.id
      GROUP BY l.id
      ORDER BY l.location`,
    [plant],
  );
};

export const listPhysicalFinishGoodsVariance: OperationHandler<'listPhysicalFinishGoodsVariance'> = async ({
  db,
  query,
}) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT i.item_no AS "ItemNo", i.descrip AS "Descrip", i.family AS "Family", count(*)::int AS "Tags",
            ${sqlNumber('sum(t.expected_qty)')} AS "ExpectedQty", ${sqlNumber('coalesce(sum(s.qty), 0)')} AS "CountedQty",
            ${sqlNumber('coalesce(sum(s.qty), 0) - sum(t.expected_qty)')} AS "Variance", ${sqlNumber('i.std_cost')} AS "StdCost",
            ${sqlNumber('round((coalesce(sum(s.qty), 0) - sum(t.expected_qty)) * i.std_cost, 2)')} AS "VarianceValue",
            string_agg(DISTINCT l.location, ', ') AS "Locations"
       FROM ${CURRENT_TAGS} t
       JOIN items i ON i.arinvt_id = t.arinvt_id
       JOIN locations l ON l.id = t.location_id
       LEFT JOIN ${TAG_SCANS} s ON s.tag_id = t.id
      GROUP BY i.arinvt_id
      ORDER BY abs(coalesce(sum(s.qty), 0) - sum(t.expected_qty)) * i.std_cost DESC, i.item_no`,
    [plant],
  );
};

export const listPhysicalFloorAuditors: OperationHandler<'listPhysicalFloorAuditors'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `SELECT a.auditor AS "Auditor", count(*)::int AS "Audits",
            count(*) FILTER (WHERE a.audited_qty = a.counted_qty)::int AS "Matches",
            count(*) FILTER (WHERE a.audited_qty <> a.counted_qty)::int AS "Mismatches",
            ${sqlNumber('round(count(*) FILTER (WHERE a.audited_qty = a.counted_qty)::numeric / count(*), 4)')} AS "Accuracy",
            count(DISTINCT t.location_id)::int AS "Locations",
            ${sqlTimestamp('min(a.audited_at)')} AS "FirstAuditAt", ${sqlTimestamp('max(a.audited_at)')} AS "LastAuditAt"
       FROM physical_tag_audits a
       JOIN ${CURRENT_TAGS} t ON t.id = a.tag_id
      GROUP BY a.auditor
      ORDER BY count(*) DESC, a.auditor`,
    [plant],
  );
};

export const listPhysicalLeaders: OperationHandler<'listPhysicalLeaders'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  // Scans since the count date of the latest count belong to it, matched or not.
  return db.query(
    `WITH cur AS (SELECT max(count_date) AS d FROM physical_inventory_tags WHERE eplant_id = $1),
          scans AS (SELECT s.* FROM physical_inventory_scans s, cur WHERE s.eplant_id = $1 AND s.scanned_at >= cur.d)
     SELECT m.id AS "ManagerId", m.name AS "Leader", c.id AS "CounterId", c.counter_name AS "Counter",
            count(s.id)::int AS "Scans", count(DISTINCT s.tag_id)::int AS "TagsCounted",
            count(s.id) FILTER (WHERE s.tag_id IS NULL)::int AS "Unmatched",
            count(s.id) FILTER (WHERE s.tag_id IS NOT NULL AND s.qty = 0)::int AS "Repeated",
            ${sqlTimestamp('max(s.scanned_at)')} AS "LastScanAt"
       FROM cycle_count_managers m
       JOIN cycle_count_counters c ON c.manager_id = m.id
       LEFT JOIN scans s ON s.counter_id = c.id
      WHERE m.eplant_id = $1
      GROUP BY m.id, c.id
      ORDER BY m.name, count(s.id) DESC, c.counter_name`,
    [plant],
  );
};
