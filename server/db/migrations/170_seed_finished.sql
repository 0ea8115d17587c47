-- When the first start finished seeding this database. NULL while a demo seed is still running — or after a start that
-- died doing so (killed, machine off), which leaves plants and users but not the plant data — so the next start knows to
-- seed again from an empty database instead of serving half a demo. Databases seeded before this column existed had
-- finished (a start serves only after its seed).
ALTER TABLE system_settings ADD COLUMN seed_finished_at timestamptz;
UPDATE system_settings SET seed_finished_at = COALESCE(demo_seeded_at, updated_at);
