// npm run new:screen -- --area Purchasing --route /Internal/Purchasing/Receiving --kind grid --operation
// listPurchaseOrderLines [--title "Receiving"] (or --add-route <new route> for a route of the project's own list
// schemas/routes.local.json; --help lists every flag) — scaffolds screens/<Area>/<Name>.screen.json from the ERP contract:
// roles from the area, every required parameter bound, columns from the response row schema (captions, types and
// drill types guessed from field names), and checks the result with the contract check before keeping it.
// Missing flags are asked for when stdin is a terminal. With --table <table> [--date-column <col>], an operation that
// is not in the contract yet is first created from that table (scripts/runNewOperation.ts).
import { join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { loadContract } from '../server/contract/loadContract';
import { loadRoles, loadRoutes, findRoutesFile } from './contract-check';
import { REPO_ROOT } from './contract-check/loadCatalogs';
import { addRoute } from './scaffold/addRoute';
import { KINDS } from './scaffold/scaffoldCatalogs';
import { scaffoldScreen, writeScreen, type ScaffoldOptions } from './scaffold/scaffoldScreen';

export { areaFolder, caption, screenName } from './scaffold/naming';
export { AREA_ROLES, DRILL_FIELDS, KINDS } from './scaffold/scaffoldCatalogs';
export { scaffoldScreen, writeScreen, type Scaffold, type ScaffoldOptions } from './scaffold/scaffoldScreen';

const USAGE =
  'npm run new:screen -- --area Purchasing --route /Internal/Purchasing/Receiving --kind grid --operation ' +
  'listPurchaseOrderLines [--title "Receiving"] [--table purchase_orders [--date-column po_date]]';

export const HELP = `Scaffolds a screen definition from the ERP contract and checks it with npm run check:screens.

Usage: ${USAGE}

  --route <path>        an existing route (schemas/routes.json or schemas/routes.local.json)
  --add-route <path>    a new route: appended to the project's list schemas/routes.local.json (needs --area);
                        with --kind and --operation the screen is scaffolded on it at once
  --area <Area>         the route's menu area (checked against the route lists)
  --kind <kind>         ${KINDS.join(', ')}
  --operation <id>      the contract operation that feeds the screen
  --title <text>        the page title (default: from the route)
  --component <name>    a custom screen's registered component
  --sample <p>=<value>  a demo-data value for each :param of the route
  --table <table>       create the operation from a table of the demo database (contract entry + server stub)
  --date-column <col>   with --table: the date column the report filters on
  --help                this text

Missing flags are asked for when stdin is a terminal.`;

export async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(HELP);
    return 0;
  }
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const newRoute = flag('add-route');
  if (newRoute) {
    const specPath = flag('routes') ?? findRoutesFile();
    const written = await addRoute(specPath, newRoute, flag('area'));
    console.log(`added ${newRoute} (area ${flag('area')}) to ${relative(process.cwd(), written)}`);
    if (!flag('kind') && !flag('operation')) return 0;
    argv = [...argv, '--route', newRoute];
  }
  const values: Record<string, string | undefined> = {};
  const samples: Record<string, string> = {};
  argv.forEach((arg, i) => {
    if (arg === '--sample' && argv[i + 1]?.includes('=')) {
      const [key, ...rest] = argv[i + 1].split('=');
      samples[key] = rest.join('=');
    }
  });
  for (const key of ['area', 'route', 'kind', 'operation', 'title', 'component', 'table', 'date-column'])
    values[key] = flag(key);
  const missing = ['route', 'kind', 'operation'].filter((k) => !values[k]);
  if (missing.length && process.stdin.isTTY) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    for (const key of ['area', ...missing]) {
      if (values[key]) continue;
      const answer = (await rl.question(key === 'kind' ? `kind (${KINDS.join('|')}): ` : `${key}: `)).trim();
      if (answer) values[key] = answer;
    }
    if (!values.title) values.title = (await rl.question('title (empty = from the route): ')).trim() || undefined;
    for (const param of [...(values.route ?? '').matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1])) {
      if (!samples[param]) samples[param] = (await rl.question(`demo-data value for :${param}: `)).trim();
    }
    rl.close();
  }
  const stillMissing = ['route', 'kind', 'operation'].filter((k) => !values[k]);
  if (stillMissing.length) {
    console.error(`missing ${stillMissing.map((k) => `--${k}`).join(', ')}; usage: ${USAGE}`);
    return 1;
  }
  const options: ScaffoldOptions = {
    route: values.route!,
    kind: values.kind!,
    operation: values.operation!,
    area: values.area,
    title: values.title,
    component: values.component,
    sampleParams: samples,
    screensDir: resolve(flag('screens') ?? join(REPO_ROOT, 'screens')),
    contract: loadContract(flag('schemas') ? resolve(flag('schemas')!) : undefined),
    routes: loadRoutes(flag('routes') ?? findRoutesFile()),
    roles: loadRoles(),
  };
  if (values.table) {
    const { runNewOperation } = await import('./runNewOperation');
    return runNewOperation(options, values.table, values['date-column'], flag);
  }
  const scaffold = scaffoldScreen(options);
  const result = await writeScreen(scaffold, options);
  const shown = relative(process.cwd(), scaffold.path);
  if (!result.ok) {
    console.error(`${shown} did not pass the contract check and was not kept:\n${result.messages.join('\n')}`);
    return 1;
  }
  console.log(`wrote ${shown} (passes the contract check)`);
  console.log(`its Spanish texts still to write: npm run i18n:missing -- --area ${String(scaffold.definition.area)}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
