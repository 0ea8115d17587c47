// The application store (SPEC §3): counters, classes, user, current plant, plants, roles and routes of the session.
// user, plant, plants, roles and routes are filled at sign-in and read by the shell, the role checks and every data
// binding ({"from": "plant"}). counters and classes stay empty on purpose: the screens that list cycle-count counters
// (scanning/CounterPicker) and item classes read them through their operations (listCycleCountCounters, the class
// columns of the reports), cached per plant by the data layer (TanStack Query), so a second copy here would only go
// stale after a plant change. They are kept (and cleared at sign-out, SPEC §4) as the SPEC's shape.
import { create } from 'zustand';
import { getCachedClasses, getCachedPlants, getStoredUser, setCachedClasses, setStoredUser } from './sessionStorage';
import type { PlantOption, SessionUserData, SystemSettings } from '../session/types';

export interface Counter {
  id: number;
  CounterName: string;
  Guid: string;
}

export interface AppState {
  counters: Counter[];
  classes: unknown[];
  user: SessionUserData | null;
  /** The current plant id (2 U.S., 3 M.X.); data calls bind it as {from: plant}. */
  plant: number;
  plants: PlantOption[];
  roles: string[];
  routes: string[];
  isSuperUser: boolean;
  system: SystemSettings | null;
  setSession: (user: SessionUserData) => void;
  setPlant: (plantId: number) => void;
  setCounters: (counters: Counter[]) => void;
  setClasses: (classes: unknown[]) => void;
  setSystem: (system: SystemSettings) => void;
  clear: () => void;
}

function initialPlant(): number {
  return getStoredUser()?.EplantId ?? 2;
}

export const useAppStore = create<AppState>()((set, get) => ({
  counters: [],
  classes: getCachedClasses(),
  user: null,
  plant: initialPlant(),
  plants: getCachedPlants(),
  roles: [],
  routes: [],
  isSuperUser: false,
  system: null,
  setSession: (user) => {
    // A plant chosen with the plant selector survives a user-data refresh of the same user, as long as the user may
    // still choose one: the server refuses another plant's data without change_plant, so the home plant is used.
    const stored = getStoredUser();
    const mayChoose = Boolean(user.IsSuperUser) || (user.RolesNames ?? []).includes('change_plant');
    const plant = mayChoose && stored && stored.Guid === user.Guid ? stored.EplantId : user.EplantId;
    if (stored && stored.Guid === user.Guid && stored.EplantId !== plant) setStoredUser({ ...stored, EplantId: plant });
    set({
      user,
      plant,
      plants: user.Plants ?? [],
      roles: user.RolesNames ?? [],
      routes: user.Routes ?? [],
      isSuperUser: Boolean(user.IsSuperUser),
      system: user.System ?? get().system,
    });
  },
  setPlant: (plantId) => {
    // The title prefix reads the stored user's plant (SPEC §2), so the stored user follows the selector.
    const stored = getStoredUser();
    if (stored) setStoredUser({ ...stored, EplantId: plantId });
    set({ plant: plantId });
  },
  setCounters: (counters) => set({ counters }),
  setClasses: (classes) => {
    setCachedClasses(classes);
    set({ classes });
  },
  setSystem: (system) => set({ system }),
  clear: () =>
    set({ counters: [], classes: [], user: null, plants: [], roles: [], routes: [], isSuperUser: false, system: null }),
}));
