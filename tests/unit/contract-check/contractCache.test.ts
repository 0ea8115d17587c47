// The merged contract is kept between runs under the hash of its parts: a second load reads the kept copy, and an
// edited part is read afresh, never served from the old copy.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract.js';

const FIXTURE_SCHEMAS = join(import.meta.dirname, 'fixtures', 'schemas');
const made: string[] = [];

function scratch(): { schemasDir: string; cacheDir: string } {
  const dir = mkdtempSync(join(tmpdir(), 'contract-cache-'));
  made.push(dir);
  cpSync(FIXTURE_SCHEMAS, join(dir, 'schemas'), { recursive: true });
  return { schemasDir: join(dir, 'schemas'), cacheDir: join(dir, 'cache') };
}

afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadContract cache', () => {
  it('keeps the merged contract and reads it back unchanged', () => {
    const { schemasDir, cacheDir } = scratch();
    const first = loadContract(schemasDir, cacheDir);
    const entries = readdirSync(cacheDir);
    expect(entries).toHaveLength(1);
    // The kept copy is what the next load answers: change it and the load shows the change.
    const kept = join(cacheDir, entries[0]);
    const doc = JSON.parse(readFileSync(kept, 'utf8'));
    doc.info.title = 'read from the cache';
    writeFileSync(kept, JSON.stringify(doc));
    const second = loadContract(schemasDir, cacheDir);
    expect(second.info.title).toBe('read from the cache');
    expect(second.paths).toEqual(first.paths);
  });

  it('reads an edited part afresh', () => {
    const { schemasDir, cacheDir } = scratch();
    const before = loadContract(schemasDir, cacheDir);
    const root = join(schemasDir, 'erp-api.openapi.yaml');
    writeFileSync(root, readFileSync(root, 'utf8').replace('title: Fixture ERP', 'title: Edited title'));
    const after = loadContract(schemasDir, cacheDir);
    expect(before.info.title).not.toBe('Edited title');
    expect(after.info.title).toBe('Edited title');
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });

  it('works without a cache folder', () => {
    const { schemasDir } = scratch();
    expect(Object.keys(loadContract(schemasDir, undefined).paths).length).toBeGreaterThan(0);
  });
});
