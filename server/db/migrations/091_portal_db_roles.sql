-- Database logins the portal created (POST /user/dba_user/), bound to the portal user by guid, the immutable id, not
-- by username: the portal only ever alters or drops a role listed here, so renaming a user to the name of another
-- role (the server's own included) can never hand that role over.
CREATE TABLE portal_db_roles (
  user_guid uuid PRIMARY KEY REFERENCES users (guid),
  role_name text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Database users created before this table existed are adopted only when the role still looks exactly like one the
-- portal creates (a plain login role, not the server's own, owning no database); any other is left to a database
-- administrator and the user no longer shows as a database user.
INSERT INTO portal_db_roles (user_guid, role_name)
SELECT u.guid, r.rolname
  FROM users u
  JOIN pg_roles r ON r.rolname = lower(btrim(u.username))
 WHERE u.is_dba_user
   AND r.rolcanlogin AND NOT r.rolsuper AND NOT r.rolcreaterole AND NOT r.rolcreatedb AND NOT r.rolreplication
   AND NOT r.rolbypassrls
   AND r.rolname <> current_user AND r.rolname <> session_user AND r.rolname NOT LIKE 'pg\_%'
   AND NOT EXISTS (SELECT 1 FROM pg_database d WHERE d.datdba = r.oid)
ON CONFLICT DO NOTHING;
UPDATE users SET is_dba_user = false WHERE is_dba_user AND guid NOT IN (SELECT user_guid FROM portal_db_roles);

-- Blocking a user also blocks the sessions they opened by logging in as someone else (blockToken).
CREATE INDEX sessions_acting_user ON sessions (acting_user_guid) WHERE acting_user_guid IS NOT NULL;
