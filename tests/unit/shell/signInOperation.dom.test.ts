// The login page calls the contract's authenticate operation without the generated map of every operation: the
// method and path it names must stay the contract's.
import { describe, expect, it } from 'vitest';
import { erpOperations } from '../../../generated/erp-operations';
import { authenticateOperation } from '../../../engine/session/signIn';

describe('sign-in call', () => {
  it("is the contract's authenticate operation", () => {
    expect(authenticateOperation).toEqual({
      method: erpOperations.authenticate.method,
      path: erpOperations.authenticate.path,
    });
  });
});
