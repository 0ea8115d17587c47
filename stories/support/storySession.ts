// The signed-in user of every story: a super user of the U.S. plant, so role checks pass and plant-bound calls ask
// for plant 2 (the plant the fixtures were recorded for). The token is a readable JWT that expires in 2100.
import { setToken } from '../../engine/api/token';
import { setCachedUserData, setStoredUser, toStoredUser } from '../../engine/stores/sessionStorage';
import type { SessionUserData } from '../../engine/session/types';
import { useAppStore } from '../../engine/stores/appStore';
import { useLoadingOverlayStore } from '../../engine/ui/loadingOverlayStore';
import { storySamples } from './samples';

export const STORY_USER: SessionUserData = {
  // The seeded admin's Guid, so data sources bound to {from: user} ask for what was recorded.
  Guid: storySamples.adminGuid ?? '5d0c6f8e-2b1a-4c53-9f0e-7a1d2c3b4e5f',
  Firstname: 'Storybook',
  Lastname: 'Admin',
  Username: 'admin',
  Email: 'admin@norstar.example',
  EplantId: 2,
  EmployeeId: null,
  IsSuperUser: true,
  Routes: [],
  RolesNames: [],
  Plants: [
    { Id: 2, Name: 'NORSTAR' },
    { Id: 3, Name: 'NORSTAR MX' },
  ],
  System: { FrontendVersion: '1.3.1', Maintance: false },
};

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A JWT the portal reads as valid (its exp is in 2100); msw answers every call, so nobody checks the signature. */
export const STORY_TOKEN = `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: STORY_USER.Guid, exp: 4102444800 })}.storybook`;

/** The login answer for the story user (the expired-session dialog signs in again through it). */
export function storyLoginResponse() {
  return { Token: STORY_TOKEN, TokenType: 'Bearer', Expiration: '2100-01-01T00:00:00.000Z', User: STORY_USER };
}

/** Signs the story user in: storage as after a real login, the app store filled, no overlay left from a story before. */
export function signInStoryUser(user: SessionUserData = STORY_USER): void {
  setToken(STORY_TOKEN);
  setStoredUser(toStoredUser(user));
  setCachedUserData(user);
  useAppStore.getState().setSession(user);
  useAppStore.getState().setPlant(user.EplantId);
  useLoadingOverlayStore.setState({ count: 0 });
}
