-- The language a user reads the portal in: 'en-US' (the SPEC's texts) or 'es-MX' (the Mexico plant). A user created
-- without one gets the language of their plant (3 NORSTAR MX → es-MX, otherwise en-US), whichever path inserts the row
-- (the user form, the first super user, the demo seed). It is part of GetUserByToken's answer, so a change bumps the
-- session epoch like the other columns that answer is built from.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en-US', 'es-MX'));
UPDATE users SET language = CASE WHEN eplant_id = 3 THEN 'es-MX' ELSE 'en-US' END;
ALTER TABLE users ALTER COLUMN language SET NOT NULL;

CREATE FUNCTION users_default_language() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.language IS NULL THEN
    NEW.language := CASE WHEN NEW.eplant_id = 3 THEN 'es-MX' ELSE 'en-US' END;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER users_default_language
  BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION users_default_language();

CREATE TRIGGER users_language_bump_epoch
  AFTER UPDATE OF language ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_session_epoch();
