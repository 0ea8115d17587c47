// The UI catalogues (messages/<locale>.json, ICU message syntax) through FormatJS: t() formats a key in the current
// locale from anywhere; useT() does the same in a component and re-renders it when the locale changes. A key missing
// from es-MX falls back to the English text (the catalogue test keeps that from happening).
import { useSyncExternalStore } from 'react';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import enUS from './messages/en-US.json';
import esMX from './messages/es-MX.json';
import { getLocale, subscribeLocale, type Locale } from './locale';

export type MessageKey = keyof typeof enUS;
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export const catalogues: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  'en-US': enUS,
  'es-MX': esMX,
};

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: 'en-US',
        messages: { ...catalogues['en-US'], ...catalogues[locale] },
        // A missing Spanish key shows its English text; the catalogue test is what reports it.
        onError: () => undefined,
      },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** The message of a key in the current locale, ICU placeholders and plurals filled from values. */
export function t(key: MessageKey, values?: MessageValues): string {
  return translateIn(getLocale(), key, values);
}

export function translateIn(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return String(intlFor(locale).formatMessage({ id: key, defaultMessage: enUS[key] }, values));
}

/** The current locale as React state: components that read it re-render when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribeLocale, getLocale, getLocale);
}

/** t() for components: re-renders on a locale change. */
export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const locale = useLocale();
  return (key, values) => translateIn(locale, key, values);
}
