// The UI catalogues: es-MX has exactly the keys of en-US (none missing, none left over), every message is valid ICU
// with the same placeholders in both languages, and en-US keeps the SPEC's texts verbatim.
import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import enUS from '../../../engine/i18n/messages/en-US.json';
import esMX from '../../../engine/i18n/messages/es-MX.json';
import { catalogueProblems } from '../../../engine/i18n/catalogueProblems';
import { translateIn } from '../../../engine/i18n/translate';

function placeholders(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date)
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, into);
    }
  }
  return into;
}

describe('UI catalogues', () => {
  it('es-MX has every en-US key and no other', () => {
    expect(catalogueProblems(enUS, esMX)).toEqual({ missing: [], extra: [], empty: [] });
  });

  it('reports a missing, an extra and an empty key (the check itself can fail)', () => {
    const { 'grid.export': _dropped, ...withoutOne } = esMX;
    expect(catalogueProblems(enUS, { ...withoutOne, 'grid.exportar': 'Exportar', 'grid.search': ' ' })).toEqual({
      missing: ['grid.export'],
      extra: ['grid.exportar'],
      empty: ['grid.search'],
    });
  });

  it('every message parses as ICU and Spanish uses the English placeholders', () => {
    const es: Record<string, string> = esMX;
    for (const [key, english] of Object.entries(enUS)) {
      const spanish = es[key];
      expect([...placeholders(parse(spanish))].sort(), key).toEqual([...placeholders(parse(english))].sort());
    }
  });

  it('keeps the SPEC messages exact in en-US and words them in Spanish for es-MX', () => {
    expect(translateIn('en-US', 'session.invalidCredentials')).toBe('Invalid username or Password');
    expect(translateIn('en-US', 'session.loginFailed')).toBe('Error Loggin in!');
    expect(translateIn('en-US', 'validation.required', { label: 'Name' })).toBe('Name is required');
    expect(translateIn('en-US', 'users.changePasswordQuestion')).toBe('Do you want to change this user`s password?');
    expect(translateIn('en-US', 'scanner.noCamera')).toBe("May the browser didn't support or there is some errors.");
    expect(translateIn('en-US', 'validation.range', { min: '0.1', max: '10.99' })).toBe(
      'Min Number: 0.1 and Max Number: 10.99, Please',
    );
    expect(translateIn('es-MX', 'validation.required', { label: 'VIN' })).toBe('VIN es obligatorio');
    expect(translateIn('es-MX', 'session.expired.title')).toBe('Su sesión ha expirado');
  });

  it('counts with ICU plurals in both languages', () => {
    expect(translateIn('en-US', 'grid.rowCount', { count: 1 })).toBe('1 row');
    expect(translateIn('en-US', 'grid.rowCount', { count: 1234 })).toBe('1,234 rows');
    expect(translateIn('es-MX', 'grid.rowCount', { count: 1 })).toBe('1 fila');
    expect(translateIn('es-MX', 'grid.rowCount', { count: 1234 })).toBe('1,234 filas');
  });
});
