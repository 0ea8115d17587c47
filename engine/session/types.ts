// Session shapes shared by the shell: the API's own are the contract's (generated/erp-api.ts); SessionUserData is the
// GetUserByToken response.
import type { Schemas } from '../api/operationTypes';

export type PlantOption = Schemas['Plant'];
export type SystemSettings = Schemas['SystemSettings'];
export type SessionUserData = Schemas['SessionUserData'];

/** What the portal keeps under storage key 'User' (SPEC §3 "Stored user"). */
export interface StoredUser {
  EplantId: number;
  FirstName: string;
  LastName: string;
  Username: string;
  Guid: string;
}

export type LoginResponse = Schemas['LoginResponse'];

export interface LoginPayload {
  Username: string;
  Password: string;
  Captcha: string;
}
