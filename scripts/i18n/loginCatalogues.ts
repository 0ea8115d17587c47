// The login page's part of each UI catalogue (generated/login-<locale>.json): the messages of
// engine/i18n/loginMessageKeys.ts, copied from the whole catalogues by `npm run generate` (scripts/generate.ts), so
// `npm run check:generated` fails when a change of those texts or of the list was not generated.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LOGIN_MESSAGE_KEYS } from '../../engine/i18n/loginMessageKeys';

const MESSAGES_DIR = resolve(import.meta.dirname, '../../engine/i18n/messages');
export const LOGIN_CATALOGUE_LOCALES = ['en-US', 'es-MX'] as const;

/** The login page's messages of a whole catalogue, in the list's order. */
export function loginCatalogue(messages: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(LOGIN_MESSAGE_KEYS.filter((key) => key in messages).map((key) => [key, messages[key]]));
}

/** The file's text as the writer makes it (JSON, two spaces, as Prettier leaves it). */
export function loginCatalogueText(locale: string, messagesDir = MESSAGES_DIR): string {
  const whole = JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
  return `${JSON.stringify(loginCatalogue(whole), null, 2)}\n`;
}

/** The generated part's file name inside generated/. */
export const loginCatalogueName = (locale: string) => `login-${locale}.json`;

export const loginCataloguePath = (locale: string) =>
  resolve(import.meta.dirname, '../../generated', loginCatalogueName(locale));
