// The time zone each plant keeps its days in (docs/adr/009-plant-days-and-time-zones.md): US Central for TX1 (plant 2),
// Mexico's central zone for MX1 (plant 3). A day-valued column (a paint check's input date) is stored as a `date`
// and compared with the plant's today; an instant (when a record was saved) is a timestamptz shown in this zone.

export const PLANT_TIME_ZONES: Readonly<Record<number, string>> = {
  2: 'America/Chicago',
  3: 'America/Mexico_City',
};

/** Plants not listed (none today) keep the head office's zone. */
export const DEFAULT_PLANT_TIME_ZONE = 'America/Chicago';

export const plantTimeZone = (plant: number): string => PLANT_TIME_ZONES[plant] ?? DEFAULT_PLANT_TIME_ZONE;

const ZONE_LABELS: Readonly<Record<string, string>> = {
  'America/Chicago': 'US Central time',
  'America/Mexico_City': 'Mexico central time',
};

/** How a printed document names the plant's clock next to a time. */
export const plantTimeZoneLabel = (plant: number): string => ZONE_LABELS[plantTimeZone(plant)] ?? plantTimeZone(plant);

/** SQL: the time zone name of the plant id expression `plant`. */
export const plantTimeZoneSql = (plant: string): string =>
  `CASE ${plant} ${Object.entries(PLANT_TIME_ZONES)
    .map(([id, zone]) => `WHEN ${Number(id)} THEN '${zone}'`)
    .join(' ')} ELSE '${DEFAULT_PLANT_TIME_ZONE}' END`;

/** SQL: the plant's calendar day now (not the server's UTC day: at 8 pm in Texas UTC is already tomorrow). */
export const plantTodaySql = (plant: string): string => `(now() AT TIME ZONE ${plantTimeZoneSql(plant)})::date`;

/** SQL: a timestamptz as the plant's wall-clock time 'MM/DD/YYYY HH24:MI' (the SPEC §9 date-time format). */
export const plantLocalTimeSql = (column: string, plant: string): string =>
  `to_char(${column} AT TIME ZONE ${plantTimeZoneSql(plant)}, 'MM/DD/YYYY HH24:MI')`;
