// The kit's light entry for screen modules that only word texts (rules, labels): the UI catalogues and the current
// locale without the views and renderers engine/kit/index.ts brings along.
export { t, useLocale, useT, type MessageKey } from '../i18n/translate';
export { LOCALES, setLocale, type Locale } from '../i18n/locale';
