// The deterministic demo data of both plants (after the core seed has created plants and users): HR, items and BOMs,
// work orders with VINs and serials, customers and orders, shipping, purchasing, QC, customer service, attendance,
// payroll, inventory and the general ledger. Same scale → identical rows; "today" is the anchor of plant/calendar.ts.
import type { Database } from '../db/Database.js';
import { createRandom } from './random.js';
import { resetSequences, withDeferredIndexes } from './plant/insertRows.js';
import { truncateForBulkLoad } from './plant/truncateForBulkLoad.js';
import { pipelineCopies } from './plant/pipelineCopies.js';
import { trackAnalyzed } from './plant/trackAnalyzed.js';
import type { SeedContext, SeedUser } from './plant/SeedContext.js';
import { seedHr } from './plant/seedHr.js';
import { linkUsersToEmployees } from './plant/linkUsersToEmployees.js';
import { seedItems } from './plant/seedItems.js';
import { seedCustomers } from './plant/seedCustomers.js';
import { buildJobs, insertJobs } from './plant/seedJobs.js';
import { planOrders } from './plant/seedOrders.js';
import { seedPurchasing } from './plant/seedPurchasing.js';
import { seedQuality } from './plant/seedQuality.js';
import { seedInventory } from './plant/seedInventory.js';
import { seedAttendance } from './plant/seedAttendance.js';
import { seedFinance } from './plant/seedFinance.js';

export interface SeedPlantOptions {
  /** Multiplies volumes (1 = demo, benchmarks use 10). */
  scale?: number;
  /** Called with each table group's duration, for the start-up log and benchmarks. */
  onTiming?: (group: string, ms: number) => void;
}

/** Every table the plant seed fills with explicit ids, and its id column (sequences are moved past them). */
const SEEDED_TABLES: readonly (readonly [string, string])[] = [
  ['shifts', 'id'],
  ['departments', 'id'],
  ['job_positions', 'id'],
  ['job_descriptions', 'id'],
  ['wage_types', 'id'],
  ['wage_codes', 'id'],
  ['incident_types', 'id'],
  ['bonus_types', 'id'],
  ['bonus_levels', 'id'],
  ['work_centers', 'id'],
  ['machines', 'id'],
  ['employees', 'id'],
  ['items', 'arinvt_id'],
  ['bom', 'id'],
  ['locations', 'id'],
  ['on_hand', 'id'],
  ['inventory_transactions', 'id'],
  ['cycle_count_managers', 'id'],
  ['cycle_count_counters', 'id'],
  ['cycle_counts', 'id'],
  ['cycle_count_lines', 'id'],
  ['routing_steps', 'id'],
  ['jobs', 'id'],
  ['job_operations', 'id'],
  ['unit_serials', 'id'],
  ['nest_jobs', 'id'],
  ['process_reports', 'id'],
  ['physical_inventory_tags', 'id'],
  ['physical_inventory_scans', 'id'],
  ['customers', 'id'],
  ['customer_orders', 'id'],
  ['customer_order_lines', 'id'],
  ['invoices', 'id'],
  ['invoice_lines', 'id'],
  ['carriers', 'id'],
  ['loads', 'id'],
  ['load_units', 'id'],
  ['shipments', 'id'],
  ['vendors', 'id'],
  ['purchase_orders', 'id'],
  ['po_details', 'po_detail_id'],
  ['po_releases', 'id'],
  ['po_receipts', 'id'],
  ['paint_qc_records', 'id'],
  ['warranty_registrations', 'id'],
  ['warranty_cases', 'id'],
  ['testimonials', 'id'],
  ['manual_requests', 'id'],
  ['clock_devices', 'id'],
  ['attendance_days', 'id'],
  ['attendance_punches', 'id'],
  ['employee_absences', 'id'],
  ['attendance_points', 'id'],
  ['payroll_periods', 'id'],
  ['pre_payrolls', 'id'],
  ['pre_payroll_details', 'id'],
  ['payroll_lines', 'id'],
  ['it_assets', 'id'],
  ['gl_accounts', 'id'],
  ['journal_entries', 'id'],
  ['gl_postings', 'id'],
  ['budget_lines', 'id'],
];

/** The large tables whose secondary indexes are built after loading instead of row by row. */
const BULK_TABLES = [
  'jobs',
  'job_operations',
  'unit_serials',
  'customer_orders',
  'customer_order_lines',
  'invoices',
  'invoice_lines',
  'loads',
  'load_units',
  'on_hand',
  'inventory_transactions',
  'po_details',
  'po_releases',
  'po_receipts',
  'paint_qc_records',
  'warranty_registrations',
  'attendance_days',
  'attendance_punches',
  'employee_absences',
  'attendance_points',
  'pre_payroll_details',
  'payroll_lines',
  'journal_entries',
  'gl_postings',
  'cycle_count_lines',
];

export async function seedPlantData(db: Database, options: SeedPlantOptions = {}): Promise<Record<string, number>> {
  const scale = options.scale ?? 1;
  if (!(scale > 0)) throw new Error(`seed scale must be positive, got ${scale}`);
  const timings: Record<string, number> = {};
  let toAnalyze: string[] = [];
  await db.tx(async (tx) => {
    const q = trackAnalyzed(pipelineCopies(tx));
    // Users stamp "entered by" columns; ordered so the same users give the same picks.
    const users = (
      await q.query<{ guid: string; firstname: string; lastname: string; eplant_id: number }>(
        'SELECT guid, firstname, lastname, eplant_id FROM users ORDER BY username',
      )
    ).map((u): SeedUser => ({ guid: u.guid, name: `${u.firstname} ${u.lastname}`, plantId: u.eplant_id }));
    const ctx: SeedContext = { q, rng: createRandom(`norstar-demo-${scale}`), scale, users };
    let last = performance.now();
    const lap = (group: string) => {
      const now = performance.now();
      timings[group] = Math.round(now - last);
      options.onTiming?.(group, timings[group]);
      last = now;
    };
    // New storage for the empty tables loaded below, so the load writes no WAL for them (wal_level=minimal).
    await truncateForBulkLoad(
      q,
      SEEDED_TABLES.map(([table]) => table),
    );
    await withDeferredIndexes(q, BULK_TABLES, async () => {
      const hr = await seedHr(ctx);
      await linkUsersToEmployees(ctx, hr.employees);
      lap('hr');
      const items = await seedItems(ctx);
      lap('items');
      const customers = await seedCustomers(ctx);
      lap('customers');
      const jobs = buildJobs(ctx, items, hr);
      const orders = planOrders(ctx, customers, jobs);
      lap('plan jobs and orders');
      await insertJobs(ctx, items, hr, jobs);
      lap('jobs');
      await orders.insert();
      lap('orders');
      await seedPurchasing(ctx, items);
      lap('purchasing');
      await seedQuality(ctx, jobs, orders);
      lap('quality');
      await seedInventory(ctx, items, hr, jobs);
      lap('inventory');
      await seedAttendance(ctx);
      lap('attendance');
      await seedFinance(ctx, hr);
      lap('finance');
    });
    lap('indexes');
    await resetSequences(q, SEEDED_TABLES);
    await q.drain();
    lap('sequences');
    const tables = await q.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY 1',
    );
    toAnalyze = q.needingAnalyze(tables.map((t) => t.name));
  });
  // Fresh statistics so the first report queries get good plans: every table of ours the seed has not just analysed
  // (the system catalogs keep the statistics the cluster was made with).
  const analyzeStart = performance.now();
  if (toAnalyze.length) await db.exec(`ANALYZE ${toAnalyze.join(', ')}`);
  timings.analyze = Math.round(performance.now() - analyzeStart);
  options.onTiming?.('analyze', timings.analyze);
  return timings;
}
