// A route that is not in SPEC: `new:screen --add-route` appends it to the project's list routes.local.json beside
// the SPEC list (which stays as it is), and the scaffold, the contract check and the role tree take it like any other
// route — without renumbering the SPEC nodes of the role tree.
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import { loadRouteCatalogue } from '../../../server/seed/routeCatalogue';
import { buildRoleTreeRows } from '../../../server/seed/seedRoleTree';
import { checkScreens, loadRoles } from '../../../scripts/contract-check';
import { main } from '../../../scripts/new-screen';

const ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
const ROUTE = '/Internal/QC/PaintQcOutOfSpec';
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

let dir = '';
let specFile = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'add-route-'));
  temps.push(dir);
  specFile = join(dir, 'routes.json');
  copyFileSync(join(ROOT, 'schemas/routes.json'), specFile);
});

function run(...args: string[]): Promise<number> {
  return main([
    '--routes',
    specFile,
    '--screens',
    join(dir, 'screens'),
    '--schemas',
    join(FIXTURES, 'schemas'),
    ...args,
  ]);
}

describe('new:screen --add-route', () => {
  it('adds a route to routes.local.json and scaffolds a screen on it that passes the check', async () => {
    const spec = readFileSync(specFile, 'utf8');
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(
        await run('--add-route', ROUTE, '--area', 'QC', '--kind', 'grid', '--operation', 'listPurchaseOrderLines'),
      ).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(readFileSync(specFile, 'utf8')).toBe(spec);
    const local = JSON.parse(readFileSync(join(dir, 'routes.local.json'), 'utf8'));
    expect(local.internal).toEqual([{ area: 'QC', path: ROUTE }]);

    const routes = loadRouteCatalogue(specFile);
    expect(routes.internal.at(-1)).toEqual({ area: 'QC', path: ROUTE, local: true });
    const definition = JSON.parse(readFileSync(join(dir, 'screens/QC/PaintQcOutOfSpec.screen.json'), 'utf8'));
    expect(definition).toMatchObject({ route: ROUTE, area: 'QC', kind: 'grid' });
    const problems = checkScreens({
      screensDir: join(dir, 'screens'),
      contract: loadContract(join(FIXTURES, 'schemas')),
      routes,
      roles: loadRoles(),
    });
    expect(problems).toEqual([]);
  });

  it('puts the new route in the role tree under its area, after every SPEC node, whose ids stay the same', async () => {
    const before = buildRoleTreeRows(loadRouteCatalogue(specFile));
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await run('--add-route', ROUTE, '--area', 'QC')).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect(existsSync(join(dir, 'screens'))).toBe(false);
    const after = buildRoleTreeRows(loadRouteCatalogue(specFile));
    expect(after.slice(0, before.length)).toEqual(before);
    const node = after.find((r) => r.routePath === ROUTE);
    const qc = after.find((r) => r.uniqId === 'area:QC');
    expect(node).toMatchObject({ id: before.length + 1, parentId: qc?.id, elementType: 'route', roles: ['qc'] });
  });

  it('refuses a route already listed, an unknown area and a second copy of a project route', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(run('--add-route', '/Internal/QC/PaintQC', '--area', 'QC')).rejects.toThrow(
        "route '/Internal/QC/PaintQC' is already in schemas/routes.json",
      );
      await expect(run('--add-route', ROUTE, '--area', 'Qc')).rejects.toThrow("unknown area 'Qc'; did you mean 'QC'?");
    } finally {
      error.mockRestore();
    }
    writeFileSync(
      join(dir, 'routes.local.json'),
      JSON.stringify({ internal: [{ area: 'QC', path: '/Internal/QC/PaintQC' }] }),
    );
    expect(() => loadRouteCatalogue(specFile)).toThrow("route '/Internal/QC/PaintQC' is listed twice");
  });

  it('names the project list when a route is missing', async () => {
    await expect(run('--route', ROUTE, '--area', 'QC', '--kind', 'grid', '--operation', 'x')).rejects.toThrow(
      /not in routes\.json.*schemas\/routes\.local\.json.*--add-route \/Internal\/QC\/PaintQcOutOfSpec --area <Area>/,
    );
  });
});
