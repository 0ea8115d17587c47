// npm run generate --check: a generated file that differs from what the schemas produce is named as stale.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { findStaleFiles, generateAll, main, REPO_ROOT } from '../../../scripts/generate';

const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('generate --check', () => {
  it('passes on a fresh output and names the stale file after an edit', async () => {
    const files = await generateAll();
    expect(Object.keys(files).sort()).toEqual([
      'erp-api.ts',
      'erp-limits.ts',
      'erp-operations.ts',
      'login-en-US.json',
      'login-es-MX.json',
      'northAmericaOutlines.ts',
      'screen.ts',
    ]);
    // JSON has no comments: the code files carry the banner.
    for (const [name, content] of Object.entries(files))
      if (name.endsWith('.ts'))
        expect(content.startsWith('// generated — do not edit, run npm run generate')).toBe(true);
    expect(JSON.parse(files['login-es-MX.json'])).toHaveProperty(['session.login'], 'Iniciar sesión');
    expect(files['screen.ts']).toContain('export type ScreenDefinition =');
    expect(files['screen.ts']).toContain('export type ScreenKind =');

    const out = mkdtempSync(join(tmpdir(), 'generated-'));
    temps.push(out);
    for (const [name, content] of Object.entries(files)) writeFileSync(join(out, name), content);
    expect(findStaleFiles(out, files)).toEqual([]);

    writeFileSync(
      join(out, 'screen.ts'),
      readFileSync(join(out, 'screen.ts'), 'utf8').replace('ScreenKind', 'ScreenKinds'),
    );
    expect(findStaleFiles(out, files)).toEqual(['screen.ts']);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await main(['--check', '--out', out])).toBe(1);
    expect(errors.mock.calls.flat().join('\n')).toMatch(/screen\.ts is stale: run npm run generate/);
    vi.restoreAllMocks();
  }, 120_000);

  it('regenerates into a copy of generated/ without touching the real one', async () => {
    const out = mkdtempSync(join(tmpdir(), 'generated-copy-'));
    temps.push(out);
    cpSync(join(REPO_ROOT, 'generated'), out, { recursive: true });
    rmSync(join(out, 'erp-operations.ts'), { force: true });
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await main(['--out', out])).toBe(0);
    expect(await main(['--check', '--out', out])).toBe(0);
    vi.restoreAllMocks();
  }, 120_000);
});
