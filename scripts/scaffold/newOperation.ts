// new:screen --table: a report whose operation is not in the contract yet is created from a table of the demo
// database — its contract part (schemas/erp-api/<area>-<name>.yaml), a server query stub
// (server/handlers/reports/<operationId>.ts, listed in reports/index.ts) and then the definition, scaffolded as for
// any operation. planNewOperation checks everything and writes nothing; writeNewOperation writes and, when a later
// step fails, removes what it wrote.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as prettier from 'prettier';
import { listOperations, loadContract } from '../../server/contract/loadContract';
import { MIGRATIONS_DIR } from '../../server/db/migrate';
import { REPO_ROOT } from '../contract-check/loadCatalogs';
import { scaffoldScreen, writeScreen, type Scaffold, type ScaffoldOptions } from './scaffoldScreen';
import { contractEntry, mergeContractEntry, type ContractEntry } from './contractEntry';
import { findRoute } from './findRoute';
import { handlerStub } from './handlerStub';
import { caption, screenName } from './naming';
import { addReportHandler, emptyReportHandlerIndex } from './reportHandlerIndex';
import { reportColumns, type ReportColumns } from './reportColumns';
import { AREA_ROLES } from './scaffoldCatalogs';
import { tableColumns } from './tableColumns';

export interface NewOperationOptions extends ScaffoldOptions {
  /** The table of the demo database the report reads. */
  table: string;
  /** The date or timestamp column of the from/to range; default the table's first one. */
  dateColumn?: string;
  /** Holds erp-api.openapi.yaml and erp-api/ (the part is written there). */
  schemasDir: string;
  /** server/handlers (the stub goes to reports/). */
  handlersDir: string;
  migrationsDir?: string;
}

export interface PlannedFile {
  path: string;
  content: string;
  /** The file's content before, when it exists (only reports/index.ts). */
  previous?: string;
}

export interface NewOperationPlan {
  entry: ContractEntry;
  report: ReportColumns;
  /** Contract part, handler stub, reports/index.ts; the definition is `scaffold`. */
  files: PlannedFile[];
  scaffold: Scaffold;
  /** The options of the definition scaffold, with the contract that includes the new operation. */
  options: ScaffoldOptions;
}

/** Checks and builds every file of the new report; throws an Error telling the analyst what to fix. */
export async function planNewOperation(o: NewOperationOptions): Promise<NewOperationPlan> {
  const route = findRoute(o.route, o.routes, o.area);
  if (route.isPublic)
    throw new Error(
      `${o.route} is a public route: write its operation by hand (--table makes operations that need a login)`,
    );
  const existing = listOperations(o.contract).find((op) => op.operationId === o.operation);
  if (existing) throw new Error(`operation ${o.operation} is already in the contract: leave out --table to use it`);
  if (!/^[a-z][A-Za-z0-9]*$/.test(o.operation))
    throw new Error(`operationId '${o.operation}' must be camelCase letters and digits, e.g. listOpenPoByVendor`);

  const report = reportColumns(await tableColumns(o.table, o.migrationsDir ?? MIGRATIONS_DIR), o.dateColumn);
  const name = screenName(o.route);
  const known = new Set(o.roles.roles.map((r) => r.name));
  const areaRole = AREA_ROLES[route.area];
  const entry = contractEntry(
    {
      operationId: o.operation,
      area: route.area,
      name,
      title: o.title ?? caption(name),
      roles: areaRole && known.has(areaRole) ? [areaRole] : [],
      report,
      schemasDir: o.schemasDir,
    },
    o.contract,
  );
  const options: ScaffoldOptions = { ...o, contract: mergeContractEntry(o.contract, entry) };
  const scaffold = scaffoldScreen(options);

  const handlerFile = join(o.handlersDir, 'reports', `${o.operation}.ts`);
  if (existsSync(handlerFile)) throw new Error(`${shown(handlerFile)} already exists`);
  const indexFile = join(o.handlersDir, 'reports', 'index.ts');
  const previous = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const stub = handlerStub({
    operationId: o.operation,
    path: entry.path,
    partFile: relative(dirname(o.schemasDir), entry.file).split('\\').join('/'),
    report,
  });
  return {
    entry,
    report,
    scaffold,
    options,
    files: [
      { path: entry.file, content: entry.text },
      { path: handlerFile, content: await formatTs(stub) },
      {
        path: indexFile,
        content: await formatTs(addReportHandler(previous ?? emptyReportHandlerIndex(), o.operation)),
        previous,
      },
    ],
  };
}

export interface WrittenOperation {
  ok: boolean;
  messages: string[];
  /** Every file written or changed (absolute paths), the definition last. */
  written: string[];
  /** Removes the files again and restores reports/index.ts. */
  rollback(): void;
}

/**
 * Writes the part, the stub and the index, reloads the contract from the schemas folder, scaffolds the definition
 * from it and runs the contract check; anything failing removes what was written.
 */
export async function writeNewOperation(plan: NewOperationPlan, schemasDir: string): Promise<WrittenOperation> {
  const done: PlannedFile[] = [];
  let definition: string | undefined;
  const rollback = () => {
    for (const file of [...done].reverse()) {
      if (file.previous === undefined) rmSync(file.path, { force: true });
      else writeFileSync(file.path, file.previous);
    }
    if (definition) rmSync(definition, { force: true });
  };
  try {
    for (const file of plan.files) {
      mkdirSync(dirname(file.path), { recursive: true });
      done.push(file);
      writeFileSync(file.path, file.content);
    }
    const options = { ...plan.options, contract: loadContract(schemasDir) };
    const scaffold = scaffoldScreen(options);
    definition = scaffold.path;
    const result = await writeScreen(scaffold, options);
    if (!result.ok) {
      definition = undefined;
      rollback();
      return { ...result, written: [], rollback: () => undefined };
    }
    return { ok: true, messages: [], written: [...done.map((f) => f.path), scaffold.path], rollback };
  } catch (error) {
    rollback();
    throw error;
  }
}

async function formatTs(source: string): Promise<string> {
  const config = (await prettier.resolveConfig(join(REPO_ROOT, '.prettierrc.json'))) ?? {};
  return prettier.format(source, { ...config, parser: 'typescript' });
}

const shown = (path: string) => relative(process.cwd(), path) || path;
