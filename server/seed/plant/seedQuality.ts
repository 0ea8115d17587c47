// Quality and customer-service part of the demo seed: paint QC readings for finished trailers and beds, warranty
// registrations and cases, testimonials and owner's-manual requests for shipped units.
import type { SeedContext } from './SeedContext.js';
import { pickUser } from './SeedContext.js';
import { insertRows, type SqlValue } from './insertRows.js';
import { ANCHOR_DAY, isoDay, isoTime } from './calendar.js';
import { TOWNS } from './geography.js';
import { emailLocal, personFor, phoneFor } from './names.js';
import type { SeededJob } from './seedJobs.js';
import type { OrderSeed } from './seedOrders.js';

const QC_COMMENTS = [
  '',
  '',
  '',
  '',
  'Touch-up on fender',
  'Light orange peel drive side',
  'Re-sprayed neck',
  'Overspray on tires cleaned',
  'Thin at crossmember ends, touched up',
  'OK',
];
const WARRANTY_CATEGORIES: readonly (readonly [string, string, number])[] = [
  ['Electrical', 'Running lights intermittent; harness pinched at crossmember', 180],
  ['Brakes', 'Electric brakes not engaging on rear axle', 420],
  ['Axle / Hub', 'Hub bearing noise, grease seal leaking', 350],
  ['Paint', 'Powder coat peeling on tongue after 6 months', 600],
  ['Structural', 'Crack at gooseneck weld near coupler plate', 1800],
  ['Hydraulics', 'Dump bed slowly lowers under load; cylinder seal', 950],
  ['Tires', 'Tire tread separation, DOT within warranty', 240],
  ['Deck', 'Deck board split at front', 160],
  ['Jack', 'Hydraulic jack leaking', 310],
];
const TESTIMONIALS = [
  'Pulls straight and level behind my F-350, best gooseneck we have owned.',
  'Hauled hay all season with no issues. The mega ramps are a back saver.',
  'Dealer had it ready on time and the paint still looks new after a year.',
  'Dump trailer is built heavier than the brand we traded in.',
  'Great value for the money, the LED lights are a nice touch.',
  'Used it every day on job sites for two years, only greased the hubs.',
  'El remolque llegó en perfectas condiciones, muy buena calidad.',
  'Wiring was clean and the brakes work great out of the box.',
];

export async function seedQuality(ctx: SeedContext, jobs: SeededJob[], orders: OrderSeed): Promise<void> {
  const { q } = ctx;
  const rng = ctx.rng.fork('quality');

  // Paint QC: roughly three of four units finished in the last ~5 months were measured (a few thousand records).
  const qcRows: SqlValue[][] = [];
  let id = 0;
  const reading = () => rng.normal(3.9, 0.85, 0.6, 10.8, 2);
  for (const job of jobs) {
    if (job.finish === null || job.finish < ANCHOR_DAY - 150 || !rng.chance(0.75)) continue;
    const user = pickUser(ctx, rng, job.plantId);
    const bed = job.model.type === 'bed';
    const comment = rng.pick(QC_COMMENTS);
    qcRows.push([
      ++id,
      job.plantId,
      bed ? 'bed' : 'trailer',
      job.id,
      job.wo,
      job.vin,
      job.model.partNo,
      job.configCode,
      isoTime(job.finish, Math.max(360, job.finishMinute - rng.int(60, 240))),
      reading(),
      reading(),
      reading(),
      reading(),
      bed ? null : reading(),
      bed ? reading() : null,
      reading(),
      bed ? reading() : null,
      job.serials.front ?? null,
      job.serials.middle ?? null,
      job.serials.rear ?? null,
      job.serials.power ?? null,
      comment || null,
      user?.guid ?? null,
      user?.name ?? (job.plantId === 2 ? 'Paint QC' : 'Calidad Pintura'),
      isoTime(job.finish, job.finishMinute),
    ]);
  }
  await insertRows(
    q,
    'paint_qc_records',
    [
      'id',
      'eplant_id',
      'type',
      'job_id',
      'workorder_number',
      'vin',
      'part_no',
      'config_code',
      'date_input',
      'paint_mm1_front',
      'paint_mm2_drive_side',
      'paint_mm3_rear',
      'paint_mm4_passenger_side',
      'paint_mm5_ibeam_gooseneck',
      'paint_mm5_floor',
      'paint_mm6',
      'paint_mm7',
      'front_axle_serial',
      'middle_axle_serial',
      'rear_axle_serial',
      'power_unit_serial',
      'comments',
      'user_guid',
      'user_name',
      'created_at',
    ],
    qcRows,
  );

  // Warranty registrations: about 40% of delivered units get registered by their owner within weeks.
  const regRows: SqlValue[][] = [];
  const caseRows: SqlValue[][] = [];
  const testimonialRows: SqlValue[][] = [];
  let regId = 0;
  let caseId = 0;
  let tId = 0;
  for (const { job, shipDay, customer } of orders.shipped) {
    if (!rng.chance(0.4)) continue;
    const purchase = shipDay + rng.int(5, 120);
    if (purchase >= ANCHOR_DAY) continue;
    const registered = Math.min(ANCHOR_DAY - 1, purchase + rng.int(0, 30));
    const owner = personFor(rng, customer.town.country === 'MX' ? 3 : 2);
    const town = rng.chance(0.7) ? customer.town : rng.pick(TOWNS.filter((t) => t.country === customer.town.country));
    const email = rng.chance(0.8)
      ? `${emailLocal(owner)}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'])}`
      : null;
    const phone = phoneFor(rng, town.country, town.area);
    const address = `${rng.int(100, 29999)} ${rng.pick(['County Rd', 'Ranch Rd', 'FM', 'Hwy', 'Oak St', 'Pecan Dr'])} ${rng.int(1, 3999)}`;
    regRows.push([
      ++regId,
      job.plantId,
      job.vin,
      job.id,
      customer.id,
      owner.first,
      owner.last,
      email,
      phone,
      address,
      town.city,
      town.state,
      town.zip,
      isoDay(purchase),
      isoDay(registered),
    ]);
    if (rng.chance(0.06)) {
      const [category, description, claim] = rng.pick(WARRANTY_CATEGORIES);
      const opened = Math.min(ANCHOR_DAY - 1, registered + rng.int(20, 500));
      const status =
        opened > ANCHOR_DAY - 20
          ? rng.pick(['Submitted', 'In Review'] as const)
          : rng.weighted([
              ['Approved', 5],
              ['Denied', 1],
              ['Closed', 4],
            ] as const);
      const amount = Math.round(claim * rng.float(0.6, 1.6));
      caseRows.push([
        ++caseId,
        job.plantId,
        `WC${isoDay(opened).slice(2, 4)}-${String(caseId).padStart(5, '0')}`,
        regId,
        job.vin,
        customer.id,
        isoDay(opened),
        category,
        description,
        status,
        amount,
        status === 'Approved' || status === 'Closed' ? Math.round(amount * rng.float(0.7, 1)) : null,
        status === 'Closed' || status === 'Denied' ? isoDay(Math.min(ANCHOR_DAY - 1, opened + rng.int(7, 60))) : null,
        customer.name,
      ]);
    }
    if (rng.chance(0.05)) {
      testimonialRows.push([
        ++tId,
        job.plantId,
        job.vin,
        customer.name,
        address,
        town.zip,
        town.city,
        town.state,
        isoDay(registered),
        isoDay(purchase),
        owner.first,
        owner.last,
        email,
        phone,
        rng.weighted([
          [5, 7],
          [4, 3],
          [3, 1],
        ] as const),
        rng.pick(TESTIMONIALS),
        rng.chance(0.6),
        isoTime(registered, rng.int(480, 1260)),
      ]);
    }
  }
  await insertRows(
    q,
    'warranty_registrations',
    [
      'id',
      'eplant_id',
      'vin',
      'job_id',
      'dealer_id',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'city',
      'state_code',
      'zip',
      'purchase_date',
      'registration_date',
    ],
    regRows,
  );
  await insertRows(
    q,
    'warranty_cases',
    [
      'id',
      'eplant_id',
      'case_no',
      'registration_id',
      'vin',
      'dealer_id',
      'opened_date',
      'category',
      'description',
      'status',
      'claim_amount',
      'approved_amount',
      'closed_date',
      'submitted_by',
    ],
    caseRows,
  );
  await insertRows(
    q,
    'testimonials',
    [
      'id',
      'eplant_id',
      'vin',
      'dealer_name',
      'address',
      'zip',
      'city',
      'state',
      'registration_date',
      'purchase_date',
      'first_name',
      'last_name',
      'email',
      'phone',
      'rating',
      'comment',
      'published',
      'created_at',
    ],
    testimonialRows,
  );

  // Owner's manual requests: a couple per week, most already shipped with a tracking number.
  const manualRows: SqlValue[][] = [];
  const shippedList = orders.shipped;
  const count = Math.max(20, Math.round(shippedList.length / 60));
  for (let i = 1; i <= count && shippedList.length; i++) {
    const { job } = shippedList[Math.floor((i / (count + 1)) * shippedList.length)];
    const requestDay = Math.min(ANCHOR_DAY - 1, (job.finish ?? ANCHOR_DAY - 30) + rng.int(10, 300));
    const town = rng.pick(TOWNS);
    const person = personFor(rng, town.country === 'MX' ? 3 : 2);
    const shipped = requestDay < ANCHOR_DAY - 4 || rng.chance(0.3);
    manualRows.push([
      i,
      job.plantId,
      `MR${String(1000 + i)}`,
      job.vin,
      job.model.partNo,
      rng.pick(["Owner's Manual", 'Parts Manual', 'Hydraulic Service Manual', 'Wiring Diagram']),
      person.first,
      person.last,
      `${emailLocal(person)}@gmail.com`,
      phoneFor(rng, town.country, town.area),
      `${rng.int(100, 9999)} ${rng.pick(['Main St', 'County Rd 12', 'Ranch Rd 620'])}`,
      town.city,
      town.state,
      town.zip,
      town.country,
      isoDay(requestDay),
      shipped ? 'Shipped' : 'Requested',
      shipped ? `9400${rng.digits(18)}` : null,
      shipped ? isoDay(Math.min(ANCHOR_DAY - 1, requestDay + rng.int(1, 4))) : null,
    ]);
  }
  await insertRows(
    q,
    'manual_requests',
    [
      'id',
      'eplant_id',
      'request_no',
      'vin',
      'part_no',
      'manual_type',
      'first_name',
      'last_name',
      'email',
      'phone',
      'address',
      'city',
      'state_code',
      'zip',
      'country',
      'request_date',
      'status',
      'tracking_number',
      'shipped_date',
    ],
    manualRows,
  );
}
