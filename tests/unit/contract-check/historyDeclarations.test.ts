// The contract check of "history" declarations, on real definitions and the real contract: each passes as written,
// and a key or label field the record (or the catalogue's rows) does not have is reported at its pointer.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import { checkScreens, findRoutesFile, loadRoles, loadRoutes } from '../../../scripts/contract-check';

const contract = loadContract();
const routes = loadRoutes(findRoutesFile());
const roles = loadRoles();
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Def = Record<string, any>;

/** The problems of one real definition after `change` (alone in a screens folder). */
function problemsAfter(file: string, change: (def: Def) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'history-check-'));
  temps.push(dir);
  const [area] = file.split('/');
  mkdirSync(join(dir, area));
  const def = JSON.parse(readFileSync(join(import.meta.dirname, '../../../screens', file), 'utf8')) as Def;
  change(def);
  // Drill targets are other files; without them the drill columns would be reported too.
  for (const c of [...(def.columns ?? []), ...(def.tabs ?? []).flatMap((t: Def) => t.columns)]) delete c.drill;
  writeFileSync(join(dir, file), JSON.stringify(def));
  return checkScreens({ screensDir: dir, contract, routes, roles }).map((p) => `${p.pointer}: ${p.message}`);
}

describe('history declarations against the contract', () => {
  it('passes the machine drill-down, the Machines row dialog and the Departments catalogue as written', () => {
    expect(problemsAfter('Drilldown/Machine.screen.json', () => undefined)).toEqual([]);
    expect(problemsAfter('Production/Machines.screen.json', () => undefined)).toEqual([]);
    expect(problemsAfter('HR/Departments.screen.json', () => undefined)).toEqual([]);
  });

  it('reports a key the record or the row does not have', () => {
    expect(
      problemsAfter('Drilldown/Machine.screen.json', (def) => {
        def.history.key = 'MachineId';
      }),
    ).toEqual([expect.stringMatching(/^\/history\/key: field 'MachineId' is not in the rows of getMachine/)]);
    expect(
      problemsAfter('Production/Machines.screen.json', (def) => {
        def.rowActions[0].history.key = 'ID';
      }),
    ).toEqual([expect.stringMatching(/^\/rowActions\/0\/history\/key: field 'ID' is not in the rows of listMachines/)]);
  });

  it('reports catalogue rows that are not a list of the form, or a key or label its rows lack', () => {
    expect(
      problemsAfter('HR/Departments.screen.json', (def) => {
        def.history.rows = 'Department';
      }),
    ).toEqual(["/history/rows: 'Department' is not an array property of the form"]);
    expect(
      problemsAfter('HR/Departments.screen.json', (def) => {
        def.history.key = 'DepartmentId';
        def.history.labelField = 'Title';
      }),
    ).toEqual([
      "/history/key: 'DepartmentId' is not a field of the Departments rows",
      "/history/labelField: 'Title' is not a field of the Departments rows",
    ]);
  });

  it('reports a route key the route does not have, and a bound key on a list', () => {
    expect(
      problemsAfter('Sales/PotentialDealerEdit.screen.json', (def) => {
        def.history.key.param = 'dealerId';
      }),
    ).toEqual([expect.stringMatching(/^\/history\/key\/param: the route .* has no parameter ':dealerId'/)]);
    expect(
      problemsAfter('HR/Departments.screen.json', (def) => {
        def.history.key = { from: 'plant' };
      }),
    ).toEqual(['/history/key: the rows of a list each hold their own key: name its field']);
  });
});
