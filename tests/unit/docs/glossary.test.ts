// docs/glossary.md explains paint thickness units, specification limits and plant time zones, and the QC screens
// agree with it: one unit (mils, whatever the legacy PaintMM field names suggest) and one specification.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const glossary = read('docs/glossary.md');

/** Every "<low>–<high> mils" range a text quotes, as "low-high" with numbers normalised. */
function milRanges(text: string): string[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)\s*(?:–|-|to)\s*(\d+(?:\.\d+)?)\s*mils?\b/g)].map(
    (m) => `${Number(m[1])}-${Number(m[2])}`,
  );
}

describe('the glossary', () => {
  it('has paint thickness units, specification limits and plant time zones', () => {
    expect(glossary).toMatch(/^## Paint thickness/m);
    expect(glossary).toMatch(/^## Specification limits/m);
    expect(glossary).toMatch(/^## Plant days and time zones/m);
    expect(glossary).toContain('**Unit: mils**');
    expect(glossary).toContain('`paint_mm1_front`');
    expect(glossary).toContain('0.1 to 10.99');
    expect(glossary).toContain('America/Chicago');
    expect(glossary).toContain('America/Mexico_City');
    expect(glossary).toContain('docs/adr/009-plant-days-and-time-zones.md');
  });

  it('agrees with the QC screens: one unit, one specification', () => {
    const dashboard = read('screens/Executive/QCDashboard.screen.json');
    const def = JSON.parse(dashboard) as { description: string };
    // The dashboard reads the paint_mm* columns: it says their unit and that the name is not millimetres.
    expect(def.description).toMatch(/in mils/);
    expect(def.description).toMatch(/PaintMM[^.]*not millimetres/);
    expect(dashboard).not.toMatch(/"(title|caption)": "[^"]*\bmm\b/i);
    // The seeded paint audit checklist (served to the QC Template and Audits screens) quotes the same limits.
    const checklist = read('stories/fixtures/operations/getQcTemplates.json');
    const limits = glossary.slice(glossary.indexOf('## Specification limits'), glossary.indexOf('## Plant days'));
    const quoted = new Set([...milRanges(limits), ...milRanges(def.description), ...milRanges(checklist)]);
    expect([...quoted]).toEqual(['2.5-6']);
  });
});
