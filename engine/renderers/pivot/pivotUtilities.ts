// react-pivottable's Utilities (PivotData, its default aggregators and number formatter) without the UI or its CSS,
// so the aggregation code also runs outside the browser (unit tests, `npm run bench`). CommonJS under Vite: take
// `mod.default ?? mod` (DESIGN.md "Known traps").
import * as UtilitiesModule from 'react-pivottable/Utilities';

const utilities = UtilitiesModule as unknown as Record<string, unknown> & { default?: Record<string, unknown> };
const pick = <T>(name: string): T => (utilities[name] ?? utilities.default?.[name]) as T;

/** react-pivottable's own aggregators (the UI's default list). */
export const libraryAggregators = pick<Record<string, unknown>>('aggregators');
export const numberFormat = pick<(options?: Record<string, unknown>) => (x: number) => string>('numberFormat');
