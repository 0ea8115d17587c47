// npm run check:contract-binding: proves that the contract binds the hand-written code. It renames one response
// field in an in-memory copy of the contract (IsSuperUser of the User and SessionUserData schemas), regenerates the
// openapi-typescript types in memory, and type-checks a portal file and a server file that read that field against
// them (tsc's API; generated/erp-api.ts is swapped for the regenerated text, nothing is written). Both files must
// compile against the real contract and fail against the renamed one; exit code 1 otherwise.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { loadContract, type OpenApiDocument } from '../server/contract/loadContract';

const ROOT = resolve(import.meta.dirname, '..');
const GENERATED = join(ROOT, 'generated', 'erp-api.ts');

/** The consumers that read the renamed field: one on each side of the API. */
export const CONSUMERS = {
  portal: join(ROOT, 'engine', 'stores', 'appStore.ts'),
  server: join(ROOT, 'server', 'handlers', 'users', 'userHandlers.ts'),
};
export const RENAMED = { schemas: ['User', 'SessionUserData'], field: 'IsSuperUser', to: 'IsSuperUserRenamed' };

function renameField(doc: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(doc);
  for (const name of RENAMED.schemas) {
    const schema = copy.components.schemas[name];
    if (!schema?.properties?.[RENAMED.field]) throw new Error(`${name} has no field ${RENAMED.field}`);
    schema.properties[RENAMED.to] = schema.properties[RENAMED.field];
    delete schema.properties[RENAMED.field];
    schema.required = (schema.required ?? []).map((f: string) => (f === RENAMED.field ? RENAMED.to : f));
  }
  return copy;
}

async function apiTypes(doc: OpenApiDocument): Promise<string> {
  return astToString(await openapiTS(JSON.stringify(doc), { silent: true }));
}

/** Type errors in each consumer when generated/erp-api.ts reads as `generated`. */
export function consumerErrors(generated: string): Record<keyof typeof CONSUMERS, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(ROOT, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  if (!config) throw new Error('tsconfig.json cannot be read');
  const host = ts.createCompilerHost(config.options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    resolve(fileName) === GENERATED
      ? ts.createSourceFile(fileName, generated, languageVersion)
      : getSourceFile(fileName, languageVersion, onError, shouldCreate);
  const program = ts.createProgram({ rootNames: Object.values(CONSUMERS), options: config.options, host });
  const out = { portal: [] as string[], server: [] as string[] };
  for (const [side, file] of Object.entries(CONSUMERS) as [keyof typeof CONSUMERS, string][]) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not in the program`);
    out[side] = program.getSemanticDiagnostics(source).map((d) => {
      const { line } = d.file ? d.file.getLineAndCharacterOfPosition(d.start ?? 0) : { line: 0 };
      return `${file.slice(ROOT.length + 1)}:${line + 1} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  }
  return out;
}

export async function main(out: (line: string) => void = console.log): Promise<number> {
  const contract = loadContract();
  const before = consumerErrors(await apiTypes(contract));
  const after = consumerErrors(await apiTypes(renameField(contract)));
  let ok = true;
  for (const side of ['portal', 'server'] as const) {
    const file = CONSUMERS[side].slice(ROOT.length + 1);
    if (before[side].length) {
      ok = false;
      out(`${side}: ${file} does not compile against the contract itself:\n  ${before[side].join('\n  ')}`);
    } else if (!after[side].length) {
      ok = false;
      out(
        `${side}: ${file} still compiles with ${RENAMED.field} renamed: it does not read the field through the contract`,
      );
    } else out(`${side}: renaming ${RENAMED.field} breaks ${file} as it should:\n  ${after[side][0]}`);
  }
  return ok ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--help'))
    console.log(
      'Usage: npm run check:contract-binding (no options); see the header of scripts/check-contract-binding.ts.',
    );
  else process.exitCode = await main();
}
