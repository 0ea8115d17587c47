// The reachability rule of the contract check on this repository's own contract, definitions and portal code: it
// passes as the repository stands, and fails naming the operation when a screen's (or the code's) use of it is
// removed, when an exempt operation is in use, and when an exemption gives no reason.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import {
  checkOperationsUsed,
  readOperationUseSources,
  UNUSED_BY_SCREENS,
  type SourceText,
} from '../../../scripts/contract-check/checkOperationsUsed';
import { REPO_ROOT } from '../../../scripts/contract-check/loadCatalogs';

const contract = loadContract();
const screensDir = join(REPO_ROOT, 'screens');
const sources = readOperationUseSources(REPO_ROOT, screensDir, [join(REPO_ROOT, 'engine'), screensDir]);

/** The definitions with one file's JSON changed by `edit`. */
function editDefinition(file: string, edit: (def: any) => void): SourceText[] {
  return sources.definitions.map((d) => {
    if (d.file !== file) return d;
    const def = JSON.parse(d.text);
    edit(def);
    return { file: d.file, text: JSON.stringify(def) };
  });
}

const unusedIds = (problems: { message: string }[]) =>
  problems.map((p) => /calls (\w+) /.exec(p.message)?.[1]).filter(Boolean);

describe('every contract operation is called by a screen or the portal, or says why not', () => {
  it('passes on the repository as it stands', () => {
    expect(checkOperationsUsed({ contract, ...sources })).toEqual([]);
  });

  it("fails naming finishNestJob and rejectNestJob when the Sigmanest screen's row actions are removed", () => {
    const definitions = editDefinition('screens/Production/Sigmanest.screen.json', (def) => delete def.rowActions);
    const problems = checkOperationsUsed({ contract, definitions, code: sources.code });
    expect(unusedIds(problems)).toEqual(['finishNestJob', 'rejectNestJob']);
    expect(problems[0].message).toBe(
      'no screen, action, drill-down or portal code calls finishNestJob (POST /process_reporting/nestjobs/finish/)',
    );
    expect(problems[0].expected).toContain(`${UNUSED_BY_SCREENS}:`);
  });

  it('fails when a toolbar action, a select input or a drill-down tab no longer calls its operation', () => {
    const machines = editDefinition('screens/Production/Machines.screen.json', (def) => delete def.toolbarActions);
    expect(unusedIds(checkOperationsUsed({ contract, definitions: machines, code: sources.code }))).toEqual([
      'createMachine',
    ]);
    const item = editDefinition('screens/Drilldown/Item.screen.json', (def) => {
      def.tabs = def.tabs.filter((tab: any) => tab.dataSource.operationId !== 'getBillOfMaterial');
    });
    expect(unusedIds(checkOperationsUsed({ contract, definitions: item, code: sources.code }))).toEqual([
      'getBillOfMaterial',
    ]);
  });

  it('counts hand-written calls by operationId and by path: removing the file that calls one reports it', () => {
    // The bot check's widget builds `${apiBaseUrl()}/captcha/challenge`; nothing else calls getCaptchaChallenge.
    const withoutCaptcha = sources.code.filter((c) => c.file !== 'engine/session/CaptchaWidget.tsx');
    expect(
      unusedIds(checkOperationsUsed({ contract, definitions: sources.definitions, code: withoutCaptcha })),
    ).toEqual(['getCaptchaChallenge']);
  });

  it('reports an exemption on an operation a screen uses, and an exemption without a reason', () => {
    const doc = structuredClone(contract);
    doc.paths['/process_reporting/nestjobs/finish/'].post![UNUSED_BY_SCREENS] =
      'Called by the Sigmanest post-processor.';
    doc.paths['/bench/rows'].get![UNUSED_BY_SCREENS] = '';
    const problems = checkOperationsUsed({ contract: doc, ...sources });
    expect(problems.map((p) => p.message)).toEqual([
      'the exemption of getBenchRows gives no reason',
      'finishNestJob is exempt as unused by screens, but screens/Production/Sigmanest.screen.json calls it',
    ]);
  });
});
