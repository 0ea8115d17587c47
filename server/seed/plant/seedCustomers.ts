// Customers and dealers (U.S. states, Canadian provinces, Mexico) with regions, salespeople, credit terms and map
// coordinates, plus the carriers that haul the units.
import type { SeedContext } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, isoDay } from './calendar.js';
import { TOWNS, townWeight, type Town } from './geography.js';
import { MX_LAST_NAMES, US_LAST_NAMES, phoneFor } from './names.js';

export interface SeededCustomer {
  id: number;
  plantId: number;
  name: string;
  town: Town;
  isDealer: boolean;
  salesperson: string;
  currency: 'USD' | 'MXN';
  termsDays: number;
}

export interface CustomerSeed {
  customers: SeededCustomer[];
  carrierIds: number[];
}

const US_SALES = ['Cody Pruitt', 'Shelby Ward', 'Travis Holt', 'Amanda Reed', 'Dustin Cole', 'Kayla Brooks'];
const MX_SALES = ['Rogelio Treviño', 'Karla Garza', 'Ulises Cantú'];

const US_PATTERNS: readonly ((town: Town, last: string) => string)[] = [
  (t) => `${t.city} Trailer Sales`,
  (_, l) => `${l} Trailers & Equipment`,
  (t) => `${t.city} Farm & Ranch Supply`,
  (_, l) => `${l} Trailer World`,
  (t) => `${t.city} Equipment Co.`,
  (_, l) => `${l} & Sons Trailers`,
  (t) => `Hwy ${10 + ((t.city.length * 7) % 280)} Trailers`,
  (t) => `${t.city} Tractor & Trailer`,
  (_, l) => `${l} Ag & Trailer Center`,
  (t) => `${t.state === 'TX' ? 'Lone Star' : t.city} Trailer Outlet`,
];
const MX_PATTERNS: readonly ((town: Town, last: string) => string)[] = [
  (t) => `Remolques ${t.city}`,
  (_, l) => `Remolques y Equipos ${l}`,
  (t) => `Agroservicios de ${t.city}`,
  (_, l) => `Comercializadora ${l} SA de CV`,
];

const CARRIERS: readonly (readonly [string, string, 'US' | 'CA' | 'MX'])[] = [
  ['Lone Star Hotshot LLC', 'LSHT', 'US'],
  ['Red River Transport', 'RRTR', 'US'],
  ['East Texas Trailer Haulers', 'ETTH', 'US'],
  ['Pioneer Drive-Away Inc.', 'PDAW', 'US'],
  ['Heartland Unit Delivery', 'HUDL', 'US'],
  ['Prairie Haul & Tow', 'PHTW', 'CA'],
  ['Transportes Fronterizos del Norte', 'TFNO', 'MX'],
  ['Fletes Rápidos Coahuila', 'FRCO', 'MX'],
  ['Dealer Pickup', 'DPUP', 'US'],
  ['Gulf Coast Stackers', 'GCST', 'US'],
];

export async function seedCustomers(ctx: SeedContext): Promise<CustomerSeed> {
  const { q, scale } = ctx;
  const rng = ctx.rng.fork('customers');
  const count = Math.round(300 * scale);
  const weighted = TOWNS.map((t) => [t, townWeight(t)] as const);
  const customers: SeededCustomer[] = [];
  const rows: SqlValue[][] = [];
  const names = new Set<string>();
  for (let i = 1; i <= count; i++) {
    const town = rng.weighted(weighted);
    const mx = town.country === 'MX';
    const last = rng.pick(mx ? MX_LAST_NAMES : US_LAST_NAMES);
    let name = rng.pick(mx ? MX_PATTERNS : US_PATTERNS)(town, last);
    // Dealers in the same town get a distinct name, like the real second dealer in a market.
    for (let n = 2; names.has(name); n++)
      name = `${rng.pick(mx ? MX_PATTERNS : US_PATTERNS)(town, rng.pick(mx ? MX_LAST_NAMES : US_LAST_NAMES))}${n > 4 ? ` ${n}` : ''}`;
    names.add(name);
    const isDealer = !rng.chance(0.12);
    const plantId = mx ? 3 : 2;
    const salesperson = rng.pick(mx ? MX_SALES : US_SALES);
    const termsDays = rng.weighted([
      [0, 2],
      [15, 2],
      [30, 6],
      [45, 1],
      [60, 1],
    ] as const);
    const currency = mx ? 'MXN' : 'USD';
    customers.push({ id: i, plantId, name, town, isDealer, salesperson, currency, termsDays });
    rows.push([
      i,
      plantId,
      `${mx ? 'MX' : 'C'}${String(10000 + i * 7).padStart(6, '0')}`,
      name,
      isDealer,
      `${rng.int(100, 9899)} ${rng.pick(mx ? ['Carretera Federal 57', 'Blvd. Industrial', 'Av. Juárez', 'Libramiento Norte'] : ['Hwy 69', 'State Hwy 24', 'County Rd 4210', 'Industrial Blvd', 'Main St', 'FM 1570', 'Loop 286'])}`,
      town.city,
      town.state,
      town.country,
      town.zip,
      phoneFor(rng, town.country, town.area),
      `sales@${name
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^a-z0-9]+/g, '')
        .slice(0, 24)}.com`,
      town.region,
      salesperson,
      termsDays === 0 ? 'Cash in advance' : `Net ${termsDays}`,
      isDealer ? rng.pick([50000, 100000, 150000, 250000, 400000]) * (mx ? 18 : 1) : 25000 * (mx ? 18 : 1),
      currency,
      Math.round((town.lat + rng.float(-0.06, 0.06, 4)) * 1e6) / 1e6,
      Math.round((town.lng + rng.float(-0.06, 0.06, 4)) * 1e6) / 1e6,
      isoDay(ANCHOR_DAY - rng.int(90, 5500)),
      !rng.chance(0.05),
      rng.uuid(),
    ]);
  }
  await insertRows(
    q,
    'customers',
    [
      'id',
      'eplant_id',
      'cust_no',
      'name',
      'is_dealer',
      'address',
      'city',
      'state_code',
      'country',
      'zip',
      'phone',
      'email',
      'region',
      'salesperson',
      'credit_terms',
      'credit_limit',
      'currency',
      'latitude',
      'longitude',
      'since_date',
      'active',
      'rowpointer',
    ],
    rows,
  );

  await insertRows(
    q,
    'carriers',
    ['id', 'name', 'scac', 'mc_number', 'phone', 'country'],
    CARRIERS.map(([name, scac, country], i) => [
      i + 1,
      name,
      scac,
      country === 'MX' ? null : `MC-${rng.int(100000, 999999)}`,
      phoneFor(rng, country),
      country,
    ]),
  );
  return { customers, carrierIds: CARRIERS.map((_, i) => i + 1) };
}
