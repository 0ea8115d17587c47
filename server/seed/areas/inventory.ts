// Demo data of migration 020 (Inventory, QC and Purchasing plant-floor screens), derived in SQL from the seeded plant
// data so it stays deterministic and fast: FG targets, intercompany POs between the two plants, QC templates,
// inspections, schedule and holds, physical tag audits, part identifications, label prints and El Paso receipts.
import type { Database } from '../../db/Database.js';
import type { AreaSeed } from '../AreaSeed.js';
import { ANCHOR_DAY, isoDay, SEED_NOW_ISO } from '../plant/calendar.js';

const TEMPLATES: [kind: string, productType: string, name: string, checkpoints: string[]][] = [
  [
    'Final inspection',
    'trailer',
    'Trailer final inspection',
    [
      'VIN plate riveted and legible',
      'Lights and wiring test',
      'Brake breakaway test',
      'Tire pressure and lug torque',
      'Deck boards fastened',
      'Decals and reflective tape placed',
      'Safety chains and coupler secured',
      'Paint free of runs and bare spots',
    ],
  ],
  [
    'Final inspection',
    'bed',
    'Truck bed final inspection',
    [
      'Serial plate riveted and legible',
      'Lights and wiring test',
      'Floor welds ground flush',
      'Hitch hardware torqued',
      'Toolboxes latch and lock',
      'Paint free of runs and bare spots',
    ],
  ],
  [
    'Weld audit',
    'trailer',
    'Frame weld audit',
    [
      'Main beam welds size per drawing',
      'No porosity or undercut on crossmembers',
      'Gooseneck gussets fully welded',
      'Axle hanger welds complete',
      'Spatter removed',
    ],
  ],
  [
    'Weld audit',
    'bed',
    'Bed weld audit',
    [
      'Skirt to floor welds continuous',
      'Headache rack welds complete',
      'No burn-through on floor plate',
      'Spatter removed',
    ],
  ],
  [
    'Paint audit',
    'trailer',
    'Trailer paint audit',
    [
      'Film thickness within 2.5–6.0 mils',
      'Adhesion cross-hatch test',
      'No contamination or fish eyes',
      'Undercoat complete',
    ],
  ],
  [
    'Paint audit',
    'bed',
    'Bed paint audit',
    ['Film thickness within 2.5–6.0 mils', 'Adhesion cross-hatch test', 'No contamination or fish eyes'],
  ],
];

const AUDITORS = ['Maria Lopez', 'James Carter', 'Rosa Hernandez', 'David Nguyen', 'Luis Ramirez', 'Karen Smith'];
const HOLD_REASONS = [
  'Paint thickness below spec',
  'Weld porosity on main beam',
  'Missing VIN plate',
  'Wiring harness short',
  'Axle alignment out of tolerance',
  'Damaged deck board',
  'Customer option missing',
];

export const inventorySeed: AreaSeed = {
  name: 'inventory, QC and purchasing',
  async run(db: Database) {
    const today = isoDay(ANCHOR_DAY);
    // The seed's "now": inspections, holds, labels and border crossings whose moment is still ahead are not written.
    const now = SEED_NOW_ISO;
    await db.tx(async (q) => {
      // Targets: about two weeks of each family's recent finishes, minimum half of that.
      await q.query(
        `INSERT INTO fg_targets (eplant_id, family, target_qty, min_qty, updated_at, updated_by)
         SELECT eplant_id, family, greatest(4, round(count(*) / 13.0 * 2))::int, greatest(2, round(count(*) / 13.0))::int,
                ($1::date - 20)::timestamptz, 'Seed'
           FROM jobs WHERE finish_date >= ($1::date - 91) AND finish_date < $1::date
          GROUP BY eplant_id, family`,
        [today],
      );

      // Intercompany: the U.S. plant buys subassemblies from the MX plant, the MX plant buys axles and tires from the U.S.
      await q.query(
        `INSERT INTO vendors (eplant_id, vendor_no, company, category, address, city, state_code, country, phone, terms, currency, lead_time_days)
         VALUES (2, 'IC-NMX', 'NORSTAR MX S.A. de C.V.', 'Intercompany', 'Carretera Federal 45 km 12', 'Cd. Juárez', 'CHH', 'MX', '+52 656 555 0100', 'Net 30', 'USD', 10),
                (3, 'IC-NUS', 'NORSTAR U.S. LLC', 'Intercompany', '2200 FM 2648', 'Brookston', 'TX', 'US', '+1 903 555 0100', 'Net 30', 'USD', 7)`,
      );
      await q.query(
        `INSERT INTO purchase_orders (eplant_id, pono, vendor_id, po_date, buyer, req_by, status, currency, is_intercompany)
         SELECT v.eplant_id, 'IC' || v.eplant_id || '-' || lpad(w::text, 4, '0'), v.id, $1::date - 7 * w,
                CASE WHEN v.eplant_id = 2 THEN 'Tom Becker' ELSE 'Ana Torres' END,
                CASE WHEN w % 2 = 0 THEN 'Production planning' ELSE 'Materials' END,
                CASE WHEN w > 3 THEN 'Closed' ELSE 'Open' END, 'USD', true
           FROM vendors v CROSS JOIN generate_series(0, 52) w
          WHERE v.vendor_no IN ('IC-NMX', 'IC-NUS')`,
        [today],
      );
      await q.query(
        `WITH cand AS (
           SELECT i.*, row_number() OVER (PARTITION BY i.eplant_id ORDER BY i.arinvt_id) - 1 AS rn
             FROM items i WHERE (i.eplant_id = 2 AND i.class = 'SA') OR (i.eplant_id = 3 AND i.class = 'AXL'))
         INSERT INTO po_details (po_id, eplant_id, line_no, arinvt_id, item_no, descrip, uom, unit_cost)
         SELECT po.id, po.eplant_id, n, c.arinvt_id, c.item_no, c.descrip, c.uom, round(c.std_cost * 1.04, 4)
           FROM purchase_orders po
           CROSS JOIN generate_series(1, 3) n
           JOIN cand c ON c.eplant_id = po.eplant_id AND c.rn = (po.id * 7 + n * 13) % 12
          WHERE po.is_intercompany`,
      );
      await q.query(
        `INSERT INTO po_releases (po_detail_id, eplant_id, seq, request_date, promise_date, qty)
         SELECT d.po_detail_id, d.eplant_id, 1, po.po_date + 14, po.po_date + 14 + (d.po_detail_id % 5) - 1, 10 + (d.po_detail_id * 7) % 50
           FROM po_details d JOIN purchase_orders po ON po.id = d.po_id WHERE po.is_intercompany`,
      );
      await q.query(
        `WITH dock AS (SELECT eplant_id, min(id) AS id FROM locations WHERE NOT is_finish_goods GROUP BY eplant_id)
         INSERT INTO po_receipts (eplant_id, po_release_id, po_detail_id, receipt_date, qty, location_id, received_by, packing_slip)
         SELECT r.eplant_id, r.id, r.po_detail_id, r.promise_date + (r.id % 3),
                CASE WHEN r.id % 9 = 0 THEN r.qty - 4 ELSE r.qty END,
                (SELECT dock.id FROM dock WHERE dock.eplant_id = r.eplant_id),
                CASE WHEN r.eplant_id = 2 THEN 'Receiving dock Brookston' ELSE 'Almacén MX1' END, 'PS' || (400000 + r.id)
           FROM po_releases r JOIN po_details d ON d.po_detail_id = r.po_detail_id JOIN purchase_orders po ON po.id = d.po_id
          WHERE po.is_intercompany AND r.promise_date + (r.id % 3) < $1::date`,
        [today],
      );

      // QC templates with their checkpoints, per plant.
      for (const plant of [2, 3]) {
        for (const [kind, productType, name, points] of TEMPLATES) {
          const [t] = await q.query<{ id: number }>(
            `INSERT INTO qc_templates (eplant_id, name, kind, product_type, active, updated_at) VALUES ($1, $2, $3, $4, true, $5::date - 200) RETURNING id`,
            [plant, name, kind, productType, today],
          );
          await q.query(
            `INSERT INTO qc_template_checkpoints (template_id, seq, checkpoint, required)
             SELECT $1, ord, txt, ord <= 3 FROM unnest($2::text[]) WITH ORDINALITY AS u(txt, ord)`,
            [t.id, points],
          );
        }
      }

      // Inspections of about a third of the units finished in the last 200 days; every fifth came from iAuditor.
      await q.query(
        `INSERT INTO qc_audits (eplant_id, template_id, job_id, vin, workorder_number, audited_at, auditor, source, checkpoints, failed, score, result, notes)
         SELECT j.eplant_id, t.id, j.id, j.vin, j.workorder_number, j.finish_date + interval '35 minutes',
                ($2::text[])[1 + (j.id % 6)], CASE WHEN j.id % 5 = 0 THEN 'iAuditor' ELSE 'Portal' END,
                c.n, f.failed, round((c.n - f.failed) * 100.0 / c.n, 2), CASE WHEN f.failed = 0 THEN 'Pass' ELSE 'Fail' END,
                CASE WHEN f.failed > 0 THEN 'Rework ticket opened' END
           FROM jobs j
           JOIN qc_templates t ON t.eplant_id = j.eplant_id AND t.product_type = j.product_type
                              AND t.kind = (ARRAY['Final inspection', 'Weld audit', 'Paint audit'])[1 + (j.id / 3) % 3]
           JOIN LATERAL (SELECT count(*)::int AS n FROM qc_template_checkpoints WHERE template_id = t.id) c ON true
           JOIN LATERAL (SELECT CASE WHEN j.id % 11 = 0 THEN 2 WHEN j.id % 7 = 0 THEN 1 ELSE 0 END AS failed) f ON true
          WHERE j.finish_date >= ($1::date - 200) AND j.id % 3 = 0 AND j.finish_date + interval '35 minutes' <= $3::timestamptz`,
        [today, AUDITORS, now],
      );

      // Schedule: two inspections per weekday per plant from 60 days back to 30 ahead; past ones link their audit.
      await q.query(
        `WITH wc AS (SELECT id, eplant_id, row_number() OVER (PARTITION BY eplant_id ORDER BY sort_order, id) - 1 AS rn FROM work_centers)
         INSERT INTO qc_schedule (eplant_id, scheduled_date, template_id, work_center_id, auditor, audit_id)
         SELECT t.eplant_id, d::date, t.id,
                (SELECT wc.id FROM wc WHERE wc.eplant_id = t.eplant_id AND wc.rn = (t.id + extract(doy FROM d)::int) % 8),
                ($2::text[])[1 + ((t.id + extract(doy FROM d)::int) % 6)],
                CASE WHEN d::date < $1::date AND (t.id + extract(doy FROM d)::int) % 9 <> 0 THEN
                  (SELECT a.id FROM qc_audits a WHERE a.template_id = t.id AND a.audited_at::date <= d::date ORDER BY a.audited_at DESC LIMIT 1)
                END
           FROM generate_series($1::date - 60, $1::date + 30, interval '1 day') d
           JOIN qc_templates t ON (t.id + extract(doy FROM d)::int) % 3 = 0
          WHERE extract(isodow FROM d) < 6`,
        [today, AUDITORS],
      );

      // Holds: one unit in forty finished in the last 180 days; older holds have been released.
      await q.query(
        `INSERT INTO qc_holds (eplant_id, job_id, reason, placed_by, placed_at, released_at, released_by, disposition)
         SELECT j.eplant_id, j.id, ($2::text[])[1 + (j.id % 7)], ($3::text[])[1 + (j.id % 6)], j.finish_date + interval '2 hours',
                CASE WHEN j.finish_date < $1::date - 10 THEN j.finish_date + interval '3 days' END,
                CASE WHEN j.finish_date < $1::date - 10 THEN ($3::text[])[1 + ((j.id + 1) % 6)] END,
                CASE WHEN j.finish_date < $1::date - 10 THEN (ARRAY['Rework', 'Use as is', 'Scrap', 'Return to line'])[1 + (j.id % 4)] END
           FROM jobs j
          WHERE j.finish_date >= ($1::date - 180) AND j.id % 40 = 0 AND j.finish_date + interval '2 hours' <= $4::timestamptz`,
        [today, HOLD_REASONS, AUDITORS, now],
      );

      // Physical inventory: one scanned tag in eight re-counted by a floor auditor, a few with a different quantity.
      await q.query(
        `INSERT INTO physical_tag_audits (eplant_id, tag_id, counted_qty, audited_qty, auditor, audited_at)
         SELECT t.eplant_id, t.id, s.qty, CASE WHEN t.id % 29 = 0 THEN s.qty - 1 ELSE s.qty END,
                ($1::text[])[1 + (t.id % 6)], s.last_scan + interval '50 minutes'
           FROM physical_inventory_tags t
           JOIN (SELECT tag_id, sum(qty) AS qty, max(scanned_at) AS last_scan FROM physical_inventory_scans GROUP BY tag_id) s ON s.tag_id = t.id
          WHERE t.id % 8 = 0`,
        [AUDITORS],
      );
      await q.query(
        `INSERT INTO part_identifications (eplant_id, scanned_value, arinvt_id, location_id, qty, user_name, identified_at)
         SELECT i.eplant_id, i.item_no, i.arinvt_id,
                (SELECT l.id FROM locations l WHERE l.eplant_id = i.eplant_id ORDER BY l.id OFFSET (i.arinvt_id % 10) LIMIT 1),
                1 + i.arinvt_id % 6, ($2::text[])[1 + (i.arinvt_id % 6)],
                (SELECT max(count_date) FROM physical_inventory_tags) + time '08:00' + (i.arinvt_id % 400) * interval '1 minute'
           FROM items i WHERE i.source = 'P' AND i.arinvt_id % 97 = 0 AND i.active
         UNION ALL
         SELECT p.id, 'UNK-' || lpad((p.id * 37)::text, 5, '0'), NULL, NULL, 1, 'Luis Ramirez', $1::date - 3 + time '10:15'
           FROM plants p
         -- Ids in a stated order, not in whatever order the plan emits rows.
         ORDER BY 1, 3 NULLS LAST, 2`,
        [today, AUDITORS],
      );

      // Labels: a few item, location and VIN labels every weekday of the last 60 days.
      await q.query(
        `INSERT INTO label_prints (eplant_id, label_type, value, arinvt_id, location_id, job_id, copies, user_name, printed_at)
         SELECT j.eplant_id, 'vin', trim(j.vin), j.arinvt_id, NULL, j.id, 2, ($2::text[])[1 + (j.id % 6)], j.finish_date + interval '20 minutes'
           FROM jobs j WHERE j.finish_date >= ($1::date - 60) AND j.finish_date < $1::date AND j.vin IS NOT NULL AND j.id % 4 = 0
         UNION ALL
         SELECT oh.eplant_id, 'item', i.item_no, i.arinvt_id, oh.location_id, NULL, 1 + oh.id % 4, ($2::text[])[1 + (oh.id % 6)],
                $1::date - (oh.id % 60) + time '07:30' + (oh.id % 300) * interval '1 minute'
           FROM on_hand oh JOIN items i ON i.arinvt_id = oh.arinvt_id
          WHERE i.source = 'P' AND oh.id % 23 = 0
            AND $1::date - (oh.id % 60) + time '07:30' + (oh.id % 300) * interval '1 minute' <= $3::timestamptz`,
        [today, AUDITORS, now],
      );

      // El Paso: MX units on loads to U.S. and Canadian dealers cross the border the day after they ship.
      await q.query(
        `WITH bays AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS rn FROM locations WHERE warehouse = 'EL PASO')
         INSERT INTO elpaso_receipts (eplant_id, origin_plant_id, load_id, job_id, location_id, received_at, received_by, condition, released_at)
         SELECT DISTINCT ON (lu.job_id) 2, 3, l.id, lu.job_id, (SELECT b.id FROM bays b WHERE b.rn = lu.job_id % 3),
                (l.ship_date + 1) + time '09:00' + (lu.position * interval '12 minutes'),
                ($2::text[])[1 + (lu.job_id % 6)], CASE WHEN lu.job_id % 31 = 0 THEN 'Damaged' ELSE 'Good' END,
                CASE WHEN l.ship_date + 3 < $1::date THEN (l.ship_date + 3) + time '14:00' END
           FROM loads l
           JOIN customers c ON c.id = l.dealer_id
           JOIN load_units lu ON lu.load_id = l.id
          WHERE l.eplant_id = 3 AND c.country <> 'MX' AND lu.job_id IS NOT NULL
            AND l.ship_date >= ($1::date - 400) AND l.ship_date < $1::date
            AND (l.ship_date + 1) + time '09:00' + (lu.position * interval '12 minutes') <= $3::timestamptz
          ORDER BY lu.job_id, l.ship_date, lu.position`,
        [today, AUDITORS, now],
      );
    });
  },
};
