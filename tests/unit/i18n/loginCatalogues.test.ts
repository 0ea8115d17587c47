// The login page carries only its own texts (engine/i18n/loginTexts.ts, generated/login-<locale>.json): every text the
// login page words is in that part, in both languages, the same as in the whole catalogues, and the login page's code
// never imports the whole catalogue.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOGIN_MESSAGE_KEYS } from '../../../engine/i18n/loginMessageKeys';
import { fillMessage } from '../../../engine/i18n/loginTexts';
import { LOGIN_CATALOGUE_LOCALES, loginCataloguePath, loginCatalogueText } from '../../../scripts/i18n/loginCatalogues';
import { compileCatalogue } from '../../../scripts/vite/icuCataloguesPlugin';

const ENGINE = resolve(import.meta.dirname, '../../../engine');
/** Where the login page starts: the entry, the boot and the login shell. */
const LOGIN_ENTRY = join(ENGINE, 'main.tsx');

function resolveImport(from: string, source: string): string | undefined {
  const base = resolve(dirname(from), source);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The engine files the login page loads: static relative imports from the entry (lazy import() calls left out). */
function loginPageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file) || !/\.tsx?$/.test(file)) return;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    for (const match of text.matchAll(/^(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)) {
      if (match[0].startsWith('import type') || match[0].startsWith('export type')) continue;
      const target = resolveImport(file, match[1]);
      if (target) visit(target);
    }
  };
  visit(LOGIN_ENTRY);
  return files;
}

describe('login page texts', () => {
  it('the login page loads no whole catalogue and words only keys of its own part', () => {
    const files = loginPageFiles();
    const names = [...files.keys()].map((file) => file.slice(ENGINE.length + 1));
    expect(names).toContain('app/pages/LoginForm.tsx');
    expect(names).toContain('app/pages/LoginPage.tsx');
    expect(names.filter((name) => name === 'i18n/translate.ts' || /messages\/[^/]+\.json$/.test(name))).toEqual([]);
    const used = new Set<string>();
    for (const text of files.values()) for (const match of text.matchAll(/\bt\('([\w.]+)'/g)) used.add(match[1]);
    for (const text of files.values()) for (const match of text.matchAll(/\bloginT\('([\w.]+)'/g)) used.add(match[1]);
    expect(used.size).toBeGreaterThan(5);
    expect([...used].filter((key) => !(LOGIN_MESSAGE_KEYS as readonly string[]).includes(key))).toEqual([]);
  });

  it.each(LOGIN_CATALOGUE_LOCALES)(
    'the %s part holds every login message as the whole catalogue words it',
    (locale) => {
      const part = JSON.parse(readFileSync(loginCataloguePath(locale), 'utf8')) as Record<string, string>;
      expect(Object.keys(part).sort()).toEqual([...LOGIN_MESSAGE_KEYS].sort());
      expect(part[LOGIN_MESSAGE_KEYS[0]]).toBeTruthy();
      // Out of date after a change of the whole catalogue or the list: `npm run generate` writes it again.
      expect(readFileSync(loginCataloguePath(locale), 'utf8')).toBe(loginCatalogueText(locale));
    },
  );

  it.each(LOGIN_CATALOGUE_LOCALES)(
    'the %s login messages are text and {name} placeholders, filled as the ICU formatter fills them',
    (locale) => {
      const part = JSON.parse(readFileSync(loginCataloguePath(locale), 'utf8')) as Record<string, string>;
      const compiled = compileCatalogue(part) as Record<string, { type: number; value: string }[]>;
      for (const [key, message] of Object.entries(part)) {
        const kinds = new Set(parse(message).map((element) => element.type));
        expect(
          [...kinds].filter((kind) => kind !== TYPE.literal && kind !== TYPE.argument),
          key,
        ).toEqual([]);
        const values = { name: 'Ana Ruiz' };
        const expected = String(new IntlMessageFormat(message, locale).format(values));
        expect(fillMessage(message, values), key).toBe(expected);
        expect(fillMessage(compiled[key], values), key).toBe(expected);
      }
    },
  );
});
