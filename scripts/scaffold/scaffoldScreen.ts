// The screen scaffold behind npm run new:screen (scripts/new-screen.ts is its command line): a definition built from a
// contract operation, written and kept only if the contract check passes. In scaffold/ so that scaffold/newOperation
// can use it without importing the command line back (no scripts/ <-> scripts/scaffold/ cycle).
import { existsSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as prettier from 'prettier';
import {
  listOperations,
  resolveRef,
  type OpenApiDocument,
  type OperationEntry,
} from '../../server/contract/loadContract';
import { checkScreens, closest, formatProblem, readScreenFiles, rowFields, shapeOf } from '../contract-check';
import type { RoleCatalog, RouteCatalog } from '../contract-check';
import type { Shape } from '../contract-check/responseShape';
import { REPO_ROOT } from '../contract-check/loadCatalogs';
import { findRoute } from './findRoute';
import { areaFolder, caption, kebab, screenName } from './naming';
import { AREA_ROLES, DRILL_FIELDS, KINDS } from './scaffoldCatalogs';

export interface ScaffoldOptions {
  route: string;
  kind: string;
  operation: string;
  area?: string;
  title?: string;
  component?: string;
  /** Demo-data values for the route's parameters (`--sample coNum=CO-100234`); asked for when missing. */
  sampleParams?: Record<string, string>;
  screensDir: string;
  contract: OpenApiDocument;
  routes: RouteCatalog;
  roles: RoleCatalog;
}

export interface Scaffold {
  /** Absolute path of the file to write. */
  path: string;
  definition: Record<string, unknown>;
}

/** Builds the definition (nothing is written); throws an Error whose message tells the analyst what to fix. */
export function scaffoldScreen(o: ScaffoldOptions): Scaffold {
  const entry = findRoute(o.route, o.routes, o.area);
  if (!(KINDS as readonly string[]).includes(o.kind))
    throw new Error(`unknown kind '${o.kind}' (one of: ${KINDS.join(', ')})${hint(closest(o.kind, KINDS))}`);
  const existing = readScreenFiles(o.screensDir).filter((f) => f.json);
  const owner = existing.find((f) => f.json.route === o.route);
  if (owner) throw new Error(`route '${o.route}' is already defined by ${owner.file}`);
  const operations = new Map(listOperations(o.contract).map((op) => [op.operationId, op]));
  const op = operations.get(o.operation);
  if (!op) {
    const suggestion = hint(closest(o.operation, operations.keys()));
    throw new Error(
      `unknown operation '${o.operation}'${suggestion}${suggestion ? ' Or' : '; name one of the contract, or'} add ` +
        '--table <table> to create it from a table of the demo database (with its contract entry and a server stub)',
    );
  }
  if (o.kind === 'custom' && !o.component)
    throw new Error('a custom screen needs --component <registered component name>');

  const name = screenName(o.route);
  const path = join(o.screensDir, areaFolder(entry.area), `${name}.screen.json`);
  if (existsSync(path)) throw new Error(`${relative(process.cwd(), path)} already exists`);
  const ids = new Set(existing.map((f) => f.json.id));
  let id = kebab(`${entry.area === 'Public' ? 'public' : entry.area} ${name}`);
  for (let n = 2; ids.has(id); n++) id = `${kebab(`${entry.area} ${name}`)}-${n}`;
  const drillTargets = new Set(existing.map((f) => f.json.drillFor).filter(Boolean));

  const def: Record<string, unknown> = {
    $schema: relative(dirname(path), join(REPO_ROOT, 'schemas/screen.schema.json')).split('\\').join('/'),
    id,
    kind: o.kind,
    title: o.title ?? caption(name),
    route: o.route,
    area: entry.area,
  };
  const routeParamNames = [...o.route.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);
  if (routeParamNames.length) {
    const missingSamples = routeParamNames.filter((p) => !o.sampleParams?.[p]);
    if (missingSamples.length)
      throw new Error(
        `the route has parameters; give a demo-data value for each: ${missingSamples.map((p) => `--sample ${p}=<value>`).join(' ')}`,
      );
    def.sampleParams = Object.fromEntries(routeParamNames.map((p) => [p, o.sampleParams![p]]));
  }
  if (entry.isPublic) def.public = true;
  def.roles = entry.isPublic ? [] : rolesFor(entry.area, op, o.roles);
  def.description = `${caption(name)}: ${op.operation.summary ?? op.operationId}`;
  const { params, filters } = bindParams(op, o.route);
  const dataSource: Record<string, unknown> = { operationId: op.operationId, params };

  if (o.kind === 'form') {
    const body = op.operation.requestBody?.content?.['application/json']?.schema;
    if (!body)
      throw new Error(`operation ${op.operationId} does not accept a JSON body, so a form cannot submit to it`);
    def.schema = formSchema(o.contract, body);
    def.submit = {
      operationId: op.operationId,
      ...(Object.keys(params).length ? { params } : {}),
      successMessage: 'Saved!',
    };
  } else {
    const mode = o.kind === 'detail' ? 'record' : 'rows';
    let rows = rowFields(o.contract, op, undefined, mode);
    if (!rows.ok && mode === 'rows') {
      // An object answer: use its first array property as the rows.
      const shape = shapeOf(o.contract, successSchemaOf(op));
      const rowsPath = [...shape.properties].find(([, s]) => shapeOf(o.contract, s).types?.has('array'))?.[0];
      if (rowsPath) {
        dataSource.rowsPath = rowsPath;
        rows = rowFields(o.contract, op, rowsPath, mode);
      }
    }
    if (!rows.ok) throw new Error(`${rows.message}${rows.expected ? ` (expected ${rows.expected})` : ''}`);
    const columns = columnsFor(rows.fields, drillTargets);
    // Amounts take the book currency of the plant the screen reads, or their row's Currency/EplantId; a data source
    // with neither says USD (the ERP's currency) for the analyst to confirm (npm run check:screens asks for one).
    const plantBound = Object.values(params).some((b) => JSON.stringify(b) === '{"from":"plant"}');
    const rowCurrency = ['Currency', 'EplantId'].some((field) => rows.fields?.has(field));
    if (!plantBound && !rowCurrency) for (const c of columns) if (c.type === 'currency') c.currency = 'USD';
    if (columns.length === 0) throw new Error(`the ${op.operationId} response row declares no fields to show`);
    if (filters.length) def.filters = filters;
    Object.assign(def, kindBody(o.kind, dataSource, columns, o.component));
  }
  if (filters.length && o.kind === 'form') def.filters = filters;
  return { path, definition: def };
}

function kindBody(
  kind: string,
  dataSource: Record<string, unknown>,
  columns: Column[],
  component?: string,
): Record<string, unknown> {
  const numeric = columns.filter((c) => ['number', 'decimal', 'currency', 'percent'].includes(c.type));
  const text = columns.filter((c) => c.type === 'text');
  const axis = columns.find((c) => c.type === 'date') ?? text[0] ?? columns[0];
  switch (kind) {
    case 'grid':
      return { dataSource, columns };
    case 'pivot':
      return {
        dataSource,
        columns,
        rows: text.slice(0, 1).map((c) => c.field),
        cols: [],
        values: [(numeric[0] ?? columns[0]).field],
        aggregator: numeric.length ? 'Sum' : 'Count',
      };
    case 'chart':
      if (!numeric.length) throw new Error('the response row has no numeric field to plot');
      return {
        dataSource,
        columns,
        type: 'bar',
        x: axis.field,
        series: numeric.slice(0, 3).map((c) => ({ field: c.field, caption: c.caption })),
      };
    case 'detail': {
      return { header: { dataSource, fields: columns } };
    }
    case 'dashboard':
      return { dataSource, widgets: [{ id: 'rows', title: 'Rows', span: 12, widget: 'grid', columns }] };
    default:
      return { component, dataSource, columns };
  }
}

interface Column {
  field: string;
  caption: string;
  type: string;
  currency?: string;
  drill?: string;
}

function columnsFor(fields: Map<string, Shape> | undefined, drillTargets: Set<string>): Column[] {
  const out: Column[] = [];
  for (const [field, shape] of fields ?? []) {
    const types = new Set([...(shape.types ?? [])].filter((t) => t !== 'null'));
    if (types.has('object') || types.has('array')) continue;
    let type = 'text';
    if (types.has('boolean') && types.size === 1) type = 'boolean';
    else if (types.has('integer') && !types.has('string')) type = 'number';
    else if (types.has('number') && !types.has('string'))
      type = /price|cost|amount|total|balance|freight|value/i.test(field) ? 'currency' : 'decimal';
    else if (types.has('string') && shape.format === 'date') type = 'date';
    else if (types.has('string') && shape.format === 'date-time') type = 'datetime';
    const column: Column = { field, caption: caption(field), type };
    const drill = DRILL_FIELDS[field];
    if (drill && drillTargets.has(drill)) column.drill = drill;
    out.push(column);
  }
  return out;
}

/** Binds every required parameter: the plant, a date range filter for from/to pairs, route params, else a filter. */
function bindParams(
  op: OperationEntry,
  route: string,
): { params: Record<string, unknown>; filters: Record<string, unknown>[] } {
  const params: Record<string, unknown> = {};
  const filters: Record<string, unknown>[] = [];
  const routeParams = route
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));
  const addFilter = (filter: Record<string, unknown>) =>
    !filters.some((f) => f.id === filter.id) && filters.push(filter);
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    if (!p.required && p.in !== 'path') continue;
    if (/^(plant|eplantid|eplant|plantid)$/i.test(p.name)) params[p.name] = { from: 'plant' };
    else if (routeParams.includes(p.name)) params[p.name] = { from: 'route', param: p.name };
    else if (
      /^(from|start|begin|fromdate|startdate|datefrom)$/i.test(p.name) ||
      /^(to|end|todate|enddate|dateto)$/i.test(p.name)
    ) {
      const part = /^(from|start|begin|fromdate|startdate|datefrom)$/i.test(p.name) ? 'from' : 'to';
      addFilter({ id: 'dates', type: 'dateRange', label: 'Dates', required: true, default: 'currentMonth' });
      params[p.name] = { from: 'filter', filter: 'dates', part };
    } else {
      const schema = p.schema ?? {};
      const types = [schema.type].flat();
      const filter: Record<string, unknown> = { id: p.name, type: 'text', label: caption(p.name), required: true };
      if (Array.isArray(schema.enum)) {
        filter.type = 'select';
        filter.options = schema.enum.map((v: unknown) => ({ value: v, label: String(v) }));
      } else if (types.includes('integer') || types.includes('number')) filter.type = 'number';
      else if (schema.format === 'date') filter.type = 'date';
      addFilter(filter);
      params[p.name] = { from: 'filter', filter: p.name };
    }
  }
  return { params, filters };
}

/** The area's role when the operation accepts it; otherwise the operation's own roles, so users can call it. */
function rolesFor(area: string, op: OperationEntry, catalog: RoleCatalog): string[] {
  const known = new Set(catalog.roles.map((r) => r.name));
  const areaRole = AREA_ROLES[area];
  if (op.roles.length === 0) return areaRole && known.has(areaRole) ? [areaRole] : [];
  if (areaRole && op.roles.includes(areaRole)) return [areaRole];
  return op.roles.filter((r) => known.has(r));
}

function formSchema(doc: OpenApiDocument, body: Record<string, any>): Record<string, unknown> {
  const shape = shapeOf(doc, body);
  const resolved = resolveRef<Record<string, any>>(doc, body);
  const properties: Record<string, unknown> = {};
  for (const [field, schema] of shape.properties) {
    const inner = shapeOf(doc, schema);
    const type = [...(inner.types ?? ['string'])].find((t) => t !== 'null') ?? 'string';
    if (type === 'object' || type === 'array') continue;
    properties[field] = { type, title: caption(field), ...(inner.format ? { format: inner.format } : {}) };
  }
  const required = (resolved.required ?? []).filter((r: string) => r in properties);
  return { type: 'object', ...(required.length ? { required } : {}), properties };
}

function successSchemaOf(op: OperationEntry): Record<string, any> | undefined {
  const code = Object.keys(op.operation.responses).find((c) => c.startsWith('2'));
  return code ? op.operation.responses[code]?.content?.['application/json']?.schema : undefined;
}

function hint(suggestion: string | undefined): string {
  return suggestion ? `; did you mean '${suggestion}'?` : '';
}

/** Writes the scaffold, runs the contract check on the folder, and removes the file again if it does not pass. */
export async function writeScreen(
  scaffold: Scaffold,
  o: ScaffoldOptions,
): Promise<{ ok: boolean; messages: string[] }> {
  mkdirSync(dirname(scaffold.path), { recursive: true });
  // Formatted like the rest of the repository (prettier, .prettierrc.json) so the first edit diffs cleanly.
  const config = (await prettier.resolveConfig(join(REPO_ROOT, '.prettierrc.json'))) ?? {};
  writeFileSync(
    scaffold.path,
    await prettier.format(JSON.stringify(scaffold.definition), { ...config, parser: 'json' }),
  );
  const file = relative(o.screensDir, scaffold.path).split('\\').join('/');
  const problems = checkScreens({
    screensDir: o.screensDir,
    contract: o.contract,
    routes: o.routes,
    roles: o.roles,
  }).filter((p) => p.file === file);
  if (problems.length) rmSync(scaffold.path);
  return { ok: problems.length === 0, messages: problems.map((p) => formatProblem(p)) };
}
