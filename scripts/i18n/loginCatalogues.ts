// The login page's part of each UI catalogue (engine/i18n/messages/login/<locale>.json): the messages of
// engine/i18n/loginMessageKeys.ts, copied from the whole catalogues. `npm run i18n:login` writes them after a change of
// those texts or of the list; a unit test (tests/unit/i18n/loginCatalogues.test.ts) says when they are out of date.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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

export const loginCataloguePath = (locale: string, messagesDir = MESSAGES_DIR) =>
  join(messagesDir, 'login', `${locale}.json`);

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const locale of LOGIN_CATALOGUE_LOCALES) {
    writeFileSync(loginCataloguePath(locale), loginCatalogueText(locale));
    console.log(`wrote ${loginCataloguePath(locale)}`);
  }
}
