// The per-release arithmetic of purchase orders, shared by the PO viewer and the PO line report: LeftToRecv is the
// release quantity less its receipts (never below 0) and SPEC §4's late rule is a release promised before today with
// quantity left. `where` narrows the releases (e.g. 'r.eplant_id = $1') before receipts are summed.
export const releaseBalancesSql = (where: string) => `
  SELECT r.id, r.po_detail_id, r.seq, r.request_date, r.promise_date, r.qty,
         coalesce(rc.received, 0) AS received,
         greatest(r.qty - coalesce(rc.received, 0), 0) AS left_to_recv,
         (r.promise_date IS NOT NULL AND r.promise_date < current_date AND r.qty - coalesce(rc.received, 0) > 0) AS is_late
    FROM po_releases r
    LEFT JOIN LATERAL (SELECT sum(pr.qty) AS received FROM po_receipts pr WHERE pr.po_release_id = r.id) rc ON true
   WHERE ${where}`;
