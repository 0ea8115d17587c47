// Builds the CSF module of one screen definition (served by screenStoriesPlugin as a virtual module): the screen as
// the portal shows it at its route — title, description, role check, renderer of its kind — in each screen state.
// Drill-down details (no route) show their detail view for a sample value recorded from the seed.
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Box, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { loadRenderer, type ScreenRendererProps } from '../../engine/renderers';
import { DetailView } from '../../engine/views/detail/DetailView';
import { WithDrillHost } from '../../engine/drilldown/DrillHost';
import { ScreenPage } from '../../engine/app/routing/ScreenPage';
import type { ScreenMeta } from '../../engine/screen/screenRegistry';
import type { DetailScreen, ScreenDefinition } from '../../engine/screen/types';
import { fixtureHandlers } from './fixtureHandlers';
import { SCREEN_STATE_STORIES, screenStoryTitle, type ScreenState } from './screenStates';
import { storySamples } from './samples';

type Def = ScreenDefinition & { sampleParams?: Record<string, string>; public?: boolean; drillFor?: string };

interface Loaded {
  Renderer: ComponentType<ScreenRendererProps>;
}

/** The screen's route with its sample params filled in ("/Sales/OrderView/:orderNo" → "/Sales/OrderView/SO-1001"). */
export function storyPath(def: Def): string {
  if (!def.route) return '/';
  return def.route.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(def.sampleParams?.[name] ?? name),
  );
}

/** The drilled value a drill-down detail story opens with (recorded from the seed by npm run record-fixtures). */
export function sampleDrillValue(type: string | undefined): string | undefined {
  return type ? storySamples.drill[type] : undefined;
}

function metaOf(def: Def, file: string): ScreenMeta {
  return {
    file,
    id: def.id,
    kind: def.kind,
    title: def.title,
    route: def.route,
    area: def.area,
    roles: def.roles ?? [],
    isPublic: def.public === true,
    drillFor: def.drillFor as ScreenMeta['drillFor'],
  };
}

function DrillDetailStory({ def }: { def: Def }) {
  const value = sampleDrillValue(def.drillFor);
  return (
    <WithDrillHost>
      <Title order={2} mb="sm">
        {def.title}: {value ?? '(no sample recorded)'}
      </Title>
      <DetailView definition={def as DetailScreen} drill={value} routeParams={{}} />
    </WithDrillHost>
  );
}

export function ScreenStory({
  def,
  file,
  Renderer,
}: {
  def: Def;
  file: string;
  Renderer: ComponentType<ScreenRendererProps>;
}) {
  return (
    <Box p="md" data-story-screen={def.id}>
      {def.route ? (
        <Routes>
          <Route
            path={def.route}
            element={<ScreenPage meta={metaOf(def, file)} definition={def} Renderer={Renderer} />}
          />
        </Routes>
      ) : (
        <DrillDetailStory def={def} />
      )}
    </Box>
  );
}

export function screenStoryModule(definition: ScreenDefinition, file: string) {
  const def = definition as Def;
  const meta: Meta = {
    id: `screen-${def.id}`,
    title: screenStoryTitle(file, def.title),
    parameters: { layout: 'fullscreen', route: storyPath(def), screenFile: `screens/${file}` },
    loaders: [async (): Promise<Loaded> => ({ Renderer: await loadRenderer(def.kind) })],
    render: (_args, { loaded }) => <ScreenStory def={def} file={file} Renderer={(loaded as Loaded).Renderer} />,
  };
  const story = (state: ScreenState): StoryObj => ({
    parameters: { screenState: state, msw: { handlers: fixtureHandlers(state) } },
  });
  const stories = Object.fromEntries(SCREEN_STATE_STORIES.map((s) => [s.exportName, story(s.state)])) as Record<
    'Normal' | 'Empty' | 'ServerError' | 'Slow',
    StoryObj
  >;
  return { meta, ...stories };
}
