// Browser storage of the session besides the token: the stored user ('User'), the cached GetUserByToken answer
// ('UserData') and the cached classes and plants; sign-out removes all of them.
import type { PlantOption, SessionUserData, StoredUser } from '../session/types';
import { clearToken } from '../api/token';

export const storageKeys = {
  user: 'User',
  userData: 'UserData',
  classes: 'classes',
  plants: 'plants',
} as const;

function readJson<T>(key: string): T | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function getStoredUser(): StoredUser | null {
  return readJson<StoredUser>(storageKeys.user);
}

export function setStoredUser(user: StoredUser): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
}

export function toStoredUser(data: SessionUserData, eplantId: number = data.EplantId): StoredUser {
  return {
    EplantId: eplantId,
    FirstName: data.Firstname,
    LastName: data.Lastname,
    Username: data.Username,
    Guid: data.Guid,
  };
}

export function getCachedUserData(): SessionUserData | null {
  return readJson<SessionUserData>(storageKeys.userData);
}

export function setCachedUserData(data: SessionUserData): void {
  localStorage.setItem(storageKeys.userData, JSON.stringify(data));
  localStorage.setItem(storageKeys.plants, JSON.stringify(data.Plants ?? []));
}

export function getCachedPlants(): PlantOption[] {
  return readJson<PlantOption[]>(storageKeys.plants) ?? [];
}

export function getCachedClasses<T = unknown>(): T[] {
  return readJson<T[]>(storageKeys.classes) ?? [];
}

export function setCachedClasses(classes: unknown[]): void {
  localStorage.setItem(storageKeys.classes, JSON.stringify(classes));
}

/** SPEC §4 sign-out: the stored token, user, classes, plants and user data go. */
export function clearSessionStorage(): void {
  clearToken();
  Object.values(storageKeys).forEach((key) => localStorage.removeItem(key));
}
