// Business rules of SPEC §4 and §9 (re-exports only).
export * from './abcInventoryAge';
export * from './abcBySales';
export * from './rowNumberWidth';
export * from './monthPickerYears';
export * from './dateRanges';
export * from './filterDefaults';
