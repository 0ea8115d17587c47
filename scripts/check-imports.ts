// npm run check:imports (part of npm run lint): no import cycle between the folders of engine/ (top folders, and the
// renderers by kind), none between the folders of scripts/, none between the files of scripts/ and of server/, and
// scripts never import tests. Exits 1 naming each cycle with one import of every link in it.
import { resolve } from 'node:path';
import {
  cycles,
  describeCycles,
  engineFolder,
  engineTopFolder,
  fileFolder,
  importGraph,
  type ImportGraph,
} from './checks/importCycles';

const root = resolve(import.meta.dirname, '..');

if (process.argv.includes('--help')) {
  console.log(
    'Usage: npm run check:imports\nFails on an import cycle between engine/ or scripts/ folders, or scripts/ or server/ files.',
  );
  process.exit(0);
}

const graphs: [string, ImportGraph][] = [
  ['engine/ folders', importGraph(resolve(root, 'engine'), engineTopFolder)],
  ['engine/ folders (renderers by kind)', importGraph(resolve(root, 'engine'), engineFolder)],
  ['scripts/ folders', importGraph(resolve(root, 'scripts'), fileFolder)],
  ['scripts/ files', importGraph(resolve(root, 'scripts'), (rel) => rel)],
  ['server/ files', importGraph(resolve(root, 'server'), (rel) => rel)],
];
let failed = false;
for (const [name, graph] of graphs) {
  const found = cycles(graph);
  if (found.length === 0) continue;
  failed = true;
  console.error(`Import cycles between ${name}:\n${describeCycles(graph, found).join('\n')}`);
}
const scriptsIntoTests = importGraph(root, (rel) =>
  rel.startsWith('scripts/') || rel.startsWith('tests/') ? rel.split('/')[0] : null,
);
if (scriptsIntoTests.edges.get('scripts')?.has('tests')) {
  failed = true;
  console.error(`scripts/ imports tests/: ${scriptsIntoTests.edges.get('scripts')!.get('tests')}`);
}
if (failed) process.exit(1);
console.log(
  'No import cycles between engine/ or scripts/ folders, nor scripts/ or server/ files; scripts never import tests.',
);
