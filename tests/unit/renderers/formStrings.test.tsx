// rjsf's own texts in a portal form follow the reader's language: Spanish array buttons and yes/no for the Mexico plant,
// and exactly rjsf's English for everyone else.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { setLocale } from '../../../engine/i18n/locale';
import { PortalForm } from '../../../engine/renderers/form/PortalForm';
import { translateFormString } from '../../../engine/renderers/form/translateFormString';

afterEach(() => setLocale('en-US'));

const PARAMS = ['Shift', 'two', '3'];

describe("rjsf's texts", () => {
  it("are rjsf's English, parameters included, for an English reader", () => {
    for (const text of Object.values(TranslatableString)) {
      expect(translateFormString(text, PARAMS), text).toBe(englishStringTranslator(text, PARAMS));
    }
  });

  it('are Spanish for a Spanish reader, with the parameters in place', () => {
    setLocale('es-MX');
    expect(translateFormString(TranslatableString.AddItemButton)).toBe('Agregar elemento');
    expect(translateFormString(TranslatableString.YesLabel)).toBe('Sí');
    expect(translateFormString(TranslatableString.KeyLabel, ['Turno'])).toBe('Clave de Turno');
    expect(translateFormString(TranslatableString.FilesInfo, ['foto.jpg', 'image/jpeg', '2048'])).toBe(
      '**foto.jpg** (image/jpeg, 2048 bytes)',
    );
    // What only a developer meets stays English.
    expect(translateFormString(TranslatableString.UnsupportedField)).toBe('Unsupported field schema.');
  });

  it("label a form's list buttons in Spanish for a Spanish reader", () => {
    setLocale('es-MX');
    render(
      <MantineProvider>
        <PortalForm
          schema={{ type: 'object', properties: { Breaks: { type: 'array', items: { type: 'string' } } } }}
          formData={{ Breaks: ['10:00'] }}
          validator={validator}
          translateString={translateFormString}
        />
      </MantineProvider>,
    );
    expect(screen.getAllByRole('button', { name: 'Agregar elemento' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Quitar' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Add Item' })).toBeNull();
  });
});
