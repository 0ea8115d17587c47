// schemas/routes.json is the repo's copy of the canonical ../shared/routes.json (so a clone runs on its own);
// this test fails the moment the two drift apart.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const shared = resolve(root, '../shared/routes.json');

describe('schemas/routes.json', () => {
  it.runIf(existsSync(shared))('is the same list as the canonical shared/routes.json', () => {
    const copy = JSON.parse(readFileSync(resolve(root, 'schemas/routes.json'), 'utf8'));
    const canonical = JSON.parse(readFileSync(shared, 'utf8'));
    expect(copy).toEqual(canonical);
  });

  it('lists 256 routes, each path once', () => {
    const copy = JSON.parse(readFileSync(resolve(root, 'schemas/routes.json'), 'utf8'));
    const paths = [...copy.public, ...copy.internal].map((r: { path: string }) => r.path);
    expect(paths).toHaveLength(256);
    expect(new Set(paths).size).toBe(256);
  });
});
