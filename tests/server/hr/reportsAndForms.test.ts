// The HR area's report and form operations through the HTTP API: every report answers rows for both plants within the
// contract, the area roles are enforced, and every catalog form rejects bad input naming the field (nothing written)
// and saves good input that reads back.
import { describe, expect, it } from 'vitest';
import { expectContract } from '../support/contractResponse.js';
import { areaSuite, itAnswersEachPlant } from '../support/areaSuite.js';
import { seedDay } from '../support/seedCalendar.js';

const area = areaSuite({ users: ['mx.supervisor'] });
const { get, send, admin, user } = area;
const mx = user('mx.supervisor');

/**
 * A whole-list catalog save names the list version it started from (400 without it): these tests are about the lists'
 * rules, so a save that does not name one sends the list's current version, read just before.
 */
const put = async (url: string, payload: unknown, who = admin) => {
  const unversioned =
    url.startsWith('/hr/catalogs/') && typeof payload === 'object' && payload !== null && !('Version' in payload);
  const body = unversioned ? { Version: (await get(url, who)).json().Version as number, ...payload } : payload;
  return send('PUT', url, body, who);
};

// Ranges end the day before the seed's anchor (the last seeded attendance and payroll week).
const RANGE = `from=${seedDay(-107)}&to=${seedDay(-1)}`;
const WIDE = `from=${seedDay(-380)}&to=${seedDay(-1)}`;

const REPORTS: [operationId: string, url: (plant: number) => string][] = [
  ['listEmployeeRoster', (p) => `/reports/hr/employees?plant=${p}`],
  ['listAbsenceExcuses', (p) => `/reports/hr/absence-excuses?plant=${p}&${RANGE}`],
  ['listAttendanceApprovalQueue', (p) => `/reports/hr/attendance-approvals?plant=${p}&${RANGE}`],
  ['listJobDescriptions', (p) => `/reports/hr/job-descriptions?plant=${p}`],
  ['listJobPostings', (p) => `/reports/hr/job-postings?plant=${p}&${WIDE}`],
  ['listPrePayrolls', (p) => `/reports/hr/pre-payrolls?plant=${p}&${RANGE}`],
  ['listPayrollRegister', (p) => `/reports/hr/payroll-register?plant=${p}&from=${seedDay(-46)}&to=${seedDay(-1)}`],
  ['listProliantExport', (p) => `/reports/hr/proliant-export?plant=${p}&from=${seedDay(-32)}&to=${seedDay(-1)}`],
  ['getTurnoverTrend', (p) => `/reports/hr/turnover?plant=${p}&${WIDE}`],
  ['listAttendancePoints', (p) => `/reports/hr/points?plant=${p}&${RANGE}`],
  ['listPointsStanding', (p) => `/reports/hr/points-standing?plant=${p}`],
  ['listHeadcountByDepartment', (p) => `/reports/hr/headcount-by-department?plant=${p}&${RANGE}`],
  ['listEmployeeLaborVsClock', (p) => `/reports/hr/employee-infor?plant=${p}&from=${seedDay(-32)}&to=${seedDay(-1)}`],
];

interface Catalog {
  op: string;
  save: string;
  url: string;
  field: string;
}

const CATALOGS: Catalog[] = [
  {
    op: 'getDepartmentCatalog',
    save: 'saveDepartmentCatalog',
    url: '/hr/catalogs/departments?plant=2',
    field: 'Departments',
  },
  {
    op: 'getJobPositionCatalog',
    save: 'saveJobPositionCatalog',
    url: '/hr/catalogs/positions?plant=2',
    field: 'Positions',
  },
  { op: 'getWageTypeCatalog', save: 'saveWageTypeCatalog', url: '/hr/catalogs/wage-types', field: 'WageTypes' },
  { op: 'getWageCodeCatalog', save: 'saveWageCodeCatalog', url: '/hr/catalogs/wage-codes?plant=3', field: 'WageCodes' },
  { op: 'getIncidentCatalog', save: 'saveIncidentCatalog', url: '/hr/catalogs/incidents', field: 'Incidents' },
  { op: 'getShiftCatalog', save: 'saveShiftCatalog', url: '/hr/catalogs/shifts?plant=2', field: 'Shifts' },
  {
    op: 'getBonusTypeCatalog',
    save: 'saveBonusTypeCatalog',
    url: '/hr/catalogs/bonus-types?plant=2',
    field: 'BonusTypes',
  },
  {
    op: 'getFinishCapacityCatalog',
    save: 'saveFinishCapacityCatalog',
    url: '/hr/catalogs/finish-capacities?plant=2',
    field: 'Capacities',
  },
  {
    op: 'getClockDeviceCatalog',
    save: 'saveClockDeviceCatalog',
    url: '/hr/catalogs/clock-devices?plant=2',
    field: 'Devices',
  },
  {
    op: 'getJobDescriptionEdits',
    save: 'saveJobDescriptionEdits',
    url: '/hr/job-descriptions?plant=2',
    field: 'Descriptions',
  },
];

describe('HR and IMMEX reports', () => {
  itAnswersEachPlant(area, REPORTS);

  it('summarises a plant and its pre-payroll runs', async () => {
    const [summary] = expectContract<any[]>('getHrSummary', await get(`/reports/hr/summary?plant=2&${RANGE}`));
    expect(summary.ActiveEmployees).toBeGreaterThan(100);
    expect(summary.AttendancePct).toBeGreaterThan(50);
    const runs = expectContract<any[]>('listPrePayrolls', await get(`/reports/hr/pre-payrolls?plant=3&${RANGE}`));
    const run = expectContract<any>('getPrePayroll', await get(`/reports/hr/pre-payrolls/${runs[0].Id}`));
    expect(run.Plant).toBe('NORSTAR MX');
    const lines = expectContract<any[]>(
      'listPrePayrollDetails',
      await get(`/reports/hr/pre-payrolls/${runs[0].Id}/details`),
    );
    expect(lines).toHaveLength(run.Employees);
    expect((await get('/reports/hr/pre-payrolls/999999')).statusCode).toBe(404);
  });
});

describe('roles', () => {
  it.each([
    ['/reports/hr/employees?plant=3'],
    [`/reports/hr/pre-payrolls?plant=3&${RANGE}`],
    ['/hr/catalogs/departments?plant=3'],
    ['/reports/immex/bom?plant=3'],
  ])('mx.supervisor (no hr, payroll or immex role) gets 403 from %s', async (url) => {
    expect((await get(url, mx)).statusCode).toBe(403);
  });

  it('mx.supervisor (production) may read clocked against reported labor', async () => {
    expect(
      (await get(`/reports/hr/employee-infor?plant=3&from=${seedDay(-15)}&to=${seedDay(-1)}`, mx)).statusCode,
    ).toBe(200);
  });
});

describe('catalog forms', () => {
  it.each(CATALOGS)('$op loads the catalog and saving it unchanged keeps it', async ({ op, save, url, field }) => {
    const catalog = expectContract<any>(op, await get(url));
    expect(catalog[field].length).toBeGreaterThan(0);
    const saved = expectContract<any>(save, await put(url, catalog));
    // A whole-list catalog answers its list version, one past the version it was saved from.
    const bumped = catalog.Version === undefined ? catalog : { ...catalog, Version: catalog.Version + 1 };
    expect(saved).toEqual(bumped);
  });

  it('adds, renames and removes a department; duplicates and departments in use are refused by name', async () => {
    const url = '/hr/catalogs/departments?plant=2';
    const { Departments } = expectContract<any>('getDepartmentCatalog', await get(url));
    const dup = await put(url, {
      Departments: [...Departments, { Id: null, Code: Departments[0].Code, Name: 'Copy' }],
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fieldErrors[0].field).toBe('Departments');
    expect(dup.json().message).toContain('listed twice');
    const badCode = await put(url, { Departments: [{ Id: null, Code: 'lower case', Name: 'X' }] });
    expect(badCode.statusCode).toBe(400);
    expect(JSON.stringify(badCode.json().fieldErrors)).toContain('Code');
    const inUse = await put(url, { Departments: Departments.slice(1) });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toContain(`Department ${Departments[0].Code} is still used`);
    expect(expectContract<any>('getDepartmentCatalog', await get(url)).Departments).toEqual(Departments);

    const added = expectContract<any>(
      'saveDepartmentCatalog',
      await put(url, {
        Departments: [...Departments, { Id: null, Code: 'R&D'.replace('&', ''), Name: 'Engineering' }],
      }),
    );
    const rd = added.Departments.find((d: any) => d.Code === 'RD');
    expect(rd).toMatchObject({ Name: 'Engineering', Employees: 0 });
    const renamed = expectContract<any>(
      'saveDepartmentCatalog',
      await put(url, {
        Departments: added.Departments.map((d: any) => (d.Id === rd.Id ? { ...d, Name: 'Product Engineering' } : d)),
      }),
    );
    expect(renamed.Departments.find((d: any) => d.Id === rd.Id).Name).toBe('Product Engineering');
    const removed = expectContract<any>('saveDepartmentCatalog', await put(url, { Departments }));
    expect(removed.Departments).toEqual(Departments);
  });

  it('checks references and rules of positions, wage codes, shifts, bonus levels, capacities and clocks', async () => {
    const cases: [string, string, (c: any) => unknown, string][] = [
      [
        '/hr/catalogs/positions?plant=2',
        'getJobPositionCatalog',
        (c) => ({ Positions: [{ ...c.Positions[0], DepartmentCode: 'NOPE' }, ...c.Positions.slice(1)] }),
        'Department code NOPE does not exist',
      ],
      [
        '/hr/catalogs/wage-codes?plant=3',
        'getWageCodeCatalog',
        (c) => ({ WageCodes: [{ ...c.WageCodes[0], WageTypeCode: 'XX' }, ...c.WageCodes.slice(1)] }),
        'Wage type code XX does not exist',
      ],
      [
        '/hr/catalogs/shifts?plant=2',
        'getShiftCatalog',
        (c) => ({ Shifts: [{ ...c.Shifts[0], EndTime: c.Shifts[0].StartTime }, ...c.Shifts.slice(1)] }),
        'starts and ends at the same time',
      ],
      [
        '/hr/catalogs/bonus-types?plant=2',
        'getBonusTypeCatalog',
        (c) => ({
          BonusTypes: [
            { ...c.BonusTypes[0], Levels: c.BonusTypes[0].Levels.map((l: any) => ({ ...l, MinScore: 50 })) },
            ...c.BonusTypes.slice(1),
          ],
        }),
        'higher minimum score',
      ],
      [
        '/hr/catalogs/finish-capacities?plant=2',
        'getFinishCapacityCatalog',
        (c) => ({ Capacities: [{ ...c.Capacities[0], WorkCenterCode: 'ZZZ-99' }, ...c.Capacities.slice(1)] }),
        'Work center ZZZ-99 is not an active work center',
      ],
      [
        '/hr/catalogs/clock-devices?plant=2',
        'getClockDeviceCatalog',
        (c) => ({ Devices: [...c.Devices, { ...c.Devices[0], Id: null, Name: 'Spare' }] }),
        'Serial number',
      ],
      [
        '/hr/catalogs/clock-devices?plant=2',
        'getClockDeviceCatalog',
        (c) => ({ Devices: c.Devices.slice(1) }),
        'punches and cannot be removed',
      ],
    ];
    for (const [url, op, change, message] of cases) {
      const before = expectContract<any>(op, await get(url));
      const res = await put(url, change(before));
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(message);
      expect(res.json().fieldErrors[0].field).toBe(Object.keys(before).find((k) => k !== 'Version'));
      expect(expectContract<any>(op, await get(url))).toEqual(before);
    }
    const badIp = await put('/hr/catalogs/clock-devices?plant=2', {
      Devices: [
        { Name: 'Dock', Model: 'ZKTeco MB460', SerialNumber: 'ABC12345', IpAddress: '10.2.300.1', Location: 'Dock' },
      ],
    });
    expect(badIp.statusCode).toBe(400);
    expect(JSON.stringify(badIp.json().fieldErrors)).toContain('IpAddress');
  });

  it('saves a new time clock, a wage rate and a job description and reads them back', async () => {
    const devicesUrl = '/hr/catalogs/clock-devices?plant=2';
    const { Devices } = await get(devicesUrl).then((r) => r.json());
    const saved = expectContract<any>(
      'saveClockDeviceCatalog',
      await put(devicesUrl, {
        Devices: [
          ...Devices,
          {
            Id: null,
            Name: 'Shipping Dock',
            Model: 'ZKTeco MB460',
            SerialNumber: 'AEYU183169999',
            IpAddress: '10.2.10.24',
            Location: 'Dock 4',
          },
        ],
      }),
    );
    expect(saved.Devices.map((d: any) => d.Name)).toContain('Shipping Dock');

    const codesUrl = '/hr/catalogs/wage-codes?plant=3';
    const codes = await get(codesUrl).then((r) => r.json());
    codes.WageCodes[0].HourlyRate = 61.25;
    expect(expectContract<any>('saveWageCodeCatalog', await put(codesUrl, codes)).WageCodes[0].HourlyRate).toBe(61.25);

    const descUrl = '/hr/job-descriptions?plant=2';
    const desc = await get(descUrl).then((r) => r.json());
    const edited = { ...desc.Descriptions[0], Summary: 'Runs the plasma table and keeps the cut list on schedule.' };
    const after = expectContract<any>('saveJobDescriptionEdits', await put(descUrl, { Descriptions: [edited] }));
    expect(after.Descriptions.find((d: any) => d.PositionId === edited.PositionId).Summary).toBe(edited.Summary);
    const short = await put(descUrl, { Descriptions: [{ ...edited, Summary: 'Too short' }] });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json().fieldErrors)).toContain('Summary');
  });
});

describe('pre-payroll adjustments', () => {
  it('corrects a draft line, recalculates gross and refuses lines not on the run', async () => {
    const url = '/hr/pre-payroll/adjustments?plant=2';
    const draft = expectContract<any>('getPrePayrollAdjustments', await get(url));
    expect(draft.Lines.length).toBeGreaterThan(0);
    const line = draft.Lines[0];
    const stranger = await put(url, { PrePayrollId: draft.PrePayrollId, Lines: [{ ...line, EmployeeId: 999999 }] });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fieldErrors[0].field).toBe('Lines');
    const negative = await put(url, { PrePayrollId: draft.PrePayrollId, Lines: [{ ...line, OvertimeHours: -2 }] });
    expect(negative.statusCode).toBe(400);
    expect(expectContract<any>('getPrePayrollAdjustments', await get(url))).toEqual(draft);

    const saved = expectContract<any>(
      'savePrePayrollAdjustments',
      await put(url, { ...draft, Lines: [{ ...line, OvertimeHours: line.OvertimeHours + 2, BonusAmount: 0 }] }),
    );
    const after = saved.Lines.find((l: any) => l.EmployeeId === line.EmployeeId);
    expect(after.OvertimeHours).toBe(line.OvertimeHours + 2);
    expect(after.GrossAmount).toBeGreaterThan(line.GrossAmount - line.BonusAmount);
    const exported = await get(`/reports/hr/pre-payrolls?plant=2&${RANGE}`).then((r) => r.json());
    const old = exported.find((r: any) => r.Status === 'Exported');
    const locked = await put(url, { PrePayrollId: old.Id, Lines: [] });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toContain('can no longer be changed');
  });
});
