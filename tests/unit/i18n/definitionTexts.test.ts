// The user texts of a screen definition, by JSON pointer: what screens/<Area>/es-MX.json translates.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listDefinitionTexts, toPointer, valueAt } from '../../../engine/i18n/definitionTexts';

const ROOT = join(import.meta.dirname, '../../..');
const definition = (file: string): unknown => JSON.parse(readFileSync(join(ROOT, 'screens', file), 'utf8'));

describe('listDefinitionTexts', () => {
  it('lists a grid’s title, description, filter and option labels, captions, status tabs and row-action texts', () => {
    const texts = listDefinitionTexts(definition('CustomerService/TestimonialPublication.screen.json'));
    const pointers = texts.map((t) => t.pointer);
    expect(texts.slice(0, 4)).toEqual([
      { pointer: '/title', text: 'Testimonial Publication' },
      { pointer: '/description', text: expect.stringContaining('Customer service decides') },
      { pointer: '/filters/0/label', text: 'Registered' },
      { pointer: '/columns/0/caption', text: 'ID' },
    ]);
    expect(texts).toContainEqual({ pointer: '/statusTabs/tabs/0/label', text: 'Waiting' });
    expect(texts).toContainEqual({
      pointer: '/rowActions/0/confirm',
      text: 'Publish this testimonial on the website?',
    });
    expect(texts).toContainEqual({ pointer: '/rowActions/1/success', text: 'Testimonial unpublished' });
    // "{ID}" alone is the row's value, not a text; field names, operationIds and bindings are never listed.
    expect(texts).toContainEqual({ pointer: '/rowActions/0/heading', text: 'Testimonial {ID}' });
    expect(pointers.some((p) => /operationId|field|dataSource|bind|route|roles|\/id$/.test(p))).toBe(false);
  });

  it('lists a form’s schema titles and oneOf titles, uiSchema placeholders and help, and the submit texts', () => {
    const texts = listDefinitionTexts(definition('Shipping/tiredot.screen.json'));
    expect(texts).toContainEqual({ pointer: '/schema/properties/Position/title', text: 'Wheel position' });
    expect(texts).toContainEqual({ pointer: '/schema/properties/Position/oneOf/0/title', text: 'Left front' });
    expect(texts).toContainEqual({ pointer: '/uiSchema/DotCode/ui:help', text: expect.stringContaining('sidewall') });
    expect(texts).toContainEqual({ pointer: '/uiSchema/VIN/ui:placeholder', text: '17-character VIN of the trailer' });
    expect(texts).toContainEqual({ pointer: '/submit/successMessage', text: 'Tire DOT number saved' });
    expect(texts).toContainEqual({ pointer: '/submit/label', text: 'Save tire' });
    // The oneOf constants are what the server receives.
    expect(texts.some((t) => t.pointer.endsWith('/const'))).toBe(false);
  });

  it('lists enumNames, custom error messages, widget titles and nested columns but not enum values or defaults', () => {
    const texts = listDefinitionTexts({
      id: 'x',
      title: 'Parts',
      schema: {
        type: 'object',
        properties: {
          Family: { type: 'string', title: 'Family', enum: ['GN'], enumNames: ['Gooseneck'], default: 'GN' },
          Lines: { type: 'array', items: { type: 'object', properties: { Qty: { title: 'Qty' } } } },
        },
      },
      uiSchema: { Code: { 'ui:options': { errorMessages: { pattern: 'Use capital letters' }, rows: 3 } } },
      widgets: [{ id: 'w', title: 'Late lines', widget: 'grid', columns: [{ field: 'A', caption: 'Amount' }] }],
    });
    expect(texts).toEqual([
      { pointer: '/title', text: 'Parts' },
      { pointer: '/schema/properties/Family/title', text: 'Family' },
      { pointer: '/schema/properties/Family/enumNames/0', text: 'Gooseneck' },
      { pointer: '/schema/properties/Lines/items/properties/Qty/title', text: 'Qty' },
      { pointer: '/uiSchema/Code/ui:options/errorMessages/pattern', text: 'Use capital letters' },
      { pointer: '/widgets/0/title', text: 'Late lines' },
      { pointer: '/widgets/0/columns/0/caption', text: 'Amount' },
    ]);
  });

  it('escapes "~" and "/" in pointers (RFC 6901) and reads them back', () => {
    const doc = { schema: { properties: { 'a/b~c': { title: 'Odd name' } } } };
    const [text] = listDefinitionTexts(doc);
    expect(text.pointer).toBe('/schema/properties/a~1b~0c/title');
    expect(text.pointer).toBe(toPointer(['schema', 'properties', 'a/b~c', 'title']));
    expect(valueAt(doc, text.pointer)).toBe('Odd name');
  });
});
