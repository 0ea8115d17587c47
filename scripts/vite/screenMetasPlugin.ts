// Vite plugin: `virtual:screen-metas` — the small metadata of every screens/**/*.screen.json (id, kind, title,
// route, area, roles, public, drillFor), read at build time so the menu and the route table never bundle the full
// definitions (those stay lazy chunks through import.meta.glob). Reloads when a definition is added or changed.
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

export function screenMetasPlugin(root: string): Plugin {
  return {
    name: 'norstar-screen-metas',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export default ${JSON.stringify(readScreenMetas(root))};`;
    },
    async handleHotUpdate({ file, server, read }) {
      if (!file.endsWith('.screen.json')) return;
      // A save is a truncate then a write, and the watcher can fire between the two (an empty file). Vite's `read`
      // waits for content; a half-written definition is left for the change event its last write still brings.
      // Reloading on the empty file made the page load the metas while the file was empty and stay broken (the dev
      // server test saw it on CI).
      try {
        JSON.parse(await read());
      } catch {
        return [];
      }
      const mod = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (mod) server.moduleGraph.invalidateModule(mod);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
