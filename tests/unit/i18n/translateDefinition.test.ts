// A definition in Spanish from its area file's {pointer: text} map: texts replaced where the pointer names a string,
// everything else (missing entries, ids, stale pointers) left as it was, and the original never changed.
import { describe, expect, it } from 'vitest';
import { translateDefinition } from '../../../engine/i18n/translateDefinition';
import paintQc from '../../../screens/QC/PaintQC.screen.json';
import qcTexts from '../../../screens/QC/es-MX.json';

describe('translateDefinition', () => {
  const definition = {
    id: 'qc-paint-qc',
    title: 'Paint QC',
    columns: [
      { field: 'DateInput', caption: 'Input Date' },
      { field: 'a/b', caption: 'Slash ~ tilde' },
    ],
    filters: [{ id: 'month', label: 'Month' }],
  };

  it('replaces the texts its pointers name and keeps English where there is no entry', () => {
    const translated = translateDefinition(definition, {
      '/title': 'Control de calidad de pintura',
      '/columns/0/caption': 'Fecha de entrada',
      '/columns/9/caption': 'no such column',
      '/columns/0/field': 'not a text but a string: applied only because the map names it',
      '/filters/0': 'an object, not a string: ignored',
    });
    expect(translated.title).toBe('Control de calidad de pintura');
    expect(translated.columns[0].caption).toBe('Fecha de entrada');
    expect(translated.columns[1].caption).toBe('Slash ~ tilde');
    expect(translated.filters[0]).toEqual({ id: 'month', label: 'Month' });
    expect(translated.columns).toHaveLength(2);
    expect(definition.title).toBe('Paint QC');
    expect(definition.columns[0].caption).toBe('Input Date');
  });

  it('reads escaped pointer tokens (~1 for /, ~0 for ~)', () => {
    const nested = { props: { 'a/b': { '~x': 'English' } } };
    expect(translateDefinition(nested, { '/props/a~1b/~0x': 'Español' }).props['a/b']['~x']).toBe('Español');
  });

  it('keeps a form schema as it is (its validator is precompiled by hash) and shows titles through the uiSchema', () => {
    const form = {
      id: 'qc-audits',
      schema: { type: 'object', properties: { VIN: { type: 'string', title: 'VIN' }, Notes: { title: 'Notes' } } },
      uiSchema: { Notes: { 'ui:widget': 'textarea' } },
    };
    const translated = translateDefinition(form, {
      '/schema/properties/Notes/title': 'Notas',
      '/schema/properties/VIN/description': 'no description in English: ignored',
      '/schema/type': 'not a property text: ignored',
    });
    expect(translated.schema).toEqual(form.schema);
    expect(translated.uiSchema).toEqual({ Notes: { 'ui:widget': 'textarea', 'ui:title': 'Notas' } });
  });

  it("shows the titles of a list's item fields through the list's items uiSchema", () => {
    const form = {
      id: 'hr-shifts',
      schema: {
        type: 'object',
        properties: {
          Shifts: {
            type: 'array',
            title: 'Shifts',
            items: { type: 'object', properties: { Code: { type: 'string', title: 'Code' } } },
          },
        },
      },
      uiSchema: { Shifts: { items: { 'ui:options': { gridCols: 4 } } } },
    };
    const translated = translateDefinition(form, {
      '/schema/properties/Shifts/title': 'Turnos',
      '/schema/properties/Shifts/items/properties/Code/title': 'Código',
    });
    expect(translated.schema).toEqual(form.schema);
    expect(translated.uiSchema).toEqual({
      Shifts: { 'ui:title': 'Turnos', items: { 'ui:options': { gridCols: 4 }, Code: { 'ui:title': 'Código' } } },
    });
  });

  it('returns the definition itself without texts', () => {
    expect(translateDefinition(definition, undefined)).toBe(definition);
    expect(translateDefinition(definition, {})).toBe(definition);
  });

  it('translates the QC paint screen from screens/QC/es-MX.json', () => {
    const translated = translateDefinition(paintQc, qcTexts['qc-paint-qc']);
    expect(translated.title).toBe('Control de calidad de pintura');
    expect(translated.columns?.[0].caption).toBe('Fecha de entrada');
    expect(translated.filters?.[0].label).toBe('Mes');
    expect(translated.route).toBe('/Internal/QC/PaintQC');
  });
});
