-- Natural keys as unique constraints, document counters and row versions. Under READ COMMITTED a "look first, then
-- insert" check cannot stop two requests that run at the same moment; only the database can, so every natural key
-- a check enforces is also a constraint here (the list: docs/adr/012-natural-keys-and-write-conflicts.md). Rows the
-- demo seed or an earlier race stored twice are cleaned up first, keeping the newest (or the first, where others
-- point at it).

-- One paint QC record per plant, work order and kind: the latest save of a unit is the one that counts.
DELETE FROM paint_qc_records p
 WHERE EXISTS (SELECT 1 FROM paint_qc_records q
                WHERE q.eplant_id = p.eplant_id AND q.workorder_number = p.workorder_number AND q.type = p.type
                  AND (q.created_at, q.id) > (p.created_at, p.id));
CREATE UNIQUE INDEX paint_qc_records_plant_wo_type ON paint_qc_records (eplant_id, workorder_number, type);

-- One line per cycle-count session, item and location (the first line keeps its counts).
DELETE FROM cycle_count_lines l
 WHERE EXISTS (SELECT 1 FROM cycle_count_lines m
                WHERE m.cycle_count_id = l.cycle_count_id AND m.arinvt_id = l.arinvt_id
                  AND m.location_id = l.location_id AND m.id < l.id);
CREATE UNIQUE INDEX cycle_count_lines_count_item_location ON cycle_count_lines (cycle_count_id, arinvt_id, location_id);

-- Group names are unique per plant regardless of case: look-alike groups are merged into the oldest one.
INSERT INTO user_group_members (group_id, user_guid)
SELECT k.id, m.user_guid
  FROM user_group_members m
  JOIN user_groups g ON g.id = m.group_id
  JOIN user_groups k ON k.eplant_id = g.eplant_id AND lower(k.name) = lower(g.name) AND k.id < g.id
 WHERE NOT EXISTS (SELECT 1 FROM user_groups o
                    WHERE o.eplant_id = k.eplant_id AND lower(o.name) = lower(k.name) AND o.id < k.id)
ON CONFLICT DO NOTHING;
DELETE FROM user_groups g
 WHERE EXISTS (SELECT 1 FROM user_groups k WHERE k.eplant_id = g.eplant_id AND lower(k.name) = lower(g.name) AND k.id < g.id);
CREATE UNIQUE INDEX user_groups_plant_name_lower ON user_groups (eplant_id, lower(name));

-- Machine codes are compared without regard to case (as the machine form's check does): a look-alike code that
-- already landed keeps its machine but gets its id appended, so it can be told apart and renamed.
UPDATE machines m SET code = m.code || '-' || m.id
 WHERE EXISTS (SELECT 1 FROM machines k WHERE k.eplant_id = m.eplant_id AND upper(k.code) = upper(m.code) AND k.id < m.id);
CREATE UNIQUE INDEX machines_plant_code_upper ON machines (eplant_id, upper(code));

-- Document numbers (quotes, orders, warranty cases, dealer quotes, loads, SPIF payments) come from a counter row
-- updated in the creating transaction: the row lock makes two creations take turns, where max() + 1 gave both the
-- same number. One row per series (e.g. 'warranty_case:WC26').
CREATE TABLE document_counters (
  series text PRIMARY KEY,
  last_value bigint NOT NULL
);

-- Row versions of the records people edit in a form: a save names the version it started from and is refused (409,
-- with who saved the newer one and when) when the row has moved on.
ALTER TABLE users ADD COLUMN row_version integer NOT NULL DEFAULT 1, ADD COLUMN updated_by text;
ALTER TABLE employees ADD COLUMN row_version integer NOT NULL DEFAULT 1, ADD COLUMN updated_at timestamptz,
  ADD COLUMN updated_by text;
ALTER TABLE potential_dealers ADD COLUMN row_version integer NOT NULL DEFAULT 1, ADD COLUMN updated_by text;

-- The version of a whole list edited at once (the HR catalogs): one row per plant and catalog, bumped by every save.
CREATE TABLE catalog_versions (
  eplant_id integer NOT NULL REFERENCES plants(id),
  catalog text NOT NULL,
  version integer NOT NULL,
  updated_at timestamptz NOT NULL,
  updated_by text,
  PRIMARY KEY (eplant_id, catalog)
);

-- Serial numbers are compared without regard to case (the serial scan's check upper-cases them).
CREATE UNIQUE INDEX unit_serials_serial_upper ON unit_serials (upper(serial_no));
