// Sales part of the demo seed: customer orders (Infor CO) whose lines are the built units, loads of units per dealer
// with sales approval, shipments, and invoices (USD, or MXN with a CFDI folio for the MX plant) with payments.
import type { SeedContext } from './SeedContext.js';
import { pickUser } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, isoDay, isoTimeUpToNow, nextWeekday, yy } from './calendar.js';
import type { CustomerSeed, SeededCustomer } from './seedCustomers.js';
import type { SeededJob } from './seedJobs.js';

type Code = 'O' | 'C' | 'F' | 'P';

interface Line {
  id: number;
  coId: number;
  job: SeededJob;
  price: number;
  status: Code;
  /** Its customer_order_lines row (LINE_COLUMNS), written by insert(). */
  row: SqlValue[];
}

const LINE_COLUMNS = [
  'id',
  'eplant_id',
  'co_id',
  'co_line',
  'arinvt_id',
  'item_no',
  'config_code',
  'qty',
  'unit_price',
  'status',
  'due_date',
  'vin',
  'job_id',
  'rowpointer',
] as const;
const LINE_DUE_DATE = LINE_COLUMNS.indexOf('due_date');

export interface OrderSeed {
  /** Shipped units: job id → ship day and dealer, for warranty registrations and testimonials. */
  shipped: { job: SeededJob; shipDay: number; customer: SeededCustomer }[];
  /** Writes the planned rows; call after the jobs are written (lines and loads reference them). */
  insert(): Promise<void>;
}

const lineStatus = (job: SeededJob): Code =>
  job.status === 'Shipped' ? 'C' : job.status === 'Finished' ? 'F' : job.status === 'Planned' ? 'P' : 'O';

/**
 * The ship date promised to the customer: the work order's due date is when the unit should come off the line, and the
 * promise leaves time for finishing late and for waiting on a full load (1-9 days after the finish). Most lines get two
 * weeks, one in four a tighter promise, so Fill Rate shows mostly on-time lines and a realistic share of late ones (a
 * unit still in the yard is promised for its load's day, see the loads below). Derived from the job id, not drawn from
 * the generator, so every other seeded value stays the same.
 */
export const promisedDay = (job: Pick<SeededJob, 'id' | 'due'>): number =>
  nextWeekday(job.due + (job.id % 8 === 0 ? 3 : job.id % 8 === 1 ? 6 : 14));

/**
 * Plans orders, loads, shipments and invoices in memory and links each job to its order line and ship day (so jobs
 * are written complete, without later UPDATEs); insert() writes the planned rows.
 */
export function planOrders(ctx: SeedContext, customers: CustomerSeed, jobs: SeededJob[]): OrderSeed {
  const { q } = ctx;
  const rng = ctx.rng.fork('orders');
  const usDealers = customers.customers.filter((c) => c.plantId === 2);
  const mxCustomers = customers.customers.filter((c) => c.plantId === 3);
  // Bigger dealers order more: a fixed weight per customer.
  const usWeighted = usDealers.map((c) => [c, c.isDealer ? 1 + (c.id % 7) : 0.3] as const);
  const mxWeighted = mxCustomers.map((c) => [c, c.isDealer ? 1 + (c.id % 5) : 0.3] as const);

  // Assign each unit to a customer (a few are stock builds without an order), then group a customer's units
  // created close together into one order.
  const byCustomer = new Map<number, { customer: SeededCustomer; jobs: SeededJob[] }>();
  for (const job of jobs) {
    if (job.status === 'Cancelled' || rng.chance(0.06)) continue;
    const customer = job.plantId === 3 && rng.chance(0.3) ? rng.weighted(mxWeighted) : rng.weighted(usWeighted);
    let entry = byCustomer.get(customer.id);
    if (!entry) byCustomer.set(customer.id, (entry = { customer, jobs: [] }));
    entry.jobs.push(job);
  }

  const orderRows: SqlValue[][] = [];
  const lineRows: SqlValue[][] = [];
  const lines: Line[] = [];
  const orderOf = new Map<number, { coNum: string; customer: SeededCustomer; plantId: number; currency: string }>();
  const coSeq: Record<string, number> = {};
  let coId = 0;
  let lineId = 0;
  for (const { customer, jobs: list } of [...byCustomer.values()].sort((a, b) => a.customer.id - b.customer.id)) {
    list.sort((a, b) => a.created - b.created || a.id - b.id);
    for (let i = 0; i < list.length;) {
      const size = rng.weighted([
        [1, 3],
        [2, 3],
        [3, 2],
        [4, 2],
        [6, 1],
        [8, 1],
      ] as const);
      const first = list[i];
      const chunk = list
        .slice(i, i + size)
        .filter((j) => j.plantId === first.plantId && j.created - first.created < 45);
      i += chunk.length;
      const orderDay = first.created - rng.int(1, 12);
      coSeq[yy(orderDay)] = (coSeq[yy(orderDay)] ?? 0) + 1;
      const coNum = `CO${yy(orderDay)}${String(coSeq[yy(orderDay)]).padStart(5, '0')}`;
      coId++;
      const fx = customer.currency === 'MXN' ? rng.float(17.2, 20.4, 4) : 1;
      const codes: Code[] = [];
      chunk.forEach((job, n) => {
        const price = Math.round(job.model.price * rng.float(0.88, 0.97, 3) * fx * 100) / 100;
        const status = lineStatus(job);
        codes.push(status);
        lineId++;
        job.coLineId = lineId;
        const row: SqlValue[] = [
          lineId,
          job.plantId,
          coId,
          n + 1,
          job.arinvtId,
          job.model.partNo,
          job.configCode,
          1,
          price,
          status,
          isoDay(promisedDay(job)),
          job.status === 'Planned' || job.status === 'Released' ? null : job.vin,
          job.id,
          rng.uuid(),
        ];
        lineRows.push(row);
        lines.push({ id: lineId, coId, job, price, status, row });
      });
      const status: Code = codes.every((c) => c === 'C')
        ? 'C'
        : codes.every((c) => c === 'C' || c === 'F')
          ? 'F'
          : codes.some((c) => c === 'O' || c === 'F' || c === 'C')
            ? 'O'
            : 'P';
      orderRows.push([
        coId,
        first.plantId,
        coNum,
        customer.id,
        customer.isDealer ? `PO ${rng.int(1000, 99999)}` : null,
        isoDay(orderDay),
        status,
        customer.salesperson,
        customer.currency,
        pickUser(ctx, rng, first.plantId)?.guid ?? null,
        rng.uuid(),
      ]);
      orderOf.set(coId, { coNum, customer, plantId: first.plantId, currency: customer.currency });
    }
  }
  // Loads: units of one dealer leaving the same plant within a few days travel together (up to 4 goosenecks or 8
  // smaller units). Finished units in the yard wait on draft / submitted / approved loads.
  const pending = new Map<string, Line[]>();
  for (const line of lines) {
    if (line.job.status !== 'Shipped' && line.job.status !== 'Finished') continue;
    const order = orderOf.get(line.coId)!;
    const key = `${line.job.plantId}|${order.customer.id}|${line.job.status}`;
    let list = pending.get(key);
    if (!list) pending.set(key, (list = []));
    list.push(line);
  }
  const loadRows: SqlValue[][] = [];
  const unitRows: SqlValue[][] = [];
  const shipRows: SqlValue[][] = [];
  const invoiceRows: SqlValue[][] = [];
  const invLineRows: SqlValue[][] = [];
  const shipped: OrderSeed['shipped'] = [];
  let loadId = 0;
  let unitId = 0;
  let invoiceId = 0;
  let invLineId = 0;
  const invSeq: Record<string, number> = {};
  for (const key of [...pending.keys()].sort()) {
    const list = pending.get(key)!.sort((a, b) => (a.job.finish ?? 0) - (b.job.finish ?? 0) || a.id - b.id);
    for (let i = 0; i < list.length;) {
      const first = list[i];
      const cap = first.job.model.family === 'GN' || first.job.model.family === 'DG' ? 4 : 8;
      const load = [first];
      for (i++; i < list.length && load.length < cap && (list[i].job.finish ?? 0) - (first.job.finish ?? 0) <= 6; i++)
        load.push(list[i]);
      const order = orderOf.get(first.coId)!;
      const plantId = first.job.plantId;
      const isShipped = first.job.status === 'Shipped';
      const lastFinish = Math.max(...load.map((l) => l.job.finish ?? ANCHOR_DAY));
      const shipDay = isShipped
        ? Math.max(lastFinish, Math.min(ANCHOR_DAY - 1, nextWeekday(lastFinish + rng.int(1, 9))))
        : nextWeekday(ANCHOR_DAY + rng.int(1, 14));
      const status = isShipped
        ? shipDay < ANCHOR_DAY - 6
          ? 'Delivered'
          : 'Shipped'
        : rng.weighted([
            ['Draft', 2],
            ['Submitted', 3],
            ['Approved', 3],
            ['Loaded', 1],
          ] as const);
      const approved = isShipped || status === 'Approved' || status === 'Loaded';
      const approver = approved ? pickUser(ctx, rng, 2) : null;
      const carrierId = rng.pick(
        customers.carrierIds.filter((c) => (order.customer.town.country === 'MX') === (c === 7 || c === 8)),
      );
      loadId++;
      loadRows.push([
        loadId,
        plantId,
        `LD${isoDay(shipDay).slice(2, 4)}${String(loadId).padStart(6, '0')}`,
        order.customer.id,
        status === 'Draft' ? null : carrierId,
        isoDay(shipDay),
        status,
        status === 'Submitted' || rng.chance(0.25),
        approved,
        approved ? isoTimeUpToNow(shipDay - rng.int(1, 4), rng.int(480, 1020)) : null,
        approver?.guid ?? null,
        approver?.name ?? (approved ? 'Shelby Ward' : null),
        isShipped
          ? `${rng.pick(['Jim', 'Luis', 'Bobby', 'Ramón', 'Wade', 'Hector'])} ${rng.pick(['Dale', 'Ortiz', 'Hanks', 'Reyes', 'Pruitt'])}`
          : null,
        Math.round(load.length * rng.float(180, 420) * (order.customer.town.country === 'US' ? 1 : 1.8)),
        isoTimeUpToNow(lastFinish, rng.int(480, 1000)),
      ]);
      load.forEach((l, n) => unitRows.push([++unitId, loadId, n + 1, l.id, l.job.id, l.job.vin]));
      if (!isShipped) {
        // A unit waiting in the yard waits for the date its dealer asked for: its load leaves on the promised day.
        for (const l of load) l.row[LINE_DUE_DATE] = isoDay(Math.max(promisedDay(l.job), shipDay));
        continue;
      }
      for (const l of load) {
        shipped.push({ job: l.job, shipDay, customer: order.customer });
        l.job.shipDay = shipDay;
      }
      shipRows.push([
        loadId,
        plantId,
        `SH${String(100000 + loadId)}`,
        loadId,
        carrierId,
        isoDay(shipDay),
        `BOL${rng.digits(8)}`,
        rng.chance(0.6) ? `1Z${rng.chars('0123456789ABCDEFGHJKLMNPRSTUVWXY', 16)}` : null,
        Math.round(load.length * rng.float(180, 420)),
        load.reduce((s, l) => s + l.job.model.weightLb, 0),
        status === 'Delivered' ? isoDay(shipDay + rng.int(1, 5)) : null,
        status === 'Delivered'
          ? 'Delivered'
          : plantId === 3 && order.customer.town.country !== 'MX' && rng.chance(0.5)
            ? 'AtBorder'
            : 'InTransit',
      ]);
      // One invoice per order on the load, usually dated the ship day. Billing runs a little behind: two loads in three
      // shipped in the last days of last week are not invoiced yet (Accounting/Invoicing's "to invoice" list), and
      // every eleventh load was billed a weekday or two after it left. The random draws are the same either way, so
      // the rest of the demo data does not move.
      const notBilledYet = shipDay >= ANCHOR_DAY - 4 && loadId % 3 !== 0;
      const billedLate = loadId % 11 === 0 ? nextWeekday(shipDay + 1 + (loadId % 2)) : shipDay;
      const invoiceDay = billedLate < ANCHOR_DAY ? billedLate : shipDay;
      const byOrder = new Map<number, Line[]>();
      for (const l of load) (byOrder.get(l.coId) ?? byOrder.set(l.coId, []).get(l.coId)!).push(l);
      for (const [coIdOf, invLines] of byOrder) {
        const o = orderOf.get(coIdOf)!;
        const prefix = plantId === 3 ? 'FMX' : 'INV';
        const amount = Math.round(invLines.reduce((s, l) => s + l.price, 0) * 100) / 100;
        const taxRate =
          o.currency === 'MXN' ? 0.16 : o.customer.isDealer ? 0 : o.customer.town.state === 'TX' ? 0.0825 : 0;
        const tax = Math.round(amount * taxRate * 100) / 100;
        const total = Math.round((amount + tax) * 100) / 100;
        const due = invoiceDay + o.customer.termsDays;
        // Most invoices are paid around their due date; recent ones are open and a few old ones are past due.
        const paidDay = due + rng.int(-10, 25);
        const paid = paidDay < ANCHOR_DAY && !rng.chance(0.03);
        const paidAmount = paid ? total : rng.chance(0.1) ? Math.round(total * 0.5 * 100) / 100 : 0;
        const exchangeRate = o.currency === 'MXN' ? rng.float(17.2, 20.4, 4) : 1;
        const cfdi = plantId === 3 ? rng.uuid().toUpperCase() : null;
        const floorplan = o.customer.isDealer && rng.chance(0.35);
        const rowpointer = rng.uuid();
        if (notBilledYet) continue;
        invSeq[prefix] = (invSeq[prefix] ?? (plantId === 3 ? 20000 : 400000)) + 1;
        invoiceId++;
        invoiceRows.push([
          invoiceId,
          plantId,
          `${prefix}${invSeq[prefix]}`,
          coIdOf,
          o.customer.id,
          isoDay(invoiceDay),
          isoDay(due),
          amount,
          tax,
          total,
          paidAmount,
          paid ? isoDay(paidDay) : null,
          o.currency,
          exchangeRate,
          cfdi,
          floorplan,
          rowpointer,
        ]);
        for (const l of invLines)
          invLineRows.push([++invLineId, invoiceId, l.id, l.job.arinvtId, 1, l.price, l.price, l.job.vin]);
      }
    }
  }
  const insert = async () => {
    await insertRows(
      q,
      'customer_orders',
      [
        'id',
        'eplant_id',
        'co_num',
        'customer_id',
        'cust_po',
        'order_date',
        'status',
        'salesperson',
        'currency',
        'entered_by',
        'rowpointer',
      ],
      orderRows,
    );
    await insertRows(q, 'customer_order_lines', LINE_COLUMNS, lineRows);
    await insertRows(
      q,
      'loads',
      [
        'id',
        'eplant_id',
        'load_no',
        'dealer_id',
        'carrier_id',
        'ship_date',
        'status',
        'submitted_online',
        'sales_approved',
        'sales_approved_at',
        'sales_approver_guid',
        'sales_approver_name',
        'driver_name',
        'freight_cost',
        'created_at',
      ],
      loadRows,
    );
    await insertRows(q, 'load_units', ['id', 'load_id', 'position', 'co_line_id', 'job_id', 'vin'], unitRows);
    await insertRows(
      q,
      'shipments',
      [
        'id',
        'eplant_id',
        'shipment_no',
        'load_id',
        'carrier_id',
        'ship_date',
        'bol_number',
        'tracking_number',
        'freight_amount',
        'weight_lb',
        'delivered_date',
        'status',
      ],
      shipRows,
    );
    await insertRows(
      q,
      'invoices',
      [
        'id',
        'eplant_id',
        'invoice_no',
        'co_id',
        'customer_id',
        'invoice_date',
        'due_date',
        'amount',
        'tax',
        'total',
        'paid_amount',
        'paid_date',
        'currency',
        'exchange_rate',
        'cfdi_uuid',
        'sent_to_floorplan',
        'rowpointer',
      ],
      invoiceRows,
    );
    await insertRows(
      q,
      'invoice_lines',
      ['id', 'invoice_id', 'co_line_id', 'arinvt_id', 'qty', 'unit_price', 'amount', 'vin'],
      invLineRows,
    );
  };
  return { shipped, insert };
}
