// One valid request for every write (non-GET) operation of the contract, keyed by operationId: run against a freshly
// seeded test server, each makes its operation succeed (2xx) and change data (a row created, updated or deleted).
// Keys come from the seeded database, never from fixed ids; each sample reads the state it needs when it runs, so the
// samples run in any order on one server. tests/server/history/everyWrite.test.ts fails by name for an operation with
// neither a sample here nor an entry in NO_RECORD_WRITES, so a new write operation cannot go unnoticed.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD, type LoginResult, type TestServer } from '../../../server/testing/testServer.js';
import { findPaintQcTrailerUnit } from '../../../server/testing/findPaintQcTrailerUnit.js';
import { paintQcTrailerBody } from '../../../server/testing/paintQcTrailerBody.js';

export interface WriteRequest {
  /** Username that sends the request (signed in with the demo password); null: sent without a token. */
  user: string | null;
  method: string;
  /** With the /api prefix. */
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

export type WriteSample = (server: TestServer) => Promise<WriteRequest>;

/** Write operations that change no business record: reads sent as POST, the session itself, and logs. */
export const NO_RECORD_WRITES: Record<string, string> = {
  filterTestimonials: 'a search sent as POST; reads testimonials, writes nothing',
  filterManualRequests: 'a search sent as POST; reads manual requests, writes nothing',
  askCustomerServiceAssistant:
    'answers from units, cases and documents; reads only, stores neither question nor answer',
  authenticate:
    'the session, not a record: a login_logs row and a sessions row (a dealer also gets last_login_at and a dealer_user_logs row)',
  authenticateAsUser: 'the session, not a record: a login_logs row and a sessions row for the impersonated user',
  logout: "the session, not a record: sets blocked_at on the caller's sessions row",
  blockToken: "the session, not a record: sets blocked_at on the user's open sessions rows",
  writeRequestLog: 'a log: one request_logs row',
  logRouteVisit: 'a log: one route_logs row',
};

/** Write operations whose sample cannot succeed because of a server bug, with the reason (none today). */
export const KNOWN_FAILING: Record<string, string> = {};

const PLANT = 2;

/** Sign-ins per server, so a run of every sample signs each user in once. */
const logins = new WeakMap<TestServer, Map<string, LoginResult>>();
export async function loginAs(server: TestServer, username: string): Promise<LoginResult> {
  let byUser = logins.get(server);
  if (!byUser) logins.set(server, (byUser = new Map()));
  let login = byUser.get(username);
  if (!login) byUser.set(username, (login = await server.login(username)));
  return login;
}

/** Six upper-case characters unique to this call (codes, names, references). */
const tag = () => randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase();
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function row<T>(server: TestServer, sql: string, params: unknown[] = []): Promise<T> {
  const [found] = await server.db.query<T & Record<string, unknown>>(sql, params);
  if (!found) throw new Error(`the seeded database has no row for: ${sql}`);
  return found;
}

/** GET /api<url> as a user; throws with the answer unless 200. */
async function read<T = any>(server: TestServer, url: string, user = 'admin'): Promise<T> {
  const res = await server.inject({ url: `/api${url}`, headers: (await loginAs(server, user)).headers });
  if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/** Sends a preparatory write a sample needs (its own record to change or delete); throws unless 2xx. */
async function prepare<T = any>(
  server: TestServer,
  method: string,
  url: string,
  payload: unknown,
  user = 'admin',
): Promise<T> {
  const res = await server.inject({
    method: method as 'POST',
    url: `/api${url}`,
    headers: (await loginAs(server, user)).headers,
    payload: payload as object,
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

/** A text other than `current`, within `max` characters (a suffix toggled on and off). */
function another(current: string | null | undefined, max = 60): string {
  const text = current ?? '';
  if (text.endsWith(' (rev)')) return text.slice(0, -6);
  return `${text.slice(0, max - 6)} (rev)`;
}

const admin = (method: string, url: string, payload?: unknown): WriteRequest => ({
  user: 'admin',
  method,
  url: `/api${url}`,
  ...(payload === undefined ? {} : { payload }),
});

/** A whole-list catalog save (HR): the list as read, one row changed by `change`. */
async function catalogEdit(
  server: TestServer,
  url: string,
  field: string,
  change: (row: any) => any,
  versioned = true,
): Promise<WriteRequest> {
  const catalog = await read(server, url);
  const rows = catalog[field] as any[];
  if (!rows.length) throw new Error(`${url} has no ${field}`);
  const body = { ...(versioned ? { Version: catalog.Version } : {}), [field]: [change(rows[0]), ...rows.slice(1)] };
  return admin('PUT', url, body);
}

/** A user of plant 2 made for one sample (no roles, the demo password), so changing it touches no other sample's user. */
async function ownUser(server: TestServer, prefix: string): Promise<{ guid: string; username: string }> {
  const created = await prepare(server, 'POST', '/user/', {
    Guid: null,
    Firstname: 'Sample',
    Lastname: prefix,
    Username: `${prefix}.${tag().toLowerCase()}`,
    Email: null,
    EplantId: PLANT,
    Password: DEMO_PASSWORD,
  });
  return { guid: created.Guid, username: created.Username };
}

const DEALER_OWNER = 'dealer1.owner';
const dealerNo = async (server: TestServer) =>
  (
    await row<{ cust_no: string }>(
      server,
      'SELECT c.cust_no FROM users u JOIN customers c ON c.id = u.dealer_id WHERE u.username = $1',
      [DEALER_OWNER],
    )
  ).cust_no;
const listModel = (server: TestServer) =>
  row<{ item_no: string; price: number }>(
    server,
    `SELECT item_no, price::float8 AS price FROM items WHERE eplant_id = $1 AND class IN ('FG', 'FGB') AND price IS NOT NULL AND active
      ORDER BY item_no LIMIT 1`,
    [PLANT],
  );
const activeDealer = (server: TestServer) =>
  row<{ cust_no: string }>(
    server,
    'SELECT cust_no FROM customers WHERE eplant_id = $1 AND is_dealer AND active ORDER BY id LIMIT 1',
    [PLANT],
  );
const fgModel = (server: TestServer) =>
  row<{ item_no: string }>(
    server,
    "SELECT item_no FROM items WHERE eplant_id = $1 AND class = 'FG' AND price IS NOT NULL ORDER BY arinvt_id LIMIT 1",
    [PLANT],
  );
/** An approved load whose units all passed pre-ship QC, nothing scanned at the dock yet (first or last by id). */
const openLoad = async (server: TestServer, order: 'ASC' | 'DESC') =>
  (
    await row<{ load_no: string }>(
      server,
      `SELECT l.load_no FROM loads l WHERE l.eplant_id = $1 AND l.status = 'Approved'
          AND NOT EXISTS (SELECT 1 FROM dock_scans d WHERE d.load_id = l.id)
          AND NOT EXISTS (SELECT 1 FROM load_units u WHERE u.load_id = l.id
                            AND NOT EXISTS (SELECT 1 FROM preship_qc_checks q WHERE q.job_id = u.job_id AND q.passed))
        ORDER BY l.id ${order} LIMIT 1`,
      [PLANT],
    )
  ).load_no;

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const writeSamples: Record<string, WriteSample> = {
  // ---- CustomerService
  createTestimonial: async (server) => {
    const unit = await row<{ vin: string }>(
      server,
      'SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = $1 AND vin IS NOT NULL ORDER BY id LIMIT 1',
      [PLANT],
    );
    return admin('POST', '/testimonials/', {
      VIN: unit.vin,
      Dealername: 'Big Tex Trailer World',
      Address: '4100 W Loop 820',
      Zip: '76116',
      City: 'Fort Worth',
      State: 'TX',
      RegistrationDate: isoDay(-2),
      Purchasedate: isoDay(-10),
      FirstName: 'Dale',
      LastName: 'Whitaker',
      email: 'dale.whitaker@example.com',
      Phone: '(817) 555-0142',
      Rating: 5,
      Comment: 'Hauls my skid steer without a wiggle.',
      EplantId: PLANT,
    });
  },
  setManualRequestTrackingNumber: async (server) => {
    const request = await row<{ id: number }>(
      server,
      "SELECT id FROM manual_requests WHERE status = 'Requested' ORDER BY id LIMIT 1",
    );
    return admin('POST', '/manualrequest/set_trackingnumber/', { Id: request.id, TrackingNumber: `1Z${tag()}` });
  },
  createWarrantyCase: async (server) => {
    const unit = await row<{ vin: string }>(
      server,
      'SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = $1 AND vin IS NOT NULL ORDER BY id LIMIT 1',
      [PLANT],
    );
    return admin('POST', `/customer-service/warranty-cases?plant=${PLANT}`, {
      VIN: unit.vin,
      Category: 'Brakes',
      Description: 'Brakes pull to the left under load',
      ClaimAmount: 180,
      SubmittedBy: 'Warranty desk',
    });
  },
  setTestimonialPublication: async (server) => {
    const t = await row<{ id: number; published: boolean }>(
      server,
      'SELECT id, published FROM testimonials WHERE eplant_id = $1 ORDER BY id LIMIT 1',
      [PLANT],
    );
    return admin('PUT', `/customer-service/testimonials/${t.id}/publication`, { Published: !t.published });
  },

  // ---- DealerPortal
  updateDealerPortalSettings: async (server) => {
    const s = await read(server, `/dealer-portal/settings?plant=${PLANT}`);
    return admin('PUT', `/dealer-portal/settings?plant=${PLANT}`, {
      ...s,
      QuoteValidDays: s.QuoteValidDays === 45 ? 30 : 45,
    });
  },
  updateDealerPortalNotifications: async (server) => {
    const n = await read(server, `/dealer-portal/notifications?plant=${PLANT}`);
    return admin('PUT', `/dealer-portal/notifications?plant=${PLANT}`, {
      ...n,
      BannerMessage: another(n.BannerMessage, 200),
    });
  },
  convertWebQuote: async (server) => {
    const [quote] = await read<Array<{ QuoteNo: string; SuggestedDealerNo: string; ListPrice: number }>>(
      server,
      `/reports/dealer-portal/web-quotes/open?plant=${PLANT}`,
    );
    if (!quote) throw new Error('no open web quote in the seeded database');
    return admin('POST', `/dealer-portal/web-quotes/${quote.QuoteNo}/convert`, {
      DealerNo: quote.SuggestedDealerNo,
      UnitPrice: quote.ListPrice,
    });
  },
  createDealerLoad: async (server) => ({
    user: DEALER_OWNER,
    method: 'POST',
    url: `/api/dealer-portal/loads?plant=${PLANT}`,
    payload: { DealerNo: await dealerNo(server), RequestedShipDate: isoDay(7), MaxUnits: 3 },
  }),
  createDealerUser: async (server) =>
    admin('POST', `/dealer-portal/users?plant=${PLANT}`, {
      DealerNo: await dealerNo(server),
      Username: `dealer.sample.${tag().toLowerCase()}`,
      FirstName: 'Lena',
      LastName: 'Ortiz',
      Email: 'lena.ortiz@example.com',
      Role: 'Office',
      Password: 'Office2026x',
    }),
  createDealerQuote: async (server) => {
    const model = await listModel(server);
    return {
      user: DEALER_OWNER,
      method: 'POST',
      url: `/api/dealer-portal/quotes?plant=${PLANT}`,
      payload: { CustomerName: 'J. Rivera', ItemNo: model.item_no, Qty: 2, UnitPrice: model.price - 100 },
    };
  },
  placeDealerQuote: async (server) => {
    const model = await listModel(server);
    const quote = await prepare<{ QuoteNo: string }>(
      server,
      'POST',
      `/dealer-portal/quotes?plant=${PLANT}`,
      { CustomerName: 'M. Salas', ItemNo: model.item_no, Qty: 1, UnitPrice: model.price - 50 },
      DEALER_OWNER,
    );
    return { user: DEALER_OWNER, method: 'POST', url: `/api/dealer-portal/quotes/${quote.QuoteNo}/place` };
  },

  // ---- Goals
  saveGoalSetup: async (server) => {
    const setup = await read(server, `/goals/setup?plant=${PLANT}`);
    const goals = setup.Goals.map((g: any, i: number) => (i === 0 ? { ...g, DailyGoal: g.DailyGoal + 1 } : g));
    return admin('PUT', `/goals/setup?plant=${PLANT}`, { EffectiveFrom: setup.EffectiveFrom, Goals: goals });
  },

  // ---- HR
  saveEmployee: async (server) => {
    const e = await row<{ id: number }>(
      server,
      'SELECT id FROM employees WHERE eplant_id = $1 AND active ORDER BY id LIMIT 1',
      [PLANT],
    );
    const employee = await read(server, `/employees/${e.id}/`);
    return admin('POST', '/employees/', { ...employee, LastName: another(employee.LastName) });
  },
  editEmployeesWorkCenter: async (server) => {
    const e = await row<{ id: number; work_center_id: number | null }>(
      server,
      'SELECT id, work_center_id FROM employees WHERE eplant_id = $1 AND active ORDER BY id DESC LIMIT 1',
      [PLANT],
    );
    const centers = await read<Array<{ Id: number }>>(server, `/ns/workcenter?plant=${PLANT}`);
    const target = centers.find((w) => w.Id !== e.work_center_id);
    if (!target) throw new Error('no other work center');
    return admin('POST', '/employees/edit_workcenter/', { EmployeeIds: [e.id], WorkCenterId: target.Id });
  },
  saveDepartmentCatalog: (server) =>
    catalogEdit(server, `/hr/catalogs/departments?plant=${PLANT}`, 'Departments', (d) => ({
      ...d,
      Name: another(d.Name),
    })),
  saveJobPositionCatalog: (server) =>
    catalogEdit(server, `/hr/catalogs/positions?plant=${PLANT}`, 'Positions', (p) => ({
      ...p,
      Name: another(p.Name, 80),
    })),
  saveWageTypeCatalog: (server) =>
    catalogEdit(server, '/hr/catalogs/wage-types', 'WageTypes', (w) => ({ ...w, Name: another(w.Name) })),
  saveWageCodeCatalog: (server) =>
    catalogEdit(server, `/hr/catalogs/wage-codes?plant=${PLANT}`, 'WageCodes', (w) => ({
      ...w,
      Description: another(w.Description, 80),
    })),
  saveIncidentCatalog: (server) =>
    catalogEdit(server, '/hr/catalogs/incidents', 'Incidents', (i) => ({ ...i, Name: another(i.Name) })),
  saveShiftCatalog: (server) =>
    catalogEdit(server, `/hr/catalogs/shifts?plant=${PLANT}`, 'Shifts', (s) => ({ ...s, Name: another(s.Name, 40) })),
  saveBonusTypeCatalog: (server) =>
    catalogEdit(server, `/hr/catalogs/bonus-types?plant=${PLANT}`, 'BonusTypes', (b) => ({
      ...b,
      Description: another(b.Description, 200),
    })),
  saveFinishCapacityCatalog: (server) =>
    catalogEdit(server, `/hr/catalogs/finish-capacities?plant=${PLANT}`, 'Capacities', (c) => ({
      ...c,
      UnitsPerShift: c.UnitsPerShift + 1,
    })),
  saveClockDeviceCatalog: (server) =>
    catalogEdit(server, `/hr/catalogs/clock-devices?plant=${PLANT}`, 'Devices', (d) => ({
      ...d,
      Location: another(d.Location, 80),
    })),
  saveJobDescriptionEdits: (server) =>
    catalogEdit(
      server,
      `/hr/job-descriptions?plant=${PLANT}`,
      'Descriptions',
      (d) => ({ ...d, Summary: another(d.Summary, 2000) }),
      false,
    ),
  savePrePayrollAdjustments: async (server) => {
    const adjustments = await read(server, `/hr/pre-payroll/adjustments?plant=${PLANT}`);
    const [line] = adjustments.Lines as any[];
    if (!line) throw new Error('no draft pre-payroll line');
    return admin('PUT', `/hr/pre-payroll/adjustments?plant=${PLANT}`, {
      PrePayrollId: adjustments.PrePayrollId,
      Lines: [{ ...line, BonusAmount: line.BonusAmount + 25 }],
    });
  },
  submitJobApplication: async () => ({
    user: null,
    method: 'POST',
    url: '/api/hr/job-applications',
    payload: {
      Plant: PLANT,
      FirstName: 'Dana',
      LastName: 'Hill',
      Email: 'dana.hill@mail.com',
      Phone: '(903) 555-0199',
      Position: 'Welder',
      ShiftPreference: 'First',
      AvailableFrom: isoDay(14),
      ExperienceYears: 4,
      Message: null,
    },
  }),

  // ---- Inventory
  saveFgTargets: async (server) => {
    const { Targets } = await read(server, `/inventory/fg-targets?plant=${PLANT}`);
    const targets = (Targets as any[]).map((t, i) => ({
      Family: t.Family,
      TargetQty: i === 0 ? t.TargetQty + 1 : t.TargetQty,
      MinQty: t.MinQty,
    }));
    return admin('PUT', `/inventory/fg-targets?plant=${PLANT}`, { Targets: targets });
  },
  uploadItemImage: async (server) => {
    const item = await row<{ item_no: string }>(
      server,
      "SELECT item_no FROM items WHERE eplant_id = $1 AND source = 'P' ORDER BY arinvt_id LIMIT 1",
      [PLANT],
    );
    return admin('POST', `/inventory/item-images?plant=${PLANT}`, {
      ItemNo: item.item_no,
      Image: `data:image/png;name=sample-${tag().toLowerCase()}.png;base64,${PNG}`,
    });
  },
  printInventoryLabel: async (server) => {
    const item = await row<{ item_no: string }>(
      server,
      "SELECT item_no FROM items WHERE eplant_id = $1 AND source = 'P' ORDER BY arinvt_id DESC LIMIT 1",
      [PLANT],
    );
    return admin('POST', `/inventory/labels?plant=${PLANT}`, { Value: item.item_no, Copies: 2 });
  },
  auditPhysicalTag: async (server) => {
    const t = await row<{ tag_no: string }>(
      server,
      `SELECT t.tag_no FROM physical_inventory_tags t WHERE t.eplant_id = $1
          AND t.count_date = (SELECT max(count_date) FROM physical_inventory_tags WHERE eplant_id = $1) ORDER BY t.id LIMIT 1`,
      [PLANT],
    );
    return admin('POST', `/inventory/physical/tag-audits?plant=${PLANT}`, { TagNo: t.tag_no, AuditedQty: 5 });
  },
  identifyPart: async (server) => {
    const item = await row<{ item_no: string }>(
      server,
      "SELECT item_no FROM items WHERE eplant_id = $1 AND source = 'P' ORDER BY arinvt_id DESC LIMIT 1",
      [PLANT],
    );
    const loc = await row<{ location: string }>(
      server,
      'SELECT location FROM locations WHERE eplant_id = $1 ORDER BY id LIMIT 1',
      [PLANT],
    );
    return admin('POST', `/inventory/physical/identify?plant=${PLANT}`, {
      Value: item.item_no,
      Location: loc.location,
      Qty: 3,
    });
  },
  recordCycleCount: async (server) => {
    const line = await row<{ id: number; counter_id: number }>(
      server,
      `SELECT cl.id, cc.counter_id FROM cycle_count_lines cl JOIN cycle_counts cc ON cc.id = cl.cycle_count_id
        WHERE cc.eplant_id = $1 AND cc.status = 'Open' AND NOT cc.free_count AND cl.counted_qty IS NULL ORDER BY cl.id LIMIT 1`,
      [PLANT],
    );
    return admin('POST', `/inventory/cyclecount/count?plant=${PLANT}`, {
      LineId: line.id,
      CountedQty: 4,
      CounterId: line.counter_id,
    });
  },
  recordFreeCycleCount: async (server) => {
    const stock = await row<{ item_no: string; location: string; qty: number }>(
      server,
      `SELECT i.item_no, l.location, sum(oh.qty)::float8 AS qty FROM on_hand oh JOIN items i ON i.arinvt_id = oh.arinvt_id JOIN locations l ON l.id = oh.location_id
        WHERE oh.eplant_id = $1 AND i.source = 'P' GROUP BY i.item_no, l.location HAVING sum(oh.qty) > 5 ORDER BY 1, 2 LIMIT 1`,
      [PLANT],
    );
    const counter = await row<{ id: number }>(
      server,
      'SELECT id FROM cycle_count_counters WHERE eplant_id = $1 ORDER BY id LIMIT 1',
      [PLANT],
    );
    return admin('POST', `/inventory/cyclecount/free?plant=${PLANT}`, {
      ItemNo: stock.item_no,
      Location: stock.location,
      CountedQty: stock.qty - 2,
      CounterId: counter.id,
    });
  },
  moveInventory: async (server) => {
    const stock = await row<{ item_no: string; location: string; location_id: number }>(
      server,
      `SELECT i.item_no, l.location, l.id AS location_id FROM on_hand oh JOIN items i ON i.arinvt_id = oh.arinvt_id JOIN locations l ON l.id = oh.location_id
        WHERE oh.eplant_id = $1 AND i.source = 'P' AND NOT l.is_finish_goods GROUP BY i.item_no, l.location, l.id
       HAVING sum(oh.qty) > 10 ORDER BY 1 DESC, 2 LIMIT 1`,
      [PLANT],
    );
    const to = await row<{ location: string }>(
      server,
      'SELECT location FROM locations WHERE eplant_id = $1 AND id <> $2 AND NOT is_finish_goods ORDER BY id LIMIT 1',
      [PLANT, stock.location_id],
    );
    return admin('POST', `/inventory/moves?plant=${PLANT}`, {
      ItemNo: stock.item_no,
      FromLocation: stock.location,
      ToLocation: to.location,
      Qty: 1,
    });
  },
  assignUnitSerial: async (server) => {
    const unit = await row<{ vin: string }>(
      server,
      `SELECT trim(vin) AS vin FROM jobs j WHERE eplant_id = $1 AND vin IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM unit_serials s WHERE s.job_id = j.id AND s.serial_type = 'rear_axle')
        ORDER BY id LIMIT 1`,
      [PLANT],
    );
    return admin('POST', `/inventory/serials?plant=${PLANT}`, {
      VIN: unit.vin,
      SerialType: 'rear_axle',
      SerialNo: `RX${tag()}`,
    });
  },

  // ---- PaintQC
  addPaintQcTrailer: async (server) => {
    const login = await loginAs(server, 'admin');
    const unit = await findPaintQcTrailerUnit(server.db, (o) => server.inject(o), login.headers, {
      withoutRecord: true,
    });
    return admin(
      'POST',
      '/ns/QC/PaintQC/tracking/trailer/add',
      paintQcTrailerBody(unit, { Guid: login.body.User.Guid, UserName: 'Karen Whitfield' }, 'Sample save'),
    );
  },
  addPaintQcBed: async (server) => {
    const login = await loginAs(server, 'admin');
    const job = await row<{ workorder_number: string; vin: string; part_no: string }>(
      server,
      `SELECT workorder_number, trim(vin) AS vin, part_no FROM jobs j
        WHERE eplant_id = $1 AND product_type = 'bed' AND vin IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM paint_qc_records p WHERE p.job_id = j.id)
        ORDER BY id DESC LIMIT 1`,
      [PLANT],
    );
    const lookup = await read<{ DateInput: string }>(
      server,
      `/ns/QC/PaintQC/paintqclookup?searchValue=${job.vin}&searchBy=VIN&plant=${PLANT}`,
    );
    return admin('POST', '/ns/QC/PaintQC/tracking/bed/add', {
      WorkorderNumber: job.workorder_number,
      VIN: job.vin,
      DateInput: lookup.DateInput,
      PartNo: job.part_no,
      PaintMM1Front: 2.1,
      PaintMM2DriveSide: 2.2,
      PaintMM3Rear: 2.3,
      PaintMM4PassengerSide: 2.4,
      PaintMM5Floor: 3.5,
      PaintMM6: 2.6,
      PaintMM7: 2.7,
      Plant: PLANT,
      Guid: login.body.User.Guid,
    });
  },

  // ---- Production
  updateMachine: async (server) => {
    const [machine] = await read<any[]>(server, `/machines/list/?plant=${PLANT}`);
    const { WorkCenter: _workCenter, ...input } = machine;
    return admin('PUT', '/machines/', { ...input, Name: another(input.Name, 80) });
  },
  createMachine: async (server) => {
    const [center] = await read<Array<{ Id: number }>>(server, `/ns/workcenter?plant=${PLANT}`);
    return admin('POST', '/machines/', {
      Code: `LAS-${tag()}`,
      Name: 'Fiber laser',
      EplantId: PLANT,
      WorkCenterId: center.Id,
      Manufacturer: 'Trumpf',
      Model: 'TruLaser 3030',
      SerialNumber: `TL-${tag()}`,
      Status: 'Idle',
      InstalledOn: null,
    });
  },
  finishNestJob: async (server) => {
    const nest = await row<{ id: number; parts_count: number }>(
      server,
      `SELECT id, parts_count FROM nest_jobs n WHERE status = 'Released' AND eplant_id = $1
          AND NOT EXISTS (SELECT 1 FROM process_reports r WHERE r.nest_job_id = n.id) ORDER BY id LIMIT 1`,
      [PLANT],
    );
    return admin('POST', '/process_reporting/nestjobs/finish/', { NestJobId: nest.id, Qty: nest.parts_count });
  },
  rejectNestJob: async (server) => {
    const nest = await row<{ id: number }>(
      server,
      `SELECT id FROM nest_jobs n WHERE status = 'Released' AND eplant_id = $1
          AND NOT EXISTS (SELECT 1 FROM process_reports r WHERE r.nest_job_id = n.id) ORDER BY id DESC LIMIT 1`,
      [PLANT],
    );
    return admin('POST', '/process_reporting/nestjobs/reject/', {
      NestJobId: nest.id,
      Qty: 1,
      Reason: 'Plate out of flatness',
    });
  },
  saveQcPointSetup: async (server) => {
    const setup = await read(server, `/production/points/setup?plant=${PLANT}`);
    return admin('PUT', `/production/points/setup?plant=${PLANT}`, { ...setup, FailLimit: setup.FailLimit + 1 });
  },
  addQcPointCheck: async (server) => {
    const job = await row<{ wo: string }>(
      server,
      `SELECT workorder_number AS wo FROM jobs WHERE eplant_id = $1 AND status = 'Finished' ORDER BY id LIMIT 1`,
      [PLANT],
    );
    const setup = await read(server, `/production/points/setup?plant=${PLANT}`);
    const defect = (setup.Defects as Array<{ Code: string; Active: boolean }>).find((d) => d.Active);
    if (!defect) throw new Error('no active QC point defect');
    return admin('POST', `/production/points/checks?plant=${PLANT}`, {
      Unit: job.wo,
      Defects: [{ Code: defect.Code, Qty: 1 }],
      Comments: 'Sample check',
    });
  },
  reverseOperation: async (server) => {
    const job = await row<{ wo: string; last: number }>(
      server,
      `SELECT j.workorder_number AS wo, max(op.seq) AS last FROM jobs j JOIN job_operations op ON op.job_id = j.id
        WHERE j.eplant_id = $1 AND j.status = 'Finished' GROUP BY j.id ORDER BY j.id DESC LIMIT 1`,
      [PLANT],
    );
    return admin('POST', `/production/operations/reverse?plant=${PLANT}`, {
      WorkorderNumber: job.wo,
      OpSeq: job.last,
      Reason: 'Reported on the wrong unit',
    });
  },

  // ---- QC
  saveQcTemplates: async (server) => {
    const { Templates } = await read(server, `/qc/templates?plant=${PLANT}`);
    const [first, ...rest] = Templates as any[];
    return admin('PUT', `/qc/templates?plant=${PLANT}`, {
      Templates: [{ ...first, Name: another(first.Name, 80) }, ...rest],
    });
  },
  createQcAudit: async (server) => {
    const job = await row<{ vin: string }>(
      server,
      "SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = $1 AND product_type = 'bed' AND vin IS NOT NULL ORDER BY id DESC LIMIT 1",
      [PLANT],
    );
    return admin('POST', `/qc/audits?plant=${PLANT}`, {
      VIN: job.vin,
      Kind: 'Paint audit',
      FailedCheckpoints: 1,
      Notes: 'Thin film at rear',
    });
  },

  // ---- Sales
  updatePotentialDealer: async (server) => {
    const d = await row<{ id: number }>(server, 'SELECT id FROM potential_dealers ORDER BY id LIMIT 1');
    const dealer = await read(server, `/sales/potential-dealers/${d.id}`);
    return admin('PUT', `/sales/potential-dealers/${d.id}`, { ...dealer, Notes: another(dealer.Notes, 2000) });
  },
  updateManufacturerDealer: async (server) => {
    const d = await row<{ id: number }>(server, 'SELECT id FROM manufacturer_dealers ORDER BY id LIMIT 1');
    const dealer = await read(server, `/sales/manufacturer-dealers/${d.id}`);
    return admin('PUT', `/sales/manufacturer-dealers/${d.id}`, { ...dealer, Notes: another(dealer.Notes, 2000) });
  },
  createManufacturerDealer: async () =>
    admin('POST', `/sales/manufacturer-dealers?plant=${PLANT}`, {
      Name: `Paris Big Tex Center ${tag()}`,
      Manufacturer: 'Big Tex',
      Address: '1200 Clarksville St',
      City: 'Paris',
      State: 'TX',
      Country: 'US',
      Zip: '75460',
      Latitude: 33.66,
      Longitude: -95.55,
      Phone: null,
      Notes: null,
    }),
  saveQuoteSettings: async (server) => {
    const s = await read(server, `/sales/quote-settings?plant=${PLANT}`);
    return admin('PUT', `/sales/quote-settings?plant=${PLANT}`, { ...s, ValidDays: s.ValidDays === 45 ? 30 : 45 });
  },
  createSalesQuote: async (server) =>
    admin('POST', `/sales/quotes?plant=${PLANT}`, {
      CustomerNo: (await activeDealer(server)).cust_no,
      ItemNo: (await fgModel(server)).item_no,
      Qty: 2,
      DiscountPct: 5,
      Freight: 300,
    }),
  updateSalesPrices: async (server) => {
    const f = await row<{ family: string }>(
      server,
      "SELECT family FROM items WHERE eplant_id = $1 AND class = 'FG' AND price IS NOT NULL AND family = ANY($2::text[]) ORDER BY arinvt_id LIMIT 1",
      [PLANT, ['GN', 'DG', 'DU', 'FB', 'UT', 'EQ', 'TB']],
    );
    return admin('POST', `/sales/prices/update?plant=${PLANT}`, {
      Family: f.family,
      Percent: 2,
      EffectiveDate: isoDay(0),
      Reason: 'Steel surcharge',
    });
  },
  createSalesOrder: async (server) =>
    admin('POST', `/sales/orders?plant=${PLANT}`, {
      CustomerNo: (await activeDealer(server)).cust_no,
      ItemNo: (await fgModel(server)).item_no,
      Qty: 1,
      DueDate: isoDay(40),
      CustPO: `PO ${tag()}`,
    }),

  // ---- Session
  setUserLanguage: async (server) => {
    // The caller's own language: a user of its own, so no other sample's user starts reading Spanish.
    const { username } = await ownUser(server, 'language');
    const u = await row<{ language: string | null }>(server, 'SELECT language FROM users WHERE username = $1', [
      username,
    ]);
    return {
      user: username,
      method: 'PUT',
      url: '/api/user/language',
      payload: { Language: u.language === 'es-MX' ? 'en-US' : 'es-MX' },
    };
  },

  // ---- Shipping
  recordTireDot: async (server) => {
    const unit = await row<{ vin: string; dot: string | null }>(
      server,
      `SELECT trim(j.vin) AS vin, t.dot_code AS dot FROM jobs j
         LEFT JOIN tire_dot_records t ON t.job_id = j.id AND t.position = 'SPARE'
        WHERE j.eplant_id = $1 AND j.product_type = 'trailer' AND j.status = 'Finished' ORDER BY j.id LIMIT 1`,
      [PLANT],
    );
    const code = unit.dot === 'DOT U2LL LMLR 2425' ? 'DOT 4D2X R7H3 0326' : 'DOT U2LL LMLR 2425';
    return admin('POST', `/shipping/tire-dot?plant=${PLANT}`, {
      VIN: unit.vin,
      Position: 'SPARE',
      DotCode: code,
      Brand: 'Goodyear Endurance',
      TireSize: 'ST235/80R16',
    });
  },
  scanPickListSerial: async (server) => {
    const loadNo = await openLoad(server, 'ASC');
    const list = await read<Array<{ SerialNo: string; Picked: boolean }>>(
      server,
      `/shipping/pick-list?plant=${PLANT}&load=${loadNo}`,
    );
    const serial = list.find((s) => !s.Picked);
    if (!serial) throw new Error(`load ${loadNo} has nothing left to pick`);
    return admin('POST', `/shipping/pick-list/scan?plant=${PLANT}`, { LoadNo: loadNo, SerialNo: serial.SerialNo });
  },
  savePreShipQc: async (server) => {
    const unit = await row<{ vin: string }>(
      server,
      `SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = $1 AND status = 'Finished' ORDER BY id DESC LIMIT 1`,
      [PLANT],
    );
    return admin('POST', `/shipping/preship-qc?plant=${PLANT}`, {
      VIN: unit.vin,
      LightsOk: true,
      BrakesOk: true,
      TiresOk: true,
      DecalsOk: true,
      PaintOk: true,
      DocumentsOk: true,
      Notes: null,
    });
  },
  scanDockVin: async (server) => {
    const loadNo = await openLoad(server, 'DESC');
    const [unit] = await read<Array<{ VIN: string }>>(
      server,
      `/shipping/loading-dock/units?plant=${PLANT}&load=${loadNo}`,
    );
    return admin('POST', `/shipping/loading-dock/scan?plant=${PLANT}`, {
      LoadNo: loadNo,
      VIN: unit.VIN,
      DockDoor: 'Door 2',
    });
  },

  // ---- SolidWorks
  renameSolidWorksFile: async (server) => {
    const item = await row<{ item_no: string }>(
      server,
      "SELECT item_no FROM items WHERE eplant_id = $1 AND class = 'FG' ORDER BY arinvt_id LIMIT 1",
      [PLANT],
    );
    return admin('POST', `/solidworks/rename?plant=${PLANT}`, {
      FileName: 'dump_frame_v3.sldprt',
      ItemNo: item.item_no,
      Revision: tag().slice(0, 4),
    });
  },

  // ---- SPIF and stock dealers
  updateSpifSettings: async (server) => {
    const s = await read(server, `/spif/settings?plant=${PLANT}`);
    return admin('PUT', `/spif/settings?plant=${PLANT}`, { ...s, AmountGooseneck: s.AmountGooseneck + 5 });
  },
  paySpifUser: async (server) => {
    const payable = await read<Array<{ SpifUserId: number; W9OnFile: boolean }>>(
      server,
      `/reports/spif/payable?plant=${PLANT}`,
    );
    const person = payable.find((p) => p.W9OnFile);
    if (!person) throw new Error('no payable SPIF salesperson with a W-9');
    return admin('POST', `/spif/users/${person.SpifUserId}/pay`, { Reference: `CHK ${tag()}` });
  },
  sendStockDealerMco: async (server) => {
    const [unit] = await read<Array<{ VIN: string }>>(server, `/reports/stock-dealers/mco-queue?plant=${PLANT}`);
    if (!unit) throw new Error('the MCO queue is empty');
    return admin('POST', `/stock-dealers/mco?plant=${PLANT}`, {
      VIN: unit.VIN,
      SentTo: 'Lender',
      TrackingNumber: `1Z${tag()}`,
    });
  },

  // ---- System
  updateSystemSettings: async (server) => {
    const s = await read<{ FrontendVersion: string; Maintance: boolean }>(server, '/system/settings');
    const [major, minor, patch] = s.FrontendVersion.split('.').map(Number);
    return admin('PUT', '/system/settings', {
      FrontendVersion: `${major}.${minor}.${patch + 1}`,
      Maintance: s.Maintance,
    });
  },

  // ---- Users
  createUser: async () =>
    admin('POST', '/user/', {
      Guid: null,
      Firstname: 'Vera',
      Lastname: 'Lindqvist',
      Username: `vlindqvist.${tag().toLowerCase()}`,
      Email: null,
      EplantId: PLANT,
      Password: 'Viewer2026x',
    }),
  updateUser: async (server) => {
    const { guid } = await ownUser(server, 'edit');
    const user = await read(server, `/user/${guid}/`);
    return admin('PUT', `/user/${guid}/`, { ...user, Lastname: another(user.Lastname) });
  },
  setDbaUser: async (server) => {
    const { guid } = await ownUser(server, 'dba');
    return admin('POST', '/user/dba_user/', { Guid: guid, IsDbaUser: true, Password: `Db-${tag()}-2026` });
  },
  updateUserRoles: async (server) => {
    const { guid } = await ownUser(server, 'roles');
    const node = await row<{ id: number }>(server, "SELECT id FROM role_tree_nodes WHERE uniq_id = 'area:QC'");
    return admin('POST', '/roles/UpdateUserRoles', { Guid: guid, UserChekedRules: [node.id] });
  },
  createUserGroup: async () => admin('POST', '/usergroups', { Name: `Paint Leads ${tag()}`, EplantId: PLANT }),
  renameUserGroup: async (server) => {
    const group = await row<{ id: number; name: string }>(
      server,
      'SELECT id, name FROM user_groups WHERE eplant_id = $1 ORDER BY id LIMIT 1',
      [PLANT],
    );
    return admin('PUT', `/usergroups/group/${group.id}/`, { Name: another(group.name, 80) });
  },
  deleteUserGroup: async (server) => {
    const group = await prepare<{ Id: number }>(server, 'POST', '/usergroups', {
      Name: `Short lived ${tag()}`,
      EplantId: PLANT,
    });
    return admin('DELETE', `/usergroups/group/${group.Id}/`);
  },
  addUserToGroup: async (server) => {
    const pair = await row<{ guid: string; group_id: number }>(
      server,
      `SELECT u.guid, g.id AS group_id FROM user_groups g JOIN users u ON u.eplant_id = g.eplant_id
        WHERE g.eplant_id = $1 AND u.dealer_id IS NULL
          AND NOT EXISTS (SELECT 1 FROM user_group_members m WHERE m.group_id = g.id AND m.user_guid = u.guid)
        ORDER BY g.id, u.username LIMIT 1`,
      [PLANT],
    );
    return admin('POST', '/usergroups/insertusers/', { Guid: pair.guid, UserGroupId: pair.group_id });
  },
  removeUserFromGroup: async (server) => {
    const member = await row<{ guid: string; group_id: number }>(
      server,
      `SELECT m.user_guid AS guid, m.group_id FROM user_group_members m
         JOIN user_groups g ON g.id = m.group_id WHERE g.eplant_id = $1 ORDER BY g.id DESC, m.user_guid LIMIT 1`,
      [PLANT],
    );
    return admin('POST', '/usergroups/DeleteUsers', { Guid: member.guid, UserGroupId: member.group_id });
  },
};

/** Database roles the samples created (setDbaUser): roles belong to the cluster and outlive the test's database. */
export async function dropSampleDbRoles(server: TestServer): Promise<void> {
  const roles = await server.db.query<{ username: string }>(
    "SELECT lower(username) AS username FROM users WHERE is_dba_user AND username LIKE 'dba.%'",
  );
  for (const { username } of roles) await server.db.exec(`DROP ROLE IF EXISTS "${username.replace(/"/g, '')}"`);
}

export interface SampleRun {
  request: WriteRequest;
  status: number;
  body: unknown;
  /** The answer's x-request-id header, when the server sends one. */
  requestId?: string;
  response: LightMyRequestResponse;
}

/** Builds the operation's sample against the server and sends it as its user. */
export async function runSample(target: TestServer, operationId: string): Promise<SampleRun> {
  const sample = writeSamples[operationId];
  if (!sample) throw new Error(`no write sample for ${operationId}`);
  const request = await sample(target);
  const auth = request.user === null ? {} : (await loginAs(target, request.user)).headers;
  const response = await target.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: { ...auth, ...request.headers },
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
  });
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // Not JSON: the raw text is the body.
  }
  const requestId = response.headers['x-request-id'];
  return {
    request,
    status: response.statusCode,
    body,
    ...(typeof requestId === 'string' ? { requestId } : {}),
    response,
  };
}
