// The product line of the demo seed: trailer and truck-bed models by family, their part numbers, config codes and
// VINs. Part numbers read family + width code + length + '-' + GVWR ('GN1025-16K'); the first three characters choose
// the paint QC reference drawing. Beds read 'TBS84-DRW' (steel bed, 84" cab-to-axle, dual rear wheel).
import type { Random } from '../random.js';

export interface ProductModel {
  partNo: string;
  family: string;
  type: 'trailer' | 'bed';
  descrip: string;
  axles: number; // 0 for beds; 3 means a middle axle serial exists
  axleRating: number; // lb per axle
  hasPowerUnit: boolean; // hydraulic dump units
  price: number;
  stdCost: number;
  weightLb: number;
  /** Plants that build it; the other plant stocks it as a transferred (T) item. */
  builtIn: readonly number[];
  configCodes: string[];
}

interface FamilyDef {
  family: string;
  name: string;
  widths: readonly (readonly [code: string, inches: number])[];
  lengths: readonly number[];
  gvwrs: readonly number[];
  basePrice: number;
  perFoot: number;
  hasPowerUnit: boolean;
  builtIn: readonly number[];
  ramps: readonly string[];
}

const FAMILIES: readonly FamilyDef[] = [
  {
    family: 'GN',
    name: 'Gooseneck Flatbed',
    widths: [['10', 102]],
    lengths: [25, 30, 32, 35, 40],
    gvwrs: [16, 22, 25, 30],
    basePrice: 7400,
    perFoot: 210,
    hasPowerUnit: false,
    builtIn: [2],
    ramps: ['MR', 'SR', 'HD', 'ST'],
  },
  {
    family: 'DG',
    name: 'Gooseneck Dump',
    widths: [['96', 96]],
    lengths: [14, 16, 20],
    gvwrs: [16, 22, 25],
    basePrice: 11200,
    perFoot: 380,
    hasPowerUnit: true,
    builtIn: [2],
    ramps: ['SG', 'BG'],
  },
  {
    family: 'DU',
    name: 'Bumper Pull Dump',
    widths: [
      ['83', 83],
      ['96', 96],
    ],
    lengths: [12, 14, 16],
    gvwrs: [10, 14, 16],
    basePrice: 6100,
    perFoot: 310,
    hasPowerUnit: true,
    builtIn: [2, 3],
    ramps: ['SG', 'BG', 'RS'],
  },
  {
    family: 'FB',
    name: 'Deckover Flatbed',
    widths: [['10', 102]],
    lengths: [20, 22, 24, 26],
    gvwrs: [14, 16],
    basePrice: 5200,
    perFoot: 150,
    hasPowerUnit: false,
    builtIn: [2, 3],
    ramps: ['SR', 'ST'],
  },
  {
    family: 'UT',
    name: 'Utility',
    widths: [
      ['77', 77],
      ['83', 83],
    ],
    lengths: [10, 12, 14, 16],
    gvwrs: [3, 7],
    basePrice: 1650,
    perFoot: 95,
    hasPowerUnit: false,
    builtIn: [3],
    ramps: ['GT', 'SG', 'NR'],
  },
  {
    family: 'EQ',
    name: 'Equipment / Car Hauler',
    widths: [['83', 83]],
    lengths: [18, 20, 22, 24],
    gvwrs: [10, 14],
    basePrice: 3900,
    perFoot: 120,
    hasPowerUnit: false,
    builtIn: [2, 3],
    ramps: ['SR', 'ST', 'MR'],
  },
];

const BED_TYPES: readonly (readonly [code: string, name: string, price: number])[] = [
  ['TBS', 'Steel Flatbed', 3650],
  ['TBF', 'Skirted Flatbed', 4250],
  ['TBH', 'Hauler Bed', 5900],
  ['TBD', 'Dump Bed', 8400],
];

const COLORS = ['BK', 'RD', 'GY', 'WH', 'BL', 'GR'] as const;
const COLOR_WEIGHTS = [46, 14, 16, 10, 8, 6];
const OPTIONS = ['TB', 'SP', 'WN', 'LED', 'TR', 'SK'] as const; // toolbox, spare, winch, LED upgrade, tarp, stake pockets

function configCodesFor(rng: Random, family: string, ramps: readonly string[]): string[] {
  const codes = new Set<string>();
  const wanted = rng.int(6, 12);
  for (let guard = 0; codes.size < wanted && guard < 200; guard++) {
    const color = COLORS[weightedIndex(rng, COLOR_WEIGHTS)];
    const opts = rng.sample(OPTIONS, rng.int(0, 2)).sort().join('');
    codes.add(`${family}-${color}-${rng.pick(ramps)}${opts ? `-${opts}` : ''}`);
  }
  return [...codes];
}

function weightedIndex(rng: Random, weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rng.next() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i];
    if (r < 0) return i;
  }
  return weights.length - 1;
}

export function buildProductModels(rng: Random): ProductModel[] {
  const out: ProductModel[] = [];
  for (const f of FAMILIES) {
    for (const [code, inches] of f.widths)
      for (const len of f.lengths)
        for (const gvwr of f.gvwrs) {
          const axles = gvwr <= 3 ? 1 : gvwr >= 25 ? 3 : 2;
          const price = Math.round((f.basePrice + f.perFoot * len + gvwr * 180 + (inches - 80) * 20) / 25) * 25;
          out.push({
            partNo: `${f.family}${code}${len}-${gvwr}K`,
            family: f.family,
            type: 'trailer',
            descrip: `${f.name} ${inches}" x ${len}' ${gvwr}K GVWR`,
            axles,
            axleRating: Math.round((gvwr * 1000) / axles / 500) * 500,
            hasPowerUnit: f.hasPowerUnit,
            price,
            stdCost: Math.round(price * rng.float(0.66, 0.74, 3)),
            weightLb: Math.round(len * (gvwr >= 16 ? 210 : 95) + (f.hasPowerUnit ? 900 : 0)),
            builtIn: f.builtIn,
            configCodes: configCodesFor(rng, f.family, f.ramps),
          });
        }
  }
  for (const [code, name, base] of BED_TYPES)
    for (const ca of [56, 60, 84])
      for (const wheels of ['SRW', 'DRW']) {
        const price = base + (ca - 56) * 18 + (wheels === 'DRW' ? 350 : 0);
        out.push({
          partNo: `${code}${ca}-${wheels}`,
          family: 'TB',
          type: 'bed',
          descrip: `Truck Bed ${name} ${ca}" CA ${wheels}`,
          axles: 0,
          axleRating: 0,
          hasPowerUnit: code === 'TBD',
          price,
          stdCost: Math.round(price * rng.float(0.6, 0.7, 3)),
          weightLb: 900 + ca * 6,
          builtIn: [2, 3],
          configCodes: configCodesFor(rng, code, ['GN', 'RH', 'NB']), // gooseneck hitch, receiver hitch, no ball
        });
      }
  return out;
}

// ─── VINs ───
const TRANSLIT: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
/** Model-year codes (position 10) repeat every 30 years from A = 1980 (2010 is A again); I, O, Q, U, Z and 0 are
 * never used. A computed code, not a table of a few years: the seed follows the calendar and must not run out. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The model-year character of a VIN (2026 → 'T', 2028 → 'W', 2031 → '1'). */
export function vinYearCode(modelYear: number): string {
  return YEAR_CODES[(((modelYear - 1980) % 30) + 30) % 30];
}

/** The ISO 3779 / 49 CFR 565 check digit (position 9) of a 17-character VIN. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i];
    const value = ch >= '0' && ch <= '9' ? Number(ch) : TRANSLIT[ch];
    if (value === undefined) throw new Error(`invalid VIN character ${ch}`);
    sum += value * WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/**
 * A VIN for unit `sequence`: WMI (5NR U.S.-built, 3NR Mexico-built), VDS = family type letter, length, axle count,
 * GVWR class, check digit, model year, plant code (B Brookston, M Mexico), 6-digit sequence.
 */
export function makeVin(
  model: ProductModel,
  plantId: number,
  modelYear: number,
  sequence: number,
  lengthFt: number,
): string {
  const typeLetter: Record<string, string> = { GN: 'G', DG: 'K', DU: 'D', FB: 'F', UT: 'U', EQ: 'E', TB: 'B' };
  const gvwrClass =
    model.type === 'bed' ? 'A' : 'ABCDEFGH'[Math.min(7, Math.floor((model.axles * model.axleRating) / 5000))];
  const body = `${plantId === 3 ? '3NR' : '5NR'}${typeLetter[model.family]}${String(lengthFt % 100).padStart(2, '0')}${model.axles}${gvwrClass}0${vinYearCode(modelYear)}${plantId === 3 ? 'M' : 'B'}${String(sequence % 1_000_000).padStart(6, '0')}`;
  return body.slice(0, 8) + vinCheckDigit(body) + body.slice(9);
}

/** Length in feet (or cab-to-axle inches for beds) encoded in a part number. */
export function lengthOf(model: ProductModel): number {
  const m = model.type === 'bed' ? /^TB.(\d+)-/.exec(model.partNo) : /^[A-Z]{2}\d{2}(\d{2})-/.exec(model.partNo);
  return m ? Number(m[1]) : 0;
}
