-- The photo of the failure customer service takes with the camera when it opens a warranty case (WarrantyCaseForm,
-- SPEC §2/§9: the photo is saved as a JPEG). One photo per case; it goes with its case.

CREATE TABLE warranty_case_photos (
  case_id integer PRIMARY KEY REFERENCES warranty_cases(id) ON DELETE CASCADE,
  content_type text NOT NULL DEFAULT 'image/jpeg' CHECK (content_type = 'image/jpeg'),
  data bytea NOT NULL,
  taken_at timestamptz NOT NULL DEFAULT now()
);
