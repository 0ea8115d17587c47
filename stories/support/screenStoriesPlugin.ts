// Vite plugin: serves `virtual:screen-story/<path under screens/>` — the CSF module of one screen definition, built
// by screenStoryModule() from the definition file itself (imported, so editing the JSON hot-reloads the story).
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { SCREEN_STATE_STORIES, SCREEN_STORY_PREFIX } from './screenStates.ts';

const RESOLVED_PREFIX = '\0' + SCREEN_STORY_PREFIX;
// The resolved id must not end in .json, or Vite's JSON plugin would parse the generated module as JSON.
const RESOLVED_SUFFIX = '.story.js';

export function screenStoriesPlugin(root: string): Plugin {
  const factory = resolve(root, 'stories/support/screenStoryModule.tsx').split('\\').join('/');
  return {
    name: 'norstar-screen-stories',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(SCREEN_STORY_PREFIX) ? '\0' + id + RESOLVED_SUFFIX : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX) || !id.endsWith(RESOLVED_SUFFIX)) return undefined;
      const file = id.slice(RESOLVED_PREFIX.length, -RESOLVED_SUFFIX.length);
      const definitionPath = resolve(root, 'screens', file).split('\\').join('/');
      return [
        `import definition from ${JSON.stringify(definitionPath)};`,
        `import { screenStoryModule } from ${JSON.stringify(factory)};`,
        `const stories = screenStoryModule(definition, ${JSON.stringify(file)});`,
        'export default stories.meta;',
        ...SCREEN_STATE_STORIES.map((s) => `export const ${s.exportName} = stories.${s.exportName};`),
      ].join('\n');
    },
  };
}
