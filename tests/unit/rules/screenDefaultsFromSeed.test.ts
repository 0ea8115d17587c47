// Screen definitions must not start a filter on a value of the demo data (a VIN, a work order, a load or order
// number): those follow the seed's calendar (model year, week), so a default written down one week opens the screen
// on "No data" the next (VIN Lookup). Relative periods and plain choices are fine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../screens');
const SEED_KEYS = [
  /^[1-5][A-Z0-9]{2}[A-HJ-NPR-Z0-9]{14}$/, // VIN
  /^(TX|MX)\d{7}$/, // work order
  /^LD\d{8}$/, // load
  /^CO\d{7}$/, // customer order
];

function definitions(): { file: string; def: { filters?: { id: string; default?: unknown }[] } }[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.screen.json'))
    .map((file) => ({ file, def: JSON.parse(readFileSync(join(root, file), 'utf8')) }));
}

describe('screen filter defaults', () => {
  it('never name a VIN, work order, load or order of the demo data', () => {
    const all = definitions();
    expect(all.length).toBeGreaterThan(100);
    const aging = all.flatMap(({ file, def }) =>
      (def.filters ?? [])
        .filter((f) => typeof f.default === 'string' && SEED_KEYS.some((re) => re.test(f.default as string)))
        .map((f) => `${file}: filter '${f.id}' defaults to ${String(f.default)}`),
    );
    expect(aging).toEqual([]);
  });
});
