// HR part of the demo seed: shifts, departments, positions and descriptions, wage types and codes, incident types,
// bonus types and levels, work centers with machines (employees are assigned to them), and the employees themselves.
import type { SeedContext } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, isoDay } from './calendar.js';
import { emailLocal, personFor, phoneFor } from './names.js';

const PLANTS = [2, 3] as const;

const DEPARTMENTS: readonly (readonly [code: string, name: string, share: number])[] = [
  ['FAB', 'Fabrication', 0.22],
  ['WELD', 'Welding', 0.24],
  ['PAINT', 'Paint', 0.1],
  ['ASSY', 'Assembly', 0.18],
  ['ELEC', 'Electrical & Lights', 0.06],
  ['QC', 'Quality Control', 0.04],
  ['WH', 'Warehouse & Shipping', 0.08],
  ['MAINT', 'Maintenance', 0.03],
  ['OFFICE', 'Administration', 0.05],
];

const POSITIONS: Record<string, readonly string[]> = {
  FAB: ['Plasma Operator', 'Press Brake Operator', 'Saw Operator', 'Fabricator'],
  WELD: ['Welder I', 'Welder II', 'Welder III', 'Robot Weld Operator'],
  PAINT: ['Blaster', 'Painter', 'Paint Prep'],
  ASSY: ['Assembler', 'Deck Installer', 'Axle Installer'],
  ELEC: ['Wiring Technician'],
  QC: ['QC Inspector', 'Paint QC Inspector'],
  WH: ['Material Handler', 'Forklift Operator', 'Shipping Clerk', 'Yard Driver'],
  MAINT: ['Maintenance Technician'],
  OFFICE: ['Production Planner', 'Buyer', 'HR Generalist', 'Accountant', 'Customer Service Rep'],
};

/** Resource groups and the work centers of each plant (24 in Brookston, 16 in the MX plant = 40). */
const WORK_CENTERS: readonly (readonly [group: string, dept: string, us: number, mx: number, rate: number])[] = [
  ['CUTTING', 'FAB', 3, 2, 48],
  ['FORMING', 'FAB', 2, 1, 44],
  ['WELD FRAME', 'WELD', 4, 3, 52],
  ['WELD NECK', 'WELD', 2, 1, 52],
  ['WELD BED', 'WELD', 2, 3, 50],
  ['BLAST', 'PAINT', 1, 1, 40],
  ['PAINT', 'PAINT', 2, 1, 46],
  ['ASSEMBLY', 'ASSY', 3, 2, 42],
  ['WOOD DECK', 'ASSY', 1, 0, 38],
  ['ELECTRICAL', 'ELEC', 2, 1, 40],
  ['FINISH', 'QC', 2, 1, 40],
];

const MACHINE_MODELS: Record<string, readonly (readonly [string, string])[]> = {
  CUTTING: [
    ['Hypertherm', 'XPR300'],
    ['Messer', 'MetalMaster Xcel'],
    ['Kasto', 'SBA 4'],
  ],
  FORMING: [
    ['Accurpress', 'Vulcan 725012'],
    ['Ermak', 'Power-Bend Pro'],
  ],
  'WELD FRAME': [
    ['Lincoln Electric', 'Power Wave S500'],
    ['Miller', 'Deltaweld 452'],
  ],
  'WELD NECK': [
    ['Fanuc', 'ARC Mate 120iD'],
    ['Miller', 'Invision 352'],
  ],
  'WELD BED': [
    ['Yaskawa', 'Motoman AR1440'],
    ['Lincoln Electric', 'Flextec 500X'],
  ],
  BLAST: [
    ['Wheelabrator', 'Roll Conveyor RB'],
    ['Clemco', 'Blast Room 1224'],
  ],
  PAINT: [
    ['Graco', 'ProMix 2KE'],
    ['Wagner', 'PEM-X1 Powder'],
  ],
  ASSEMBLY: [
    ['Ingersoll Rand', 'Torque Station 2235'],
    ['Hein-Werner', 'Trailer Lift 12T'],
  ],
  'WOOD DECK': [
    ['SawStop', 'Industrial Cabinet'],
    ['Milwaukee', 'Deck Drill Station'],
  ],
  ELECTRICAL: [
    ['Fluke', 'Harness Test Bench'],
    ['Optronics', 'Light Test Board'],
  ],
  FINISH: [
    ['Hunter', 'Alignment Station'],
    ['Snap-on', 'Tire Balancer EEWB'],
  ],
};

export interface HrSeed {
  shiftIds: Record<number, number[]>;
  departmentIds: Record<number, Record<string, number>>;
  workCenters: { id: number; plantId: number; group: string; code: string; rate: number }[];
  employees: {
    id: number;
    plantId: number;
    name: string;
    shiftId: number;
    workCenterId: number | null;
    isForeman: boolean;
    foremanId: number | null;
    wageCodeId: number;
    hire: number;
    active: boolean;
    rate: number;
  }[];
  incidentIds: Record<string, number>;
}

export async function seedHr(ctx: SeedContext): Promise<HrSeed> {
  const { q, scale } = ctx;
  const rng = ctx.rng.fork('hr');
  let id = 0;

  const shiftRows: SqlValue[][] = [];
  const shiftIds: Record<number, number[]> = { 2: [], 3: [] };
  for (const p of PLANTS) {
    for (const [code, name, start, end] of [
      ['1', 'First Shift', '06:00', '14:30'],
      ['2', 'Second Shift', '14:30', '23:00'],
      ['3', 'Third Shift', '23:00', '06:00'],
    ]) {
      shiftRows.push([
        ++id,
        p,
        code,
        p === 3
          ? name
              .replace('First Shift', 'Primer Turno')
              .replace('Second Shift', 'Segundo Turno')
              .replace('Third Shift', 'Tercer Turno')
          : name,
        start,
        end,
      ]);
      shiftIds[p].push(id);
    }
  }
  await insertRows(q, 'shifts', ['id', 'eplant_id', 'code', 'name', 'start_time', 'end_time'], shiftRows);

  id = 0;
  const departmentIds: Record<number, Record<string, number>> = { 2: {}, 3: {} };
  const deptRows: SqlValue[][] = [];
  for (const p of PLANTS)
    for (const [code, name] of DEPARTMENTS) {
      deptRows.push([++id, p, code, name]);
      departmentIds[p][code] = id;
    }
  await insertRows(q, 'departments', ['id', 'eplant_id', 'code', 'name'], deptRows);

  id = 0;
  const positionIds: Record<number, Record<string, number[]>> = { 2: {}, 3: {} };
  const posRows: SqlValue[][] = [];
  const descRows: SqlValue[][] = [];
  for (const p of PLANTS)
    for (const [code] of DEPARTMENTS) {
      positionIds[p][code] = [];
      for (const name of [
        ...POSITIONS[code],
        code === 'OFFICE' ? 'Office Manager' : `${DEPARTMENTS.find((d) => d[0] === code)![1]} Foreman`,
      ]) {
        const sup = name.endsWith('Foreman') || name.endsWith('Manager');
        posRows.push([++id, p, departmentIds[p][code], name, sup]);
        if (!sup) positionIds[p][code].push(id);
        descRows.push([
          id,
          id,
          name,
          `${name} in the ${DEPARTMENTS.find((d) => d[0] === code)![1]} department of the ${p === 2 ? 'Brookston' : 'MX'} plant.`,
          sup
            ? '3+ years in trailer manufacturing; leads a crew of 15–30; safety and 5S.'
            : 'Reads a tape measure and work instructions; steel-toe boots; able to lift 50 lb.',
          `${isoDay(ANCHOR_DAY - rng.int(30, 900))} 09:00:00-06`,
        ]);
      }
    }
  await insertRows(q, 'job_positions', ['id', 'eplant_id', 'department_id', 'name', 'is_supervisor'], posRows);
  await insertRows(
    q,
    'job_descriptions',
    ['id', 'position_id', 'title', 'summary', 'requirements', 'updated_at'],
    descRows,
  );
  const foremanPositionId = (p: number, dept: string) =>
    posRows.find((r) => r[1] === p && r[2] === departmentIds[p][dept] && r[4] === true)![0] as number;

  await insertRows(
    q,
    'wage_types',
    ['id', 'code', 'name', 'pay_frequency'],
    [
      [1, 'HRLY', 'Hourly', 'weekly'],
      [2, 'SAL', 'Salary', 'biweekly'],
      [3, 'SEM', 'Semanal', 'weekly'],
      [4, 'QNA', 'Quincenal', 'semimonthly'],
    ],
  );
  const wageRows: SqlValue[][] = [];
  const wageCodes: { id: number; plantId: number; rate: number; typeId: number }[] = [];
  id = 0;
  for (const [code, desc, rate] of [
    ['H1', 'Production Level 1', 15.5],
    ['H2', 'Production Level 2', 17.25],
    ['H3', 'Skilled Trades', 19.75],
    ['H4', 'Lead Hand', 22.5],
    ['S1', 'Supervisor', 31.0],
    ['S2', 'Office', 24.0],
  ] as const) {
    wageRows.push([++id, 2, code.startsWith('S') ? 2 : 1, code, desc, rate, 'USD']);
    wageCodes.push({ id, plantId: 2, rate, typeId: code.startsWith('S') ? 2 : 1 });
  }
  for (const [code, desc, rate] of [
    ['N1', 'Operario A', 58.0],
    ['N2', 'Operario B', 66.5],
    ['N3', 'Soldador Certificado', 78.0],
    ['N4', 'Líder de Línea', 92.0],
    ['C1', 'Supervisor', 140.0],
    ['C2', 'Administrativo', 110.0],
  ] as const) {
    wageRows.push([++id, 3, code.startsWith('C') ? 4 : 3, code, desc, rate, 'MXN']);
    wageCodes.push({ id, plantId: 3, rate, typeId: code.startsWith('C') ? 4 : 3 });
  }
  await insertRows(
    q,
    'wage_codes',
    ['id', 'eplant_id', 'wage_type_id', 'code', 'description', 'hourly_rate', 'currency'],
    wageRows,
  );

  const incidents: [string, string, number, boolean][] = [
    ['TARDY', 'Tardy (1–15 min)', 0.5, false],
    ['LATE', 'Late (over 15 min)', 1, false],
    ['EARLY', 'Left Early', 0.5, false],
    ['ABS', 'Unexcused Absence', 1, true],
    ['NCNS', 'No Call No Show', 3, true],
    ['SICK', 'Sick (excused)', 0, true],
    ['VAC', 'Vacation', 0, true],
    ['FMLA', 'FMLA / Incapacidad', 0, true],
  ];
  await insertRows(
    q,
    'incident_types',
    ['id', 'code', 'name', 'points', 'is_absence'],
    incidents.map((r, i) => [i + 1, ...r]),
  );
  const incidentIds = Object.fromEntries(incidents.map((r, i) => [r[0], i + 1]));

  const bonusTypes: SqlValue[][] = [];
  const bonusLevels: SqlValue[][] = [];
  id = 0;
  let lvl = 0;
  for (const p of PLANTS)
    for (const [name, desc] of [
      ['Foreman Efficiency', 'Weekly units finished against the line target'],
      ['Perfect Attendance', 'No points in the pay period'],
      ['Quality', 'No paint QC or pre-ship rejects for the crew'],
    ]) {
      bonusTypes.push([++id, p, name, desc, true]);
      for (let l = 1; l <= 3; l++)
        bonusLevels.push([
          ++lvl,
          id,
          l,
          ['Bronze', 'Silver', 'Gold'][l - 1],
          80 + l * 5,
          p === 2
            ? 25 * l * (name === 'Foreman Efficiency' ? 4 : 1)
            : 250 * l * (name === 'Foreman Efficiency' ? 4 : 1),
          p === 2 ? 'USD' : 'MXN',
        ]);
    }
  await insertRows(q, 'bonus_types', ['id', 'eplant_id', 'name', 'description', 'active'], bonusTypes);
  await insertRows(
    q,
    'bonus_levels',
    ['id', 'bonus_type_id', 'level', 'name', 'min_score', 'amount', 'currency'],
    bonusLevels,
  );

  // Work centers: WC codes like 'TX-WF-02' / 'MX-WF-02'; 40 in all.
  const workCenters: HrSeed['workCenters'] = [];
  const wcRows: SqlValue[][] = [];
  const machineRows: SqlValue[][] = [];
  id = 0;
  let mid = 0;
  let sort = 0;
  for (const p of PLANTS)
    for (const [group, dept, us, mx, rate] of WORK_CENTERS) {
      const n = p === 2 ? us : mx;
      for (let k = 1; k <= n; k++) {
        const abbrev = group
          .split(' ')
          .map((w) => w.slice(0, w.length > 5 ? 4 : w.length))
          .join('');
        const code = `${p === 2 ? 'TX' : 'MX'}-${abbrev.slice(0, 6)}-${String(k).padStart(2, '0')}`;
        const r = p === 2 ? rate : Math.round(rate * 0.45 * 100) / 100;
        wcRows.push([
          ++id,
          p,
          code,
          `${group.charAt(0)}${group.slice(1).toLowerCase()} ${k}`,
          group,
          departmentIds[p][dept],
          r,
          group.startsWith('WELD') ? 16 : 8,
          ++sort,
          true,
        ]);
        workCenters.push({ id, plantId: p, group, code, rate: r });
        const models = MACHINE_MODELS[group];
        for (let m = 0; m < rng.int(1, 2); m++) {
          const [maker, model] = models[(k + m) % models.length];
          machineRows.push([
            ++mid,
            p,
            id,
            `${code}-M${m + 1}`,
            `${group.charAt(0)}${group.slice(1).toLowerCase()} ${k}${m ? ' B' : ''}`,
            maker,
            model,
            `${maker.slice(0, 2).toUpperCase()}${rng.digits(7)}`,
            rng.weighted([
              ['Running', 8],
              ['Idle', 3],
              ['Down', 1],
              ['Maintenance', 1],
            ] as const),
            isoDay(ANCHOR_DAY - rng.int(200, 3000)),
          ]);
        }
      }
    }
  await insertRows(
    q,
    'work_centers',
    [
      'id',
      'eplant_id',
      'code',
      'name',
      'resource_group',
      'department_id',
      'hourly_rate',
      'capacity_hours_per_day',
      'sort_order',
      'active',
    ],
    wcRows,
  );
  await insertRows(
    q,
    'machines',
    [
      'id',
      'eplant_id',
      'work_center_id',
      'code',
      'name',
      'manufacturer',
      'model',
      'serial_number',
      'status',
      'installed_on',
    ],
    machineRows,
  );

  // Employees: 360 U.S. + 240 M.X. at scale 1; ~1 foreman per 24 people (about 25), per department and shift.
  const employees: HrSeed['employees'] = [];
  const empRows: SqlValue[][] = [];
  id = 0;
  for (const p of PLANTS) {
    const total = Math.round((p === 2 ? 360 : 240) * scale);
    const byDept = DEPARTMENTS.map(([code, , share]) => [code, Math.max(2, Math.round(total * share))] as const);
    let empNo = p === 2 ? 10000 : 50000;
    for (const [dept, count] of byDept) {
      const deptWcs = workCenters.filter(
        (w) => w.plantId === p && WORK_CENTERS.find((x) => x[0] === w.group)![1] === dept,
      );
      const shifts =
        dept === 'OFFICE' ? [shiftIds[p][0]] : shiftIds[p].slice(0, dept === 'WELD' || dept === 'FAB' ? 3 : 2);
      const foremenPerShift = Math.max(1, Math.round(count / shifts.length / 26));
      const foremen: Record<number, number[]> = {};
      for (let i = 0; i < count; i++) {
        const shiftId = shifts[i % shifts.length];
        const isForeman = dept !== 'OFFICE' && (foremen[shiftId]?.length ?? 0) < foremenPerShift;
        const person = personFor(rng, p);
        const hire = ANCHOR_DAY - Math.floor(rng.next() ** 2 * 365 * 18) - 14;
        const active = !rng.chance(0.07);
        const codeIdx = isForeman
          ? 4
          : dept === 'OFFICE'
            ? 5
            : rng.weighted([
                [0, 4],
                [1, 4],
                [2, 2],
                [3, 1],
              ] as const);
        const wage = wageCodes.filter((w) => w.plantId === p)[codeIdx];
        const wc = deptWcs.length ? deptWcs[i % deptWcs.length].id : null;
        const foremanId = isForeman
          ? null
          : ((foremen[shiftId] ?? [null])[i % Math.max(1, foremen[shiftId]?.length ?? 1)] ?? null);
        const position = isForeman ? foremanPositionId(p, dept) : rng.pick(positionIds[p][dept]);
        empRows.push([
          ++id,
          p,
          String(++empNo),
          `${person.last}, ${person.first}`,
          person.first,
          person.last,
          `/images/employees/${empNo}.jpg`,
          isForeman,
          foremanId,
          shiftId,
          departmentIds[p][dept],
          position,
          wc,
          wage.typeId,
          wage.id,
          isoDay(hire),
          active ? null : isoDay(ANCHOR_DAY - rng.int(5, 300)),
          active,
          dept === 'OFFICE' || isForeman ? `${emailLocal(person)}${empNo % 100}@norstarcompany.com` : null,
          phoneFor(rng, p === 3 ? 'MX' : 'US', p === 2 ? '903' : '878'),
        ]);
        if (isForeman) (foremen[shiftId] ??= []).push(id);
        employees.push({
          id,
          plantId: p,
          name: `${person.first} ${person.last}`,
          shiftId,
          workCenterId: wc,
          isForeman,
          foremanId,
          wageCodeId: wage.id,
          hire,
          active,
          rate: wage.rate,
        });
      }
    }
  }
  await insertRows(
    q,
    'employees',
    [
      'id',
      'eplant_id',
      'employee_number',
      'name',
      'first_name',
      'last_name',
      'picture_url',
      'is_foreman',
      'foreman_id',
      'shift_id',
      'department_id',
      'position_id',
      'work_center_id',
      'wage_type_id',
      'wage_code_id',
      'hire_date',
      'termination_date',
      'active',
      'email',
      'phone',
    ],
    empRows,
    500,
  );

  return { shiftIds, departmentIds, workCenters, employees, incidentIds };
}
