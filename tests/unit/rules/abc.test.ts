import { describe, expect, it } from 'vitest';
import { abcByInventoryAge, abcBySales, abcClassForShare } from '../../../engine/rules';

describe('ABC on inventory age', () => {
  it('gives A to items with sales and an average age under 22 days', () => {
    expect(abcByInventoryAge(10, 0)).toBe('A');
    expect(abcByInventoryAge(10, 21)).toBe('A');
    expect(abcByInventoryAge(10, 21.9)).toBe('A');
  });
  it('gives B from 22 through 60 days', () => {
    expect(abcByInventoryAge(10, 22)).toBe('B');
    expect(abcByInventoryAge(10, 60)).toBe('B');
  });
  it('gives C after 60 through 85 days', () => {
    expect(abcByInventoryAge(10, 60.5)).toBe('C');
    expect(abcByInventoryAge(10, 85)).toBe('C');
  });
  it('gives D over 85 days or without sales', () => {
    expect(abcByInventoryAge(10, 86)).toBe('D');
    expect(abcByInventoryAge(0, 5)).toBe('D');
    expect(abcByInventoryAge(null, 5)).toBe('D');
  });
});

describe('ABC on 12-month sales', () => {
  it('maps cumulative share to classes at 20/21, 59/60, 85/86', () => {
    expect([20, 21, 59, 60, 85, 86].map(abcClassForShare)).toEqual(['A', 'B', 'B', 'C', 'C', 'D']);
  });
  it('ranks 100 items by sales: top 20 A, next 39 B, next 26 C, rest D', () => {
    const sales = Array.from({ length: 100 }, (_, i) => 1000 - i);
    const classes = abcBySales(sales);
    const count = (c: string) => classes.filter((x) => x === c).length;
    expect([count('A'), count('B'), count('C'), count('D')]).toEqual([20, 39, 26, 15]);
    expect(classes[0]).toBe('A');
    expect(classes[99]).toBe('D');
  });
  it('keeps input order, gives tied items the better rank and gives D without sales', () => {
    expect(abcBySales([5, 100, 100, 0, 1])).toEqual(['C', 'A', 'A', 'D', 'C']);
    expect(abcBySales([])).toEqual([]);
  });
});
