// ABC class on sales over the last 12 months (SPEC §9): A top 20 %; B 21 to 59 %; C 60 to 85 %; D 86 % and below.
//
// Reading: items are ranked by sales, highest first, and each item's cumulative share of the ranking is
// ceil(rank / count × 100) %: the top 20 % of items are A, up to 59 % B, up to 85 % C, the rest D. Whole percents
// leave no gap between 20 and 21. Items sharing a sales value share the better rank (a tie never splits a class),
// and an item without sales is always D.
import type { AbcClass } from './abcInventoryAge';

export function abcClassForShare(percent: number): AbcClass {
  if (percent <= 20) return 'A';
  if (percent <= 59) return 'B';
  if (percent <= 85) return 'C';
  return 'D';
}

/** Classes in the order of the input. */
export function abcBySales(sales: readonly number[]): AbcClass[] {
  const count = sales.length;
  const order = sales.map((value, index) => ({ value, index })).sort((a, b) => b.value - a.value);
  const result: AbcClass[] = new Array(count);
  let rank = 0;
  let previous: number | undefined;
  order.forEach((entry, position) => {
    if (entry.value !== previous) rank = position + 1;
    previous = entry.value;
    result[entry.index] = entry.value > 0 ? abcClassForShare(Math.ceil((rank / count) * 100)) : 'D';
  });
  return result;
}
