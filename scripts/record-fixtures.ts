// npm run record-fixtures — records the answers Storybook serves offline: starts the reference server on a copy of
// the seeded demo database, calls every data source of every screen definition the way the portal binds it (plant 2,
// filter defaults, sample route params, a drill value found in the data), every other GET operation that needs no
// more than a plant and a date range, and the calls of the hand-written components; writes one file per operation
// under stories/fixtures/operations/ and stories/fixtures/samples.json. Rows are a sample of at most 100 per array,
// spread over the pivot's row and column keys (or evenly over the rows), not the first 100, so a pivot or chart shows
// what the screen would. `--only <operationId>` (repeatable, or comma-separated) records just those operations and
// leaves every other file as it is, byte for byte: one new screen's fixture is one changed file.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { listOperations, loadContract, type OperationEntry } from '../server/contract/loadContract';
import { bindParams, type BindingContext } from '../engine/data/bindParams';
import { resolveFilterDefault, type FilterValue } from '../engine/rules/filterDefaults';
import { namedRange } from '../engine/rules/dateRanges';
import { startTestServer, type TestServer } from '../server/testing/testServer';
import { sampleBody, type OperationFixture, type Recording, type Strata } from '../stories/support/fixtureMatching';

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
    /** Operation → the fields its rows are sampled across (a pivot's row and column keys, a grid's groups). */
    private readonly strata: Map<string, Strata>,
    /** Only these operations are called (--only); undefined = all. */
    private readonly wanted?: ReadonlySet<string>,
  ) {
    this.operations = new Map(listOperations(contract).map((op) => [op.operationId, op]));
  }

  /** Calls a GET operation once per distinct parameter set and keeps the answer; returns the body (or undefined). */
  async record(operationId: string, rawParams: Record<string, unknown>): Promise<unknown> {
    const op = this.operations.get(operationId);
    if (!op || op.method.toLowerCase() !== 'get') return undefined;
    if (this.wanted && !this.wanted.has(operationId)) return undefined;
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
      recording = { params, status: 200, body: sampleBody(res.json(), this.strata.get(operationId)) };
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

/** What each operation's rows are sampled across: every pivot's rows, cols and values, every grid's groupBy. */
export function samplingStrata(defs: readonly Json[]): Map<string, Strata> {
  const strata = new Map<string, { keys: Set<string>; outcomes: Set<string> }>();
  for (const def of defs) {
    const operationId: unknown = def.dataSource?.operationId;
    if (typeof operationId !== 'string') continue;
    const keys: string[] = def.kind === 'pivot' ? [...(def.rows ?? []), ...(def.cols ?? [])] : (def.groupBy ?? []);
    const outcomes: string[] =
      def.kind === 'pivot'
        ? (def.values ?? []).map((v: string | { field: string }) => (typeof v === 'string' ? v : v.field))
        : [];
    if (keys.length === 0 && outcomes.length === 0) continue;
    const entry = strata.get(operationId) ?? { keys: new Set<string>(), outcomes: new Set<string>() };
    keys.forEach((k) => entry.keys.add(k));
    outcomes.forEach((o) => entry.outcomes.add(o));
    strata.set(operationId, entry);
  }
  return new Map([...strata].map(([id, s]) => [id, { keys: [...s.keys], outcomes: [...s.outcomes] }]));
}

/** Writes the fixtures: all of them (the folder replaced), or with --only just those operations' files. */
function writeFixtures(recorder: Recorder, samples: Json, outDir: string, only?: ReadonlySet<string>): number {
  const dir = join(outDir, 'operations');
  if (!only) rmSync(dir, { recursive: true, force: true });
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
  // The samples come from every screen's rows: a partial run keeps the recorded ones.
  if (!only) writeFileSync(join(outDir, 'samples.json'), JSON.stringify(samples, null, 2) + '\n');
  return bytes;
}

export interface RecordOptions {
  /** Record only these operations and leave every other file untouched. */
  only?: readonly string[];
  /** Where the fixtures go (default stories/fixtures). */
  outDir?: string;
  /** A running reference server to record from (default: one started on the seeded demo database). */
  server?: TestServer;
  log?: (line: string) => void;
}

export async function recordFixtures(options: RecordOptions = {}): Promise<void> {
  const { outDir = OUT_DIR, log = console.log } = options;
  const only = options.only?.length ? new Set(options.only) : undefined;
  const server = options.server ?? (await startTestServer());
  try {
    const admin = await server.login('admin');
    const adminGuid: string = admin.body.User.Guid;
    const defs = listDefinitionFiles(join(ROOT, 'screens'))
      .sort()
      .map((file) => ({ file: relative(ROOT, file), def: JSON.parse(readFileSync(file, 'utf8')) as Json }));
    const contract = loadContract();
    if (only) {
      const known = new Set(listOperations(contract).map((op) => op.operationId));
      const unknown = [...only].filter((id) => !known.has(id));
      if (unknown.length)
        throw new Error(`--only: no operation ${unknown.map((id) => `'${id}'`).join(', ')} in the contract`);
    }
    const recorder = new Recorder(server, admin.headers, contract, samplingStrata(defs.map((d) => d.def)), only);
    const samples: Json = { adminGuid, drill: {} as Record<string, string> };
    // A partial run binds drill-downs and the components' calls to the samples recorded with the other fixtures.
    const recorded: Json = only ? readSamples(outDir) : {};
    if (only) Object.assign(samples.drill, recorded.drill ?? {});
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
    const unit = painted?.find((u) => u.VIN && u.WorkorderNumber) ?? recorded.paintQc;
    if (unit) {
      samples.paintQc = { VIN: unit.VIN, WorkorderNumber: unit.WorkorderNumber };
      await recorder.record('lookupPaintQc', { searchValue: unit.VIN, searchBy: 'VIN', plant: PLANT });
      await recorder.record('getPaintQcReport', { workorderNumber: unit.WorkorderNumber, plant: PLANT });
    }
    const users = (await recorder.record('listUsers', { plant: PLANT })) as Json[] | undefined;
    const user =
      users?.find((u) => u.Username === 'qc.inspector') ??
      users?.[0] ??
      (recorded.userGuid ? { Guid: recorded.userGuid } : undefined);
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
    const missing = [...(only ?? [])].filter((id) => !recorder.fixtures.has(id));
    if (missing.length)
      throw new Error(
        `--only: ${missing.join(', ')} not recorded: no screen definition calls it, and it needs parameters the ` +
          'recorder cannot fill (only plant, a date range and a user Guid)',
      );
    const bytes = writeFixtures(recorder, samples, outDir, only);
    log(
      `recorded ${recorder.fixtures.size} operations (${recorder.calls} calls, ${(bytes / 1024).toFixed(0)} KB) from ` +
        `${defs.length} definitions into ${relative(process.cwd(), outDir) || '.'}` +
        (only
          ? ' (other files left as they were)'
          : `; drill samples: ${Object.keys(samples.drill).sort().join(', ')}`),
    );
    if (recorder.failures.length) log(`not recorded (the server refused):\n  ${recorder.failures.join('\n  ')}`);
  } finally {
    if (!options.server) await server.close();
  }
}

function readSamples(outDir: string): Json {
  try {
    return JSON.parse(readFileSync(join(outDir, 'samples.json'), 'utf8')) as Json;
  } catch {
    return {};
  }
}

const HELP = `npm run record-fixtures [-- --only <operationId>[,<operationId>…]]

Records the API answers Storybook serves offline into stories/fixtures/ from the seeded demo database.
  --only <operationId>  record just this operation (repeatable); every other fixture file is left byte for byte
  --help                this text
Storybook bundles the fixture files when it starts: restart \`npm run storybook\` (or run npm run build-storybook)
to see new recordings.`;

/** The operations named by --only (repeatable, comma-separated), or undefined for a full recording. */
export function parseArgs(argv: readonly string[]): { only?: string[]; help?: boolean } {
  const only: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { help: true };
    const value = arg === '--only' ? argv[++i] : arg.startsWith('--only=') ? arg.slice('--only='.length) : undefined;
    if (value === undefined) throw new Error(`unknown argument '${arg}'\n\n${HELP}`);
    only.push(...value.split(',').filter(Boolean));
  }
  return only.length ? { only } : {};
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const run = async () => {
    const args = parseArgs(process.argv.slice(2));
    if (args.help) return console.log(HELP);
    await recordFixtures({ only: args.only });
  };
  run().catch((error) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  });
}
