// The contract's named limits for screens, without the rest of the kit (so plain rules modules and Node unit tests
// can read them): generated/erp-limits.ts through engine/api.
export { contractLimits } from '../api/contractLimits';
