// PO late rule (SPEC §4): a line is late when any release has a promise date before now and a quantity left to
// receive above 0, and the total left is at least 0.
import { parseDate } from '../format/formatDate';

export interface PoReleaseLike {
  PromiseDate?: string | null;
  LeftToRecv?: number | null;
}

export interface PoLineLike {
  POReleases?: readonly PoReleaseLike[] | null;
}

export function isPoLineLate(line: PoLineLike, now: Date = new Date()): boolean {
  const releases = line.POReleases ?? [];
  const totalLeft = releases.reduce((sum, r) => sum + (r.LeftToRecv ?? 0), 0);
  if (totalLeft < 0) return false;
  return releases.some((r) => {
    const promise = parseDate(r.PromiseDate);
    return promise !== undefined && promise.getTime() < now.getTime() && (r.LeftToRecv ?? 0) > 0;
  });
}
