// schemas/routes.json is the repo's copy of the canonical ../shared/routes.json (so a clone runs on its own);
// this test fails the moment the two drift apart. The project's own routes live beside it in routes.local.json.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRouteCatalogue } from '../../../server/seed/routeCatalogue';

const root = resolve(import.meta.dirname, '../../..');
const shared = resolve(root, '../shared/routes.json');

describe('schemas/routes.json', () => {
  it.runIf(existsSync(shared))('is the same list as the canonical shared/routes.json', () => {
    const copy = JSON.parse(readFileSync(resolve(root, 'schemas/routes.json'), 'utf8'));
    const canonical = JSON.parse(readFileSync(shared, 'utf8'));
    expect(copy).toEqual(canonical);
  });

  it("keeps every SPEC route in the portal's route list, each path once (project routes come on top)", () => {
    const spec = JSON.parse(readFileSync(resolve(root, 'schemas/routes.json'), 'utf8'));
    const specPaths = [...spec.public, ...spec.internal].map((r: { path: string }) => r.path);
    const all = loadRouteCatalogue(resolve(root, 'schemas/routes.json'));
    const paths = [...all.public, ...all.internal].map((r) => r.path);
    expect(specPaths.filter((p) => !paths.includes(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...all.public, ...all.internal].filter((r) => !r.local).map((r) => r.path)).toEqual(specPaths);
  });
});
