// npm run check:report -- <operationId> [--data <dir>] [--plant 2] [--from YYYY-MM-DD --to YYYY-MM-DD] [--<parameter> <value>]
// Runs one operation (a report's query) on a throwaway copy of a seeded database (the server tests' template, or with
// --data the one `npm start` seeded in that data directory, so no second database is seeded), signed in
// as the demo admin, and checks the rows it answers against the operation's response schema in the contract: every
// missing, misnamed or mistyped field is printed with the row it was found in. For analysts without a browser: the
// column that would be silently blank in the portal shows up here. Exit code 0 when the answer conforms, 1 when not,
// 2 on a usage error.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app/buildApp';
import { compileResponseValidator, describeProblems, findHandlerSource } from '../server/app/responseValidation';
import { listOperations, loadContract, type OpenApiDocument } from '../server/contract/loadContract';
import { FRONTEND_VERSION, TOKEN_TTL_SECONDS } from '../server/config';
import { DEMO_PASSWORD } from '../server/seed/seedUsers';
import type { RuntimeHandlerMap } from '../server/http/OperationHandler';
import { ANCHOR_DAY, isoDay } from '../server/seed/plant/calendar';
import { openDatabase } from '../server/db/openDatabase';
import { openTestDatabase, type TestDatabase } from '../server/testing/templateDatabase';

export const HELP = `Usage: npm run check:report -- <operationId> [--data <dir>] [--plant 2] [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--<parameter> <value>]

Runs the operation on a throwaway copy of the seeded demo database (the server tests' template; the first run
seeds it, which takes a minute) and checks every row of the answer against the operation's response schema in
schemas/erp-api/*.yaml. Prints the fields that are missing, not in the contract or of the wrong type, with the
handler file to fix (or change the row schema in the contract part, then npm run generate).

  --data      a data directory npm start has already seeded (NORSTAR_DATA_DIR, ./data by default): its database
              is copied and the copy is used, so nothing is seeded and the directory is left as it was. Stop the
              server first, or the copy holds only what it had written to disk.
  --plant     plant id (default 2, NORSTAR U.S.; 3 is NORSTAR MX)
  --from/--to date range (default: the 90 days up to the seed's anchor day)
  --<name>    any other path or query parameter of the operation
  --help      this text

Exit code: 0 the answer matches the contract, 1 it does not (or the call failed), 2 usage error.`;

export interface CheckReportOptions {
  operationId: string;
  /** A data directory `npm start` seeded (holding pglite/): a copy of it is used instead of the tests' template. */
  dataDir?: string;
  /** Path and query parameters by name (strings, as on a URL). */
  params?: Record<string, string>;
  /** Test seams: another contract or handler map (default: the repository's). */
  contract?: OpenApiDocument;
  handlers?: RuntimeHandlerMap;
}

export interface CheckReportResult {
  status: number;
  url: string;
  rows: number;
  /** One line per mismatch (field path and what is wrong); empty when the answer conforms. */
  problems: string[];
  handlerFile?: string;
  /** The server's message when the call itself failed. */
  message?: string;
}

/** Runs the operation and checks its answer; throws only on a usage error (unknown operation, missing parameter). */
export async function checkReport(options: CheckReportOptions): Promise<CheckReportResult> {
  const contract = options.contract ?? loadContract();
  const op = listOperations(contract).find((o) => o.operationId === options.operationId);
  if (!op) throw new Error(`No operation '${options.operationId}' in the contract`);
  if (op.method !== 'get') throw new Error(`${op.operationId} is a ${op.method.toUpperCase()}: only reads are run`);
  const validate = compileResponseValidator(contract, op);
  if (!validate) throw new Error(`${op.operationId} does not answer JSON; nothing to check`);

  const params = { ...options.params };
  let path = op.path;
  const query = new URLSearchParams();
  for (const p of op.parameters) {
    const value = params[p.name];
    delete params[p.name];
    if (p.in === 'path') {
      if (value === undefined) throw new Error(`${op.operationId} needs --${p.name} (a path parameter)`);
      path = path.replace(`{${p.name}}`, encodeURIComponent(value));
    } else if (p.in === 'query' && value !== undefined) query.set(p.name, value);
    else if (p.in === 'query' && p.required) throw new Error(`${op.operationId} needs --${p.name}`);
  }
  const unknown = Object.keys(params);
  if (unknown.length) throw new Error(`${op.operationId} has no parameter ${unknown.map((n) => `--${n}`).join(', ')}`);
  const url = `/api${path}${query.size ? `?${query}` : ''}`;

  const { db, dataDir, dispose } = options.dataDir
    ? await openDataDirCopy(options.dataDir)
    : await openTestDatabase('demo');
  try {
    const app = await buildApp(
      {
        port: 0,
        dataDir,
        captcha: false,
        jwtSecret: new Uint8Array(0),
        tokenTtlSeconds: TOKEN_TTL_SECONDS,
        frontendVersion: FRONTEND_VERSION,
        seed: 'demo',
        seedScale: 1,
        loginLimitPerMinute: 1000,
      },
      db,
      // The rows are checked here, field by field, as the handler answered them: not the pipeline's 500, nor what the
      // schema serializer would leave of them.
      { contract, handlers: options.handlers, logger: false, validateResponses: false, serializeResponses: false },
    );
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/User/Authenticate',
        payload: { Username: 'admin', Password: DEMO_PASSWORD },
      });
      if (login.statusCode !== 200) throw new Error(`Signing in as admin failed: ${login.body}`);
      const res = await app.inject({ url, headers: { authorization: `Bearer ${login.json().Token}` } });
      if (res.statusCode !== 200) {
        const body = safeJson(res.body);
        const message =
          body && typeof body === 'object' && 'message' in body ? String(body.message) : res.body.slice(0, 300);
        return { status: res.statusCode, url, rows: 0, problems: [], message };
      }
      const answer = safeJson(res.body);
      const rows = Array.isArray(answer) ? answer.length : 1;
      if (validate(answer)) return { status: 200, url, rows, problems: [] };
      return {
        status: 200,
        url,
        rows,
        problems: describeProblems(validate.errors, 20),
        handlerFile: findHandlerSource(op.operationId),
      };
    } finally {
      await app.close();
    }
  } finally {
    await dispose();
  }
}

/** A throwaway copy of a seeded data directory's database: the original is never opened, so a stopped server's
 * directory is left byte-identical. */
export async function openDataDirCopy(source: string): Promise<TestDatabase> {
  const from = resolve(source);
  if (!existsSync(join(from, 'pglite', 'PG_VERSION')))
    throw new Error(
      `No seeded database in ${from} (no pglite/ there): start the portal once with NORSTAR_DATA_DIR=${source} npm start, or leave out --data`,
    );
  const dataDir = mkdtempSync(join(tmpdir(), 'norstar-check-report-'));
  cpSync(join(from, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  const db = await openDatabase({ dataDir });
  return {
    db,
    dataDir,
    async dispose() {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Parses `<operationId> [--data dir] --name value …`; defaults plant 2 and the 90 days up to the seed's anchor when
 * asked for. */
export function parseArgs(
  argv: string[],
  contract = loadContract(),
): { operationId: string; params: Record<string, string>; dataDir?: string } {
  const [operationId, ...rest] = argv;
  if (!operationId || operationId.startsWith('--'))
    throw new Error('Name the operation: npm run check:report -- <operationId>');
  const params: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (!flag.startsWith('--') || value === undefined || value.startsWith('--'))
      throw new Error(`Expected --<parameter> <value>, got '${flag}'`);
    params[flag.slice(2)] = value;
    i++;
  }
  const op = listOperations(contract).find((o) => o.operationId === operationId);
  const names = new Set(op?.parameters.map((p) => p.name) ?? []);
  if (names.has('plant')) params.plant ??= '2';
  if (names.has('from')) params.from ??= isoDay(ANCHOR_DAY - 90);
  if (names.has('to')) params.to ??= isoDay(ANCHOR_DAY);
  // No operation has a parameter named data: the flag is the script's own.
  const { data: dataDir, ...others } = params;
  return { operationId, params: others, ...(dataDir === undefined ? {} : { dataDir }) };
}

export async function main(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h') || argv.length === 0) {
    out(HELP);
    return argv.length === 0 ? 2 : 0;
  }
  let result: CheckReportResult;
  try {
    const { operationId, params, dataDir } = parseArgs(argv);
    out(`Running ${operationId} on ${dataDir ? `a copy of the database in ${dataDir}` : 'the seeded demo database'} …`);
    result = await checkReport({ operationId, params, dataDir });
  } catch (error) {
    out(error instanceof Error ? error.message : String(error));
    return 2;
  }
  out(`GET ${result.url} → ${result.status}, ${result.rows} row(s)`);
  if (result.status !== 200) {
    out(`The call failed: ${result.message ?? ''}`);
    return 1;
  }
  if (!result.problems.length) {
    out(
      result.rows === 0 ? 'No rows to check: widen --from/--to or try --plant 3.' : 'Every row matches the contract.',
    );
    return 0;
  }
  out(
    `The answer does not match the row schema in the contract${result.handlerFile ? ` (handler ${result.handlerFile})` : ''}:`,
  );
  for (const problem of result.problems) out(`  ${problem}`);
  out('Fix the SQL alias in the handler, or the row schema in schemas/erp-api/*.yaml (then npm run generate).');
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
