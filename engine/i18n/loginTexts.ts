// The login page's texts (loginMessageKeys.ts) without the whole UI catalogues: English built in, the Spanish part
// loaded when a login text is first needed in es-MX (engine/main.tsx waits for it before a Spanish login page's first
// paint). The same messages as the whole catalogues (a unit test holds the parts to them), so the login form reads the
// same inside the portal, e.g. in the expired-session dialog. They are plain text with {name} placeholders (a unit
// test holds them to that), so they are filled here without the ICU message formatter the rest of the portal loads.
import { useEffect, useSyncExternalStore } from 'react';
// The login part of the catalogues is generated from the whole ones (npm run generate).
// eslint-disable-next-line no-restricted-imports
import enUS from '../../generated/login-en-US.json';
import { getLocale, type Locale } from './locale';
import { catalogueLoader } from './catalogueLoader';
import type { MessageValues } from './messageFormatters';

export type LoginMessageKey = keyof typeof enUS;
/** A compiled message's parts (FormatJS' AST: 0 = text, 1 = a placeholder), as a build ships the catalogues. */
interface MessagePart {
  readonly type: number;
  readonly value: string;
}
/** ICU text in the dev server and the unit tests, its AST in a build (scripts/vite/icuCataloguesPlugin.ts). */
type LoginMessage = string | readonly MessagePart[];
type Catalogue = Readonly<Record<string, LoginMessage>>;

const TEXT = 0;
const PLACEHOLDER = 1;

function partsOf(message: LoginMessage): readonly MessagePart[] {
  if (typeof message !== 'string') return message;
  // Split on {name}: text and placeholders alternate.
  return message.split(/\{(\w+)\}/).map((value, i) => ({ type: i % 2 ? PLACEHOLDER : TEXT, value }));
}

/** A login message with its placeholders filled ('{name}' left as written when no value is given). */
export function fillMessage(message: LoginMessage, values?: MessageValues): string {
  return partsOf(message)
    .map(({ type, value }) => {
      if (type === TEXT) return value;
      const given = values?.[value];
      return given === undefined || given === null ? `{${value}}` : String(given);
    })
    .join('');
}

const importers: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  'en-US': async () => enUS,
  'es-MX': () => import('../../generated/login-es-MX.json').then((module) => module.default),
};
const catalogues = new Map<Locale, Catalogue>([['en-US', enUS]]);
const loader = catalogueLoader(
  importers,
  (locale) => catalogues.has(locale),
  (locale, catalogue) => catalogues.set(locale, catalogue),
);

/** Loads a locale's login texts (once); resolves when they are there, or in English if they could not be loaded. */
export function loadLoginTexts(locale: Locale): Promise<void> {
  return loader.load(locale);
}

/** A login text in the current locale (English until the locale's part has loaded). */
export function loginT(key: LoginMessageKey, values?: MessageValues): string {
  return loginTextIn(getLocale(), key, values);
}

/** A login text in a locale: English until that locale's part has loaded. */
export function loginTextIn(locale: Locale, key: LoginMessageKey, values?: MessageValues): string {
  return fillMessage(catalogues.get(locale)?.[key] ?? enUS[key], values);
}

/** loginT() for components: re-renders when the locale changes or its login texts arrive (and asks for them). */
export function useLoginT(): (key: LoginMessageKey, values?: MessageValues) => string {
  useSyncExternalStore(loader.subscribe, loader.version, loader.version);
  const locale = getLocale();
  useEffect(() => void loadLoginTexts(locale), [locale]);
  return (key, values) => loginTextIn(locale, key, values);
}
