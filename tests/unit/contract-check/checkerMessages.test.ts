// The checker's messages an analyst acts on: a did-you-mean for an enum value from another vocabulary ("integer" for
// a column type), the line and column where a definition stops being JSON, where to add a parameter the operation
// lacks (its contract part and its handler), and --help on the scripts an analyst runs.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import { checkScreens, formatProblem, loadRoles, loadRoutes, type Problem } from '../../../scripts/contract-check';
import { main as checkScreensMain } from '../../../scripts/check-screens';
import { main as newScreenMain } from '../../../scripts/new-screen';

const ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = join(import.meta.dirname, 'fixtures');
const SCHEMAS = join(FIXTURES, 'schemas');
const contract = loadContract(SCHEMAS);
const routes = loadRoutes(join(FIXTURES, 'routes.json'));
const roles = loadRoles();
const RECEIVING = 'Purchasing/Receiving.screen.json';
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The valid fixture folder with Receiving changed by `edit`, or a file written as given. */
function checkWith(edit: (dir: string) => void): Problem[] {
  const dir = mkdtempSync(join(tmpdir(), 'checker-messages-'));
  temps.push(dir);
  cpSync(join(FIXTURES, 'valid'), dir, { recursive: true });
  edit(dir);
  return checkScreens({ screensDir: dir, contract, routes, roles, schemasDir: SCHEMAS });
}

function editReceiving(change: (def: Record<string, any>) => void) {
  return (dir: string) => {
    const file = join(dir, RECEIVING);
    const def = JSON.parse(readFileSync(file, 'utf8'));
    change(def);
    writeFileSync(file, JSON.stringify(def, null, 2));
  };
}

describe('checker messages', () => {
  it('suggests the allowed value another vocabulary means: column type "integer" → "number"', () => {
    const problems = checkWith(editReceiving((def) => (def.columns[3].type = 'integer')));
    expect(problems).toEqual([
      expect.objectContaining({
        file: RECEIVING,
        pointer: '/columns/3/type',
        message: '"integer" is not allowed here',
        suggestion: 'number',
      }),
    ]);
    expect(formatProblem(problems[0])).toMatch(/did you mean 'number'\?$/);
  });

  it('places broken JSON at its line and column', () => {
    const problems = checkWith((dir) =>
      writeFileSync(
        join(dir, 'Purchasing/Broken.screen.json'),
        '{\n  "id": "broken",\n  "kind": "grid"\n  "title": "Broken"\n}\n',
      ),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'Purchasing/Broken.screen.json',
        line: 4,
        column: 3,
        message: "not valid JSON at line 4, column 3: Expected ',' or '}' after property value",
      }),
    ]);
    expect(formatProblem(problems[0])).toMatch(
      /^Purchasing\/Broken\.screen\.json:4:3 {2}\/ {2}not valid JSON at line 4/,
    );
  });

  it('places a file that ends too early at its end', () => {
    const [problem] = checkWith((dir) =>
      writeFileSync(join(dir, 'Purchasing/Broken.screen.json'), '{\n  "id": "broken",\n'),
    );
    expect(problem).toMatchObject({ line: 2, column: 18 });
    expect(problem.message).toContain('the file ends before the JSON is complete');
  });

  it('says a parameter the operation lacks is added in its contract part and its handler', () => {
    const problems = checkWith(
      editReceiving((def) => {
        def.filters.push({ id: 'warehouse', type: 'text', label: 'Warehouse' });
        def.dataSource.params.warehouse = { from: 'filter', filter: 'warehouse' };
      }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        pointer: '/dataSource/params/warehouse',
        message: "'warehouse' is not a parameter of listPurchaseOrderLines",
        fix:
          "If 'warehouse' is a new parameter, the fix is not in this screen: declare it under the parameters of " +
          'listPurchaseOrderLines in tests/unit/contract-check/fixtures/schemas/erp-api/purchasing.yaml, read it in ' +
          'server/handlers/purchasing/listPurchaseOrderLines.ts, then run npm run generate',
      }),
    ]);
    expect(formatProblem(problems[0])).toContain(". If 'warehouse' is a new parameter");
  });
});

describe('--help', () => {
  it('check:screens and new:screen print their flags and succeed', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(checkScreensMain(['--help'])).toBe(0);
      expect(await newScreenMain(['--help'])).toBe(0);
      const printed = log.mock.calls.map((c) => String(c[0])).join('\n');
      expect(printed).toContain('npm run check:screens');
      expect(printed).toContain('--screens <dir>');
      expect(printed).toContain('--add-route <path>');
      expect(printed).toContain('--operation <id>');
    } finally {
      log.mockRestore();
    }
  });

  it('record-fixtures prints its help without starting a server', () => {
    const out = execFileSync(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/record-fixtures.ts', '--help'], {
      cwd: ROOT,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(out).toContain('npm run record-fixtures');
    expect(out).toContain('--help');
  });
});
