-- GetUserByToken answers from memory while the session epoch (migration 110) is unchanged, so every table its answer
-- is built from bumps the epoch too: the user's e-mail and employee, the route tree and the user's ticked routes, the
-- plants and the system settings (maintenance flag, front-end version). These change rarely; a bump only costs each
-- session one fresh lookup.
CREATE TRIGGER users_data_bump_epoch
  AFTER UPDATE OF email, employee_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
CREATE TRIGGER user_route_nodes_bump_epoch
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON user_route_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
CREATE TRIGGER role_tree_nodes_bump_epoch
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON role_tree_nodes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
CREATE TRIGGER plants_bump_epoch
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON plants
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
CREATE TRIGGER system_settings_bump_epoch
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON system_settings
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
