// Vite plugin: `virtual:form-validators` — every form screen's JSON Schema, and every form a grid's actions open
// (keyed "<screen id>~<form name>"), compiled to plain JavaScript at build time (AJV standalone code through
// @rjsf/validator-ajv8), one lazy chunk per form. AJV otherwise compiles schemas in the
// browser with `new Function`, which the portal's Content-Security-Policy (script-src 'self', no 'unsafe-eval')
// refuses, and every form would fail to validate on submit.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/lib/compileSchemaValidatorsCode.js';
import type { RJSFSchema } from '@rjsf/utils';
import { readScreenMetas } from './screenMetasPlugin.ts';
import { resolve } from 'node:path';
import { actionFormKey } from '../../engine/renderers/form/actionFormKey.ts';

const INDEX_ID = 'virtual:form-validators';
const FORM_PREFIX = 'virtual:form-validator/';

/** The CommonJS module AJV's standalone code is, as an ES module whose default export is its `exports`. */
export function standaloneAsEsm(code: string): string {
  const modules = [...new Set([...code.matchAll(/require\("([^"]+)"\)/g)].map((m) => m[1]))];
  const imports = modules.map((m, i) => `import * as __m${i} from ${JSON.stringify(m)};`).join('\n');
  const table = modules.map((m, i) => `${JSON.stringify(m)}: __m${i}`).join(', ');
  return `${imports}
const __modules = { ${table} };
const require = (id) => __modules[id];
const exports = {};
${code.replace(/^"use strict";/, '')}
export default exports;
`;
}

/** Every form of the screens folder by validator key: form screens, and the forms of grids' actions. */
export function readFormSchemas(root: string): Map<string, RJSFSchema> {
  const out = new Map<string, RJSFSchema>();
  for (const meta of readScreenMetas(root)) {
    if (meta.kind !== 'form' && meta.kind !== 'grid') continue;
    const def = JSON.parse(readFileSync(resolve(root, 'engine/screen', meta.file), 'utf8'));
    if (meta.kind === 'form') out.set(meta.id, def.schema);
    for (const [name, form] of Object.entries<{ schema: RJSFSchema }>(def.forms ?? {}))
      out.set(actionFormKey(meta.id, name), form.schema);
  }
  return out;
}

export function formValidatorsPlugin(root: string): Plugin {
  return {
    name: 'norstar-form-validators',
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(FORM_PREFIX) ? '\0' + id : undefined;
    },
    load(id) {
      if (id === '\0' + INDEX_ID) {
        const entries = [...readFormSchemas(root).keys()].map(
          (key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(FORM_PREFIX + key)}),`,
        );
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith('\0' + FORM_PREFIX)) return undefined;
      const schema = readFormSchemas(root).get(id.slice(1 + FORM_PREFIX.length));
      if (!schema) return 'export default {};';
      return standaloneAsEsm(compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: { code: { lines: false } } }));
    },
    handleHotUpdate({ file, server }) {
      if (!file.endsWith('.screen.json')) return;
      for (const mod of server.moduleGraph.idToModuleMap.values()) {
        if (mod.id?.startsWith('\0virtual:form-validator')) server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}
