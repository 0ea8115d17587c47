// The build's stand-ins (scripts/vite/standInsPlugin.ts): only react-pivottable's drag-and-drop imports and
// @rjsf/utils' fast-uri import are redirected, and the URI stand-in resolves and compares `$id`s as fast-uri does.
import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import { resolve as resolvePath } from 'node:path';
import type { Plugin } from 'vite';
import { standInsPlugin } from '../../../scripts/vite/standInsPlugin';
import { equal, resolve } from '../../../engine/renderers/form/uriResolver';

const root = resolvePath(import.meta.dirname, '../../..');

function resolveWith(plugin: Plugin, source: string, importer: string): unknown {
  const hook = plugin.resolveId;
  const fn = typeof hook === 'function' ? hook : hook?.handler;
  return fn?.call({} as never, source, importer, { attributes: {}, isEntry: false });
}

describe('build stand-ins', () => {
  const plugin = standInsPlugin(root);

  it.each([
    [
      'react-sortablejs',
      'node_modules/react-pivottable/PivotTableUI.js',
      'engine/renderers/pivot/dragdrop/PivotSortable.tsx',
    ],
    [
      'react-draggable',
      'node_modules/react-pivottable/PivotTableUI.js',
      'engine/renderers/pivot/dragdrop/PivotDraggable.tsx',
    ],
    ['fast-uri', 'node_modules/@rjsf/utils/lib/findSchemaDefinition.js', 'engine/renderers/form/uriResolver.ts'],
  ])('redirects %s inside %s', (source, importer, standIn) => {
    expect(resolveWith(plugin, source, resolvePath(root, importer))).toBe(resolvePath(root, standIn));
  });

  it('leaves every other importer, the stand-ins included, with the real package', () => {
    expect(
      resolveWith(plugin, 'react-sortablejs', resolvePath(root, 'engine/renderers/pivot/dragdrop/PivotSortable.tsx')),
    ).toBeUndefined();
    expect(
      resolveWith(plugin, 'fast-uri', resolvePath(root, 'node_modules/ajv/dist/compile/resolve.js')),
    ).toBeUndefined();
    expect(
      resolveWith(plugin, 'react', resolvePath(root, 'node_modules/react-pivottable/PivotTableUI.js')),
    ).toBeUndefined();
  });
});

describe('URI stand-in for @rjsf/utils', () => {
  it.each([
    ['https://example.com/schemas/order.json', 'line.json#/definitions/Line'],
    ['https://example.com/schemas/order.json', '#/definitions/Line'],
    ['https://example.com/schemas/a/order.json', '../common/address.json'],
    ['https://example.com/schemas/order.json', 'https://other.example.com/x.json'],
    ['urn:norstar:order', '#/definitions/Line'],
    ['order.json', 'line.json'],
    ['schemas/order.json', '#/$defs/Line'],
  ])('resolves %s + %s like fast-uri', (base, ref) => {
    expect(resolve(base, ref)).toBe(fastUri.resolve(base, ref));
  });

  it.each([
    ['https://example.com/schemas/order.json', 'https://example.com/schemas/order.json', true],
    ['HTTPS://Example.COM/schemas/order.json', 'https://example.com/schemas/order.json', true],
    ['https://example.com/schemas/./order.json', 'https://example.com/schemas/order.json', true],
    ['https://example.com/schemas/order.json', 'https://example.com/schemas/line.json', false],
    ['urn:norstar:order', 'urn:norstar:order', true],
    ['order.json', 'line.json', false],
  ])('compares %s and %s like fast-uri', (a, b, same) => {
    expect(equal(a, b)).toBe(same);
    expect(fastUri.equal(a, b)).toBe(same);
  });
});
