// The bench area's handlers (synthetic data for `npm run bench`).
export { benchHandlers } from './benchHandlers.js';
