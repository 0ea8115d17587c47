// The completeness check of the Spanish screen texts: the repository's es-MX.json files cover every definition text,
// and npm run check:screens fails, naming file and pointer, when one entry is missing or no longer matches a text.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main as checkScreensMain } from '../../../scripts/check-screens';
import { checkSpanishTexts } from '../../../scripts/i18n/spanishTexts';
import { main as i18nMissingMain } from '../../../scripts/i18n-missing';

const SCREENS = join(import.meta.dirname, '../../../screens');
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A screens folder holding the real QC/Hold definition (or, with `wholeFolder`, a copy of every definition, so the
 * contract check finds the drill-downs it names) and its Spanish entries, edited by `edit`.
 */
function holdFixture(edit: (entries: Record<string, string>) => void, wholeFolder = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'j-spanish-'));
  temps.push(dir);
  if (wholeFolder) cpSync(SCREENS, dir, { recursive: true });
  else cpSync(join(SCREENS, 'QC/Hold.screen.json'), join(dir, 'QC/Hold.screen.json'));
  const spanish = JSON.parse(readFileSync(join(SCREENS, 'QC/es-MX.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  const entries = { ...spanish['qc-hold'] };
  edit(entries);
  const file = wholeFolder ? { ...spanish, 'qc-hold': entries } : { 'qc-hold': entries };
  writeFileSync(join(dir, 'QC/es-MX.json'), JSON.stringify(file, null, 2));
  return dir;
}

function captured(run: () => number) {
  const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const code = run();
    const text = [...out.mock.calls, ...err.mock.calls].map((c) => String(c[0])).join('\n');
    return { code, text };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

describe('Spanish screen texts', () => {
  it('every text of every definition in the repository has its es-MX entry, and no entry is stale', () => {
    expect(checkSpanishTexts(SCREENS)).toEqual([]);
  });

  it('check:screens passes on the repository’s screens', () => {
    const { code, text } = captured(() => checkScreensMain(['--screens', SCREENS]));
    expect(text).toMatch(/^\d+ screen definitions checked, no problems$/);
    expect(code).toBe(0);
  });

  it('check:screens fails on a definition with one missing entry, naming the file and the pointer', () => {
    const dir = holdFixture((entries) => delete entries['/columns/3/caption']);
    expect(checkSpanishTexts(dir)).toEqual([
      expect.objectContaining({
        file: 'QC/Hold.screen.json',
        pointer: '/columns/3/caption',
        message: expect.stringContaining("in QC/es-MX.json (screen 'qc-hold')"),
      }),
    ]);
    const whole = holdFixture((entries) => delete entries['/columns/3/caption'], true);
    const { code, text } = captured(() => checkScreensMain(['--screens', whole]));
    expect(code).toBe(1);
    expect(text).toMatch(/QC\/Hold\.screen\.json {2}\/columns\/3\/caption {2}no Spanish text for "Work Order"/);
    expect(text).toMatch(/screen definitions checked: 1 error in 1 file$/);
  });

  it('reports an entry whose pointer no longer holds a text, and an empty entry as missing', () => {
    const dir = holdFixture((entries) => {
      entries['/columns/99/caption'] = 'Columna que ya no existe';
      entries['/title'] = ' ';
    });
    expect(checkSpanishTexts(dir)).toEqual([
      expect.objectContaining({ file: 'QC/Hold.screen.json', pointer: '/title' }),
      expect.objectContaining({
        file: 'QC/es-MX.json',
        pointer: '/qc-hold/~1columns~199~1caption',
        message: 'stale Spanish entry: QC/Hold.screen.json has no text at /columns/99/caption',
      }),
    ]);
  });

  it('i18n:missing prints the missing texts of an area and fills them from a dictionary, sorted', () => {
    const dir = holdFixture((entries) => delete entries['/columns/3/caption']);
    const english = (
      JSON.parse(readFileSync(join(dir, 'QC/Hold.screen.json'), 'utf8')) as {
        columns: Array<{ caption: string }>;
      }
    ).columns[3].caption;
    const listed = captured(() => i18nMissingMain(['--screens', dir, '--area', 'QC']));
    expect(JSON.parse(listed.text)).toEqual({ 'qc-hold': { '/columns/3/caption': english } });

    const dictionary = join(dir, 'dictionary.json');
    writeFileSync(dictionary, JSON.stringify({ [english]: 'Texto nuevo' }));
    expect(captured(() => i18nMissingMain(['--screens', dir, '--apply', dictionary])).text).toBe(
      '1 entries filled, 0 still missing',
    );
    const written = JSON.parse(readFileSync(join(dir, 'QC/es-MX.json'), 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    expect(written['qc-hold']['/columns/3/caption']).toBe('Texto nuevo');
    const keys = Object.keys(written['qc-hold']);
    expect(keys).toEqual([...keys].sort());
    expect(checkSpanishTexts(dir)).toEqual([]);
  });
});
