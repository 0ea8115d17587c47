// Vite plugin: inside one package, an import of another resolves to a lighter stand-in of the engine's; everyone
// else, the stand-ins included, gets the real package. Used where a library pulls a large dependency for something
// the portal reaches rarely or never:
// - react-pivottable's UI imports react-sortablejs and react-draggable for dragging attributes and filter boxes; the
//   stand-ins (engine/renderers/pivot/dragdrop) draw the same cells and load the libraries when the user reaches for them;
// - @rjsf/utils imports fast-uri only to resolve `$id`-based references; the stand-in resolves them with the
//   browser's URL (engine/renderers/form/uriResolver.ts);
// - Mantine's AppShell (react-remove-scroll) and notification stack (RemoveScroll through @mantine/core) import the
//   scroll lock only for two class names; the stand-ins name them (engine/app/layout/scrollLockClassNames.ts,
//   mantineCoreForNotifications.ts), and the dialogs load the real scroll lock;
// - @mantine/dates' pickers import Modal for a modal dropdown the portal never uses; the stand-in gives them one that
//   loads on first opening (engine/filters/mantineCoreForDates.ts).
// The dev server pre-bundles these packages with their dependencies, so there the real libraries are used.
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface StandIn {
  /** The package whose imports are redirected (matched against the importing file's path). */
  inside: RegExp;
  source: string;
  /** The stand-in, relative to the repository root. */
  file: string;
}

const STAND_INS: readonly StandIn[] = [
  {
    inside: /[\\/]node_modules[\\/]react-pivottable[\\/]/,
    source: 'react-sortablejs',
    file: 'engine/renderers/pivot/dragdrop/PivotSortable.tsx',
  },
  {
    inside: /[\\/]node_modules[\\/]react-pivottable[\\/]/,
    source: 'react-draggable',
    file: 'engine/renderers/pivot/dragdrop/PivotDraggable.tsx',
  },
  {
    inside: /[\\/]node_modules[\\/]@rjsf[\\/]utils[\\/]/,
    source: 'fast-uri',
    file: 'engine/renderers/form/uriResolver.ts',
  },
  {
    inside: /[\\/]node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/,
    source: 'react-remove-scroll',
    file: 'engine/app/layout/scrollLockClassNames.ts',
  },
  {
    inside: /[\\/]node_modules[\\/]@mantine[\\/]notifications[\\/]/,
    source: '@mantine/core',
    file: 'engine/app/layout/mantineCoreForNotifications.ts',
  },
  {
    inside: /[\\/]node_modules[\\/]@mantine[\\/]dates[\\/]/,
    source: '@mantine/core',
    file: 'engine/filters/mantineCoreForDates.ts',
  },
];

export function standInsPlugin(root: string): Plugin {
  return {
    name: 'norstar-stand-ins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return undefined;
      const standIn = STAND_INS.find((s) => s.source === source && s.inside.test(importer));
      return standIn ? join(root, standIn.file) : undefined;
    },
  };
}
