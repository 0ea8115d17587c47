// The contract check's reachability rule: every operation of the ERP contract is called by something a user opens —
// a screen definition (data source, filter or input options, form load or submit, row or toolbar action, drill-down
// tab, custom component props) or hand-written portal code (callOperation('opId', …), isDataOf(data, 'opId'), a
// typed path call such as api.POST('/user/logout') or a URL built on the API base such as `${apiBaseUrl()}/logs`).
// An operation that only other systems or the server itself call carries its reason in the contract:
// `x-unused-by-screens: "why"` on the operation. An exemption on an operation a screen does call is reported too, so
// the list stays true when a screen starts using one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { listOperations, type OpenApiDocument, type OperationEntry } from '../../server/contract/loadContract';
import type { Problem } from './types';

/** The contract extension that exempts an operation, with its reason. */
export const UNUSED_BY_SCREENS = 'x-unused-by-screens';

/** One file the rule reads for uses: a definition (JSON) or hand-written code (TypeScript). */
export interface SourceText {
  file: string;
  text: string;
}

export interface OperationsUsedInput {
  contract: OpenApiDocument;
  /** screens/**\/*.screen.json (and *.props.json) texts. */
  definitions: SourceText[];
  /** Hand-written portal code under engine/ and screens/ (tests and stories left out). */
  code: SourceText[];
  /** Names the contract part of an operation, for the problem's file (relative to the screens folder). */
  partOf?: (operationId: string) => string | undefined;
}

/** Why each operation counts as used: the first file that calls it. */
export function findOperationUses(input: Omit<OperationsUsedInput, 'partOf'>): Map<string, string> {
  const operations = listOperations(input.contract);
  const ids = new Set(operations.map((op) => op.operationId));
  const uses = new Map<string, string>();
  const record = (id: string, file: string) => {
    if (ids.has(id) && !uses.has(id)) uses.set(id, file);
  };
  for (const { file, text } of input.definitions) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      continue; // the definition check reports a file that is not JSON
    }
    for (const value of stringsOf(json)) record(value, file);
  }
  const code = input.code.map(({ file, text }) => ({ file, text: withoutComments(text) }));
  for (const { file, text } of code) {
    for (const [, id] of text.matchAll(/['"`]([A-Za-z][A-Za-z0-9_]*)['"`]/g)) record(id, file);
  }
  // Paths only for what no definition or operationId literal uses (a few), so the check stays quick.
  for (const op of operations.filter((o) => !uses.has(o.operationId))) {
    const pattern = pathPattern(op);
    const caller = code.find(({ text }) => pattern.test(text));
    if (caller) record(op.operationId, caller.file);
  }
  return uses;
}

/** Every operation nothing calls and that has no reasoned exemption, and every exemption of an operation in use. */
export function checkOperationsUsed(input: OperationsUsedInput): Problem[] {
  const uses = findOperationUses(input);
  const problems: Problem[] = [];
  for (const op of listOperations(input.contract)) {
    const reason: unknown = (op.operation as Record<string, unknown>)[UNUSED_BY_SCREENS];
    const file = input.partOf?.(op.operationId) ?? 'schemas/erp-api';
    const pointer = `/paths/${op.path.replace(/~/g, '~0').replace(/\//g, '~1')}/${op.method}`;
    const usedBy = uses.get(op.operationId);
    if (reason === undefined) {
      if (!usedBy)
        problems.push({
          file,
          pointer,
          message: `no screen, action, drill-down or portal code calls ${op.operationId} (${op.method.toUpperCase()} ${op.path})`,
          expected: `a screen that uses it, or ${UNUSED_BY_SCREENS}: "<why no screen calls it>" on the operation`,
        });
    } else if (typeof reason !== 'string' || reason.trim().length < 10) {
      problems.push({
        file,
        pointer: `${pointer}/${UNUSED_BY_SCREENS}`,
        message: `the exemption of ${op.operationId} gives no reason`,
        expected: 'a sentence saying who calls it instead of a screen',
      });
    } else if (usedBy) {
      problems.push({
        file,
        pointer: `${pointer}/${UNUSED_BY_SCREENS}`,
        message: `${op.operationId} is exempt as unused by screens, but ${usedBy} calls it`,
        expected: `no ${UNUSED_BY_SCREENS} on an operation a screen uses`,
      });
    }
  }
  return problems;
}

/** Reads the definitions and hand-written code of a repository the way `npm run check:screens` does. */
export function readOperationUseSources(
  repoRoot: string,
  screensDir: string,
  codeDirs: string[],
): Pick<OperationsUsedInput, 'definitions' | 'code'> {
  const shown = (path: string) => relative(repoRoot, path).split(sep).join('/');
  const definitions = filesUnder(screensDir)
    .filter((f) => f.endsWith('.screen.json') || f.endsWith('.props.json'))
    .map((f) => ({ file: shown(f), text: readFileSync(f, 'utf8') }));
  const code = codeDirs
    .flatMap((dir) => filesUnder(dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|stories|d)\.tsx?$/.test(f))
    .map((f) => ({ file: shown(f), text: readFileSync(f, 'utf8') }));
  return { definitions, code };
}

function filesUnder(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return entries
    .map((f) => join(dir, f))
    .filter((f) => !f.includes(`${sep}node_modules${sep}`) && statSync(f).isFile())
    .sort();
}

function* stringsOf(node: unknown): Generator<string> {
  if (typeof node === 'string') yield node;
  else if (Array.isArray(node)) for (const item of node) yield* stringsOf(item);
  else if (node && typeof node === 'object') for (const value of Object.values(node)) yield* stringsOf(value);
}

/** Block comments and whole-line or trailing // comments (not the // of a URL inside a string). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[\s;{}(),])\/\/.*$/gm, '$1');
}

/**
 * The operation's path as it appears in a string or template literal: at the start of the literal or after a
 * `${base}`, each {param} written as any segment or a `${…}` expression, ending the literal, a query or an expression.
 */
function pathPattern(op: OperationEntry): RegExp {
  const body = op.path
    .split(/(\{[^}]+\})/)
    .map((part) =>
      part.startsWith('{') ? String.raw`(?:\$\{[^}]*\}|[^/'"\x60\s?]+)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(String.raw`(?:['"\x60]|\})${body}(?=['"\x60?]|\$\{)`);
}
