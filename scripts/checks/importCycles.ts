// Import cycles between the folders of engine/ (api, session, stores, data, ui, views, renderers as a whole and
// renderers/<kind>, …), between the folders of scripts/ and between files of scripts/: a cycle means two folders cannot be understood, tested or split apart one at a time. Relative imports are
// read straight from the sources (type-only imports are left out: they vanish from the build).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export interface ImportGraph {
  nodes: Set<string>;
  edges: Map<string, Map<string, string>>; // from -> to -> an example "file -> imported file"
}

const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', 'generated', 'test-results', '.git']);
// The server's database folder (./data) at the repository's top only: engine/data/ is source.
const REPO_DATA = resolve(import.meta.dirname, '../../data');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
// Value imports only: `import type` / `export type` vanish at build time and tie no module's loading to another's.
const IMPORT =
  /(?:^|\n)\s*(?:import|export)(?!\s+type\b)\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (SKIPPED.has(name) || path === REPO_DATA) continue;
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (SOURCE.test(name) && !/\.(test|stories)\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

function isFolder(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}

/** The graph of `group(file)` nodes; files outside `root` or whose group is null are left out. */
export function importGraph(root: string, group: (rel: string) => string | null): ImportGraph {
  const graph: ImportGraph = { nodes: new Set(), edges: new Map() };
  for (const file of sourceFiles(root)) {
    const from = group(relative(root, file));
    if (!from) continue;
    graph.nodes.add(from);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? match[2]);
      // A folder import (`'../contract-check'`) loads the folder's index file.
      const rel = relative(root, isFolder(target) ? join(target, 'index') : target);
      if (rel.startsWith('..')) continue;
      const to = group(rel);
      if (!to || to === from) continue;
      const out = graph.edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, `${relative(root, file)} -> ${rel}`);
      graph.edges.set(from, out);
    }
  }
  return graph;
}

/** Strongly connected components with more than one node (Tarjan), each sorted. */
export function cycles(graph: ImportGraph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.edges.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.nodes].sort()) if (!indexOf.has(node)) visit(node);
  return found;
}

/** engine/<folder>, with the renderers split by kind (engine/renderers/<kind>). */
export function engineFolder(rel: string): string | null {
  const parts = rel.split('/');
  if (parts.length < 2) return null;
  if (parts[0] === 'renderers' && parts.length > 2) return `renderers/${parts[1]}`;
  return parts[0];
}

/** engine/<folder> as a whole (renderers included): the layers (api, data, ui, views, renderers, …) point one way. */
export function engineTopFolder(rel: string): string | null {
  const parts = rel.split('/');
  return parts.length < 2 ? null : parts[0];
}

/** The folder a file sits in ('.' for the top): scripts/ and its subfolders (scaffold, contract-check, …). */
export function fileFolder(rel: string): string {
  return dirname(rel);
}

export function describeCycles(graph: ImportGraph, found: string[][]): string[] {
  return found.map((component) => {
    const links = component.flatMap((from) =>
      component.filter((to) => graph.edges.get(from)?.has(to)).map((to) => `    ${graph.edges.get(from)!.get(to)}`),
    );
    return `  ${component.join(' <-> ')}\n${links.join('\n')}`;
  });
}
