// ABC class on inventory age (SPEC §9): A sales above 0 and average age under 22 days; B 22 to 60; C 60 to 85;
// D no sales or age over 85.
//
// The spec's ranges share their end points, so the boundaries are decided here: 22 → B (A is "under 22"),
// 60 → B (B's range "22 to 60" is read inclusive, C starts after it), 85 → C (D is "over 85").

export type AbcClass = 'A' | 'B' | 'C' | 'D';

export function abcByInventoryAge(sales: number | null | undefined, averageAgeDays: number): AbcClass {
  if (!sales || sales <= 0) return 'D';
  if (averageAgeDays < 22) return 'A';
  if (averageAgeDays <= 60) return 'B';
  if (averageAgeDays <= 85) return 'C';
  return 'D';
}
