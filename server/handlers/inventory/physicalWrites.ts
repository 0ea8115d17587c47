// Writes of the physical inventory floor: a floor auditor's re-count of a tag (TagAudit) and the identification of a
// part found without a tag (PartsIdentify). Both are pushed to the 'physical' realtime group.
import type { OperationHandler, AnswerOf } from '../../http/OperationHandler.js';
import { maybeOne, one } from '../../db/Database.js';
import { badRequest } from '../../http/HttpError.js';
import { displayName, requirePlant, sqlNumber, sqlTimestamp } from '../plant/plantQueries.js';
import { CURRENT_TAGS } from './physicalReports.js';

const SELECT_AUDITS = `
  SELECT a.id AS "Id", t.tag_no AS "TagNo", trim(t.vin) AS "VIN", i.item_no AS "ItemNo", i.descrip AS "Descrip",
         l.location AS "Location", ${sqlNumber('a.counted_qty')} AS "CountedQty", ${sqlNumber('a.audited_qty')} AS "AuditedQty",
         ${sqlNumber('a.audited_qty - a.counted_qty')} AS "Difference",
         CASE WHEN a.audited_qty = a.counted_qty THEN 'Match' ELSE 'Mismatch' END AS "Result",
         a.auditor AS "Auditor", ${sqlTimestamp('a.audited_at')} AS "AuditedAt"
    FROM physical_tag_audits a
    JOIN physical_inventory_tags t ON t.id = a.tag_id
    JOIN items i ON i.arinvt_id = t.arinvt_id
    JOIN locations l ON l.id = t.location_id`;

export const auditPhysicalTag: OperationHandler<'auditPhysicalTag'> = async ({ db, query, body, user, publish }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { TagNo, AuditedQty } = body;
  const value = TagNo.trim().toUpperCase();
  const row = await db.tx(async (tx) => {
    const tag = await maybeOne<{ id: number; counted: number }>(
      tx,
      `SELECT t.id, coalesce((SELECT sum(qty) FROM physical_inventory_scans s WHERE s.tag_id = t.id), 0)::float8 AS counted
         FROM ${CURRENT_TAGS} t WHERE upper(t.tag_no) = $2 OR upper(trim(t.vin)) = $2 LIMIT 1`,
      [plant, value],
    );
    if (!tag) {
      const message = `${value} is not a tag of the current physical inventory`;
      throw badRequest(message, [{ field: 'TagNo', message }]);
    }
    const { id } = await one<{ id: number }>(
      tx,
      `INSERT INTO physical_tag_audits (eplant_id, tag_id, counted_qty, audited_qty, auditor, user_guid, audited_at)
       VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
      [plant, tag.id, tag.counted, AuditedQty, displayName(user) ?? 'Unknown', user?.guid ?? null],
    );
    return one<AnswerOf<'auditPhysicalTag'>>(tx, `${SELECT_AUDITS} WHERE a.id = $1`, [id]);
  });
  publish('physical', 'tagAudited', { Plant: plant, ...row });
  return row;
};

export const listPhysicalTagAudits: OperationHandler<'listPhysicalTagAudits'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `${SELECT_AUDITS} WHERE a.tag_id IN (SELECT id FROM ${CURRENT_TAGS} c)
      ORDER BY (a.audited_qty = a.counted_qty), a.audited_at DESC, a.id DESC`,
    [plant],
  );
};

const SELECT_IDENTIFICATIONS = `
  SELECT p.id AS "Id", p.scanned_value AS "ScannedValue", p.arinvt_id IS NOT NULL AS "Identified", i.item_no AS "ItemNo",
         i.descrip AS "Descrip", i.class AS "Class", i.uom AS "UOM", l.location AS "Location", ${sqlNumber('p.qty')} AS "Qty",
         (SELECT string_agg(x.location, ', ' ORDER BY x.location) FROM on_hand oh JOIN locations x ON x.id = oh.location_id
           WHERE oh.arinvt_id = p.arinvt_id AND oh.qty > 0) AS "OnHandLocations",
         p.user_name AS "IdentifiedBy", ${sqlTimestamp('p.identified_at')} AS "IdentifiedAt"
    FROM part_identifications p
    LEFT JOIN items i ON i.arinvt_id = p.arinvt_id
    LEFT JOIN locations l ON l.id = p.location_id`;

export const identifyPart: OperationHandler<'identifyPart'> = async ({ db, query, body, user, publish }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  const { Value, Location, Qty } = body;
  const value = Value.trim().toUpperCase();
  const row = await db.tx(async (tx) => {
    let locationId: number | null = null;
    if (Location?.trim()) {
      const loc = await maybeOne<{ id: number }>(
        tx,
        'SELECT id FROM locations WHERE eplant_id = $1 AND upper(location) = upper($2)',
        [plant, Location.trim()],
      );
      if (!loc) {
        const message = `Location ${Location.trim()} does not exist in this plant`;
        throw badRequest(message, [{ field: 'Location', message }]);
      }
      locationId = loc.id;
    }
    // A label that matches no item is still recorded, so the part can be researched later.
    const item = await maybeOne<{ arinvt_id: number }>(
      tx,
      'SELECT arinvt_id FROM items WHERE eplant_id = $1 AND upper(item_no) = $2',
      [plant, value],
    );
    const { id } = await one<{ id: number }>(
      tx,
      `INSERT INTO part_identifications (eplant_id, scanned_value, arinvt_id, location_id, qty, user_guid, user_name, identified_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id`,
      [plant, value, item?.arinvt_id ?? null, locationId, Qty ?? 1, user?.guid ?? null, displayName(user)],
    );
    return one<AnswerOf<'identifyPart'>>(tx, `${SELECT_IDENTIFICATIONS} WHERE p.id = $1`, [id]);
  });
  publish('physical', 'partIdentified', { Plant: plant, ...row });
  return row;
};

export const listPartIdentifications: OperationHandler<'listPartIdentifications'> = async ({ db, query }) => {
  const { plant } = query;
  await requirePlant(db, plant);
  return db.query(
    `${SELECT_IDENTIFICATIONS}
      WHERE p.eplant_id = $1 AND p.identified_at >= (SELECT coalesce(max(count_date), current_date - 30) FROM physical_inventory_tags WHERE eplant_id = $1)
      ORDER BY p.identified_at DESC, p.id DESC`,
    [plant],
  );
};
