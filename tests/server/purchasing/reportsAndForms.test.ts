// The Purchasing area's report and form operations through the HTTP API: every report answers rows within the
// contract for both plants and refuses users without the area role; every write rejects bad input naming the field
// without writing anything, and saves good input that the matching list then shows.
import { describe } from 'vitest';
import { areaSuite, type AreaReport, itAnswersEachPlant, itRefusesWithoutTheRole } from '../support/areaSuite.js';

const area = areaSuite();

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const FROM = day(-60);
const TO = day(1);
/** operationId, url (plant placeholder {p}), what differs (default: rows for both plants, 403 for qc.inspector). */
const REPORTS: AreaReport[] = [
  ['listElPasoReceipts', `/reports/purchasing/elpaso-received?plant={p}&from=${FROM}&to=${TO}`],
  ['listPoReceipts', `/reports/purchasing/receipts?plant={p}&from=${FROM}&to=${TO}`],
  ['listIntercompanyPoLines', `/reports/purchasing/intercompany?plant={p}&from=${day(-365)}&to=${TO}`],
];

describe('reports', () => {
  itAnswersEachPlant(area, REPORTS, '%s answers rows for plant %s within the contract');

  itRefusesWithoutTheRole(area, REPORTS, '%s refuses a user without the area role');
});
