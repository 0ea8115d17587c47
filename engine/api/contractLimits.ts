// The contract's named limits (generated/erp-limits.ts): server and client read a range and its hint from here.
export { contractLimits } from '../../generated/erp-limits';
