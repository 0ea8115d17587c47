// The build ships the UI catalogues as FormatJS ASTs and no ICU parser (scripts/vite/icuCataloguesPlugin.ts): every
// message compiles, and a compiled catalogue words each text exactly as the JSON strings do.
import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { sampleValues } from './sampleValues';
import enUS from '../../../engine/i18n/messages/en-US.json';
import esMX from '../../../engine/i18n/messages/es-MX.json';
import { compileCatalogue } from '../../../scripts/vite/icuCataloguesPlugin';

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
      const values = sampleValues(compiled[id] ?? [], 2);
      return String(fromStrings.formatMessage({ id }, values)) !== String(fromAst.formatMessage({ id }, values));
    });
    expect(differ).toEqual([]);
  });
});
