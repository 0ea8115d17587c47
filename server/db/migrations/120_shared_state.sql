-- State that every server instance sharing the database must see, so several instances behind one reverse proxy act
-- as one: the login limits (per IP and username, per IP, per account), the request log's per-user allowance, the bot
-- check's spent challenges, and hub messages too large for one NOTIFY. Rows are short-lived and purged as they expire.
CREATE TABLE login_limits (
  kind text NOT NULL,
  key text NOT NULL,
  state jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key)
);
CREATE INDEX login_limits_updated ON login_limits (updated_at);

CREATE TABLE request_log_windows (
  user_guid text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  count integer NOT NULL
);

CREATE TABLE spent_challenges (
  id text PRIMARY KEY,
  spent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX spent_challenges_spent ON spent_challenges (spent_at);

CREATE TABLE hub_messages (
  id bigserial PRIMARY KEY,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
