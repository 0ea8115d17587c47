-- A plant-floor client that lost the answer to a write sends it again with the same Idempotency-Key. The key is
-- stored with the write, in the same transaction, together with what the server answered; a repeat gets that answer
-- back instead of a second record. The request hash tells a true repeat from a key reused for another entry.
CREATE TABLE idempotency_keys (
  user_guid text NOT NULL,
  key text NOT NULL,
  operation_id text NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_guid, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
