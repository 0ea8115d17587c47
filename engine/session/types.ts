// Session shapes shared by the shell (common brief: SessionUserData is the GetUserByToken response).

export interface PlantOption {
  Id: number;
  Name: string;
}

export interface SystemSettings {
  FrontendVersion: string;
  Maintance: boolean;
}

export interface SessionUserData {
  Guid: string;
  Firstname: string;
  Lastname: string;
  Username: string;
  Email: string | null;
  EplantId: number;
  EmployeeId: number | null;
  IsSuperUser: boolean;
  Routes: string[];
  RolesNames: string[];
  Plants: PlantOption[];
  System: SystemSettings;
}

/** What the portal keeps under storage key 'User' (SPEC §3 "Stored user"). */
export interface StoredUser {
  EplantId: number;
  FirstName: string;
  LastName: string;
  Username: string;
  Guid: string;
}

export interface LoginResponse {
  Token: string;
  TokenType: string;
  Expiration: string;
  User: SessionUserData;
}

export interface LoginPayload {
  Username: string;
  Password: string;
  Captcha: string;
}
