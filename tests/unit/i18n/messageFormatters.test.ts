// The UI texts are formatted with FormatJS' message formatter itself instead of react-intl's createIntl (the app's
// first load carries less): every message of both catalogues reads exactly as createIntl worded it, in both locales,
// from the JSON strings and from the ASTs a build ships.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from '../../../engine/i18n/messages/en-US.json';
import esMX from '../../../engine/i18n/messages/es-MX.json';
import { MessageFormatters } from '../../../engine/i18n/messageFormatters';
import { translateIn, type MessageKey } from '../../../engine/i18n/translate';
import { compileCatalogue } from '../../../scripts/vite/icuCataloguesPlugin';

type Values = Record<string, string | number | Date>;

/** A value for every placeholder of a message: numbers for plurals and numbers, a date for dates, text otherwise. */
function sampleValues(elements: MessageFormatElement[], into: Values = {}): Values {
  for (const element of elements) {
    if (!('value' in element) || typeof element.value !== 'string' || element.type === TYPE.literal) continue;
    into[element.value] =
      element.type === TYPE.plural || element.type === TYPE.number
        ? 1234
        : element.type === TYPE.date || element.type === TYPE.time
          ? new Date(2026, 10, 24)
          : 'x';
    if ('options' in element) for (const option of Object.values(element.options)) sampleValues(option.value, into);
  }
  return into;
}

describe.each([
  ['en-US', enUS],
  ['es-MX', esMX],
] as const)('%s texts', (locale, messages) => {
  const compiled = compileCatalogue(messages) as Record<string, MessageFormatElement[]>;
  const intl = createIntl({ locale, messages, defaultLocale: 'en-US', onError: () => undefined });

  it('read as react-intl worded them', () => {
    const differ = Object.keys(messages).filter((key) => {
      const values = sampleValues(compiled[key] ?? []);
      return translateIn(locale, key as MessageKey, values) !== String(intl.formatMessage({ id: key }, values));
    });
    expect(differ).toEqual([]);
    expect(translateIn(locale, 'grid.rowCount', { count: 1234 })).toMatch(/^1,234 /);
  });

  it('read the same from the compiled catalogue a build ships', () => {
    const formatters = new MessageFormatters(compiled);
    if (locale !== 'en-US') formatters.add(locale, compiled);
    const differ = Object.keys(messages).filter((key) => {
      const values = sampleValues(compiled[key] ?? []);
      return formatters.format(locale, key, values) !== String(intl.formatMessage({ id: key }, values));
    });
    expect(differ).toEqual([]);
  });
});

describe('message formatters', () => {
  it('word a key the locale lacks from the fallback catalogue, and a missing value as the text is written', () => {
    const formatters = new MessageFormatters({ hello: 'Hello {name}', count: '{n, number} rows' });
    formatters.add('es-MX', { hello: 'Hola {name}' });
    expect(formatters.format('es-MX', 'hello', { name: 'Ana' })).toBe('Hola Ana');
    expect(formatters.format('es-MX', 'count', { n: 1234.5 })).toBe('1,234.5 rows');
    expect(formatters.format('en-US', 'hello')).toBe('Hello {name}');
    expect(formatters.format('en-US', 'nothing')).toBe('nothing');
  });
});
