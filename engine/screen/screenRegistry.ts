// The screen registry: every screens/**/*.screen.json. Only the small metadata (virtual:screen-metas, read at build
// time by scripts/vite/screenMetasPlugin.ts) is bundled eagerly, so the menu and the route table stay light; each
// full definition is a lazy chunk.
import { loadChunk } from '../ui/chunkLoading';
import rawMetas from 'virtual:screen-metas';
import type { DrillType, ScreenDefinition, ScreenKind } from './types';
import { getLocale } from '../i18n/locale';
import { preloadScreenTexts, screenTexts } from '../i18n/screenTexts';
import { translateDefinition } from '../i18n/translateDefinition';
import { useAppStore } from '../stores/appStore';
import { bindPlantCurrency } from './bindPlantCurrency';

const definitions = import.meta.glob<ScreenDefinition>('../../screens/**/*.screen.json', { import: 'default' });

export interface ScreenMeta {
  /** Registry key: the definition's path relative to engine/screen. */
  file: string;
  id: string;
  kind: ScreenKind;
  title: string;
  route?: string;
  area?: string;
  roles: string[];
  /** A public route (no sign-in): the definition says `"public": true`. */
  isPublic: boolean;
  drillFor?: DrillType;
}

function buildMetas(): ScreenMeta[] {
  return rawMetas
    .filter((raw) => raw.file in definitions)
    .map(
      (raw) =>
        ({
          file: raw.file,
          id: raw.id,
          kind: raw.kind as ScreenKind,
          title: raw.title,
          route: raw.route,
          area: raw.area,
          roles: raw.roles,
          isPublic: raw.public,
          drillFor: raw.drillFor as DrillType | undefined,
        }) satisfies ScreenMeta,
    )
    .sort((a, b) => (a.route ?? '').localeCompare(b.route ?? ''));
}

export const screenMetas: readonly ScreenMeta[] = buildMetas();

/** Screens that have a route (drill-down details have drillFor instead). */
export const routedScreens: readonly ScreenMeta[] = screenMetas.filter((meta) => Boolean(meta.route));

export function findScreenByRoute(route: string): ScreenMeta | undefined {
  return routedScreens.find((meta) => meta.route === route);
}

export function loadScreenDefinition(meta: ScreenMeta): Promise<ScreenDefinition> {
  const loader = definitions[meta.file];
  return loadChunk(`screen ${meta.id}`, loader);
}

/** The drill-down detail definition for a drill type (used by the drill dialogs), in the portal's language. */
export async function loadDrillDefinition(type: DrillType): Promise<ScreenDefinition | undefined> {
  const meta = screenMetas.find((m) => m.drillFor === type);
  if (!meta) return undefined;
  const [definition] = await Promise.all([loadScreenDefinition(meta), preloadScreenTexts(meta.file)]);
  return bindPlantCurrency(
    translateDefinition(definition, screenTexts(getLocale(), meta.file, definition.id)),
    useAppStore.getState().plant,
  );
}
