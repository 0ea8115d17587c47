// Sets document.title for the matched route on every navigation and plant change (SPEC §2).
import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { getStoredUser } from '../../session/sessionStorage';
import { useAppStore } from '../../stores/appStore';
import { pageTitle } from '../pageTitle';

export interface RouteHandle {
  title?: string;
}

export function usePageTitle(): void {
  const matches = useMatches();
  const plant = useAppStore((s) => s.plant);
  const name = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;
  useLayoutEffect(() => {
    document.title = pageTitle(name?.title, getStoredUser()?.EplantId ?? null);
  }, [name?.title, plant, matches]);
}
