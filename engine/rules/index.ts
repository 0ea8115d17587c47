// Business rules of SPEC §9 the portal applies itself (re-exports only). The PO late rule (§4) and the ABC classes
// (§9) are the server's: server/handlers/purchasing/poLineSql.ts and server/handlers/shared/abcClass.ts.
export * from './rowNumberWidth';
export * from './monthPickerYears';
export * from './dateRanges';
export * from './filterDefaults';
