// Every write operation of the contract, driven once on one freshly seeded server: each sample of
// tests/server/support/writeSamples.ts must succeed. The list comes from the contract, so a new write operation
// without a sample (or a NO_RECORD_WRITES entry saying why it writes no record) fails here by name. runSample is the
// one place a sample's answer is taken, for the checks each write's history entry will add.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/testServer.js';
import { operations } from '../support/contractResponse.js';
import {
  dropSampleDbRoles,
  KNOWN_FAILING,
  NO_RECORD_WRITES,
  runSample,
  writeSamples,
} from '../support/writeSamples.js';

/** The first run after a seed change builds the shared template database, which takes minutes on a busy machine. */
const START_TIMEOUT_MS = 900_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, START_TIMEOUT_MS);
afterAll(async () => {
  if (!server) return;
  await dropSampleDbRoles(server);
  await server.close();
});

const writeOperations = operations()
  .filter((op) => op.method.toLowerCase() !== 'get')
  .map((op) => op.operationId);

describe('every write operation of the contract', () => {
  it('has a sample or a reason it writes no record, and nothing else is listed', () => {
    const accounted = new Set([
      ...Object.keys(writeSamples),
      ...Object.keys(NO_RECORD_WRITES),
      ...Object.keys(KNOWN_FAILING),
    ]);
    const missing = writeOperations.filter((id) => !accounted.has(id));
    const inContract = new Set(writeOperations);
    const stray = [...accounted].filter((id) => !inContract.has(id));
    const twice = Object.keys(writeSamples).filter((id) => id in NO_RECORD_WRITES || id in KNOWN_FAILING);
    expect({ missing, stray, twice }).toEqual({ missing: [], stray: [], twice: [] });
  });

  it.each(Object.keys(writeSamples))('%s succeeds', async (operationId) => {
    const run = await runSample(server, operationId);
    expect(
      run.status,
      `${run.request.method} ${run.request.url} answered ${JSON.stringify(run.body)}`,
    ).toBeGreaterThanOrEqual(200);
    expect(run.status, `${run.request.method} ${run.request.url} answered ${JSON.stringify(run.body)}`).toBeLessThan(
      300,
    );
  });
});
