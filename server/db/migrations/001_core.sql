-- Core tables of the reference ERP: plants, users and their sessions, the role tree and role assignments, user
-- groups, login/route/request logs, the per-request audit, system settings and server secrets.
-- Columns are snake_case; handlers alias them to the contract's PascalCase names.

CREATE TABLE plants (
  id integer PRIMARY KEY,
  name text NOT NULL,
  site text NOT NULL
);

CREATE TABLE users (
  guid uuid PRIMARY KEY,
  firstname text NOT NULL,
  lastname text NOT NULL,
  username text NOT NULL,
  email text,
  eplant_id integer NOT NULL REFERENCES plants (id),
  employee_id integer,
  password_hash text,
  is_active boolean NOT NULL DEFAULT true,
  is_suspended boolean NOT NULL DEFAULT false,
  is_super_user boolean NOT NULL DEFAULT false,
  is_dba_user boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Usernames are unique regardless of case: 'Admin' and 'admin' are the same login.
CREATE UNIQUE INDEX users_username_lower ON users (lower(username));
CREATE INDEX users_plant ON users (eplant_id, is_active);

-- One row per issued token: blocking, suspension and role changes are checked against it on every request.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_guid uuid NOT NULL REFERENCES users (guid) ON DELETE CASCADE,
  -- The user who logged in as user_guid (impersonation); null for an ordinary login.
  acting_user_guid uuid REFERENCES users (guid) ON DELETE SET NULL,
  token_type text NOT NULL DEFAULT 'Bearer',
  ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  blocked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_guid);

CREATE TABLE user_roles (
  user_guid uuid NOT NULL REFERENCES users (guid) ON DELETE CASCADE,
  role_name text NOT NULL,
  PRIMARY KEY (user_guid, role_name)
);

-- The checkable tree of the user dialog: area nodes, route nodes (routes.json) and action-role nodes.
CREATE TABLE role_tree_nodes (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES role_tree_nodes (id),
  uniq_id text NOT NULL UNIQUE,
  element_type text NOT NULL CHECK (element_type IN ('area', 'route', 'role')),
  label text NOT NULL,
  route_path text,
  roles text[] NOT NULL DEFAULT '{}',
  db_icon text NOT NULL,
  icon text NOT NULL,
  icon_color text NOT NULL,
  sort_order integer NOT NULL
);
CREATE INDEX role_tree_nodes_parent ON role_tree_nodes (parent_id, sort_order);

CREATE TABLE user_route_nodes (
  user_guid uuid NOT NULL REFERENCES users (guid) ON DELETE CASCADE,
  node_id integer NOT NULL REFERENCES role_tree_nodes (id) ON DELETE CASCADE,
  PRIMARY KEY (user_guid, node_id)
);

CREATE TABLE user_groups (
  id serial PRIMARY KEY,
  name text NOT NULL,
  eplant_id integer NOT NULL REFERENCES plants (id)
);

CREATE TABLE user_group_members (
  group_id integer NOT NULL REFERENCES user_groups (id) ON DELETE CASCADE,
  user_guid uuid NOT NULL REFERENCES users (guid) ON DELETE CASCADE,
  PRIMARY KEY (group_id, user_guid)
);

CREATE TABLE login_logs (
  id bigserial PRIMARY KEY,
  username text NOT NULL,
  user_guid uuid REFERENCES users (guid) ON DELETE SET NULL,
  ip text,
  succes boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_logs_user_date ON login_logs (user_guid, created_at);

CREATE TABLE route_logs (
  id bigserial PRIMARY KEY,
  user_guid uuid NOT NULL REFERENCES users (guid) ON DELETE CASCADE,
  page text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX route_logs_user_date ON route_logs (user_guid, created_at);

-- What the portal reports through POST /logs (the client's own request log), secrets already masked.
CREATE TABLE request_logs (
  id bigserial PRIMARY KEY,
  method text NOT NULL,
  base_url text,
  url text NOT NULL,
  data jsonb,
  origin text,
  href text,
  user_guid uuid REFERENCES users (guid) ON DELETE SET NULL,
  acting_user_guid uuid REFERENCES users (guid) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX request_logs_date ON request_logs (created_at);

-- What the server saw: one row per API request, written by the app itself.
CREATE TABLE api_audit (
  id bigserial PRIMARY KEY,
  method text NOT NULL,
  url text NOT NULL,
  operation_id text,
  status integer NOT NULL,
  user_guid uuid,
  acting_user_guid uuid,
  ip text,
  ms integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX api_audit_date ON api_audit (created_at);

CREATE TABLE system_settings (
  id integer PRIMARY KEY CHECK (id = 1),
  frontend_version text NOT NULL,
  maintance boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Secrets generated on first start (JWT signing key, bot-check HMAC key) so restarts keep sessions valid.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
