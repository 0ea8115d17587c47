// Demo users of both plants: the four demo logins of DESIGN.md plus office and plant staff with realistic U.S. and
// Mexican names, their ticked role-tree nodes and roles, user groups, and a history of logins and page visits.
// Deterministic: a seeded PRNG drives every choice; the argon2id hash of the shared demo password is computed once
// with a fixed salt, so the same seed gives the same rows.
import { hash } from '@node-rs/argon2';
import type { Queryable } from '../db/Database.js';
import { assignNodes } from '../auth/roleAccess.js';
import { ANCHOR_DAY, SEED_NOW } from './plant/calendar.js';

export const DEMO_PASSWORD = 'Norstar2026';
/** "Today" of the demo data set (a Monday); the same anchor as the plant seed. */
export const SEED_ANCHOR = new Date(ANCHOR_DAY * 86_400_000 + 15 * 3_600_000);

interface DemoUser {
  username: string;
  firstname: string;
  lastname: string;
  plant: 2 | 3;
  superUser?: boolean;
  /** uniq_ids of role-tree nodes to tick (area:<Area>, route:<path>, role:<role>). */
  nodes: string[];
}

export const DEMO_LOGINS: DemoUser[] = [
  { username: 'admin', firstname: 'Karen', lastname: 'Whitfield', plant: 2, superUser: true, nodes: [] },
  {
    username: 'it.support',
    firstname: 'Derek',
    lastname: 'Coleman',
    plant: 2,
    nodes: [
      'area:Admin',
      'area:Developers',
      'area:IT and finance',
      'role:settings_users_it',
      'role:settings_users_login as user',
      'role:change_plant',
    ],
  },
  {
    username: 'qc.inspector',
    firstname: 'Rhonda',
    lastname: 'Pruitt',
    plant: 2,
    nodes: ['area:QC', 'role:qc_paint_entry'],
  },
  {
    username: 'mx.supervisor',
    firstname: 'Jesús',
    lastname: 'Villarreal',
    plant: 3,
    nodes: [
      'area:Production',
      'area:BOM',
      'area:Inventory',
      'area:QC',
      'area:Shipping',
      'area:Scheduling',
      'role:inventory_count',
      'role:qc_paint_entry',
    ],
  },
];

const US_FIRST = [
  'James',
  'Robert',
  'Michael',
  'William',
  'David',
  'Richard',
  'Joseph',
  'Thomas',
  'Charles',
  'Daniel',
  'Matthew',
  'Anthony',
  'Mark',
  'Steven',
  'Travis',
  'Cody',
  'Dustin',
  'Brandon',
  'Mary',
  'Patricia',
  'Jennifer',
  'Linda',
  'Barbara',
  'Susan',
  'Jessica',
  'Sarah',
  'Karen',
  'Lisa',
  'Nancy',
  'Ashley',
  'Kimberly',
  'Donna',
  'Tammy',
  'Brenda',
  'Crystal',
  'Amanda',
];
const US_LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Moore',
  'Jackson',
  'Thompson',
  'White',
  'Harris',
  'Martin',
  'Clark',
  'Lewis',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Hill',
  'Green',
  'Baker',
  'Nelson',
  'Carter',
  'Mitchell',
  'Roberts',
  'Turner',
  'Phillips',
  'Parker',
  'Evans',
  'Collins',
  'Stewart',
  'Morris',
  'Reed',
  'Cook',
  'Bell',
  'Bailey',
  'Cooper',
  'Ward',
  'Brooks',
  'Sanders',
  'Price',
  'Bennett',
  'Wood',
  'Barnes',
  'Henderson',
];
const MX_FIRST = [
  'José',
  'Juan',
  'Luis',
  'Carlos',
  'Jorge',
  'Miguel',
  'Francisco',
  'Alejandro',
  'Ricardo',
  'Fernando',
  'Eduardo',
  'Roberto',
  'Héctor',
  'Arturo',
  'Raúl',
  'María',
  'Guadalupe',
  'Rosa',
  'Verónica',
  'Claudia',
  'Adriana',
  'Alejandra',
  'Gabriela',
  'Leticia',
  'Patricia',
  'Sandra',
  'Yolanda',
  'Norma',
  'Elena',
  'Mónica',
];
const MX_LAST = [
  'Hernández',
  'García',
  'Martínez',
  'López',
  'González',
  'Rodríguez',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Cruz',
  'Flores',
  'Gómez',
  'Morales',
  'Vázquez',
  'Reyes',
  'Jiménez',
  'Torres',
  'Díaz',
  'Gutiérrez',
  'Ruiz',
  'Mendoza',
  'Aguilar',
  'Ortiz',
  'Castillo',
  'Moreno',
  'Romero',
  'Chávez',
  'Rivera',
  'Ramos',
  'Salazar',
  'Treviño',
  'Garza',
  'Cantú',
  'Villarreal',
  'Elizondo',
];

/** Departments of the non-demo users, the nodes they tick and the group they join. */
const DEPARTMENTS: Array<{ group: string; nodes: string[]; weight: number }> = [
  { group: 'Production Leads', nodes: ['area:Production', 'area:Goals', 'area:BOM'], weight: 8 },
  { group: 'Shipping Office', nodes: ['area:Shipping', 'area:Scheduling'], weight: 5 },
  { group: 'Sales Team', nodes: ['area:Sales', 'area:Dealer portal', 'area:StockDealers', 'area:SPIF'], weight: 7 },
  { group: 'Accounting', nodes: ['area:Accounting', 'area:AR', 'area:Financials'], weight: 5 },
  {
    group: 'Human Resources',
    nodes: ['area:HR', 'route:/Internal/HR/Payroll', 'route:/Internal/HR/PrePayroll'],
    weight: 4,
  },
  { group: 'Quality', nodes: ['area:QC', 'role:qc_paint_entry'], weight: 4 },
  { group: 'Warehouse', nodes: ['area:Inventory', 'area:Purchasing', 'role:inventory_count'], weight: 5 },
  { group: 'Customer Service', nodes: ['area:Customer service'], weight: 3 },
  {
    group: 'Management',
    nodes: ['area:Executive', 'area:Financials', 'area:Sales', 'area:Production', 'role:change_plant'],
    weight: 2,
  },
  { group: 'Engineering', nodes: ['area:SolidWorks', 'area:BOM', 'area:Production'], weight: 2 },
  { group: 'IMMEX Compliance', nodes: ['area:IMMEX', 'area:Accounting'], weight: 1 },
];

/** mulberry32: small, fast and good enough for demo data; the same seed always gives the same sequence. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Math.floor(next() * 4) + 8) as number).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
  };
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export interface SeedUsersResult {
  users: number;
  groups: number;
  loginLogs: number;
  routeLogs: number;
}

export async function seedUsers(db: Queryable, { scale }: { scale: number }): Promise<SeedUsersResult> {
  const rnd = createRandom(20261116);
  const passwordHash = await hash(DEMO_PASSWORD, {
    algorithm: 2, // Argon2id
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
    salt: new TextEncoder().encode('norstar-demo-seed'),
  });
  const nodeIds = new Map(
    (await db.query<{ id: number; uniq_id: string }>('SELECT id, uniq_id FROM role_tree_nodes')).map((r) => [
      r.uniq_id,
      r.id,
    ]),
  );
  const routesByArea = new Map<number, string[]>();
  for (const r of await db.query<{ parent_id: number; route_path: string }>(
    `SELECT parent_id, route_path FROM role_tree_nodes WHERE element_type = 'route'`,
  )) {
    routesByArea.set(r.parent_id, [...(routesByArea.get(r.parent_id) ?? []), r.route_path]);
  }

  const total = Math.max(DEMO_LOGINS.length, Math.round(60 * scale));
  const taken = new Set<string>();
  const users: Array<
    DemoUser & { guid: string; email: string | null; active: boolean; suspended: boolean; group?: string }
  > = [];
  for (const demo of DEMO_LOGINS) {
    taken.add(demo.username);
    users.push({
      ...demo,
      guid: rnd.uuid(),
      email: `${demo.username}@norstarcompany.com`,
      active: true,
      suspended: false,
    });
  }
  const weighted = DEPARTMENTS.flatMap((d) => Array(d.weight).fill(d) as typeof DEPARTMENTS);
  while (users.length < total) {
    const plant: 2 | 3 = rnd.next() < 0.55 ? 2 : 3;
    const firstname = rnd.pick(plant === 2 ? US_FIRST : MX_FIRST);
    const lastname = rnd.pick(plant === 2 ? US_LAST : MX_LAST);
    let username = `${ascii(firstname)[0]}${ascii(lastname).replace(/[^a-z]/g, '')}`;
    for (let n = 2; taken.has(username); n++)
      username = `${ascii(firstname)[0]}${ascii(lastname).replace(/[^a-z]/g, '')}${n}`;
    taken.add(username);
    const dept = rnd.pick(weighted);
    const nodes = [...dept.nodes];
    if (plant === 3 && rnd.next() < 0.3) nodes.push('area:IMMEX');
    const roll = rnd.next();
    users.push({
      username,
      firstname,
      lastname,
      plant,
      nodes,
      guid: rnd.uuid(),
      // A few plant-floor accounts have no company mailbox.
      email: rnd.next() < 0.9 ? `${username}@norstarcompany.com` : null,
      active: roll > 0.05,
      suspended: roll > 0.05 && roll < 0.08,
      group: dept.group,
    });
  }

  for (const u of users) {
    await db.query(
      `INSERT INTO users (guid, firstname, lastname, username, email, eplant_id, password_hash, is_active, is_suspended, is_super_user, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)`,
      [
        u.guid,
        u.firstname,
        u.lastname,
        u.username,
        u.email,
        u.plant,
        passwordHash,
        u.active,
        u.suspended,
        !!u.superUser,
        new Date(SEED_ANCHOR.getTime() - rnd.int(90, 1500) * 86_400_000),
      ],
    );
    const ids = u.nodes.map((n) => {
      const id = nodeIds.get(n);
      if (!id) throw new Error(`seedUsers: role tree node ${n} does not exist`);
      return id;
    });
    await assignNodes(db, u.guid, ids);
  }

  // Groups exist per plant; members are the department's users of that plant plus the demo logins that fit.
  const groupIds = new Map<string, number>();
  for (const plant of [2, 3]) {
    for (const dept of DEPARTMENTS) {
      if (plant === 2 && dept.group === 'IMMEX Compliance') continue;
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO user_groups (name, eplant_id) VALUES ($1, $2) RETURNING id',
        [dept.group, plant],
      );
      groupIds.set(`${plant}:${dept.group}`, row.id);
    }
  }
  const memberships: Array<[number, string]> = [];
  for (const u of users) {
    const group =
      u.group ??
      (
        { 'it.support': 'Management', 'qc.inspector': 'Quality', 'mx.supervisor': 'Production Leads' } as Record<
          string,
          string
        >
      )[u.username];
    const id = group && groupIds.get(`${u.plant}:${group}`);
    if (id) memberships.push([id, u.guid]);
  }
  for (const [groupId, guid] of memberships) {
    await db.query('INSERT INTO user_group_members (group_id, user_guid) VALUES ($1, $2)', [groupId, guid]);
  }

  // Logins and page visits over the 60 days before the anchor, weekdays in working hours, about one a working day.
  const logins: unknown[][] = [];
  const visits: unknown[][] = [];
  for (const u of users.filter((x) => x.active)) {
    const areaIds = u.nodes.filter((n) => n.startsWith('area:')).map((n) => nodeIds.get(n)!);
    const pages = u.superUser
      ? [...routesByArea.values()].flat()
      : ['/Internal', ...areaIds.flatMap((id) => routesByArea.get(id) ?? [])];
    const ip =
      u.plant === 2 ? `10.20.${rnd.int(1, 40)}.${rnd.int(10, 250)}` : `10.30.${rnd.int(1, 40)}.${rnd.int(10, 250)}`;
    for (let day = 60; day >= 0; day--) {
      const date = new Date(SEED_ANCHOR.getTime() - day * 86_400_000);
      if (date.getUTCDay() === 0 || date.getUTCDay() === 6 || rnd.next() < 0.2) continue;
      const at = new Date(date.getTime() - 6 * 3_600_000 + rnd.int(0, 9 * 3_600_000));
      // Logins and visits later than the seed's "now" have not happened yet (a Monday-morning seed).
      const failed = rnd.next() < 0.06;
      if (at.getTime() > SEED_NOW) continue;
      if (failed) logins.push([u.username, u.guid, ip, false, new Date(at.getTime() - 40_000)]);
      logins.push([u.username, u.guid, ip, true, at]);
      for (let v = rnd.int(1, 6); v > 0; v--) {
        const page = rnd.pick(pages);
        const visited = new Date(at.getTime() + rnd.int(1, 480) * 60_000);
        if (visited.getTime() <= SEED_NOW) visits.push([u.guid, page, visited]);
      }
    }
  }
  await insertMany(db, 'login_logs (username, user_guid, ip, succes, created_at)', logins);
  await insertMany(db, 'route_logs (user_guid, page, created_at)', visits);
  return { users: users.length, groups: groupIds.size, loginLogs: logins.length, routeLogs: visits.length };
}

async function insertMany(db: Queryable, target: string, rows: unknown[][], batch = 500): Promise<void> {
  for (let i = 0; i < rows.length; i += batch) {
    const chunk = rows.slice(i, i + batch);
    const width = chunk[0].length;
    const values = chunk.map(
      (_, r) => `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(', ')})`,
    );
    await db.query(`INSERT INTO ${target} VALUES ${values.join(', ')}`, chunk.flat());
  }
}
