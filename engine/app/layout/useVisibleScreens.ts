// The routed screens the signed-in user may open, grouped by area for the menu, the home page and the spotlight.
import { useMemo } from 'react';
import { canOpenScreen } from '../../screen/canOpenScreen';
import { routedScreens, type ScreenMeta } from '../../screen/screenRegistry';
import { useAppStore } from '../../stores/appStore';
import { t, useLocale, type MessageKey } from '../../i18n/translate';
import { screenTexts, useAreaTexts } from '../../i18n/screenTexts';
import type { Locale } from '../../i18n/locale';
import catalogue from '../../i18n/messages/en-US.json';

export interface AreaScreens {
  area: string;
  screens: ScreenMeta[];
}

/** An area heading in the current locale (the catalogue's shell.area.<name>; unknown areas as written). */
export function areaLabel(area: string): string {
  const key = `shell.area.${area}`;
  return key in catalogue ? t(key as MessageKey) : area;
}

/** The screen's title in the locale: its area file's "/title" entry when loaded, else the definition's. */
export function localizedMeta(meta: ScreenMeta, locale: Locale): ScreenMeta {
  const title = screenTexts(locale, meta.file, meta.id)?.['/title'];
  return title ? { ...meta, title } : meta;
}

export function groupByArea(screens: readonly ScreenMeta[]): AreaScreens[] {
  const byArea = new Map<string, ScreenMeta[]>();
  for (const screen of screens) {
    const area = areaLabel(screen.area ?? 'Other');
    byArea.set(area, [...(byArea.get(area) ?? []), screen]);
  }
  return [...byArea.entries()]
    .map(([area, list]) => ({ area, screens: list.sort((a, b) => a.title.localeCompare(b.title, locale())) }))
    .sort((a, b) => a.area.localeCompare(b.area, locale()));
}

function locale(): string {
  return t('meta.collation');
}

export function useVisibleScreens() {
  const user = useAppStore((s) => s.user);
  const isSuperUser = useAppStore((s) => s.isSuperUser);
  const roles = useAppStore((s) => s.roles);
  const routes = useAppStore((s) => s.routes);
  const isDealer = useAppStore((s) => Boolean(s.user?.DealerNo));
  const locale = useLocale();
  const allowed = useMemo(
    () =>
      routedScreens.filter(
        (meta) =>
          !meta.isPublic && meta.route !== '/Internal' && canOpenScreen(meta, { isSuperUser, roles, routes, isDealer }),
      ),
    [isSuperUser, roles, routes, isDealer],
  );
  const files = useMemo(() => allowed.map((meta) => meta.file), [allowed]);
  const textsVersion = useAreaTexts(locale, files);
  return useMemo(() => {
    const screens = allowed.map((meta) => localizedMeta(meta, locale));
    return { user, screens, areas: groupByArea(screens) };
    // textsVersion: titles change when an area's Spanish texts arrive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, allowed, locale, textsVersion]);
}
