// Vite plugin: `virtual:screen-metas` — the small metadata of every screens/**/*.screen.json (id, kind, title,
// route, area, roles, public, drillFor), read at build time so the menu and the route table never bundle the full
// definitions (those stay lazy chunks through import.meta.glob). In `npm run dev` a saved definition whose metadata
// is unchanged (its title aside) and that is not a form is sent to the open page as a custom HMR event
// (engine/screen/hotDefinitions.ts), so the page keeps its state; anything else (a new, removed or re-routed screen,
// other roles or kind, a form whose validators are compiled at build time) reloads the page.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:screen-metas';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

export interface RawScreenMeta {
  /** Key shared with import.meta.glob('../../screens/**') in engine/screen: the path relative to engine/screen. */
  file: string;
  id: string;
  kind: string;
  title: string;
  route?: string;
  area?: string;
  roles: string[];
  public: boolean;
  drillFor?: string;
}

function listDefinitions(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...listDefinitions(path));
    else if (entry.endsWith('.screen.json')) out.push(path);
  }
  return out;
}

export function readScreenMetas(root: string): RawScreenMeta[] {
  const screensDir = resolve(root, 'screens');
  const registryDir = resolve(root, 'engine/screen');
  return listDefinitions(screensDir)
    .sort()
    .map((path) => {
      const def = JSON.parse(readFileSync(path, 'utf8'));
      return {
        file: relative(registryDir, path).split('\\').join('/'),
        id: def.id,
        kind: def.kind,
        title: def.title ?? '',
        route: def.route,
        area: def.area,
        roles: def.roles ?? [],
        public: def.public === true,
        drillFor: def.drillFor,
      };
    });
}

/** Mirrors HOT_DEFINITION_EVENT in engine/screen/hotDefinitions.ts (the engine cannot import from scripts/). */
const HOT_DEFINITION_EVENT = 'norstar:screen-definition';

/** Whether a saved definition can replace the one on the page in place: same screen, route, roles and kind. */
export function canHotSwap(before: RawScreenMeta | undefined, after: RawScreenMeta | undefined): boolean {
  if (!before || !after || after.kind === 'form') return false;
  return JSON.stringify({ ...before, title: '' }) === JSON.stringify({ ...after, title: '' });
}

export function screenMetasPlugin(root: string): Plugin {
  /** The metadata the browser was last given, by definition file: what a saved file is compared with. */
  let served = new Map<string, RawScreenMeta>();
  const readAll = () => {
    const metas = readScreenMetas(root);
    served = new Map(metas.map((m) => [resolve(root, 'engine/screen', m.file), m]));
    return metas;
  };
  return {
    name: 'norstar-screen-metas',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(readAll())};`;
    },
    async handleHotUpdate({ file, server, read, modules }) {
      if (!file.endsWith('.screen.json')) return;
      const before = served.get(file);
      const metasModule = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (metasModule) server.moduleGraph.invalidateModule(metasModule);
      let after: RawScreenMeta | undefined;
      let definition: unknown;
      try {
        definition = JSON.parse(await read());
        after = readScreenMetas(root).find((m) => resolve(root, 'engine/screen', m.file) === file);
      } catch {
        // A half-written or broken file: the full reload shows the error the build gives.
      }
      if (!canHotSwap(before, after) || !after) {
        server.ws.send({ type: 'full-reload' });
        return [];
      }
      served.set(file, after);
      // The next full reload (or a first visit of the screen) must read the saved file, not Vite's cached transform.
      for (const mod of modules) server.moduleGraph.invalidateModule(mod);
      server.ws.send({ type: 'custom', event: HOT_DEFINITION_EVENT, data: { file: after.file, definition } });
      return [];
    },
  };
}
