// The states every screen story is shown in: the recorded data, the same screen with no rows, a server error and a
// slow server. Shared by the indexer (Node) and the generated story modules (browser).

export type ScreenState = 'normal' | 'empty' | 'error' | 'slow';

export interface ScreenStateStory {
  state: ScreenState;
  /** The export name in the generated CSF module. */
  exportName: string;
  /** The name shown in the sidebar. */
  name: string;
}

export const SCREEN_STATE_STORIES: readonly ScreenStateStory[] = [
  { state: 'normal', exportName: 'Normal', name: 'Normal' },
  { state: 'empty', exportName: 'Empty', name: 'Empty' },
  { state: 'error', exportName: 'ServerError', name: 'Server error' },
  { state: 'slow', exportName: 'Slow', name: 'Slow response' },
];

/** The server's message in the error state (shown verbatim by the renderers' error alert). */
export const STORY_ERROR_MESSAGE = 'The ERP is not reachable right now';

/** How long the slow state holds each response before answering with the recorded data. */
export const SLOW_RESPONSE_MS = 6000;

/** The virtual module id prefix of a screen's generated stories: `virtual:screen-story/<path under screens/>`. */
export const SCREEN_STORY_PREFIX = 'virtual:screen-story/';

/** Sidebar title of a screen: "Screens/<folder>/<screen title>" (a '/' inside the title would nest it). */
export function screenStoryTitle(relativeFile: string, title: string): string {
  const folder = relativeFile.split('/').slice(0, -1).join('/') || 'Screens';
  return `Screens/${folder}/${title.replace(/\//g, ' - ').trim() || relativeFile}`;
}
