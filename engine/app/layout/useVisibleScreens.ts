// The routed screens the signed-in user may open, grouped by area for the menu, the home page and the spotlight.
import { useMemo } from 'react';
import { canOpenScreen } from '../../screen/canOpenScreen';
import { routedScreens, type ScreenMeta } from '../../screen/screenRegistry';
import { useAppStore } from '../../stores/appStore';

export interface AreaScreens {
  area: string;
  screens: ScreenMeta[];
}

export function groupByArea(screens: readonly ScreenMeta[]): AreaScreens[] {
  const byArea = new Map<string, ScreenMeta[]>();
  for (const screen of screens) {
    const area = screen.area ?? 'Other';
    byArea.set(area, [...(byArea.get(area) ?? []), screen]);
  }
  return [...byArea.entries()]
    .map(([area, list]) => ({ area, screens: list.sort((a, b) => a.title.localeCompare(b.title)) }))
    .sort((a, b) => a.area.localeCompare(b.area));
}

export function useVisibleScreens() {
  const user = useAppStore((s) => s.user);
  const isSuperUser = useAppStore((s) => s.isSuperUser);
  const roles = useAppStore((s) => s.roles);
  const routes = useAppStore((s) => s.routes);
  return useMemo(() => {
    const screens = routedScreens.filter(
      (meta) => !meta.isPublic && meta.route !== '/Internal' && canOpenScreen(meta, { isSuperUser, roles, routes }),
    );
    return { user, screens, areas: groupByArea(screens) };
  }, [user, isSuperUser, roles, routes]);
}
