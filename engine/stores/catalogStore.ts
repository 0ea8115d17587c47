// The catalog store (SPEC §3): classes ('clases'), employees, locations sorted by location, vendors sorted by
// company and user options. Today no screen reads it, so it stays empty: select filters and form fields load their
// options from the operation the definition names (OptionsSource), cached per operation and plant by the data layer,
// and the sort orders the SPEC gives (locations by location, vendors by company) are applied by those operations. The
// loaders below are ready for a hand-written screen that needs the lists outside a definition; sign-out clears it.
import { create } from 'zustand';
import { callOperation } from '../api/callOperation';
import type { OperationResult } from '../api/operationTypes';

export type Employee = OperationResult<'listEmployees'>[number];

export interface LocationRow {
  Location: string;
  [field: string]: unknown;
}

export interface VendorRow {
  Company: string;
  [field: string]: unknown;
}

/** SPEC §3 "User option": a name built from first and last name, plus the Guid. */
export interface UserOption {
  name: string;
  Guid: string;
}

type UserRow = OperationResult<'listUsers'>[number];

export interface CatalogState {
  clases: unknown[];
  employees: Employee[];
  locations: LocationRow[];
  vendors: VendorRow[];
  users: UserOption[];
  setClases: (clases: unknown[]) => void;
  setEmployees: (employees: Employee[]) => void;
  setLocations: (locations: LocationRow[]) => void;
  setVendors: (vendors: VendorRow[]) => void;
  setUsers: (users: UserOption[]) => void;
  loadEmployees: (plant: number, foremanOnly?: boolean) => Promise<Employee[]>;
  loadUsers: (plant: number) => Promise<UserOption[]>;
  clear: () => void;
}

const byText =
  <T>(pick: (row: T) => unknown) =>
  (a: T, b: T) =>
    String(pick(a) ?? '').localeCompare(String(pick(b) ?? ''), 'en-US');

export function sortLocations(rows: LocationRow[]): LocationRow[] {
  return [...rows].sort(byText((row) => row.Location));
}

export function sortVendors(rows: VendorRow[]): VendorRow[] {
  return [...rows].sort(byText((row) => row.Company));
}

export function toUserOption(user: UserRow): UserOption {
  return { name: `${user.Firstname ?? ''} ${user.Lastname ?? ''}`.trim(), Guid: user.Guid };
}

export const useCatalogStore = create<CatalogState>()((set) => ({
  clases: [],
  employees: [],
  locations: [],
  vendors: [],
  users: [],
  setClases: (clases) => set({ clases }),
  setEmployees: (employees) => set({ employees }),
  setLocations: (locations) => set({ locations: sortLocations(locations) }),
  setVendors: (vendors) => set({ vendors: sortVendors(vendors) }),
  setUsers: (users) => set({ users }),
  loadEmployees: async (plant, foremanOnly = false) => {
    const employees = await callOperation('listEmployees', { plant, ...(foremanOnly && { foremanOnly: 'True' }) });
    set({ employees });
    return employees;
  },
  loadUsers: async (plant) => {
    const rows = await callOperation('listUsers', { plant, active: true });
    const users = rows.map(toUserOption);
    set({ users });
    return users;
  },
  clear: () => set({ clases: [], employees: [], locations: [], vendors: [], users: [] }),
}));
