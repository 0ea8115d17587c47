// Demo data of the plant-floor screens (migration 010): daily goals per work center, the quality points catalogue and
// a quality check of every unit finished in the last 120 days. Written as INSERT … SELECT over the plant seed so it
// is fast and deterministic (hashtext of stable keys instead of a random stream).
import type { AreaSeed } from '../AreaSeed.js';
import { ANCHOR_DAY, isoDay, SEED_NOW_ISO } from '../plant/calendar.js';

const DEFECTS: readonly (readonly [string, string, string, number])[] = [
  ['WELD-POR', 'Weld porosity', 'WELD FRAME', 5],
  ['WELD-UND', 'Weld undercut', 'WELD FRAME', 3],
  ['WELD-MISS', 'Missed weld', 'WELD NECK', 10],
  ['BED-SEAM', 'Bed seam not sealed', 'WELD BED', 4],
  ['PNT-RUN', 'Paint runs or sags', 'PAINT', 2],
  ['PNT-THIN', 'Thin paint coverage', 'PAINT', 4],
  ['ASM-TORQ', 'Fastener not torqued', 'ASSEMBLY', 8],
  ['ASM-MISS', 'Missing part', 'ASSEMBLY', 10],
  ['ELE-LIGHT', 'Light not working', 'ELECTRICAL', 6],
  ['DECK-GAP', 'Deck board gap', 'WOOD DECK', 2],
  ['FIN-DECAL', 'Decal misplaced', 'FINISH', 1],
];

const INSPECTORS = ['Maria Lopez', 'Kevin Hart', 'Jose Ramirez', 'Linda Nguyen'];

export const productionSeed: AreaSeed = {
  name: 'plant-floor goals and quality points',
  async run(db) {
    const today = isoDay(ANCHOR_DAY);
    await db.tx(async (tx) => {
      // Goals: the work center's average output per worked day of its plant over the last year, set a notch lower
      // three years ago and raised to that average eight weeks ago.
      await tx.query(
        `INSERT INTO production_goals (eplant_id, work_center_id, effective_from, daily_goal, updated_by, updated_at)
         SELECT wc.eplant_id, wc.id, g.effective_from, greatest(1, ceil(a.per_day * g.factor))::int, 'admin', g.effective_from::timestamptz
           FROM work_centers wc
           JOIN (SELECT op.work_center_id, count(*)::numeric AS n FROM job_operations op
                  WHERE op.status = 'Done' AND op.completed_at >= ($1::date - 365)::timestamp AT TIME ZONE 'UTC'
                  GROUP BY op.work_center_id) ops ON ops.work_center_id = wc.id
           JOIN (SELECT op.eplant_id, count(DISTINCT (op.completed_at AT TIME ZONE 'UTC' - interval '6 hours')::date) AS days
                   FROM job_operations op
                  WHERE op.status = 'Done' AND op.completed_at >= ($1::date - 365)::timestamp AT TIME ZONE 'UTC'
                  GROUP BY op.eplant_id) worked ON worked.eplant_id = wc.eplant_id
           CROSS JOIN LATERAL (SELECT ops.n / greatest(worked.days, 1) AS per_day) a
           CROSS JOIN (VALUES ($1::date - 1200, 0.85), ($1::date - 56, 1.0)) AS g(effective_from, factor)
          -- Ids in a stated order, not in whatever order the join plan (which follows table sizes) emits rows.
          ORDER BY wc.eplant_id, wc.id, g.effective_from`,
        [today],
      );
      for (const plant of [2, 3]) {
        // Only defects of resource groups the plant has (the MX plant builds no wood decks, for one).
        for (const [code, description, group, points] of DEFECTS) {
          await tx.query(
            `INSERT INTO qc_point_defects (eplant_id, code, description, resource_group, points)
             SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM work_centers WHERE eplant_id = $1 AND resource_group = $4)`,
            [plant, code, description, group, points],
          );
        }
        // Stamped with the seed's "now", not the wall clock of the insert: nothing seeded is later than SEED_NOW.
        await tx.query(
          "INSERT INTO qc_point_settings (eplant_id, fail_limit, updated_by, updated_at) VALUES ($1, 10, 'admin', $2)",
          [plant, SEED_NOW_ISO],
        );
      }
      await tx.query(
        `INSERT INTO qc_point_checks (eplant_id, job_id, work_center_id, checked_at, inspector, total_points, passed, comments)
         SELECT j.eplant_id, j.id, j.work_center_id, j.finish_date + interval '25 minutes',
                ($2::text[])[1 + abs(hashtext(j.workorder_number)) % 4], 0, true, NULL
           FROM jobs j
          WHERE j.finish_date IS NOT NULL AND j.finish_date >= ($1::date - 120)::timestamp AT TIME ZONE 'UTC'
            AND j.finish_date + interval '25 minutes' <= $3::timestamptz`,
        [today, INSPECTORS, SEED_NOW_ISO],
      );
      // Up to three defects per unit; about one unit in five comes through clean.
      await tx.query(
        `INSERT INTO qc_point_check_defects (check_id, defect_id, qty, points)
         SELECT c.id, d.id, q.qty, q.qty * d.points
           FROM qc_point_checks c
           JOIN jobs j ON j.id = c.job_id
           CROSS JOIN generate_series(1, 3) AS n
           JOIN LATERAL (SELECT abs(hashtext(j.workorder_number || ':' || n)) AS h) hh ON true
           JOIN LATERAL (SELECT 1 + (hh.h / 97) % 2 AS qty) q ON true
           JOIN qc_point_defects d ON d.eplant_id = c.eplant_id
            AND d.code = ($1::text[])[1 + (hh.h / 7) % $2::int]
          WHERE (n = 1 AND hh.h % 3 <> 0) OR (n = 2 AND hh.h % 4 = 0) OR (n = 3 AND hh.h % 9 = 0)`,
        [DEFECTS.map((d) => d[0]), DEFECTS.length],
      );
      await tx.query(
        `UPDATE qc_point_checks c SET total_points = t.points, passed = t.points <= s.fail_limit,
                comments = CASE WHEN t.points > s.fail_limit THEN 'Sent back for rework' END
           FROM (SELECT check_id, sum(points)::int AS points FROM qc_point_check_defects GROUP BY check_id) t,
                qc_point_settings s
          WHERE t.check_id = c.id AND s.eplant_id = c.eplant_id`,
      );
    });
  },
};
