// Sets document.title for the matched route on every navigation, plant change and sign-in (SPEC §2).
import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { getStoredUser } from '../../stores/sessionStorage';
import { useSessionStore } from '../../session/sessionStore';
import { useAppStore } from '../../stores/appStore';
import { pageTitle } from '../pageTitle';

export interface RouteHandle {
  title?: string;
}

export function usePageTitle(): void {
  const matches = useMatches();
  const plant = useAppStore((s) => s.plant);
  // A sign-in (the expired-session dialog's included) may store a user where there was none, without changing the
  // plant in use: the prefix is read again for every new token.
  const tokenVersion = useSessionStore((s) => s.tokenVersion);
  const name = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  useLayoutEffect(() => {
    document.title = pageTitle(name?.title, getStoredUser()?.EplantId ?? null);
  }, [name?.title, plant, tokenVersion, matches]);
}
