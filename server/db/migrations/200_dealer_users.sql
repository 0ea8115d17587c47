-- Dealer users (issue #36, docs/adr/015): a users row that belongs to one dealership, a customer of the plant seed
-- (customers.id, the dealership's customer number being customers.cust_no). A user without one is Norstar staff.
-- A dealer user signs in through the same login, bot check, limits and sessions as staff; the pipeline holds it to
-- the operations whose contract declares x-dealer-scope and to its dealership's rows. Its dealer_users row (the
-- dealer-portal Users screen) links to it, so its sign-ins reach dealer_user_logs (listDealerPortalUserLogs).
ALTER TABLE users ADD COLUMN dealer_id integer REFERENCES customers(id);
CREATE INDEX users_dealer ON users (dealer_id) WHERE dealer_id IS NOT NULL;

ALTER TABLE dealer_users ADD COLUMN user_guid uuid UNIQUE REFERENCES users(guid);

-- The dealership is part of the session user (authenticate.ts): a change bumps the session epoch.
CREATE TRIGGER users_dealer_bump_epoch
  AFTER UPDATE OF dealer_id ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
