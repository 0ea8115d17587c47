// Month picker years (SPEC §5, §9): the current year back to 2016.
export const FIRST_PICKER_YEAR = 2016;

export function monthPickerYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_PICKER_YEAR; y -= 1) years.push(y);
  return years;
}
