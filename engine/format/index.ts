// Display formats of SPEC §9 (re-exports only).
export * from './formatDate';
export * from './formatNumber';
export * from './stateProvince';
export * from './statusCodes';
export * from './formatValue';
export * from './currencyOf';
export * from './parseTypedDate';
export * from './plantTime';
export * from './chronologicalKey';
