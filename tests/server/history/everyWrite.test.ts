// Every write operation of the contract, driven once on one freshly seeded server (on the embedded database and, in
// CI's PostgreSQL lane, on PostgreSQL): each sample of tests/server/support/writeSamples.ts must succeed and leave
// record history entries (docs/adr/016) under its request id — by who sent it, naming only the entities its
// x-history declares. The list comes from the contract, so a new write operation without a sample (or a
// NO_RECORD_WRITES entry saying why it writes no record, matching its x-history: none) fails here by name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/testServer.js';
import { operations } from '../support/contractResponse.js';
import { operationHistory } from '../../../server/history/operationHistory.js';
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

  it('declares x-history: none exactly for the operations that write no record', () => {
    const none = operations()
      .filter((op) => {
        const rule = operationHistory(op);
        return rule && 'none' in rule;
      })
      .map((op) => op.operationId)
      .sort();
    expect(none).toEqual(Object.keys(NO_RECORD_WRITES).sort());
  });

  it.each(Object.keys(writeSamples))('%s succeeds and leaves its history entries', async (operationId) => {
    const run = await runSample(server, operationId);
    expect(
      run.status,
      `${run.request.method} ${run.request.url} answered ${JSON.stringify(run.body)}`,
    ).toBeGreaterThanOrEqual(200);
    expect(run.status, `${run.request.method} ${run.request.url} answered ${JSON.stringify(run.body)}`).toBeLessThan(
      300,
    );
    const rule = operationHistory(operations().find((op) => op.operationId === operationId)!);
    const declared = rule && 'entities' in rule ? rule.entities : [];
    expect(run.requestId, 'the answer of a write names its request (X-Request-Id)').toBeTruthy();
    const entries = await server.db.query<{ entity: string; operation: string; username: string | null }>(
      `SELECT entity, operation, username FROM record_history WHERE request_id = $1 ORDER BY seq`,
      [run.requestId],
    );
    expect(entries.length, `${operationId} left no history entry`).toBeGreaterThan(0);
    expect(
      [...new Set(entries.map((e) => e.entity))].filter((e) => !declared.includes(e)),
      `${operationId} wrote entities its x-history does not declare`,
    ).toEqual([]);
    for (const entry of entries) {
      expect(entry.operation).toBe(operationId);
      expect(entry.username).toBe(run.request.user);
    }
  });
});
