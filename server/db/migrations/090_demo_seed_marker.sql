-- Records that the demo data set (its users share a public password) was seeded into this database, so the server
-- prints the demo logins only where they really exist, never because some user happens to be called 'admin'.
ALTER TABLE system_settings ADD COLUMN demo_seeded_at timestamptz;
