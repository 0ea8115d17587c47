// One screen route: its definition and renderer are loaded lazily (named chunks with the 120 s limit), the user's
// roles are checked, the title shown, then the renderer for the definition's kind draws the screen.
import { useMemo, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { Stack, Text, Title } from '@mantine/core';
import { loadRenderer } from '../../renderers';
import type { ScreenRendererProps } from '../../renderers/types';
import { useAppStore } from '../../stores/appStore';
import { loadChunk } from '../../ui/chunkLoading';
import { NoPermission } from '../../ui/NoPermission';
import { canOpenScreen } from '../../screen/canOpenScreen';
import { useLocale } from '../../i18n/translate';
import { preloadScreenTexts, screenTexts, useAreaTexts } from '../../i18n/screenTexts';
import { translateDefinition } from '../../i18n/translateDefinition';
import { bindPlantCurrency } from '../../screen/bindPlantCurrency';
import { loadScreenDefinition, type ScreenMeta } from '../../screen/screenRegistry';
import type { ScreenDefinition } from '../../screen/types';

export interface ScreenPageProps {
  meta: ScreenMeta;
  definition: ScreenDefinition;
  Renderer: ComponentType<ScreenRendererProps>;
}

export function ScreenPage({ meta, definition: source, Renderer }: ScreenPageProps) {
  // The definition in the user's language (screens/<Area>/es-MX.json); English where the area file has no entry.
  const locale = useLocale();
  const textsVersion = useAreaTexts(locale, [meta.file]);
  const plant = useAppStore((s) => s.plant);
  const definition = useMemo(
    () => bindPlantCurrency(translateDefinition(source, screenTexts(locale, meta.file, source.id)), plant),
    // textsVersion: the area's texts may arrive after the first render (a switch to Spanish on an open screen).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [source, locale, meta.file, textsVersion, plant],
  );
  const routeParams = useParams();
  const isSuperUser = useAppStore((s) => s.isSuperUser);
  const roles = useAppStore((s) => s.roles);
  const routes = useAppStore((s) => s.routes);
  const isDealer = useAppStore((s) => Boolean(s.user?.DealerNo));
  const allowed =
    meta.isPublic || canOpenScreen({ route: meta.route, roles: meta.roles }, { isSuperUser, roles, routes, isDealer });
  if (!allowed) return <NoPermission title={definition.title} />;
  return (
    <Stack gap="sm" data-screen-id={definition.id}>
      <div>
        <Title order={2}>{definition.title}</Title>
        {definition.description ? (
          <Text size="sm" c="dimmed">
            {definition.description}
          </Text>
        ) : null}
      </div>
      <Renderer definition={definition} routeParams={routeParams} />
    </Stack>
  );
}

/** The screen's loader (LazyScreenRoute): definition first (its kind picks the renderer), both as named chunks. */
export async function loadScreenPage(meta: ScreenMeta): Promise<ComponentType> {
  const [definition] = await Promise.all([loadScreenDefinition(meta), preloadScreenTexts(meta.file)]);
  const Renderer = await loadChunk(`${definition.kind} renderer`, () => loadRenderer(definition.kind));
  return function LoadedScreenPage() {
    return <ScreenPage meta={meta} definition={definition} Renderer={Renderer} />;
  };
}
