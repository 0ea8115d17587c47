-- Every hub frame published on PostgreSQL is stored (server/hub/hubFanout.ts): its id is the hub's sequence, so an
-- instance whose LISTEN connection reconnects catches up on the frames published meanwhile, skipping its own (origin).
-- Frames are pruned by age, hence the index.
ALTER TABLE hub_messages ADD COLUMN origin text;
CREATE INDEX hub_messages_created_at ON hub_messages (created_at);
