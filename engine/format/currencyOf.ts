// Which currency an amount is in (README "Formats", docs/glossary.md "Money and currencies"). Every plant keeps its
// books in its own currency: U.S. dollars for NORSTAR (plant 2), Mexican pesos for NORSTAR MX (plant 3). A currency
// column's amount is, in this order:
//  1. in the currency named by the row field `currencyField` of the column, when the definition sets one;
//  2. in the column's `currency`, when the definition sets one (amounts the server converts, e.g. U.S. dollar sales);
//  3. in the row's own `Currency` field, the ERP's way of saying which currency a document's amounts are in;
//  4. in the book currency of the row's plant (`EplantId`), for screens that show both plants;
//  5. in the book currency of the plant the screen reads (bindPlantCurrency.ts sets it on each column).
// Only when none applies is it taken as USD, the ERP's default.

/** The currency of each plant's books. */
export const PLANT_CURRENCIES: Readonly<Record<number, string>> = { 2: 'USD', 3: 'MXN' };

/** The book currency of a plant id, or undefined for none or an unknown one. */
export function plantCurrency(plant: unknown): string | undefined {
  const id = typeof plant === 'number' ? plant : typeof plant === 'string' && plant.trim() ? Number(plant) : NaN;
  return Number.isInteger(id) ? PLANT_CURRENCIES[id] : undefined;
}

/** The parts of a column that say which currency its amounts are in. */
export interface CurrencyFormat {
  /** The column's ISO 4217 code when all its amounts share one (definition). */
  currency?: string;
  /** The row field holding each amount's ISO code (definition). */
  currencyField?: string;
  /** The book currency of the plant the screen reads; set by the engine (bindPlantCurrency), never by a definition. */
  plantCurrency?: string;
}

const isCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z]{3}$/.test(value.trim());

/** The ISO code of one amount of a currency column (rule above); undefined only when nothing says (then USD). */
export function currencyOf(column: CurrencyFormat, row?: Readonly<Record<string, unknown>>): string | undefined {
  if (column.currencyField) {
    const own = row?.[column.currencyField];
    if (isCode(own)) return own.trim().toUpperCase();
  }
  if (column.currency) return column.currency;
  if (row) {
    if (isCode(row.Currency)) return row.Currency.trim().toUpperCase();
    const ofRowPlant = plantCurrency(row.EplantId);
    if (ofRowPlant) return ofRowPlant;
  }
  return column.plantCurrency;
}

/** True when a row can name its own amounts' currency (rules 1, 3 and 4 above). */
function rowNamesCurrency(column: CurrencyFormat, row: Readonly<Record<string, unknown>> | undefined): boolean {
  if (!row) return false;
  if (column.currencyField) return true;
  return !column.currency && (isCode(row.Currency) || plantCurrency(row.EplantId) !== undefined);
}

/**
 * The one currency of a column's amounts in these rows, or undefined when they are in several. Rows are read only when
 * they name their own currency (a big report whose amounts share the column's currency is not scanned).
 */
export function sharedCurrencyOf(
  column: CurrencyFormat,
  rows: { readonly length: number; slice(start: number, end: number): readonly Record<string, unknown>[] },
): string | undefined {
  const fallback = currencyOf(column) ?? 'USD';
  if (rows.length === 0 || !rowNamesCurrency(column, rows.slice(0, 1)[0])) return fallback;
  let shared: string | undefined;
  const step = 2000;
  for (let start = 0; start < rows.length; start += step) {
    for (const row of rows.slice(start, Math.min(start + step, rows.length))) {
      const code = currencyOf(column, row) ?? 'USD';
      if (shared === undefined) shared = code;
      else if (shared !== code) return undefined;
    }
  }
  return shared ?? fallback;
}
