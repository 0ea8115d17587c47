// SPEC §9's two ABC classifications as the server computes them (server/handlers/shared/abcClass.ts), at every edge
// the spec leaves to be decided: 22, 60 and 85 days; positions 20/21, 59/60, 85/86; ties; items without sales.
import { describe, expect, it } from 'vitest';
import {
  abcByInventoryAge,
  abcBySales,
  abcClassForPosition,
  rankPosition,
} from '../../../server/handlers/shared/abcClass';

describe('ABC on inventory age', () => {
  it('gives A to items with sales and an average age under 22 days', () => {
    expect([0, 21, 21.9].map((age) => abcByInventoryAge(10, age))).toEqual(['A', 'A', 'A']);
  });
  it('gives B from 22 through 60 days (both ends inclusive)', () => {
    expect([22, 40, 60].map((age) => abcByInventoryAge(10, age))).toEqual(['B', 'B', 'B']);
  });
  it('gives C after 60 through 85 days', () => {
    expect([60.1, 70, 85].map((age) => abcByInventoryAge(10, age))).toEqual(['C', 'C', 'C']);
  });
  it('gives D over 85 days, without sales, or without stock to have an age', () => {
    expect(abcByInventoryAge(10, 85.1)).toBe('D');
    expect(abcByInventoryAge(10, 400)).toBe('D');
    expect(abcByInventoryAge(0, 5)).toBe('D');
    expect(abcByInventoryAge(-3, 5)).toBe('D');
    expect(abcByInventoryAge(null, 5)).toBe('D');
    expect(abcByInventoryAge(10, null)).toBe('D');
  });
});

describe('ABC on 12-month sales', () => {
  it('maps positions to classes at 20/21, 59/60, 85/86', () => {
    expect([1, 20, 21, 59, 60, 85, 86, 100].map(abcClassForPosition)).toEqual(['A', 'A', 'B', 'B', 'C', 'C', 'D', 'D']);
  });
  it('places rank n of 100 at n %, and the best seller of any count at 1 %', () => {
    expect([1, 20, 21, 100].map((rank) => rankPosition(rank, 100))).toEqual([1, 20, 21, 100]);
    expect(rankPosition(1, 1)).toBe(1);
    expect([1, 2, 3].map((rank) => rankPosition(rank, 3))).toEqual([1, 34, 67]);
  });
  it('ranks 100 sellers: top 20 A, next 39 B, next 26 C, last 15 D', () => {
    const sales = Array.from({ length: 100 }, (_, i) => 1000 - i);
    const classes = abcBySales(sales);
    const count = (c: string) => classes.filter((x) => x === c).length;
    expect([count('A'), count('B'), count('C'), count('D')]).toEqual([20, 39, 26, 15]);
    expect([classes[19], classes[20], classes[58], classes[59], classes[84], classes[85]]).toEqual([
      'A',
      'B',
      'B',
      'C',
      'C',
      'D',
    ]);
  });
  it('ranks only the items that sold: unsold items are D and do not push sellers down', () => {
    const sold = Array.from({ length: 5 }, (_, i) => 500 - i);
    expect(abcBySales([...sold, 0, 0, 0, -20])).toEqual(['A', 'B', 'B', 'C', 'C', 'D', 'D', 'D', 'D']);
    expect(abcBySales([42])).toEqual(['A']);
    expect(abcBySales([])).toEqual([]);
  });
  it('keeps input order and gives tied items the better rank', () => {
    expect(abcBySales([5, 100, 100, 0, 1])).toEqual(['B', 'A', 'A', 'D', 'C']);
  });
});
