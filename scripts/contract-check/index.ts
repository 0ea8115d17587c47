// The screen contract check library (see checkScreens.ts); re-exports only.
export { checkScreens, checkScreensWithCount, type CheckScreensResult } from './checkScreens';
export { listScreenFiles, readScreenFiles } from './listScreenFiles';
export { formatProblem, formatSummary } from './formatProblem';
export { closest, editDistance } from './suggest';
export { createSchemaValidator, loadScreenSchema, SCREEN_SCHEMA_PATH } from './validateSchema';
export { rowFields, shapeOf, successSchema, type Shape } from './responseShape';
export { routeParamsOf } from './context';
export { loadRoutes, loadRoles, findRoutesFile } from './loadCatalogs';
export type { CheckScreensInput, Problem, RouteCatalog, RouteEntry, RoleCatalog } from './types';
