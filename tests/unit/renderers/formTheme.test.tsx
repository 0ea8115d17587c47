// The form theme is trimmed to what portal forms draw, and rjsf's markdown parser is replaced in the build by inline
// marks: every widget a form definition asks for is one the trimmed theme (or the engine) has, and no form opts
// into markdown descriptions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { portalFormWidgets } from '../../../engine/renderers/form/PortalForm';
import { Markdown } from '../../../engine/renderers/form/inlineMarkdown';

const screensDir = resolve(import.meta.dirname, '../../../screens');

function formDefinitions(dir = screensDir): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return formDefinitions(path);
    if (!entry.name.endsWith('.screen.json')) return [];
    const text = readFileSync(path, 'utf8');
    return JSON.parse(text).kind === 'form' ? [{ file: path, text }] : [];
  });
}

/** rjsf's names for "ui:widget" values: 'textarea' → TextareaWidget. */
const widgetName = (name: string) => `${name[0].toUpperCase()}${name.slice(1)}Widget`;
/** Widgets rjsf's core draws itself (plain inputs through the Mantine input template), and the engine's own. */
const CORE_OR_ENGINE = ['TextWidget', 'HiddenWidget', 'EmailWidget', 'UpDownWidget', 'DateWidget', 'PhotoWidget'];

describe('form theme', () => {
  it('has every widget a form definition asks for', () => {
    const forms = formDefinitions();
    expect(forms.length).toBeGreaterThan(5);
    const asked = new Set(
      forms.flatMap(({ text }) => [...text.matchAll(/"ui:widget":\s*"([A-Za-z]+)"/g)].map((m) => widgetName(m[1]))),
    );
    const known = new Set([...Object.keys(portalFormWidgets), ...CORE_OR_ENGINE]);
    expect([...asked].filter((name) => !known.has(name))).toEqual([]);
    expect(Object.keys(portalFormWidgets)).toEqual(expect.arrayContaining(['RadioWidget', 'TextareaWidget']));
  });

  it('leaves markdown out of every form, and words rjsf messages with inline marks', () => {
    const markdown = formDefinitions().filter(({ text }) => /enableMarkdownInDescription/.test(text));
    expect(markdown.map(({ file }) => file)).toEqual([]);
    const { container } = render(<Markdown>{'Unsupported field schema for field `root_x`: *Unknown type*.'}</Markdown>);
    expect(container.querySelector('code')).toHaveTextContent('root_x');
    expect(container.querySelector('em')).toHaveTextContent('Unknown type');
    expect(container).toHaveTextContent('Unsupported field schema for field root_x: Unknown type.');
  });
});
