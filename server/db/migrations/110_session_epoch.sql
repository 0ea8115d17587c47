-- The session epoch: the server answers the per-request session check from memory for a few seconds and compares
-- this number on every request, so any change that can revoke or alter a session (block, logout, expiry, suspend,
-- deactivate, password, roles, super user, plant, name) is seen on the very next request, by every server instance
-- sharing the database. Statement-level triggers bump it, so no write path can forget to.
CREATE TABLE session_epoch (
  id integer PRIMARY KEY CHECK (id = 1),
  epoch bigint NOT NULL
);
INSERT INTO session_epoch (id, epoch) VALUES (1, 0);

CREATE FUNCTION bump_session_epoch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE session_epoch SET epoch = epoch + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER sessions_bump_epoch
  AFTER UPDATE OF user_guid, acting_user_guid, expires_at, blocked_at OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
CREATE TRIGGER users_bump_epoch
  AFTER UPDATE OF username, firstname, lastname, eplant_id, password_hash, is_active, is_suspended, is_super_user
    OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
CREATE TRIGGER user_roles_bump_epoch
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
