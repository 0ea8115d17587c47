// The month and year picker (re-exports only).
export { MonthYearPicker, MONTH_NAMES, currentMonthYear, monthRange } from './MonthYearPicker';
export type { MonthYear, MonthYearPickerProps } from './MonthYearPicker';
