// The two ABC classifications of SPEC §9, the one implementation every screen and export shows (the server adds the
// class to the report rows; the portal never recomputes it). docs/glossary.md "ABC classes" states the same edges.
//
// "ABC on inventory age: A sales above 0 and average age under 22 days; B 22 to 60; C 60 to 85; D no sales or age
// over 85." The spec's ranges share their end points, so: age < 22 → A; 22 ≤ age ≤ 60 → B; 60 < age ≤ 85 → C;
// age > 85 → D. An item without sales (sum ≤ 0), or without stock to have an age, is D.
//
// "ABC on sales over the last 12 months: A top 20%; B 21 to 59%; C 60 to 85%; D 86% and below." A rank percentile,
// not a Pareto share of value: the items that sold (sales above 0) are ranked by sales value, highest first, and each
// item's position is the whole percent of that ranking it starts in, floor(100 × (rank − 1) / count) + 1 (the best
// seller is at 1 %, and with 100 sellers rank n is at n %). Position ≤ 20 → A; 21–59 → B; 60–85 → C; ≥ 86 → D. Items
// with the same sales share the better rank (a tie never splits a class); an item without sales is D.

export type AbcClass = 'A' | 'B' | 'C' | 'D';

export function abcByInventoryAge(
  sales: number | null | undefined,
  averageAgeDays: number | null | undefined,
): AbcClass {
  if (!sales || sales <= 0 || averageAgeDays === null || averageAgeDays === undefined) return 'D';
  if (averageAgeDays < 22) return 'A';
  if (averageAgeDays <= 60) return 'B';
  if (averageAgeDays <= 85) return 'C';
  return 'D';
}

/** The class of a position in the sales ranking, in whole percents from the top (1 = best). */
export function abcClassForPosition(percent: number): AbcClass {
  if (percent <= 20) return 'A';
  if (percent <= 59) return 'B';
  if (percent <= 85) return 'C';
  return 'D';
}

/** Position (whole percent from the top) of 1-based `rank` among `count` ranked items. */
export const rankPosition = (rank: number, count: number): number => Math.floor((100 * (rank - 1)) / count) + 1;

/** Classes by sales, in the order of the input. */
export function abcBySales(sales: readonly number[]): AbcClass[] {
  const sold = sales
    .map((value, index) => ({ value, index }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value);
  const result: AbcClass[] = sales.map(() => 'D');
  let rank = 0;
  let previous: number | undefined;
  sold.forEach((entry, position) => {
    if (entry.value !== previous) rank = position + 1;
    previous = entry.value;
    result[entry.index] = abcClassForPosition(rankPosition(rank, sold.length));
  });
  return result;
}
