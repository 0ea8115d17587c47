// npm run check:screens — the contract check: every screens/**/*.screen.json against the screen schema and the ERP
// contract, and every text a user reads in them against the folder's Spanish file (es-MX.json). Prints every problem as "file  /json/pointer  message (expected …)", a summary, and exits 1 on any error.
// Options: --screens <dir> (default screens/), --routes <routes.json> (default NORSTAR_ROUTES or schemas/routes.json,
// plus the project's routes.local.json beside it), --help. Also reports every contract operation that no screen or
// portal code calls and that has no reasoned x-unused-by-screens exemption (contract-check/checkOperationsUsed.ts).
import { relative, resolve, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadContract } from '../server/contract/loadContract';
import {
  checkScreensWithCount,
  formatProblem,
  formatSummary,
  loadRoles,
  loadRoutes,
  findRoutesFile,
} from './contract-check';
import { REPO_ROOT } from './contract-check/loadCatalogs';
import { checkOperationsUsed, readOperationUseSources } from './contract-check/checkOperationsUsed';
import { createOperationSources } from './contract-check/operationSources';
import { SCHEMAS_DIR } from '../server/contract/loadContract';
import { checkSpanishTexts } from './i18n/spanishTexts';
import { CHECK_SCREENS_HELP, printedHelp } from './support/scriptHelp';

export function main(argv: string[]): number {
  if (printedHelp(argv, CHECK_SCREENS_HELP)) return 0;
  const option = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const screensDir = resolve(option('--screens') ?? join(REPO_ROOT, 'screens'));
  const contract = loadContract();
  const checked = checkScreensWithCount({
    screensDir,
    contract,
    routes: loadRoutes(option('--routes') ?? findRoutesFile()),
    roles: loadRoles(),
  });
  const { fileCount } = checked;
  // Every operation of the contract is called by a screen or the portal's code, or says why not (x-unused-by-screens).
  const sources = createOperationSources(SCHEMAS_DIR, join(REPO_ROOT, 'server/handlers'), REPO_ROOT);
  const unused = checkOperationsUsed({
    contract,
    ...readOperationUseSources(REPO_ROOT, screensDir, [join(REPO_ROOT, 'engine'), screensDir]),
    partOf: (id) => {
      const part = sources(id).contractPart;
      return part ? relative(screensDir, join(REPO_ROOT, part)) : undefined;
    },
  });
  const problems = [...checked.problems, ...checkSpanishTexts(screensDir), ...unused];
  for (const problem of problems) {
    console.error(formatProblem(problem, relative(process.cwd(), join(screensDir, problem.file))));
  }
  const summary = formatSummary(fileCount, problems);
  if (problems.length) console.error(summary);
  else console.log(summary);
  return problems.length ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    process.exit(main(process.argv.slice(2)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
