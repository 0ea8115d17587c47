-- Whole-list catalogs shared by all plants (wage types, incident types) carry a list version too, under plant 0
-- (ALL_PLANTS in server/http/editConflict.ts), which is no row of plants: the plant reference goes, the key stays.
ALTER TABLE catalog_versions DROP CONSTRAINT catalog_versions_eplant_id_fkey;
