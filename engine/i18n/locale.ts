// The locale the portal speaks right now, readable from anywhere (formats, workers' callers, notifications) without
// React. en-US is the SPEC's texts and formats; es-MX is Mexican Spanish for plant 3. The user's stored language sets
// it on sign-in; before that (the login page) the browser's languages decide.

export const LOCALES = ['en-US', 'es-MX'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** es-MX when the browser lists Spanish (any region) before English; en-US otherwise. */
export function browserLocale(languages: readonly string[] = browserLanguages()): Locale {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower === 'es' || lower.startsWith('es-')) return 'es-MX';
    if (lower === 'en' || lower.startsWith('en-')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

let current: Locale = DEFAULT_LOCALE;
const listeners = new Set<(locale: Locale) => void>();

export function getLocale(): Locale {
  return current;
}

/** Changes the locale and tells the subscribers (the React tree re-renders through useLocale). */
export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  listeners.forEach((listener) => listener(locale));
}

export function subscribeLocale(listener: (locale: Locale) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
