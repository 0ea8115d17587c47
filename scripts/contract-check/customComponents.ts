// The custom components the check knows, found the way the engine finds them: screens/**/<Name>.custom.tsx, each
// with the JSON Schema of its `props` beside it as <Name>.props.schema.json. Inside a props schema two keywords mark
// names the check resolves: "x-operationId": true (an operationId of the ERP contract) and "x-rowField": true (a
// field of the definition's dataSource rows).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';

export interface CustomComponentEntry {
  name: string;
  /** The component file, relative to the screens folder. */
  file: string;
  /** The props schema file beside it, relative to the screens folder; undefined when there is none. */
  propsSchemaFile?: string;
  /** The compiled props schema; undefined when missing or not valid JSON Schema (see schemaError). */
  validate?: ValidateFunction;
  schemaError?: string;
}

/** A string inside props that a marked schema says is an operationId or a row field. */
export interface MarkedName {
  kind: 'operationId' | 'rowField';
  /** JSON pointer inside props. */
  pointer: string;
  value: unknown;
}

export interface CustomComponentIndex {
  components: Map<string, CustomComponentEntry>;
  /** Validates props with a component's schema, returning the marked names it met along the way. */
  validateProps(entry: CustomComponentEntry, props: unknown): { valid: boolean; marked: MarkedName[] };
}

export function loadCustomComponents(screensDir: string): CustomComponentIndex {
  let marked: MarkedName[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
  for (const [keyword, kind] of [
    ['x-operationId', 'operationId'],
    ['x-rowField', 'rowField'],
  ] as const) {
    ajv.addKeyword({
      keyword,
      schemaType: 'boolean',
      validate: (on: boolean, value: unknown, _schema: unknown, data?: { instancePath: string }) => {
        if (on) marked.push({ kind, pointer: data?.instancePath ?? '', value });
        return true;
      },
    });
  }
  const components = new Map<string, CustomComponentEntry>();
  for (const path of listFiles(screensDir, '.custom.tsx')) {
    const name = path.slice(path.lastIndexOf(sep) + 1).replace(/\.custom\.tsx$/, '');
    const entry: CustomComponentEntry = { name, file: relativeTo(screensDir, path) };
    const schemaPath = path.replace(/\.custom\.tsx$/, '.props.schema.json');
    if (existsSync(schemaPath)) {
      entry.propsSchemaFile = relativeTo(screensDir, schemaPath);
      try {
        const schema = JSON.parse(readFileSync(schemaPath, 'utf8'));
        entry.validate = ajv.compile({ ...schema, $schema: undefined });
      } catch (error) {
        entry.schemaError = error instanceof Error ? error.message : String(error);
      }
    }
    components.set(name, entry);
  }
  return {
    components,
    validateProps(entry, props) {
      marked = [];
      const valid = entry.validate ? Boolean(entry.validate(props)) : true;
      return { valid, marked };
    },
  };
}

function listFiles(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(path, suffix));
    else if (entry.isFile() && entry.name.endsWith(suffix)) out.push(path);
  }
  return out.sort();
}

function relativeTo(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}
