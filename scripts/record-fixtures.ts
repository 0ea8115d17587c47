// npm run record-fixtures — records the answers Storybook serves offline: starts the reference server on a copy of
// the seeded demo database, calls every data source of every screen definition the way the portal binds it (plant 2,
// filter defaults, sample route params, a drill value found in the data), every other GET operation that needs no
// more than a plant and a date range, and the calls of the hand-written components; writes one file per operation
// under stories/fixtures/operations/ (rows capped so the repo stays lean) and stories/fixtures/samples.json.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listOperations, loadContract, type OperationEntry } from '../server/contract/loadContract';
import { bindParams, type BindingContext } from '../engine/renderers/shared/bindParams';
import { resolveFilterDefault, type FilterValue } from '../engine/rules/filterDefaults';
import { namedRange } from '../engine/rules/dateRanges';
import { startTestServer, type TestServer } from '../tests/server/support/testServer';
import { capRows, type OperationFixture, type Recording } from '../stories/support/fixtureMatching';
import { printedHelp, RECORD_FIXTURES_HELP } from './support/scriptHelp';

const ROOT = resolve(import.meta.dirname, '..');
const OUT_DIR = join(ROOT, 'stories/fixtures');
const PLANT = 2;
/** Binary answers (PDF reports) larger than this are left out of the fixtures. */
const MAX_BINARY_BYTES = 300_000;

type Json = Record<string, any>;

interface DataSourceRef {
  operationId: string;
  params?: Record<string, unknown>;
}

export function listDefinitionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listDefinitionFiles(path);
    return entry.name.endsWith('.screen.json') ? [path] : [];
  });
}

/** Every object carrying an operationId in a definition (data sources, loads, filter options), except form submits. */
export function dataSourcesOf(node: unknown, key = ''): DataSourceRef[] {
  if (!node || typeof node !== 'object' || key === 'submit') return [];
  if (Array.isArray(node)) return node.flatMap((item) => dataSourcesOf(item, key));
  const obj = node as Json;
  const own = typeof obj.operationId === 'string' ? [{ operationId: obj.operationId, params: obj.params }] : [];
  return [...own, ...Object.entries(obj).flatMap(([k, v]) => dataSourcesOf(v, k))];
}

/** The filter values a screen opens with (as engine/filters/useFilterValues: a plant filter starts at the plant). */
function initialFilters(def: Json): Record<string, FilterValue | undefined> {
  const values: Record<string, FilterValue | undefined> = {};
  for (const f of (def.filters ?? []) as { id: string; type: string; default?: unknown }[]) {
    values[f.id] = f.type === 'plant' && f.default === undefined ? PLANT : resolveFilterDefault(f);
  }
  return values;
}

/** Every array of row objects in a response (the response itself or one level down, e.g. rowsPath arrays). */
function rowArrays(body: unknown): Json[][] {
  if (Array.isArray(body)) return [body.filter((r) => r && typeof r === 'object')];
  if (body && typeof body === 'object') {
    const nested = Object.values(body)
      .filter(Array.isArray)
      .map((a) => (a as unknown[]).filter((r) => r && typeof r === 'object') as Json[]);
    return [[body as Json], ...nested];
  }
  return [];
}

/** Columns with a drill type anywhere in a definition: [field, drill type]. */
function drillColumns(node: unknown): [string, string][] {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap(drillColumns);
  const obj = node as Json;
  const own: [string, string][] =
    typeof obj.field === 'string' && typeof obj.drill === 'string' ? [[obj.field, obj.drill]] : [];
  return [...own, ...Object.values(obj).flatMap(drillColumns)];
}

class Recorder {
  readonly fixtures = new Map<string, OperationFixture>();
  readonly operations: Map<string, OperationEntry>;
  calls = 0;
  failures: string[] = [];

  constructor(
    private readonly server: TestServer,
    private readonly headers: { authorization: string },
    contract: ReturnType<typeof loadContract>,
  ) {
    this.operations = new Map(listOperations(contract).map((op) => [op.operationId, op]));
  }

  /** Calls a GET operation once per distinct parameter set and keeps the answer; returns the body (or undefined). */
  async record(operationId: string, rawParams: Record<string, unknown>): Promise<unknown> {
    const op = this.operations.get(operationId);
    if (!op || op.method.toLowerCase() !== 'get') return undefined;
    const params = Object.fromEntries(Object.entries(rawParams).map(([k, v]) => [k, String(v)]));
    const fixture = this.fixtures.get(operationId) ?? { operationId, method: 'get', path: op.path, recordings: [] };
    const known = fixture.recordings.find((r) => JSON.stringify(r.params) === JSON.stringify(params));
    if (known) return known.body;
    const pathNames = new Set(op.parameters.filter((p) => p.in === 'path').map((p) => p.name));
    if ([...pathNames].some((name) => params[name] === undefined)) return undefined;
    const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]));
    const query = new URLSearchParams(Object.entries(params).filter(([k]) => !pathNames.has(k)));
    const url = `/api${path}${query.size ? `?${query}` : ''}`;
    this.calls++;
    const res = await this.server.inject({ method: 'GET', url, headers: this.headers });
    if (res.statusCode !== 200) {
      this.failures.push(`${operationId} ${url}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      return undefined;
    }
    const contentType = String(res.headers['content-type'] ?? '');
    let recording: Recording;
    if (contentType.includes('json')) {
      recording = { params, status: 200, body: capRows(res.json()) };
    } else {
      if (res.rawPayload.length > MAX_BINARY_BYTES) return undefined;
      recording = {
        params,
        status: 200,
        base64: res.rawPayload.toString('base64'),
        contentType: contentType.split(';')[0],
      };
    }
    fixture.recordings.push(recording);
    this.fixtures.set(operationId, fixture);
    return recording.body;
  }
}

/** Values for the parameters of an operation no screen binds: the plant, a wide date range, the admin's Guid. */
function sweepParams(op: OperationEntry, adminGuid: string): Record<string, unknown> | undefined {
  const range = namedRange('last12Months', new Date());
  const params: Record<string, unknown> = {};
  for (const p of op.parameters) {
    const name = p.name.toLowerCase();
    let value: unknown;
    if (name === 'plant' || name === 'eplantid') value = PLANT;
    else if (['from', 'startdate', 'datefrom', 'start'].includes(name)) value = range.from;
    else if (['to', 'enddate', 'dateto', 'end'].includes(name)) value = range.to;
    else if (name === 'guid' || name === 'userguid') value = adminGuid;
    if (value !== undefined) params[p.name] = value;
    else if (p.required) return undefined;
  }
  return params;
}

function writeFixtures(recorder: Recorder, samples: Json): number {
  const dir = join(OUT_DIR, 'operations');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (const fixture of [...recorder.fixtures.values()].sort((a, b) => a.operationId.localeCompare(b.operationId))) {
    // One recording per line: small diffs when the seed changes, no pretty-printing weight.
    const text =
      `{"operationId":${JSON.stringify(fixture.operationId)},"method":"get","path":${JSON.stringify(fixture.path)},"recordings":[\n` +
      fixture.recordings.map((r) => JSON.stringify(r)).join(',\n') +
      '\n]}\n';
    bytes += text.length;
    writeFileSync(join(dir, `${fixture.operationId}.json`), text);
  }
  writeFileSync(join(OUT_DIR, 'samples.json'), JSON.stringify(samples, null, 2) + '\n');
  return bytes;
}

export async function recordFixtures(log: (line: string) => void = console.log): Promise<void> {
  const server = await startTestServer();
  try {
    const admin = await server.login('admin');
    const adminGuid: string = admin.body.User.Guid;
    const recorder = new Recorder(server, admin.headers, loadContract());
    const defs = listDefinitionFiles(join(ROOT, 'screens'))
      .sort()
      .map((file) => ({ file: relative(ROOT, file), def: JSON.parse(readFileSync(file, 'utf8')) as Json }));
    const samples: Json = { adminGuid, drill: {} as Record<string, string> };
    // Routed screens first: their rows supply the drill values the drill-down details are recorded with.
    const ordered = [...defs.filter((d) => !d.def.drillFor), ...defs.filter((d) => d.def.drillFor)];
    for (const { def } of ordered) {
      const ctx: BindingContext = {
        plant: PLANT,
        user: adminGuid,
        filters: initialFilters(def),
        routeParams: def.sampleParams ?? {},
        drill: def.drillFor ? samples.drill[def.drillFor] : undefined,
      };
      const bodies: unknown[] = [];
      for (const source of dataSourcesOf(def))
        bodies.push(await recorder.record(source.operationId, bindParams(source.params, ctx)));
      for (const [field, type] of drillColumns(def)) {
        if (samples.drill[type]) continue;
        const value = bodies
          .flatMap(rowArrays)
          .flat()
          .map((row) => row[field])
          .find((v) => v !== null && v !== undefined && v !== '');
        if (value !== undefined) samples.drill[type] = String(value);
      }
    }
    // The hand-written components' own calls: a painted unit, its report, and a user to open in the user dialog.
    const painted = (await recorder.record('listPaintQcChecks', {
      plant: PLANT,
      from: '2020-01-01',
      to: '2030-12-31',
    })) as Json[] | undefined;
    const unit = painted?.find((u) => u.VIN && u.WorkorderNumber);
    if (unit) {
      samples.paintQc = { VIN: unit.VIN, WorkorderNumber: unit.WorkorderNumber };
      await recorder.record('lookupPaintQc', { searchValue: unit.VIN, searchBy: 'VIN', plant: PLANT });
      await recorder.record('getPaintQcReport', { workorderNumber: unit.WorkorderNumber, plant: PLANT });
    }
    const users = (await recorder.record('listUsers', { plant: PLANT })) as Json[] | undefined;
    const user = users?.find((u) => u.Username === 'qc.inspector') ?? users?.[0];
    if (user?.Guid) {
      samples.userGuid = user.Guid;
      const week = namedRange('currentWeek', new Date());
      for (const [operationId, params] of [
        ['getUser', { guid: user.Guid }],
        ['getRoleTreeByUser', { Guid: user.Guid }],
        ['getUserGroups', { guid: user.Guid }],
        ['listLoginLogs', { guid: user.Guid, startDate: week.from, endDate: week.to }],
        ['listRouteLogs', { guid: user.Guid, startDate: week.from, endDate: week.to }],
      ] as const) {
        await recorder.record(operationId, params);
      }
    }
    // Any other GET a custom component may call on mount.
    for (const op of recorder.operations.values()) {
      if (op.method.toLowerCase() !== 'get' || recorder.fixtures.has(op.operationId)) continue;
      const params = sweepParams(op, adminGuid);
      if (params) await recorder.record(op.operationId, params);
    }
    const bytes = writeFixtures(recorder, samples);
    log(
      `recorded ${recorder.fixtures.size} operations (${recorder.calls} calls, ${(bytes / 1024).toFixed(0)} KB) from ` +
        `${defs.length} definitions into ${relative(process.cwd(), OUT_DIR)}; drill samples: ${Object.keys(samples.drill).sort().join(', ')}`,
    );
    if (recorder.failures.length) log(`not recorded (the server refused):\n  ${recorder.failures.join('\n  ')}`);
  } finally {
    await server.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  if (printedHelp(process.argv.slice(2), RECORD_FIXTURES_HELP)) process.exit(0);
  recordFixtures().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
