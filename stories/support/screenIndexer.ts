// Storybook indexer for screens/**/*.screen.json: each definition file yields one story per screen state, pointing
// at a virtual CSF module (screenStoriesPlugin) — so a new definition appears in Storybook with no story file.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Indexer } from 'storybook/internal/types';
import { SCREEN_STATE_STORIES, SCREEN_STORY_PREFIX, screenStoryTitle } from './screenStates.ts';

export function screenIndexer(root: string): Indexer {
  const screensDir = resolve(root, 'screens');
  return {
    test: /\.screen\.json$/,
    createIndex: async (fileName) => {
      const file = relative(screensDir, fileName).split('\\').join('/');
      let def: { id?: unknown; title?: unknown; kind?: unknown };
      try {
        def = JSON.parse(readFileSync(fileName, 'utf8'));
      } catch (error) {
        throw new Error(
          `screens/${file} is not valid JSON (${(error as Error).message}); npm run check:screens shows where.`,
        );
      }
      const id = typeof def.id === 'string' && def.id ? def.id : file.replace(/\.screen\.json$/, '');
      const title = screenStoryTitle(file, typeof def.title === 'string' ? def.title : id);
      return SCREEN_STATE_STORIES.map((story) => ({
        type: 'story' as const,
        importPath: `${SCREEN_STORY_PREFIX}${file}`,
        exportName: story.exportName,
        name: story.name,
        title,
        // The definition's id keeps story ids stable ("purchasing-po-dashboard--normal") when a title is reworded.
        metaId: `screen-${id}`,
        tags: ['screen', `kind-${String(def.kind)}`, `state-${story.state}`],
      }));
    },
  };
}
