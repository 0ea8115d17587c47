// The lint rule that keeps hand-written screens on the engine's public entry: a deep engine import in screens/**
// fails `npm run lint` with the rule's message; the same import through engine/kit passes.
import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const lint = async (code: string) => {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: resolve(root, 'screens/Sales/Fixture.custom.tsx') });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
};

describe('screens import the engine through engine/kit', () => {
  it('refuses a deep engine import', async () => {
    const messages = await lint(
      "import { DataGridView } from '../../engine/views/grid/DataGridView';\nexport const Grid = DataGridView;\n",
    );
    expect(messages).toEqual([expect.stringContaining('engine/kit only')]);
  }, 60_000);

  it('accepts the kit', async () => {
    expect(await lint("import { DataGridView } from '../../engine/kit';\nexport const Grid = DataGridView;\n")).toEqual(
      [],
    );
  }, 60_000);
});
