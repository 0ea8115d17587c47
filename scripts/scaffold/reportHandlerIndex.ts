// server/handlers/reports/index.ts, the HandlerMap of the reports new:screen scaffolds: one import line and one map
// entry per operation, added idempotently (the writer runs prettier over the result).

export const REPORT_INDEX_HEADER = '// Handlers scaffolded by npm run new:screen';

/** The index as it starts out, with an empty map. */
export function emptyReportHandlerIndex(): string {
  return [
    `${REPORT_INDEX_HEADER}: one file per report operation, each a stub to replace with the`,
    "// report's real query. Registered once in server/handlers/index.ts.",
    "import type { HandlerMap } from '../../http/OperationHandler.js';",
    '',
    'export const reportHandlers: HandlerMap = {};',
    '',
  ].join('\n');
}

/** The index source with operationId imported from ./<operationId>.js and listed in the map (unchanged if it is). */
export function addReportHandler(source: string, operationId: string): string {
  const map = /export const reportHandlers: HandlerMap = \{([^}]*)\};?/.exec(source);
  if (!map)
    throw new Error('server/handlers/reports/index.ts has no `export const reportHandlers: HandlerMap = { … }`');
  const entries = map[1]
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const importLine = `import { ${operationId} } from './${operationId}.js';`;
  let out = source;
  if (!out.includes(importLine)) {
    const imports = [...out.matchAll(/^import .*;$/gm)];
    const last = imports[imports.length - 1];
    const at = last ? last.index + last[0].length : 0;
    out = `${out.slice(0, at)}\n${importLine}${out.slice(at)}`;
  }
  if (!entries.includes(operationId)) {
    const list = [...entries, operationId].sort((a, b) => a.localeCompare(b));
    out = out.replace(
      /export const reportHandlers: HandlerMap = \{[^}]*\};?/,
      `export const reportHandlers: HandlerMap = { ${list.join(', ')} };`,
    );
  }
  return out;
}
