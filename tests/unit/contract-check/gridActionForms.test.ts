// The contract check of a grid's toolbar actions, forms and operation-fed selects, on the real Employees definition
// and the real contract: the definition passes, and each mistake an analyst could make in it is reported at its pointer.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import { checkScreens, findRoutesFile, loadRoles, loadRoutes } from '../../../scripts/contract-check';

const SOURCE = join(import.meta.dirname, '../../../screens/HR/Employees.screen.json');
const contract = loadContract();
const routes = loadRoutes(findRoutesFile());
const roles = loadRoles();
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Def = Record<string, any>;

/** The problems of the Employees definition after `change` (alone in a screens folder). */
function problemsAfter(change: (def: Def) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'grid-actions-'));
  temps.push(dir);
  mkdirSync(join(dir, 'HR'));
  const def = JSON.parse(readFileSync(SOURCE, 'utf8')) as Def;
  change(def);
  // The employee drill-down is another file; without it the drill column would be reported too.
  for (const c of def.columns) delete c.drill;
  writeFileSync(join(dir, 'HR', 'Employees.screen.json'), JSON.stringify(def));
  return checkScreens({ screensDir: dir, contract, routes, roles }).map((p) => `${p.pointer}: ${p.message}`);
}

describe('grid toolbar actions, forms and selects fed by operations', () => {
  it('passes the Employees definition as written', () => {
    expect(problemsAfter(() => undefined)).toEqual([]);
  });

  it('reports an action naming a missing form and a form field the operation does not take', () => {
    const problems = problemsAfter((def) => {
      def.rowActions[0].form = 'employe';
      def.forms.employee.schema.properties.Nickname = { type: 'string' };
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        "/rowActions/0/form: no form named 'employe' in this grid's \"forms\"",
        expect.stringMatching(
          /^\/forms\/employee\/schema\/properties\/Nickname: form field 'Nickname' is not in the request body of saveEmployee/,
        ),
      ]),
    );
  });

  it('reports a select option source with an unknown field, an unbound required parameter or a field not in the form', () => {
    const problems = problemsAfter((def) => {
      def.forms.employee.options.ShiftId.labelField = 'ShiftName';
      delete def.forms.employee.options.DepartmentId.params;
      def.forms.employee.options.Nickname = def.forms.employee.options.ForemanId;
      def.toolbarActions[1].fields[0].options.operationId = 'listWorkCenterOption';
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/forms\/employee\/options\/ShiftId\/labelField: /),
        "/forms/employee/options/DepartmentId/params: required parameter 'plant' of listDepartmentOptions is not bound",
        "/forms/employee/options/Nickname: 'Nickname' is not a field of form 'employee'",
        "/toolbarActions/1/fields/0/options/operationId: unknown operation 'listWorkCenterOption'",
      ]),
    );
  });

  it('reports ticked rows sent without a selection, a ticked field not in the rows, and a load without its parameter', () => {
    const problems = problemsAfter((def) => {
      delete def.toolbarActions[1].selection;
      def.toolbarActions[1].bind.EmployeeIds.field = 'EmployeeId';
      def.toolbarActions[0].load.bind = {};
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        '/toolbarActions/1/bind/EmployeeIds: {"from":"selection"} needs an action on a selection',
        expect.stringMatching(/^\/toolbarActions\/1\/bind\/EmployeeIds\/field: /),
        "/toolbarActions/0/load/bind: required parameter 'plant' of getEmptyEmployee is not bound",
      ]),
    );
  });
});
