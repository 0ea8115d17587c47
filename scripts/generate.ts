// Code generation (npm run generate): the screen schema → generated/screen.ts, the merged ERP contract →
// generated/erp-api.ts (openapi-typescript) and generated/erp-operations.ts (operationId → method/path at run time).
// `--check` (npm run check:generated) regenerates in memory and exits 1 naming every stale file, so CI catches a
// schema change whose generated code was not committed.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';
import { listOperations, loadContract, type OpenApiDocument } from '../server/contract/loadContract';
import { outlinesModule } from '../screens/Sales/dealermap/outlinesModule';
import { LOGIN_CATALOGUE_LOCALES, loginCatalogueName, loginCatalogueText } from './i18n/loginCatalogues';

export const REPO_ROOT = resolve(import.meta.dirname, '..');
const BANNER = '// generated — do not edit, run npm run generate';

export interface GenerateOptions {
  /** The schemas/ folder (screen.schema.json, erp-api.openapi.yaml and its parts). */
  schemasDir?: string;
}

/** The generators by output file name; each is independent, so a broken contract still yields screen.ts. */
export function generators(options: GenerateOptions = {}): Record<string, () => Promise<string>> {
  const schemasDir = options.schemasDir ?? join(REPO_ROOT, 'schemas');
  let contract: OpenApiDocument | undefined;
  const getContract = () => (contract ??= loadContract(schemasDir));
  return {
    'screen.ts': () => generateScreenTypes(join(schemasDir, 'screen.schema.json')),
    'erp-api.ts': async () => generateApiTypes(getContract()),
    'erp-operations.ts': async () => generateOperationMap(getContract()),
    'erp-limits.ts': async () => generateLimits(getContract()),
    'northAmericaOutlines.ts': async () => `${BANNER}\n${outlinesModule()}`,
    // The login page's part of the UI catalogues (engine/i18n/loginTexts.ts).
    ...Object.fromEntries(
      LOGIN_CATALOGUE_LOCALES.map((locale) => [loginCatalogueName(locale), async () => loginCatalogueText(locale)]),
    ),
  };
}

/** Every generated file, keyed by its name inside generated/, formatted exactly as it is written. */
export async function generateAll(options: GenerateOptions = {}): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, generate] of Object.entries(generators(options)))
    out[name] = await formatTs(await generate(), name);
  return out;
}

async function generateScreenTypes(schemaFile: string): Promise<string> {
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as JSONSchema & { definitions?: Record<string, any> };
  const common = {
    bannerComment: '',
    format: false,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    cwd: join(schemaFile, '..'),
  };
  let body = await compile(schema, 'ScreenDefinition', common);
  // json-schema-to-typescript only emits definitions reachable from the root object; ScreenKind (referenced by
  // nothing, since each branch pins its own kind) would be lost, so every titled definition missing from the output
  // is compiled on its own, referring to the others by name.
  for (const def of Object.values(schema.definitions ?? {})) {
    const title: string | undefined = def.title;
    if (!title || new RegExp(`export (type|interface) ${title}\\b`).test(body)) continue;
    const single = await compile({ ...def, definitions: schema.definitions }, title, {
      ...common,
      declareExternallyReferenced: false,
    });
    body += '\n' + single;
  }
  return `${BANNER}\n// source: schemas/screen.schema.json\n\n${body}`;
}

async function generateApiTypes(contract: OpenApiDocument): Promise<string> {
  // openapi-typescript mutates nothing we keep, but a clone keeps loadContract's result pristine for the map.
  const ast = await openapiTS(structuredClone(contract) as any, { silent: true });
  return `${BANNER}\n// source: schemas/erp-api.openapi.yaml + schemas/erp-api/*.yaml\n\n${astToString(ast)}`;
}

/**
 * The contract's named scalar limits (a component schema of type number, integer or string with minimum/maximum or
 * minLength/maxLength, and its x-error-message): the one place server and client read such a range from.
 */
export function generateLimits(contract: OpenApiDocument): string {
  const schemas: Record<string, Record<string, unknown>> = contract.components?.schemas ?? {};
  const limits: Record<string, Record<string, unknown>> = {};
  for (const [name, schema] of Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b))) {
    const type = [schema.type].flat();
    if (!type.some((t) => t === 'number' || t === 'integer' || t === 'string')) continue;
    const limit: Record<string, unknown> = {};
    for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'])
      if (typeof schema[key] === 'number') limit[key] = schema[key];
    if (!Object.keys(limit).length) continue;
    if (typeof schema['x-error-message'] === 'string') limit.message = schema['x-error-message'];
    limits[name] = limit;
  }
  return (
    `${BANNER}\n// source: schemas/erp-api/*.yaml components.schemas (scalar schemas with limits)\n\n` +
    `export const contractLimits = ${JSON.stringify(limits, null, 2)} as const;\n`
  );
}

/** The runtime operation map: the front end needs operationId → method, path and parameter placement. */
export function generateOperationMap(contract: OpenApiDocument): string {
  const entries = listOperations(contract)
    .sort((a, b) => a.operationId.localeCompare(b.operationId))
    .map((op) => {
      const inPlace = (where: string) => op.parameters.filter((p) => p.in === where).map((p) => p.name);
      const value = {
        method: op.method,
        path: op.path,
        pathParams: inPlace('path'),
        queryParams: inPlace('query'),
        hasBody: Boolean(op.operation.requestBody),
        isPublic: op.isPublic,
        roles: op.roles,
        // The filter bar refuses a longer from–to range before calling (x-max-range-days, server/app/reportLimits.ts).
        ...(op.operation['x-max-range-days'] !== undefined && { maxRangeDays: op.operation['x-max-range-days'] }),
      };
      return `  ${op.operationId}: ${JSON.stringify(value)},`;
    });
  return [
    BANNER,
    '// source: schemas/erp-api.openapi.yaml + schemas/erp-api/*.yaml',
    '',
    '/** Every ERP operation by operationId: HTTP method, path (under the /api base) and where its parameters go. */',
    `export const erpOperations = {\n${entries.join('\n')}\n} as const;`,
    '',
    'export type OperationId = keyof typeof erpOperations;',
    'export type ErpOperation = (typeof erpOperations)[OperationId];',
    '',
  ].join('\n');
}

async function formatTs(source: string, name: string): Promise<string> {
  const config = (await prettier.resolveConfig(join(REPO_ROOT, '.prettierrc.json'))) ?? {};
  const parser = name.endsWith('.json') ? 'json' : 'typescript';
  return prettier.format(source, { ...config, parser, filepath: join(REPO_ROOT, 'generated', name) });
}

/** Names of the files in outDir that differ from (or are missing for) the freshly generated ones. */
export function findStaleFiles(outDir: string, files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([name, content]) => {
      const path = join(outDir, name);
      return !existsSync(path) || readFileSync(path, 'utf8') !== content;
    })
    .map(([name]) => name);
}

export async function main(argv: string[]): Promise<number> {
  const check = argv.includes('--check');
  const outIndex = argv.indexOf('--out');
  const outDir = resolve(outIndex >= 0 ? argv[outIndex + 1] : join(REPO_ROOT, 'generated'));
  const schemasIndex = argv.indexOf('--schemas');
  const schemasDir = schemasIndex >= 0 ? resolve(argv[schemasIndex + 1]) : undefined;
  const shown = (name: string) => relative(process.cwd(), join(outDir, name)) || name;
  const files: Record<string, string> = {};
  const failed: string[] = [];
  for (const [name, generate] of Object.entries(generators({ schemasDir }))) {
    try {
      files[name] = await formatTs(await generate(), name);
    } catch (error) {
      failed.push(name);
      console.error(`${shown(name)}: cannot generate: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (check) {
    const stale = findStaleFiles(outDir, files);
    for (const name of stale) console.error(`${shown(name)} is stale: run npm run generate`);
    if (stale.length + failed.length === 0)
      console.log(`generated/ is up to date (${Object.keys(files).length} files)`);
    return stale.length + failed.length ? 1 : 0;
  }
  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    const changed = findStaleFiles(outDir, { [name]: content }).length > 0;
    if (changed) writeFileSync(join(outDir, name), content);
    console.log(`${changed ? 'wrote' : 'unchanged'} ${shown(name)}`);
  }
  return failed.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
