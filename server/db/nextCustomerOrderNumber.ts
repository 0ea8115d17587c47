// Customer order numbers: CO, the year's two digits and a five-digit sequence of that year (CO2600417), from the
// counter series of nextDocumentNumber. Sales' order entry and a dealer placing a quote take them from one series.
import type { Queryable } from './Database.js';
import { nextDocumentNumber } from './nextDocumentNumber.js';

/** The next customer order number of the year of `today` (YYYY-MM-DD), inside the caller's transaction. */
export async function nextCustomerOrderNumber(tx: Queryable, today: string): Promise<string> {
  const prefix = `CO${today.slice(2, 4)}`;
  const seq = await nextDocumentNumber(
    tx,
    `customer_order:${prefix}`,
    `SELECT max(substr(co_num, 5)::bigint) FROM customer_orders WHERE co_num LIKE $2 || '%' AND co_num ~ '^CO[0-9]+$'`,
    [prefix],
  );
  return `${prefix}${String(seq).padStart(5, '0')}`;
}
