// `npm start`'s portal build is cached by content: an unchanged checkout keeps dist/, a second clone of the same
// sources copies the build from the shared cache instead of running vite build, and a changed source rebuilds.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildKey, ensurePortalBuild } from '../../../scripts/portalBuild.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portal-build-'));
  made.push(dir);
  return dir;
}

/** A checkout with a few build inputs and one file outside them. */
function checkout(): string {
  const root = tempDir();
  mkdirSync(join(root, 'engine'), { recursive: true });
  mkdirSync(join(root, 'screens', 'Sales'), { recursive: true });
  writeFileSync(join(root, 'engine', 'main.tsx'), 'export const app = 1;\n');
  writeFileSync(join(root, 'screens', 'Sales', 'Orders.screen.json'), '{"title":"Orders"}\n');
  writeFileSync(join(root, 'package.json'), '{"name":"portal"}\n');
  writeFileSync(join(root, 'README.md'), 'not a build input\n');
  return root;
}

/** A stand-in for vite build that writes dist/ and counts its runs. */
function fakeBuild(root: string) {
  const calls = { n: 0 };
  const build = async () => {
    calls.n += 1;
    rmSync(join(root, 'dist'), { recursive: true, force: true });
    mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
    writeFileSync(join(root, 'dist', 'index.html'), `<html>build ${calls.n}</html>`);
    writeFileSync(join(root, 'dist', 'assets', 'app.js'), readFileSync(join(root, 'engine', 'main.tsx')));
  };
  return { build, calls };
}

describe('portal build cache', () => {
  it('builds once, then keeps dist/ while no build input changes', async () => {
    const root = checkout();
    const cacheDir = join(tempDir(), 'cache');
    const { build, calls } = fakeBuild(root);
    expect(await ensurePortalBuild({ root, build, cacheDir })).toBe('built');
    expect(await ensurePortalBuild({ root, build, cacheDir })).toBe('fresh');
    // A file that is not a build input (docs) changes nothing.
    writeFileSync(join(root, 'README.md'), 'edited\n');
    expect(await ensurePortalBuild({ root, build, cacheDir })).toBe('fresh');
    expect(calls.n).toBe(1);
  });

  it('gives a second clone of the same sources the cached build without running the build', async () => {
    const first = checkout();
    const cacheDir = join(tempDir(), 'cache');
    await ensurePortalBuild({ root: first, build: fakeBuild(first).build, cacheDir });

    const second = tempDir();
    cpSync(first, second, { recursive: true, filter: (src) => !src.includes(`${first}/dist`) });
    const { build, calls } = fakeBuild(second);
    expect(buildKey(second)).toBe(buildKey(first));
    expect(await ensurePortalBuild({ root: second, build, cacheDir })).toBe('cached');
    expect(calls.n).toBe(0);
    expect(readFileSync(join(second, 'dist', 'index.html'), 'utf8')).toBe('<html>build 1</html>');
    expect(readFileSync(join(second, 'dist', 'assets', 'app.js'), 'utf8')).toBe('export const app = 1;\n');
  });

  it('rebuilds when a source changes, and again uses the cache when it changes back', async () => {
    const root = checkout();
    const cacheDir = join(tempDir(), 'cache');
    const { build, calls } = fakeBuild(root);
    await ensurePortalBuild({ root, build, cacheDir });
    writeFileSync(join(root, 'screens', 'Sales', 'Orders.screen.json'), '{"title":"Open orders"}\n');
    expect(await ensurePortalBuild({ root, build, cacheDir })).toBe('built');
    expect(calls.n).toBe(2);
    writeFileSync(join(root, 'screens', 'Sales', 'Orders.screen.json'), '{"title":"Orders"}\n');
    expect(await ensurePortalBuild({ root, build, cacheDir })).toBe('cached');
    expect(readFileSync(join(root, 'dist', 'index.html'), 'utf8')).toBe('<html>build 1</html>');
    expect(calls.n).toBe(2);
  });

  it('rebuilds a dist/ that does not say which sources it was built from', async () => {
    const root = checkout();
    const { build, calls } = fakeBuild(root);
    await build();
    expect(await ensurePortalBuild({ root, build, cacheDir: join(tempDir(), 'cache') })).toBe('built');
    expect(calls.n).toBe(2);
  });
});
