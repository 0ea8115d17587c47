// Shared SQL pieces of the Sales screens: product-line names, U.S. dollar amounts of MXN documents, great-circle
// miles between two coordinates, and the period/plant checks every report makes.
import type { Queryable } from '../../db/Database.js';
import { requireDateRange, requirePlant } from '../plant/plantQueries.js';

/** The product line (family code of the item master) as sales calls it. */
export const familyName = (expr: string) => `CASE ${expr}
  WHEN 'GN' THEN 'Gooseneck Flatbed' WHEN 'DG' THEN 'Gooseneck Dump' WHEN 'DU' THEN 'Bumper Pull Dump'
  WHEN 'FB' THEN 'Deckover Flatbed' WHEN 'UT' THEN 'Utility' WHEN 'EQ' THEN 'Equipment / Car Hauler'
  WHEN 'TB' THEN 'Truck Beds' ELSE coalesce(${expr}, 'Other') END`;

/** An invoice amount in U.S. dollars: MXN invoices carry their exchange rate (pesos per dollar). */
export const usd = (amount: string, inv = 'inv') =>
  `(CASE WHEN ${inv}.currency = 'MXN' THEN ${amount} / nullif(${inv}.exchange_rate, 0) ELSE ${amount} END)`;

/** Great-circle distance in miles between two latitude/longitude pairs. */
export const miles = (lat1: string, lng1: string, lat2: string, lng2: string) =>
  `(3958.8 * acos(least(1, greatest(-1, cos(radians(${lat1})) * cos(radians(${lat2})) * cos(radians(${lng2}) - radians(${lng1}))
     + sin(radians(${lat1})) * sin(radians(${lat2}))))))`;

export interface PeriodQuery {
  plant: number;
  from: string;
  to: string;
}

/** 404 for an unknown plant, 400 naming `from` for a backwards range. */
export async function checkPeriod(db: Queryable, q: PeriodQuery): Promise<void> {
  requireDateRange(q.from, q.to);
  await requirePlant(db, q.plant);
}
