// The build ships the UI catalogues as FormatJS ASTs and no ICU parser (scripts/vite/icuCataloguesPlugin.ts): every
// message compiles, and a compiled catalogue words each text exactly as the JSON strings do.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from '../../../engine/i18n/messages/en-US.json';
import esMX from '../../../engine/i18n/messages/es-MX.json';
import { compileCatalogue } from '../../../scripts/vite/icuCataloguesPlugin';

type Values = Record<string, string | number | Date>;

/** A value for every placeholder of a message: numbers for plurals and numbers, a date for dates, text otherwise. */
function sampleValues(elements: MessageFormatElement[], into: Values = {}): Values {
  for (const element of elements) {
    if (!('value' in element) || typeof element.value !== 'string' || element.type === TYPE.literal) continue;
    into[element.value] =
      element.type === TYPE.plural || element.type === TYPE.number
        ? 2
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
] as const)('compiled %s catalogue', (locale, messages) => {
  it('words every message as the JSON string does', () => {
    const compiled = compileCatalogue(messages) as Record<string, MessageFormatElement[]>;
    expect(Object.keys(compiled)).toEqual(Object.keys(messages));
    const fromStrings = createIntl({ locale, messages, onError: () => undefined });
    const fromAst = createIntl({ locale, messages: compiled, onError: () => undefined });
    const differ = Object.keys(messages).filter((id) => {
      const values = sampleValues(compiled[id] ?? []);
      return String(fromStrings.formatMessage({ id }, values)) !== String(fromAst.formatMessage({ id }, values));
    });
    expect(differ).toEqual([]);
  });
});
