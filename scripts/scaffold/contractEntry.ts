// The contract part of a report scaffolded from a table: schemas/erp-api/<area>-<name>.yaml with one GET
// /reports/<area>/<name> operation (tags, summary, x-roles, plant and from/to parameters, a 200 array of a new
// <Name>Row schema, the 400/401/403 refs) written in the style of the hand-written parts, and its merge into a loaded
// contract in memory, so everything is checked before a file is written.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Document, isMap, isPair, isScalar, isSeq, visit } from 'yaml';
import { listOperations, type OpenApiDocument } from '../../server/contract/loadContract';
import { areaFolder, kebab, wrapComment } from './naming';
import type { ReportColumns } from './reportColumns';

export interface ContractEntryOptions {
  operationId: string;
  /** routes.json area, e.g. "Purchasing" or "Customer service". */
  area: string;
  /** The screen name from the route, e.g. "OpenPoByVendor". */
  name: string;
  title: string;
  /** x-roles (empty: any signed-in user). */
  roles: string[];
  report: ReportColumns;
  schemasDir: string;
}

export interface ContractEntry {
  /** Absolute path of the part file. */
  file: string;
  /** The API path, e.g. /reports/purchasing/open-po-by-vendor. */
  path: string;
  rowSchema: string;
  part: { paths: Record<string, any>; components: { schemas: Record<string, any> } };
  text: string;
}

export const PLANT_PARAM = {
  name: 'plant',
  in: 'query',
  required: true,
  description: 'Plant id (2 NORSTAR U.S., 3 NORSTAR MX).',
  schema: { type: 'integer', minimum: 1 },
};

/** Builds the part (nothing is written); throws when its file, path, operationId or row schema is taken. */
export function contractEntry(o: ContractEntryOptions, contract: OpenApiDocument): ContractEntry {
  const areaSlug = kebab(o.area);
  const nameSlug = kebab(o.name);
  const file = join(o.schemasDir, 'erp-api', `${areaSlug}-${nameSlug}.yaml`);
  const path = `/reports/${areaSlug}/${nameSlug}`;
  if (existsSync(file)) throw new Error(`${file} already exists`);
  const existing = listOperations(contract);
  const taken = existing.find((op) => op.operationId === o.operationId);
  if (taken) throw new Error(`operation ${o.operationId} already exists (${taken.method.toUpperCase()} ${taken.path})`);
  if (contract.paths[path]?.get) throw new Error(`GET ${path} is already in the contract`);
  let rowSchema = `${o.name}Row`;
  if (contract.components.schemas[rowSchema]) rowSchema = `${areaFolder(o.area)}${o.name}Row`;
  if (contract.components.schemas[rowSchema]) throw new Error(`schema ${rowSchema} is already in the contract`);

  const { report } = o;
  const date = report.dateColumn;
  const parameters: Record<string, unknown>[] = [];
  if (report.plantColumn) parameters.push(PLANT_PARAM);
  if (date) {
    for (const [param, which] of [
      ['from', 'First'],
      ['to', 'Last'],
    ])
      parameters.push({
        name: param,
        in: 'query',
        required: true,
        description: `${which} ${date.name} (inclusive).`,
        schema: { type: 'string', format: 'date' },
      });
  }
  const scope = [report.plantColumn && 'of a plant', date && `with ${date.name} between two dates`].filter(Boolean);
  const operation = {
    operationId: o.operationId,
    tags: [areaFolder(o.area)],
    summary: `Rows of ${report.table}${scope.length ? ` ${scope.join(' ')}` : ''} (a scaffolded stub to refine).`,
    ...(o.roles.length ? { 'x-roles': o.roles } : {}),
    ...(parameters.length ? { parameters } : {}),
    responses: {
      '200': {
        description: `Up to 1000 rows of ${report.table}.`,
        content: {
          'application/json': { schema: { type: 'array', items: { $ref: `#/components/schemas/${rowSchema}` } } },
        },
      },
      '400': { $ref: '#/components/responses/BadRequest' },
      '401': { $ref: '#/components/responses/Unauthorized' },
      '403': { $ref: '#/components/responses/Forbidden' },
    },
  };
  const row = {
    type: 'object',
    required: report.columns.map((c) => c.field),
    properties: Object.fromEntries(
      report.columns.map((c) => [c.field, { ...c.schema, description: `${report.table}.${c.column}` }]),
    ),
  };
  const part = { paths: { [path]: { get: operation } }, components: { schemas: { [rowSchema]: row } } };
  const header =
    `${o.title}: scaffolded by npm run new:screen from the ${report.table} table of the demo database, a first ` +
    `draft. Refine the summary and the row schema together with the query in server/handlers/reports/${o.operationId}.ts.`;
  return { file, path, rowSchema, part, text: toYaml(part, wrapComment(header, '# ')) };
}

/** A copy of the contract with the part merged in, as loadContract would merge the file. */
export function mergeContractEntry(contract: OpenApiDocument, entry: ContractEntry): OpenApiDocument {
  const merged = structuredClone(contract);
  for (const [path, item] of Object.entries(entry.part.paths)) merged.paths[path] = { ...merged.paths[path], ...item };
  Object.assign(merged.components.schemas, entry.part.components.schemas);
  return merged;
}

/** Flow style ({ … } and [ … ]) where the hand-written parts use it: parameters, properties, $refs, name lists. */
function toYaml(value: unknown, header: string): string {
  const doc = new Document(value, { aliasDuplicateObjects: false });
  visit(doc, {
    Pair(_, pair) {
      const key = isScalar(pair.key) ? String(pair.key.value) : '';
      const node = pair.value;
      if (isSeq(node) && node.items.every((i) => isScalar(i))) node.flow = true;
      else if (
        isMap(node) &&
        (key === 'items' || node.items.some((p) => isPair(p) && isScalar(p.key) && p.key.value === '$ref'))
      )
        node.flow = true;
      else if (key === 'properties' && isMap(node)) node.items.forEach((p) => isMap(p.value) && (p.value.flow = true));
      else if (key === 'parameters' && isSeq(node)) node.items.forEach((p) => isMap(p) && (p.flow = true));
    },
  });
  // Padded maps ({ type: string }) but tight name lists ([Id, Name]), as the hand-written parts.
  const text = doc.toString({ lineWidth: 0, singleQuote: true, flowCollectionPadding: true });
  return `${header}\n${text.replace(/\[ ([^[\]{}]*) \]/g, '[$1]')}`;
}
