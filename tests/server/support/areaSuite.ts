// One business area's server test file: a seeded test server for the file, the demo users it signs in, get/send on
// /api, and the check every area makes of its reports — rows within the contract for plants 2 and 3, 403 for a user
// without the area role. The server starts in beforeAll, so what areaSuite returns is read lazily: `server`, `admin`
// and the users are handles whose members are looked up when a test runs.
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startTestServer,
  type LoginResult,
  type StartTestServerOptions,
  type TestServer,
} from '../../../server/testing/testServer.js';
import { expectContract } from './contractResponse.js';

/** The first run after a seed change builds the shared template database, which takes minutes on a busy machine. */
const START_TIMEOUT_MS = 900_000;

export interface AreaSuite {
  /** The file's test server. */
  server: TestServer;
  admin: LoginResult;
  /** qc.inspector: a plant-2 user with none of the office areas' roles, the usual 403 case. */
  qc: LoginResult;
  /** A user signed in before the tests: admin and qc.inspector always, the others named in `users`. */
  user(username: string): LoginResult;
  /** GET /api<url> as `who` (admin by default, null for no token). */
  get(url: string, who?: LoginResult | null): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: unknown,
    who?: LoginResult | null,
  ): Promise<LightMyRequestResponse>;
}

export interface AreaSuiteOptions {
  /** Demo users to sign in besides admin and qc.inspector (e.g. 'mx.supervisor'). */
  users?: readonly string[];
  server?: StartTestServerOptions;
}

export function areaSuite(options: AreaSuiteOptions = {}): AreaSuite {
  let started: TestServer | undefined;
  const logins = new Map<string, LoginResult>();

  beforeAll(async () => {
    started = await startTestServer(options.server);
    for (const username of ['admin', 'qc.inspector', ...(options.users ?? [])])
      logins.set(username, await started.login(username));
  }, START_TIMEOUT_MS);

  afterAll(() => started?.close());

  const current = (): TestServer => {
    if (!started) throw new Error('The test server is not running: use it inside a test or a hook');
    return started;
  };
  const signedIn = (username: string): LoginResult => {
    const login = logins.get(username);
    if (!login) throw new Error(`${username} is not signed in: name it in areaSuite({ users: [...] })`);
    return login;
  };
  const user = (username: string): LoginResult => ({
    get token() {
      return signedIn(username).token;
    },
    get headers() {
      return signedIn(username).headers;
    },
    get body() {
      return signedIn(username).body;
    },
  });
  const server: TestServer = {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    inject: (request) => current().inject(request),
    login: (username, password) => current().login(username, password),
    loginWithRoles: (plant, roles, usernamePrefix) => current().loginWithRoles(plant, roles, usernamePrefix),
    close: () => current().close(),
  };
  const admin = user('admin');
  return {
    server,
    admin,
    qc: user('qc.inspector'),
    user,
    get: (url, who = admin) => server.inject({ method: 'GET', url: `/api${url}`, headers: who ? who.headers : {} }),
    send: (method, url, payload, who = admin) =>
      server.inject({ method, url: `/api${url}`, headers: who ? who.headers : {}, payload: payload as object }),
  };
}

/** A report's URL under /api for a plant: a function of the plant, or a URL with `{p}` or without the plant. */
export type ReportUrl = string | ((plant: number) => string);

export interface ReportExpectations {
  /** The plants whose answer must have rows (default both). */
  rowsIn?: readonly number[];
  /** The list to count in an answer that is an object (an array answer is the list itself). */
  rows?: (body: Record<string, unknown>) => unknown;
  /** The user without the area role who must get 403 (default qc.inspector). */
  forbidden?: LoginResult;
}

/** [operationId, URL, what differs from the default]. */
export type AreaReport = readonly [operationId: string, url: ReportUrl, expectations?: ReportExpectations];

export function reportUrl(url: ReportUrl, plant: number): string {
  if (typeof url === 'function') return url(plant);
  if (url.includes('{p}')) return url.replaceAll('{p}', String(plant));
  const joiner = !url.includes('?') ? '?' : /[?&]$/.test(url) ? '' : '&';
  return `${url}${joiner}plant=${plant}`;
}

/** The report answers plant `plant` with 200 within the contract, and rows where they are expected. */
export async function expectReportRows(area: AreaSuite, [operationId, url, expected]: AreaReport, plant: number) {
  const res = await area.get(reportUrl(url, plant));
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const body: unknown = expectContract(operationId, res);
  const rows = Array.isArray(body)
    ? body
    : expected?.rows && body && typeof body === 'object'
      ? expected.rows({ ...body })
      : undefined;
  if (expected?.rows) expect(Array.isArray(rows), `${operationId}: the rows of the answer`).toBe(true);
  if (Array.isArray(rows) && (expected?.rowsIn ?? [2, 3]).includes(plant))
    expect(rows.length, `${operationId} plant ${plant}`).toBeGreaterThan(0);
}

export async function expectForbidden(area: AreaSuite, [, url, expected]: AreaReport) {
  expect((await area.get(reportUrl(url, 2), expected?.forbidden ?? area.qc)).statusCode).toBe(403);
}

/** One test per report: rows for plants 2 and 3, then (with `refuses`) 403 without the area role. */
export function itAnswersBothPlants(
  area: AreaSuite,
  reports: readonly AreaReport[],
  title: string,
  { refuses = false } = {},
) {
  it.each(reports.map((report) => [report[0], report] as const))(title, async (_operationId, report) => {
    for (const plant of [2, 3]) await expectReportRows(area, report, plant);
    if (refuses) await expectForbidden(area, report);
  });
}

/** One test per report and plant: rows within the contract. */
export function itAnswersEachPlant(
  area: AreaSuite,
  reports: readonly AreaReport[],
  title = '%s answers rows for plant %s',
) {
  it.each(reports.flatMap((report) => [2, 3].map((plant) => [report[0], plant, report] as const)))(
    title,
    (_operationId, plant, report) => expectReportRows(area, report, plant),
  );
}

/** One test per report: 403 for a user without the area role. */
export function itRefusesWithoutTheRole(
  area: AreaSuite,
  reports: readonly AreaReport[],
  title = '%s is forbidden without the area role',
) {
  it.each(reports.map((report) => [report[0], report] as const))(title, (_operationId, report) =>
    expectForbidden(area, report),
  );
}
