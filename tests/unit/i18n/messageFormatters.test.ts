// The UI texts are formatted with FormatJS' message formatter itself instead of react-intl's createIntl (the app's
// first load carries less): every message of both catalogues reads exactly as createIntl worded it, in both locales,
// from the JSON strings and from the ASTs a build ships.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { sampleValues } from './sampleValues';
import enUS from '../../../engine/i18n/messages/en-US.json';
import esMX from '../../../engine/i18n/messages/es-MX.json';
import { MessageFormatters } from '../../../engine/i18n/messageFormatters';
import { translateIn, type MessageKey } from '../../../engine/i18n/translate';
import { compileCatalogue } from '../../../scripts/vite/icuCataloguesPlugin';

describe.each([
  ['en-US', enUS],
  ['es-MX', esMX],
] as const)('%s texts', (locale, messages) => {
  const compiled = compileCatalogue(messages) as Record<string, MessageFormatElement[]>;
  const intl = createIntl({ locale, messages, defaultLocale: 'en-US', onError: () => undefined });

  it('read as react-intl worded them', () => {
    const differ = Object.keys(messages).filter((key) => {
      const values = sampleValues(compiled[key] ?? [], 1234);
      return translateIn(locale, key as MessageKey, values) !== String(intl.formatMessage({ id: key }, values));
    });
    expect(differ).toEqual([]);
    expect(translateIn(locale, 'grid.rowCount', { count: 1234 })).toMatch(/^1,234 /);
  });

  it('read the same from the compiled catalogue a build ships', () => {
    const formatters = new MessageFormatters(compiled);
    if (locale !== 'en-US') formatters.add(locale, compiled);
    const differ = Object.keys(messages).filter((key) => {
      const values = sampleValues(compiled[key] ?? [], 1234);
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
