// Demo rows for the HR and IMMEX screens' own tables (migration 040_hr_postings_immex.sql): job postings of both plants, the
// finish-line capacities HR staffs crews to, and the IMMEX tariff classification of the item classes.
import type { Database } from '../../db/Database.js';
import type { AreaSeed } from '../AreaSeed.js';
import { createRandom } from '../random.js';
import { ANCHOR_DAY, isoDay } from '../plant/calendar.js';
import { insertRows, resetSequences, type SqlValue } from '../plant/insertRows.js';

// Class → tariff fraction (TIGIE), its description, IMMEX type and SAT unit of measure.
const TARIFF_CLASSES: readonly (readonly [string, string, string, string, string])[] = [
  ['STL', '7208.51.99', 'Productos laminados planos de hierro o acero sin alear', 'Insumo', 'KGM'],
  ['AXL', '8716.90.99', 'Ejes y partes de remolques', 'Insumo', 'H87'],
  ['TIR', '4011.20.01', 'Neumáticos nuevos de caucho para remolques', 'Insumo', 'H87'],
  ['ELE', '8512.20.01', 'Aparatos de alumbrado y señalización', 'Insumo', 'H87'],
  ['HDW', '7318.15.99', 'Tornillos, pernos y tuercas de acero', 'Insumo', 'H87'],
  ['PNT', '3208.10.01', 'Pinturas y barnices a base de poliésteres', 'Insumo', 'LTR'],
  ['HYD', '8412.21.99', 'Cilindros hidráulicos', 'Insumo', 'H87'],
  ['WOD', '4407.99.99', 'Madera aserrada para pisos', 'Insumo', 'MTK'],
  ['CON', '3926.90.99', 'Consumibles de plástico y soldadura', 'Insumo', 'H87'],
  ['CPL', '8716.90.99', 'Acopladores y quintas ruedas', 'Insumo', 'H87'],
  ['DEC', '4911.99.99', 'Calcomanías impresas', 'Insumo', 'H87'],
  ['SA', '8716.90.99', 'Subensambles de remolque fabricados en planta', 'Subensamble', 'H87'],
  ['FG', '8716.39.99', 'Remolques para transporte de mercancías', 'Producto', 'H87'],
  ['FGB', '8707.90.99', 'Carrocerías (plataformas) para camión', 'Producto', 'H87'],
];

const RECRUITERS = ['Karen Mitchell', 'Laura Gómez', 'Denise Howard', 'Sofía Ramírez'];

async function seedPeople(db: Database): Promise<void> {
  const rng = createRandom('people-area');
  await db.tx(async (q) => {
    const classes = new Set((await q.query<{ code: string }>('SELECT code FROM item_classes')).map((r) => r.code));
    await insertRows(
      q,
      'immex_tariff_classes',
      ['class', 'tariff_fraction', 'tariff_description', 'immex_type', 'sat_uom'],
      TARIFF_CLASSES.filter((c) => classes.has(c[0])).map((c) => [...c]),
    );

    const positions = await q.query<{ id: number; eplant_id: number; name: string; is_supervisor: boolean }>(
      'SELECT id, eplant_id, name, is_supervisor FROM job_positions ORDER BY id',
    );
    const shifts = await q.query<{ id: number; eplant_id: number }>('SELECT id, eplant_id FROM shifts ORDER BY id');
    const postings: SqlValue[][] = [];
    let id = 0;
    for (const plant of [2, 3]) {
      const mx = plant === 3;
      const candidates = positions.filter((p) => p.eplant_id === plant);
      const plantShifts = shifts.filter((s) => s.eplant_id === plant);
      for (let i = 0; i < 24; i++) {
        const position = rng.pick(candidates);
        const postedDay = ANCHOR_DAY - rng.int(0, 330);
        const age = ANCHOR_DAY - postedDay;
        const status =
          age < 45
            ? rng.weighted([
                ['Open', 8],
                ['On Hold', 1],
              ] as const)
            : rng.weighted([
                ['Filled', 6],
                ['Closed', 2],
                ['Open', 1],
              ] as const);
        const openings = rng.int(1, position.is_supervisor ? 1 : 6);
        const base = mx ? rng.int(55, 95) : rng.float(15, 24, 2);
        const hired = status === 'Filled' ? openings : status === 'Closed' ? 0 : rng.int(0, openings - 1);
        postings.push([
          ++id,
          plant,
          position.id,
          `${position.name}${mx ? '' : ' – Brookston, TX'}`,
          rng.pick(plantShifts).id,
          openings,
          isoDay(postedDay),
          status === 'Open' || status === 'On Hold'
            ? isoDay(postedDay + rng.int(30, 60))
            : isoDay(postedDay + rng.int(10, 45)),
          status,
          base,
          Math.round(base * 1.25 * 100) / 100,
          mx ? 'MXN' : 'USD',
          hired + rng.int(2, 40),
          hired,
          RECRUITERS[(mx ? 2 : 0) + rng.int(0, 1)],
        ]);
      }
    }
    await insertRows(
      q,
      'job_postings',
      [
        'id',
        'eplant_id',
        'position_id',
        'title',
        'shift_id',
        'openings',
        'posted_on',
        'closes_on',
        'status',
        'pay_min',
        'pay_max',
        'currency',
        'applicants',
        'hired',
        'recruiter',
      ],
      postings,
    );

    // Finish and assembly lines: a capacity set a year ago and a revision after the spring line changes.
    const centers = await q.query<{ id: number; eplant_id: number }>(
      `SELECT id, eplant_id FROM work_centers WHERE resource_group IN ('FINISH', 'ASSEMBLY', 'ELECTRICAL') ORDER BY id`,
    );
    const capacities: SqlValue[][] = [];
    id = 0;
    for (const wc of centers) {
      const units = rng.int(6, 14);
      const crew = rng.int(8, 18);
      capacities.push([++id, wc.eplant_id, wc.id, units, crew, isoDay(ANCHOR_DAY - 364)]);
      capacities.push([
        ++id,
        wc.eplant_id,
        wc.id,
        units + rng.int(0, 3),
        crew + rng.int(-1, 2),
        isoDay(ANCHOR_DAY - 182),
      ]);
    }
    await insertRows(
      q,
      'finish_capacities',
      ['id', 'eplant_id', 'work_center_id', 'units_per_shift', 'crew_size', 'effective_from'],
      capacities,
    );
    await resetSequences(q, [
      ['job_postings', 'id'],
      ['finish_capacities', 'id'],
    ]);
  });
}

export const hrSeed: AreaSeed = {
  name: 'hr (job postings, finish capacities, IMMEX tariffs)',
  run: (db) => seedPeople(db),
};
