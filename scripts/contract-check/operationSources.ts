// Where an operation lives outside the definition: its contract part (schemas/erp-api/<part>.yaml) and its server
// handler (server/handlers/**). A binding to a parameter the operation lacks cannot be fixed in the screen alone,
// so the check names both files. Read lazily, once per run, only when such a problem is found.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface OperationSource {
  /** The contract part declaring the operation, relative to the repository (or absolute outside it). */
  contractPart?: string;
  /** The file that defines the handler. */
  handler?: string;
}

export type OperationSources = (operationId: string) => OperationSource;

function filesUnder(dir: string, ext: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(ext))
    .map((f) => join(dir, f))
    .sort();
}

function escape(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function createOperationSources(schemasDir: string, handlersDir: string, repoRoot: string): OperationSources {
  const shown = (path: string) => {
    const rel = relative(repoRoot, path);
    return (rel.startsWith('..') ? path : rel).split(sep).join('/');
  };
  let texts: { parts: [string, string][]; handlers: [string, string][] } | undefined;
  const read = () =>
    (texts ??= {
      parts: filesUnder(join(schemasDir, 'erp-api'), '.yaml').map((f) => [f, readFileSync(f, 'utf8')]),
      handlers: filesUnder(handlersDir, '.ts')
        .filter((f) => !f.endsWith('.test.ts'))
        .map((f) => [f, readFileSync(f, 'utf8')]),
    });
  return (operationId) => {
    const { parts, handlers } = read();
    const id = escape(operationId);
    const part = parts.find(([, text]) => new RegExp(`operationId:\\s*['"]?${id}['"]?\\s*$`, 'm').test(text));
    // The definition, not the map that lists it: `export const id`, `function id`, or `id: async (` / `id(ctx)`.
    const definition = new RegExp(
      `(?:const|function)\\s+${id}\\b|^\\s*(?:async\\s+)?${id}\\s*(?::\\s*(?:async\\b|\\(|function\\b)|\\()`,
      'm',
    );
    const handler = handlers.find(([, text]) => definition.test(text));
    return {
      ...(part ? { contractPart: shown(part[0]) } : {}),
      ...(handler ? { handler: shown(handler[0]) } : {}),
    };
  };
}
