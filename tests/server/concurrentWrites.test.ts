// The same write fired twice at the same moment through two server instances on one PostgreSQL database (a
// double-tapped Save, two inspectors on one unit, a retried request), 20 times per operation: every natural key ends
// with exactly one record, the loser of a duplicate gets 409 naming the field, document numbers never repeat, and no
// request answers 5xx. Needs a real PostgreSQL (DATABASE_URL; npm run test:server:pg): the embedded database runs one
// transaction at a time, so two requests can never interleave there and the race cannot happen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../server/db/Database.js';
import { DEMO_PASSWORD } from '../../server/seed/seedUsers.js';
import { startTwoInstances, type TwoInstances } from '../../server/testing/twoInstances.js';
import { findPaintQcTrailerUnit } from '../../server/testing/findPaintQcTrailerUnit.js';
import { paintQcTrailerSave } from '../../server/testing/paintQcTrailerBody.js';

const databaseUrl = process.env.DATABASE_URL;
const ROUNDS = 20;

type Request = { method: 'POST' | 'PUT'; url: string; payload: object };

/**
 * One operation raced: `requests(i)` gives round i's two requests (the same write, or a look-alike of it), `rows(i)`
 * how many records the round's natural key holds afterwards. `duplicate: 'error'` — one 200, one 409 naming `field`;
 * `'upsert'` — both 200 (the second updates what the first created).
 */
interface RaceCase {
  name: string;
  duplicate: 'error' | 'upsert';
  field?: string;
  requests: (i: number) => Promise<[Request, Request]> | [Request, Request];
  rows: (i: number) => Promise<number>;
}

describe.skipIf(!databaseUrl)(
  'concurrent duplicate writes through two instances (needs PostgreSQL: DATABASE_URL; the embedded database runs one transaction at a time)',
  () => {
    let instances: TwoInstances;
    let a: FastifyInstance;
    let b: FastifyInstance;
    let db: Database;
    let auth: Record<string, string>;
    let adminGuid: string;
    const run = `${Date.now() % 100000}`;

    const count = async (sql: string, params: unknown[]) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

    /** Both requests at once, one through each instance. */
    const race = ([first, second]: [Request, Request]) =>
      Promise.all([
        a.inject({ ...first, headers: auth } as InjectOptions),
        b.inject({ ...second, headers: auth } as InjectOptions),
      ]);

    beforeAll(async () => {
      instances = await startTwoInstances({ loginLimitPerMinute: 10_000 });
      ({ app: a, db } = instances.a);
      b = instances.b.app;
      const login = await a.inject({
        method: 'POST',
        url: '/api/User/Authenticate',
        payload: { Username: 'admin', Password: DEMO_PASSWORD },
      });
      auth = { authorization: `Bearer ${login.json().Token}` };
      adminGuid = login.json().User.Guid;
    });
    afterAll(async () => {
      await instances?.close();
    });

    const expectRound = (race: RaceCase, i: number, answers: LightMyRequestResponse[]) => {
      const statuses = answers.map((r) => r.statusCode).sort();
      for (const r of answers) expect(r.statusCode, `${race.name} round ${i}: ${r.body}`).toBeLessThan(500);
      if (race.duplicate === 'upsert') {
        expect(statuses, `${race.name} round ${i}: ${answers.map((r) => r.body).join(' | ')}`).toEqual([200, 200]);
        return;
      }
      expect(statuses, `${race.name} round ${i}: ${answers.map((r) => r.body).join(' | ')}`).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!.json();
      expect(loser.fieldErrors.map((e: { field: string }) => e.field)).toContain(race.field);
      expect(loser.message).not.toMatch(/duplicate key|constraint/i);
    };

    const racePair = async (c: RaceCase, i: number) => race(await c.requests(i));
    const paintWorkOrders: string[] = [];

    const CASES: RaceCase[] = [
      {
        name: 'createUserGroup (names unique per plant regardless of case)',
        duplicate: 'error',
        field: 'Name',
        requests: (i) => [
          { method: 'POST', url: '/api/usergroups', payload: { Name: `Race ${run} group ${i}`, EplantId: 2 } },
          { method: 'POST', url: '/api/usergroups', payload: { Name: `RACE ${run} GROUP ${i}`, EplantId: 2 } },
        ],
        rows: (i) => count('user_groups WHERE eplant_id = 2 AND lower(name) = lower($1)', [`race ${run} group ${i}`]),
      },
      {
        name: 'createUser (usernames unique regardless of case)',
        duplicate: 'error',
        field: 'Username',
        requests: (i) => {
          const user = (username: string) => ({
            method: 'POST' as const,
            url: '/api/user/',
            payload: {
              Guid: null,
              Firstname: 'Race',
              Lastname: `Runner ${i}`,
              Username: username,
              Email: null,
              EplantId: 2,
              Password: 'Racer2026x',
            },
          });
          return [user(`racer${run}x${i}`), user(`RACER${run}X${i}`)];
        },
        rows: (i) => count('users WHERE lower(username) = $1', [`racer${run}x${i}`]),
      },
      {
        name: 'createMachine (codes unique per plant regardless of case)',
        duplicate: 'error',
        field: 'Code',
        requests: (i) => {
          const machine = (code: string) => ({
            method: 'POST' as const,
            url: '/api/machines/',
            payload: {
              Code: code,
              Name: `Race laser ${i}`,
              EplantId: 2,
              WorkCenterId: null,
              Manufacturer: 'Trumpf',
              Model: 'TruLaser 3030',
              SerialNumber: `RL-${i}`,
              Status: 'Idle',
              InstalledOn: null,
            },
          });
          return [machine(`RACE-${run}-${i}`), machine(`race-${run}-${i}`)];
        },
        rows: (i) => count('machines WHERE eplant_id = 2 AND upper(code) = $1', [`RACE-${run}-${i}`]),
      },
      {
        name: 'saveEmployee, new (employee numbers unique per plant)',
        duplicate: 'error',
        field: 'EmployeeNumber',
        requests: (i) => {
          const employee = (first: string) => ({
            method: 'POST' as const,
            url: '/api/employees/',
            payload: {
              Id: null,
              EmployeeNumber: `9${run}${String(i).padStart(2, '0')}`,
              FirstName: first,
              LastName: 'Racer',
              HireDate: '2026-01-05',
              EplantId: 3,
            },
          });
          return [employee('Ana'), employee('Beto')];
        },
        rows: (i) =>
          count('employees WHERE eplant_id = 3 AND employee_number = $1', [`9${run}${String(i).padStart(2, '0')}`]),
      },
      {
        name: 'assignUnitSerial (one serial on two units: serial numbers unique)',
        duplicate: 'error',
        field: 'SerialNo',
        requests: async (i) => {
          const units = await db.query<{ vin: string }>(
            `SELECT trim(vin) AS vin FROM jobs j WHERE eplant_id = 2 AND vin IS NOT NULL
                AND NOT EXISTS (SELECT 1 FROM unit_serials s WHERE s.job_id = j.id AND s.serial_type = 'rear_axle')
              ORDER BY id LIMIT 2 OFFSET $1`,
            [i * 2],
          );
          const serial = (vin: string) => ({
            method: 'POST' as const,
            url: '/api/inventory/serials?plant=2',
            payload: { VIN: vin, SerialType: 'rear_axle', SerialNo: `RX${run}${i}` },
          });
          return [serial(units[0].vin), serial(units[1].vin)];
        },
        rows: (i) => count('unit_serials WHERE upper(serial_no) = $1', [`RX${run}${i}`]),
      },
      {
        name: 'addPaintQcTrailer (one record per plant, work order and kind)',
        duplicate: 'upsert',
        requests: async (i) => {
          const unit = await findPaintQcTrailerUnit(db, (o) => a.inject(o), auth, { withoutRecord: true });
          const save = (comment: string) => paintQcTrailerSave(unit, { Guid: adminGuid, UserName: 'Race' }, comment);
          paintWorkOrders[i] = unit.WorkorderNumber;
          return [save('inspector one'), save('inspector two')];
        },
        rows: (i) =>
          count(`paint_qc_records WHERE eplant_id = 2 AND workorder_number = $1 AND type = 'trailer'`, [
            paintWorkOrders[i],
          ]),
      },
    ];
    it.each(CASES.map((c) => [c.name, c] as const))(
      '%s: 20 × 2 at once leave exactly one record each, no 5xx',
      async (_name, race) => {
        for (let i = 0; i < ROUNDS; i++) {
          const answers = await racePair(race, i);
          expectRound(race, i, answers);
          expect(await race.rows(i), `${race.name} round ${i}`).toBe(1);
        }
      },
    );

    /** Document numbers: both creations succeed and never share a number. */
    const NUMBERED: Array<{ name: string; key: string; request: () => Promise<Request> }> = [
      {
        name: 'createSalesQuote',
        key: 'QuoteNo',
        request: async () => {
          const [dealer] = await db.query<{ cust_no: string }>(
            'SELECT cust_no FROM customers WHERE eplant_id = 2 AND is_dealer AND active ORDER BY id LIMIT 1',
          );
          const [model] = await db.query<{ item_no: string }>(
            "SELECT item_no FROM items WHERE eplant_id = 2 AND class = 'FG' AND price IS NOT NULL ORDER BY arinvt_id LIMIT 1",
          );
          return {
            method: 'POST',
            url: '/api/sales/quotes?plant=2',
            payload: { CustomerNo: dealer.cust_no, ItemNo: model.item_no, Qty: 1, DiscountPct: 0, Freight: 0 },
          };
        },
      },
      {
        name: 'createSalesOrder',
        key: 'CoNum',
        request: async () => {
          const [dealer] = await db.query<{ cust_no: string }>(
            'SELECT cust_no FROM customers WHERE eplant_id = 2 AND is_dealer AND active ORDER BY id LIMIT 1',
          );
          const [model] = await db.query<{ item_no: string }>(
            "SELECT item_no FROM items WHERE eplant_id = 2 AND class = 'FG' AND price IS NOT NULL ORDER BY arinvt_id LIMIT 1",
          );
          return {
            method: 'POST',
            url: '/api/sales/orders?plant=2',
            payload: { CustomerNo: dealer.cust_no, ItemNo: model.item_no, Qty: 1, DueDate: '2099-12-31' },
          };
        },
      },
      {
        name: 'createWarrantyCase',
        key: 'CaseNo',
        request: async () => {
          const [unit] = await db.query<{ vin: string }>(
            `SELECT trim(vin) AS vin FROM jobs WHERE eplant_id = 2 AND vin IS NOT NULL ORDER BY id LIMIT 1`,
          );
          return {
            method: 'POST',
            url: '/api/customer-service/warranty-cases?plant=2',
            payload: {
              VIN: unit.vin,
              Category: 'Brakes',
              Description: 'Raced claim',
              ClaimAmount: 100,
              SubmittedBy: 'Race desk',
            },
          };
        },
      },
    ];

    it.each(NUMBERED.map((c) => [c.name, c] as const))(
      '%s: 20 × 2 at once never give two documents one number',
      async (name, c) => {
        const numbers = new Set<string>();
        for (let i = 0; i < ROUNDS; i++) {
          const request = await c.request();
          const answers = await race([request, request]);
          for (const r of answers) expect(r.statusCode, `${name} round ${i}: ${r.body}`).toBe(200);
          for (const r of answers) numbers.add(String(r.json()[c.key]));
        }
        expect(numbers.size).toBe(ROUNDS * 2);
      },
    );

    it('convertWebQuote: two conversions of one web quote at once make one dealer quote', async () => {
      const [template] = (
        await a.inject({ url: '/api/reports/dealer-portal/web-quotes/open?plant=2', headers: auth })
      ).json() as Array<{ QuoteNo: string; SuggestedDealerNo: string; ListPrice: number }>;
      for (let i = 0; i < ROUNDS; i++) {
        // A fresh open web quote per round, a copy of one the seed made.
        const quoteNo = `WQR${run}${String(i).padStart(2, '0')}`;
        await db.query(
          `INSERT INTO web_quotes
           SELECT (jsonb_populate_record(NULL::web_quotes,
                     to_jsonb(w) || jsonb_build_object('id', 900000 + $3::int, 'quote_no', $1::text, 'status', 'New'))).*
             FROM web_quotes w WHERE quote_no = $2`,
          [quoteNo, template.QuoteNo, Number(run) * 100 + i],
        );
        const convert: Request = {
          method: 'POST',
          url: `/api/dealer-portal/web-quotes/${quoteNo}/convert`,
          payload: { DealerNo: template.SuggestedDealerNo, UnitPrice: template.ListPrice },
        };
        const answers = await race([convert, convert]);
        expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(' | ')).toEqual([200, 400]);
        expect(
          await count('dealer_quotes d JOIN web_quotes w ON w.id = d.web_quote_id WHERE w.quote_no = $1', [quoteNo]),
        ).toBe(1);
      }
    });

    it('paySpifUser: two payments of one salesperson at once pay the approved claims once', async () => {
      const [person] = await db.query<{ id: number }>(
        'SELECT id FROM spif_users WHERE w9_on_file AND active ORDER BY id LIMIT 1',
      );
      for (let i = 0; i < ROUNDS; i++) {
        // Anything the seed left approved is paid first, so each round pays exactly its own two claims.
        await db.query(`UPDATE spif_claims SET status = 'Pending' WHERE spif_user_id = $1 AND status = 'Approved'`, [
          person.id,
        ]);
        for (const k of [1, 2])
          await db.query(
            `INSERT INTO spif_claims (eplant_id, spif_user_id, vin, sale_date, claim_date, amount, status)
             SELECT eplant_id, id, $2, current_date, current_date, 50, 'Approved' FROM spif_users WHERE id = $1`,
            [person.id, `RS${run}${String(i).padStart(2, '0')}${k}`.padEnd(17, '0').slice(0, 17)],
          );
        const pay: Request = {
          method: 'POST',
          url: `/api/spif/users/${person.id}/pay`,
          payload: { Reference: `R${i}` },
        };
        const answers = await race([pay, pay]);
        expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join(' | ')).toEqual([200, 400]);
        expect(answers.find((r) => r.statusCode === 200)!.json()).toMatchObject({ Claims: 2, Amount: 100 });
        expect(await count(`spif_payments WHERE spif_user_id = $1 AND reference = $2`, [person.id, `R${i}`])).toBe(1);
      }
      // Every claim points at exactly one payment, and each payment's amount is what its claims add up to.
      const mismatched = await count(
        `spif_payments p WHERE spif_user_id = $1
            AND p.amount <> (SELECT coalesce(sum(amount), 0) FROM spif_claims c WHERE c.payment_id = p.id)`,
        [person.id],
      );
      expect(mismatched).toBe(0);
    });
  },
);
