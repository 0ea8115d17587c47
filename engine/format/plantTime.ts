// Instants shown on a plant's clock rather than the browser's (docs/adr/009-plant-days-and-time-zones.md): an
// inspector in Texas and a manager reading the same record from elsewhere see the same plant time. The zones match
// server/handlers/plant/plantTimeZone.ts.
import { getLocale, type Locale } from '../i18n/locale';

export const PLANT_TIME_ZONES: Readonly<Record<number, string>> = {
  2: 'America/Chicago',
  3: 'America/Mexico_City',
};

const DEFAULT_ZONE = 'America/Chicago';

export const plantTimeZone = (plant: number | null | undefined): string =>
  (plant !== null && plant !== undefined && PLANT_TIME_ZONES[plant]) || DEFAULT_ZONE;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** MM/DD/YYYY HH:mm (SPEC §9, 24-hour; DD/MM/YYYY HH:mm in es-MX) of an ISO instant on the plant's clock; '' for an empty or invalid value. */
export function formatPlantDateTime(
  value: string | null | undefined,
  plant: number | null | undefined,
  locale: Locale = getLocale(),
): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const zone = plantTimeZone(plant);
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
  const day = locale === 'es-MX' ? `${part.day}/${part.month}` : `${part.month}/${part.day}`;
  return `${day}/${part.year} ${part.hour}:${part.minute}`;
}
