// The per-release arithmetic of purchase orders, shared by the PO viewer, the PO line report (PO Dashboard) and the
// home dashboard's "Late PO lines": LeftToRecv is the release quantity less its receipts (never below 0), and SPEC §4's
// late rule is the one implementation of `is_late`. `where` narrows the releases (e.g. 'r.eplant_id = $1') before
// receipts are summed.
import { plantTimeZoneSql } from '../plant/plantTimeZone.js';

/**
 * SQL: SPEC §4 "a promise date before now" for a release. A promise date is a plant day; as an instant it is that
 * day's start on the plant's clock, so a release promised today is already before now (late once quantity is left).
 * The PO viewer shows this flag (IsLate) and does not recompute it. docs/glossary.md "Late PO line".
 */
export const promisedBeforeNowSql = (promiseDate: string, plant: string): string =>
  `(${promiseDate}::timestamp AT TIME ZONE (${plantTimeZoneSql(plant)})) < now()`;

export const releaseBalancesSql = (where: string) => `
  SELECT r.id, r.po_detail_id, r.seq, r.request_date, r.promise_date, r.qty,
         coalesce(rc.received, 0) AS received,
         greatest(r.qty - coalesce(rc.received, 0), 0) AS left_to_recv,
         (r.promise_date IS NOT NULL AND ${promisedBeforeNowSql('r.promise_date', 'r.eplant_id')}
          AND r.qty - coalesce(rc.received, 0) > 0) AS is_late
    FROM po_releases r
    LEFT JOIN LATERAL (SELECT sum(pr.qty) AS received FROM po_receipts pr WHERE pr.po_release_id = r.id) rc ON true
   WHERE ${where}`;
