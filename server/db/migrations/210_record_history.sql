-- Record history (docs/adr/016): every row a request writes leaves a change entry in the write's own transaction —
-- the entity and key of the record, created / changed / removed, who and on whose behalf, when, the request, and each
-- changed field old → new. A trigger on every tracked table writes it, so no handler can forget; the request's
-- context (who, operation, request id) reaches the trigger as the transaction-local setting norstar.history, set by
-- the query layer (server/history/historyContext.ts). Statements without it (migrations, the demo seed, background
-- purges) leave no entry: the triggers' WHEN clause skips them without calling a function.
--
-- Entries are append-only and chained: each carries the SHA-256 of the one before and of its own content
-- (history_digest), so `npm run history:verify` names the first entry that was altered or removed out of order.

CREATE TABLE record_history (
  seq bigint PRIMARY KEY,
  at timestamptz NOT NULL,
  entity text NOT NULL,
  record_key text NOT NULL,
  label text,
  eplant_id integer,
  action text NOT NULL CHECK (action IN ('created', 'changed', 'removed')),
  line text,
  line_key text,
  user_guid uuid,
  username text,
  user_name text,
  on_behalf_of text,
  operation text NOT NULL,
  request_id text NOT NULL,
  changes jsonb NOT NULL,
  prev_hash text NOT NULL,
  hash text NOT NULL
);
CREATE INDEX record_history_record ON record_history (entity, record_key, seq DESC);
CREATE INDEX record_history_at ON record_history (at DESC);
CREATE INDEX record_history_request ON record_history (request_id);

-- The chain's head: the last sequence number and hash. Updating its one row serialises the writers of entries (a
-- second transaction waits for the first to commit, then continues from its head), so the chain never forks and the
-- sequence has no gaps. The anchor is the hash the first remaining entry links to (all zeros until a prune).
CREATE TABLE record_history_head (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  seq bigint NOT NULL,
  hash text NOT NULL,
  anchor_seq bigint NOT NULL,
  anchor_hash text NOT NULL
);
INSERT INTO record_history_head VALUES (true, 0, repeat('0', 64), 0, repeat('0', 64));

-- The content an entry's hash covers, in a fixed text form (jsonb's text form is canonical).
CREATE FUNCTION history_digest(
  prev_hash text, seq bigint, at timestamptz, entity text, record_key text, label text, eplant_id integer,
  action text, line text, line_key text, user_guid uuid, username text, on_behalf_of text, operation text,
  request_id text, changes jsonb
) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(concat_ws(E'\x1f',
    prev_hash, seq::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), entity, record_key,
    coalesce(label, ''), coalesce(eplant_id::text, ''), action, coalesce(line, ''), coalesce(line_key, ''),
    coalesce(user_guid::text, ''), coalesce(username, ''), coalesce(on_behalf_of, ''), operation, request_id,
    changes::text), 'UTF8')), 'hex')
$$;

-- The trigger of every tracked table. Arguments: entity, key columns (comma separated), columns whose values are
-- never kept (passwords, login secrets, file contents), label column, and for a list line of a record: the line's
-- name and the columns naming the line. The key columns of a line are its record's.
CREATE FUNCTION record_history_capture() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := current_setting('norstar.history', true)::jsonb;
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  any_row jsonb := coalesce(new_row, old_row);
  secret_cols text[] := string_to_array(nullif(TG_ARGV[2], ''), ',');
  line_name text := nullif(TG_ARGV[4], '');
  line_cols text[] := string_to_array(nullif(TG_ARGV[5], ''), ',');
  v_key text;
  v_line_key text;
  v_changes jsonb;
  v_action text;
  v_at timestamptz;
  v_seq bigint;
  v_prev text;
  v_hash text;
  v_plant integer;
BEGIN
  SELECT string_agg(any_row ->> c, '/' ORDER BY n) INTO v_key
    FROM unnest(string_to_array(TG_ARGV[1], ',')) WITH ORDINALITY AS k(c, n);
  IF line_cols IS NOT NULL THEN
    SELECT string_agg(any_row ->> c, '/' ORDER BY n) INTO v_line_key FROM unnest(line_cols) WITH ORDINALITY AS k(c, n);
  END IF;
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'Field', f,
           'Old', CASE WHEN f = ANY(coalesce(secret_cols, '{}')) THEN NULL ELSE old_row -> f END,
           'New', CASE WHEN f = ANY(coalesce(secret_cols, '{}')) THEN NULL ELSE new_row -> f END,
           'Secret', f = ANY(coalesce(secret_cols, '{}'))) ORDER BY f), '[]'::jsonb)
    INTO v_changes
    FROM jsonb_object_keys(any_row) AS f
   WHERE (old_row -> f) IS DISTINCT FROM (new_row -> f)
     AND f NOT IN ('row_version', 'updated_at', 'updated_by')
     AND (line_name IS NULL OR TG_OP = 'UPDATE' OR NOT (f = ANY(string_to_array(TG_ARGV[1], ','))));
  IF TG_OP = 'UPDATE' AND v_changes = '[]'::jsonb THEN
    RETURN NULL;
  END IF;
  -- For a list line (line_name set) the action is the line's: created = added to the record, removed = taken off.
  v_action := CASE TG_OP WHEN 'INSERT' THEN 'created' WHEN 'UPDATE' THEN 'changed' ELSE 'removed' END;
  v_plant := CASE WHEN any_row ? 'eplant_id' THEN (any_row ->> 'eplant_id')::integer END;

  UPDATE record_history_head SET seq = seq + 1 RETURNING seq, hash INTO v_seq, v_prev;
  -- Taken while holding the head, so entries are in time order as well as in chain order.
  v_at := clock_timestamp();
  v_hash := history_digest(v_prev, v_seq, v_at, TG_ARGV[0], v_key, any_row ->> nullif(TG_ARGV[3], ''), v_plant,
    v_action, line_name, v_line_key,
    (ctx ->> 'userGuid')::uuid, ctx ->> 'username', ctx ->> 'onBehalfOf', ctx ->> 'operation', ctx ->> 'requestId',
    v_changes);
  INSERT INTO record_history (seq, at, entity, record_key, label, eplant_id, action, line, line_key, user_guid, username,
                              user_name, on_behalf_of, operation, request_id, changes, prev_hash, hash)
  VALUES (v_seq, v_at, TG_ARGV[0], v_key, any_row ->> nullif(TG_ARGV[3], ''), v_plant, v_action,
          line_name, v_line_key,
          (ctx ->> 'userGuid')::uuid, ctx ->> 'username', ctx ->> 'userName', ctx ->> 'onBehalfOf',
          ctx ->> 'operation', ctx ->> 'requestId', v_changes, v_prev, v_hash);
  UPDATE record_history_head SET hash = v_hash;
  RETURN NULL;
END
$$;

-- Tracks a table: (re)creates its history trigger. key defaults to the primary key's columns.
CREATE FUNCTION history_track(tbl regclass, entity text, key_cols text DEFAULT NULL, secret_cols text DEFAULT '',
                              label_col text DEFAULT '', line_name text DEFAULT '', line_cols text DEFAULT '')
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pk text;
BEGIN
  SELECT string_agg(a.attname, ',' ORDER BY array_position(i.indkey::int2[], a.attnum)) INTO pk
    FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
   WHERE i.indrelid = tbl AND i.indisprimary;
  EXECUTE format('DROP TRIGGER IF EXISTS record_history ON %s', tbl);
  EXECUTE format(
    'CREATE TRIGGER record_history AFTER INSERT OR UPDATE OR DELETE ON %s FOR EACH ROW '
    'WHEN (current_setting(''norstar.history'', true) > '''') '
    'EXECUTE FUNCTION record_history_capture(%L, %L, %L, %L, %L, %L)',
    tbl, entity, coalesce(key_cols, pk), secret_cols, label_col, line_name, line_cols);
END
$$;

-- Every table of the portal's records is tracked, named after itself in kebab-case, except the server's own
-- bookkeeping (sessions, logs, limits, counters, the hub, the history itself) and the ERP's posted ledgers and
-- fact tables the portal only reads.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN
    SELECT c.oid::regclass AS tbl, c.relname
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
       AND c.relname NOT IN ('schema_migrations', 'sessions', 'login_logs', 'route_logs', 'request_logs', 'api_audit',
                             'server_secrets', 'session_epoch', 'login_limits', 'request_log_windows',
                             'spent_challenges', 'hub_messages', 'document_counters', 'catalog_versions',
                             'idempotency_keys', 'record_history', 'record_history_head', 'dealer_user_logs',
                             'plants', 'role_tree_nodes')
       AND EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary)
  LOOP
    PERFORM history_track(t.tbl, replace(t.relname, '_', '-'));
  END LOOP;
END
$$;

-- Readable labels, secrets and the list lines of records.
SELECT history_track('users', 'users', 'guid', 'password_hash', 'username');
SELECT history_track('items', 'items', 'arinvt_id', '', 'item_no');
SELECT history_track('employees', 'employees', 'id', '', 'employee_number');
SELECT history_track('machines', 'machines', 'id', '', 'code');
SELECT history_track('departments', 'departments', 'id', '', 'name');
SELECT history_track('user_groups', 'user-groups', 'id', '', 'name');
SELECT history_track('user_roles', 'users', 'user_guid', '', '', 'roles', 'role_name');
SELECT history_track('user_route_nodes', 'users', 'user_guid', '', '', 'routes', 'node_id');
SELECT history_track('user_group_members', 'user-groups', 'group_id', '', '', 'members', 'user_guid');
SELECT history_track('portal_db_roles', 'users', 'user_guid', '', '', 'database-login', 'role_name');
SELECT history_track('cycle_count_lines', 'cycle-counts', 'cycle_count_id', '', '', 'lines', 'id');
SELECT history_track('customer_order_lines', 'customer-orders', 'co_id', '', '', 'lines', 'co_line');
SELECT history_track('invoice_lines', 'invoices', 'invoice_id', '', '', 'lines', 'id');
SELECT history_track('pre_payroll_details', 'pre-payrolls', 'pre_payroll_id', '', '', 'lines', 'employee_id');
SELECT history_track('qc_point_check_defects', 'qc-point-checks', 'check_id', '', '', 'defects', 'defect_id');
SELECT history_track('qc_template_checkpoints', 'qc-templates', 'template_id', '', '', 'checkpoints', 'seq');
SELECT history_track('bonus_levels', 'bonus-types', 'bonus_type_id', '', '', 'levels', 'level');
SELECT history_track('load_units', 'loads', 'load_id', '', '', 'units', 'position');
SELECT history_track('warranty_case_photos', 'warranty-cases', 'case_id', 'data', '', 'photos', 'taken_at');

-- Append-only: no UPDATE, no TRUNCATE, and a DELETE only of entries older than the retention the pruning transaction
-- states (norstar.history_retention_days, at least 30 days); pruning removes every entry older than that, so what
-- remains is the chain's newer end, anchored at the head's anchor (server/history/pruneHistory.ts).
CREATE FUNCTION record_history_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  days integer := coalesce(nullif(current_setting('norstar.history_retention_days', true), '')::integer, 0);
BEGIN
  IF TG_OP = 'DELETE' AND days >= 30 AND OLD.at < now() - make_interval(days => days) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'record history is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER record_history_append_only BEFORE UPDATE OR DELETE ON record_history
  FOR EACH ROW EXECUTE FUNCTION record_history_guard();
CREATE TRIGGER record_history_no_truncate BEFORE TRUNCATE ON record_history
  FOR EACH STATEMENT EXECUTE FUNCTION record_history_guard();
