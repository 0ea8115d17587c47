-- A paint check's input date is a day, not an instant. It was a timestamptz: the seed wrote plant
-- wall-clock times, while the save handler wrote the typed day at 00:00 UTC — 6 pm the previous day in Texas, before
-- the 06:00 UTC start of the plant's week, so an unchanged re-save moved a Monday check into the previous week.
-- Values at exactly 00:00 UTC came from the save handler and mean that UTC calendar day; every other value is read
-- as the day in the plant's time zone (docs/adr/009-plant-days-and-time-zones.md).
ALTER TABLE paint_qc_records ALTER COLUMN date_input TYPE date USING (
  CASE
    WHEN (date_input AT TIME ZONE 'UTC')::time = time '00:00' THEN (date_input AT TIME ZONE 'UTC')::date
    ELSE (date_input AT TIME ZONE CASE eplant_id WHEN 3 THEN 'America/Mexico_City' ELSE 'America/Chicago' END)::date
  END
);
