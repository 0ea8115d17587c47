// Category labels of a chart (x-axis ticks, tooltip titles, pie slices) in the SPEC §9 formats the grids use: the API
// sends dates as 'YYYY-MM-DD' and instants as ISO 8601, which a chart would otherwise print raw.
import { formatDate, formatDateTime } from '../../format';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** MM/DD/YYYY for a date, MM/DD/YYYY HH:mm for an instant, anything else as text. */
export function chartLabel(value: unknown): string {
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value);
  if (ISO_DATE.test(value)) return formatDate(value);
  if (ISO_INSTANT.test(value)) return formatDateTime(value);
  return value;
}
