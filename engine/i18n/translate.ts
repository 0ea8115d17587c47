// The UI catalogues (messages/<locale>.json, ICU message syntax) through FormatJS' message formatter: t() formats a key
// in the current locale from anywhere; useT() does the same in a component and re-renders it when the locale changes.
// A key missing from es-MX falls back to the English text (the catalogue test keeps that from happening). English is
// built in; the Spanish catalogue loads when the locale first becomes es-MX (most sessions never need it), and
// components re-render once it has arrived; until then, and if it cannot load, texts show in English. The login page
// words its few texts through loginTexts.ts instead, so it carries neither whole catalogue.
import { useSyncExternalStore } from 'react';
import enUS from './messages/en-US.json';
import { getLocale, subscribeLocale, type Locale } from './locale';
import { catalogueLoader } from './catalogueLoader';
import { MessageFormatters, type Catalogue, type MessageValues } from './messageFormatters';

export type MessageKey = keyof typeof enUS;
export type { MessageValues } from './messageFormatters';

const importers: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  'en-US': async () => enUS,
  // dayjs' Spanish month and day names (the date pickers' calendars) come with the Spanish texts.
  'es-MX': () =>
    Promise.all([import('./messages/es-MX.json'), import('dayjs/locale/es')]).then(([module]) => module.default),
};
const formatters = new MessageFormatters(enUS);
const catalogues = catalogueLoader(
  importers,
  (locale) => formatters.has(locale),
  (locale, catalogue) => formatters.add(locale, catalogue),
);

/** Loads a locale's catalogue (once); resolves when t() speaks it, or in English if it could not be loaded. */
export function loadCatalogue(locale: Locale): Promise<void> {
  return catalogues.load(locale);
}

// Whatever changes the locale (sign-in, the user menu, the stored language on reload) brings its catalogue.
subscribeLocale((locale) => void loadCatalogue(locale));

/** The message of a key in the current locale, ICU placeholders and plurals filled from values. */
export function t(key: MessageKey, values?: MessageValues): string {
  return translateIn(getLocale(), key, values);
}

export function translateIn(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return formatters.format(locale, key, values);
}

/** The current locale as React state: components that read it re-render when it changes or its texts arrive. */
export function useLocale(): Locale {
  useSyncExternalStore(catalogues.subscribe, catalogues.version, catalogues.version);
  return getLocale();
}

/** t() for components: re-renders on a locale change. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const locale = useLocale();
  return (key, values) => translateIn(locale, key, values);
}
