// The contract check as a pure library: reads every screen definition under screensDir and returns every problem
// (schema, contract, routes, roles, drill targets) at once. scripts/check-screens.ts is its command-line face.
import { join } from 'node:path';
import { listOperations, SCHEMAS_DIR, type OperationEntry } from '../../server/contract/loadContract';
import { checkDrillTargets, checkIds, checkRoutes, type LoadedDefinition } from './checkCrossFile';
import { checkDefinition } from './checkDefinition';
import { createContext, type ContractIndex } from './context';
import { readScreenFiles } from './listScreenFiles';
import { loadCustomComponents } from './customComponents';
import { REPO_ROOT } from './loadCatalogs';
import { createOperationSources } from './operationSources';
import { createSchemaValidator, loadScreenSchema } from './validateSchema';
import type { CheckScreensInput, Problem, RoleCatalog } from './types';

export interface CheckScreensResult {
  /** Number of definition files read. */
  fileCount: number;
  problems: Problem[];
}

export function checkScreens(input: CheckScreensInput): Problem[] {
  return checkScreensWithCount(input).problems;
}

export function checkScreensWithCount(input: CheckScreensInput): CheckScreensResult {
  const validator = createSchemaValidator(input.screenSchema ?? loadScreenSchema());
  const operations = new Map<string, OperationEntry>(listOperations(input.contract).map((op) => [op.operationId, op]));
  const index: ContractIndex = {
    doc: input.contract,
    operations,
    roleNames: roleNamesOf(input.roles),
    customComponents: loadCustomComponents(input.componentsDir ?? input.screensDir),
    sources: createOperationSources(
      input.schemasDir ?? SCHEMAS_DIR,
      input.handlersDir ?? join(REPO_ROOT, 'server/handlers'),
      REPO_ROOT,
    ),
  };
  const problems: Problem[] = [];
  const files = readScreenFiles(input.screensDir);
  const loaded: LoadedDefinition[] = [];
  for (const f of files) {
    if (f.parseError !== undefined) {
      problems.push({
        file: f.file,
        pointer: '',
        message: `not valid JSON at line ${f.line}, column ${f.column}: ${f.parseError}`,
        expected: 'a JSON object',
        line: f.line,
        column: f.column,
      });
      continue;
    }
    const schemaProblems = validator.validate(f.json, f.file);
    problems.push(...schemaProblems);
    // Contract checks only make sense on a definition of the right shape; cross-file checks still see its id/route.
    if (f.json && typeof f.json === 'object' && !Array.isArray(f.json))
      loaded.push({ file: f.file, def: f.json, valid: schemaProblems.length === 0 });
    if (schemaProblems.length === 0) checkDefinition(createContext(index, f.file, f.json, problems));
  }
  checkIds(loaded, problems);
  checkRoutes(loaded, input.routes, problems);
  checkDrillTargets(loaded, problems);
  problems.sort((a, b) => (a.file === b.file ? 0 : a.file < b.file ? -1 : 1));
  return { fileCount: files.length, problems };
}

function roleNamesOf(roles: RoleCatalog | string[]): string[] {
  return Array.isArray(roles) ? roles : roles.roles.map((r) => r.name);
}
