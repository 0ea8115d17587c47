// The import-cycle check behind npm run check:imports: a value import each way between two folders is a cycle named
// with one import per link; type-only imports and one-way imports are not.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, describeCycles, engineFolder, importGraph } from '../../../scripts/checks/importCycles';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('import cycles', () => {
  it('finds a cycle between two folders and names an import of each link', () => {
    const root = tree({
      'api/client.ts': "import { token } from '../session/token';\nexport const client = token;\n",
      'session/token.ts': "import { client } from '../api/client';\nexport const token = 1;\nvoid client;\n",
    });
    const graph = importGraph(root, engineFolder);
    expect(cycles(graph)).toEqual([['api', 'session']]);
    expect(describeCycles(graph, cycles(graph))[0]).toContain('api/client.ts -> session/token');
  });

  it('ignores type-only imports and one-way dependencies', () => {
    const root = tree({
      'api/client.ts': "import type { Token } from '../session/token';\nexport type Client = Token;\n",
      'session/token.ts': "import { x } from '../stores/x';\nexport type Token = string;\nvoid x;\n",
      'stores/x.ts': 'export const x = 1;\n',
    });
    expect(cycles(importGraph(root, engineFolder))).toEqual([]);
  });

  it('keeps renderer kinds apart, so grid and detail may not import each other both ways', () => {
    const root = tree({
      'renderers/grid/Grid.tsx': "import { Detail } from '../detail/Detail';\nexport const Grid = Detail;\n",
      'renderers/detail/Detail.tsx': "import { Grid } from '../grid/Grid';\nexport const Detail = Grid;\n",
    });
    expect(cycles(importGraph(root, engineFolder))).toEqual([['renderers/detail', 'renderers/grid']]);
  });
});
