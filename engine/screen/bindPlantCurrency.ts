// Money in its own currency (docs/glossary.md "Money and currencies"): each currency column, and each currency KPI,
// that says neither `currency` nor `currencyField` gets the book currency of the plant its data source reads
// (`plantCurrency`: USD for plant 2, MXN for plant 3), so a peso amount of NORSTAR MX is never shown as dollars and
// no definition has to repeat it. The plant is the data source's plant parameter: a fixed value ({"value": 3}) or the
// plant selector's ({"from": "plant"}); a data source without one (a drill-down of either plant) leaves the amounts
// to their rows' Currency or EplantId (engine/format/currencyOf.ts).
import { plantCurrency } from '../format/currencyOf';

const PLANT_PARAMS = ['plant', 'ePlantId', 'EplantId', 'Plant', 'plantId'];

type Json = unknown;

/** The plant a data source's parameters read, or undefined when it binds none. */
function boundPlant(dataSource: unknown, currentPlant: number | undefined): number | undefined {
  if (!dataSource || typeof dataSource !== 'object' || !('params' in dataSource)) return undefined;
  const params = dataSource.params;
  if (!params || typeof params !== 'object') return undefined;
  for (const name of PLANT_PARAMS) {
    const binding: unknown = Reflect.get(params, name);
    if (!binding || typeof binding !== 'object') continue;
    if ('value' in binding && typeof binding.value === 'number') return binding.value;
    return currentPlant;
  }
  return undefined;
}

function bind(node: Json, currency: string | undefined, currentPlant: number | undefined): Json {
  if (Array.isArray(node)) return node.map((item) => bind(item, currency, currentPlant));
  if (!node || typeof node !== 'object') return node;
  // A data source of its own decides (one without a plant leaves its amounts to their rows); otherwise the parent's.
  const here = 'dataSource' in node ? plantCurrency(boundPlant(node.dataSource, currentPlant)) : currency;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(node)) out[key] = bind(value, here, currentPlant);
  if (out.type === 'currency' && here && !('currency' in out) && !('currencyField' in out)) out.plantCurrency = here;
  return out;
  return out;
}

/** The definition with `plantCurrency` on its currency columns and KPIs; the same object when it has none to bind. */
export function bindPlantCurrency<D extends object>(definition: D, currentPlant: number | undefined): D {
  if (!JSON.stringify(definition).includes('"currency"')) return definition;
  // The same JSON shape with one more optional property on some nodes, so still a D.
  return bind(definition, undefined, currentPlant) as D;
}

/** A KPI widget's (or any object's) engine-bound plant currency. */
export function plantCurrencyOf(node: object): string | undefined {
  return 'plantCurrency' in node && typeof node.plantCurrency === 'string' ? node.plantCurrency : undefined;
}
