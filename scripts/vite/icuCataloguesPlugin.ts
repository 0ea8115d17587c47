// Vite plugin (build only): the UI catalogues (engine/i18n/messages/*.json, and the login page's part of them,
// generated/login-<locale>.json) ship as FormatJS message ASTs, parsed here at build time, and the ICU parser the browser would
// otherwise run on every text is replaced by FormatJS' no-parser build (its documented setup for precompiled messages).
// Texts reach FormatJS only from these catalogues (engine/i18n/translate.ts, loginTexts.ts); the dev server and the
// unit tests keep the JSON strings and the parser.
import { readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const PREFIX = '\0icu-catalogue:';
const PARSER = '@formatjs/icu-messageformat-parser';

/** A catalogue's messages as FormatJS ASTs, by key. */
export function compileCatalogue(messages: Readonly<Record<string, string>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message)]));
}

export function icuCataloguesPlugin(root: string): Plugin {
  const messagesDir = resolve(root, 'engine/i18n/messages');
  // The login page's part of each catalogue (engine/i18n/loginTexts.ts).
  const generatedDir = resolve(root, 'generated');
  return {
    name: 'norstar-icu-catalogues',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      if (source === PARSER && /[\\/]node_modules[\\/]/.test(importer))
        return this.resolve(`${PARSER}/lib/no-parser.js`, importer, { skipSelf: true });
      if (!source.endsWith('.json') || importer.startsWith('\0')) return undefined;
      const file = resolve(dirname(importer), source);
      // Not ending in .json, so Vite's own JSON plugin leaves the module to load() below.
      const dir = dirname(file);
      const isLoginPart = dir === generatedDir && /^login-[\w-]+\.json$/.test(basename(file));
      return dir === messagesDir || isLoginPart ? `${PREFIX}${file}.js` : undefined;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return undefined;
      const messages = JSON.parse(readFileSync(id.slice(PREFIX.length, -'.js'.length), 'utf8')) as Record<
        string,
        string
      >;
      return `export default ${JSON.stringify(compileCatalogue(messages))};`;
    },
  };
}
