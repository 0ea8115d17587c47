// docs/analyst-guide.md, followed step by step in a temporary copy of the repository: its contract block becomes a
// contract part, its handler block serves real rows from the seeded reference server, its new:screen command
// scaffolds the definition, and the whole copy passes the contract check; the new definition is then a screen of the
// portal's menu and a Storybook screen with no other file written.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../server/contract/loadContract';
import { handlers } from '../../server/handlers/index';
import type { HandlerMap } from '../../server/http/OperationHandler';
import { checkScreens, loadRoles, loadRoutes, findRoutesFile } from '../../scripts/contract-check';
import { scaffoldScreen, writeScreen } from '../../scripts/new-screen';
import { readScreenMetas } from '../../scripts/vite/screenMetasPlugin';
import { screenIndexer } from '../../stories/support/screenIndexer';
import { startTestServer } from '../server/support/testServer';

const ROOT = resolve(import.meta.dirname, '../..');
const guide = readFileSync(join(ROOT, 'docs/analyst-guide.md'), 'utf8');
// Under the repository (test-results/ is ignored) so the handler written from the guide can be imported.
mkdirSync(join(ROOT, 'test-results'), { recursive: true });
const temp = mkdtempSync(join(ROOT, 'test-results', 'analyst-guide-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** The fenced block right after `<!-- guide:<name> -->`. */
function guideBlock(name: string): string {
  const match = new RegExp(`<!-- guide:${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(guide);
  if (!match) throw new Error(`docs/analyst-guide.md has no block marked guide:${name}`);
  return match[1];
}

/** `--flag value` / `--flag "two words"` pairs of the guide's new:screen command. */
function commandFlags(command: string): Record<string, string> {
  const flags: Record<string, string> = {};
  for (const m of command.matchAll(/--(\w+)\s+("([^"]*)"|\S+)/g)) flags[m[1]] = m[3] ?? m[2];
  return flags;
}

describe('the analyst guide', () => {
  const schemasDir = join(temp, 'schemas');
  const screensDir = join(temp, 'screens');
  const flags = commandFlags(guideBlock('new-screen'));
  let operationId = '';

  it('step 1: the contract entry merges into the contract', () => {
    cpSync(join(ROOT, 'schemas'), schemasDir, { recursive: true });
    cpSync(join(ROOT, 'screens'), screensDir, { recursive: true });
    writeFileSync(join(schemasDir, 'erp-api', 'analyst-guide-example.yaml'), guideBlock('contract'));
    operationId = flags.operation;
    const contract = loadContract(schemasDir);
    const paths = Object.values(contract.paths).flatMap((item) => Object.values(item ?? {}));
    expect(paths.some((op) => (op as { operationId?: string }).operationId === operationId)).toBe(true);
  });

  it('step 2: the server query answers real rows from the seed', async () => {
    mkdirSync(join(temp, 'server/handlers/purchasing'), { recursive: true });
    const handlerFile = join(temp, 'server/handlers/purchasing', `${operationId}.ts`);
    writeFileSync(handlerFile, guideBlock('handler'));
    const added = (await import(/* @vite-ignore */ handlerFile)) as HandlerMap;
    expect(Object.keys(added)).toEqual([operationId]);
    // The handler runs against a copy of the seeded demo database (the HTTP layer around it is the server tests'
    // business; jsdom's realm cannot sign the login JWT).
    const server = await startTestServer({ contract: loadContract(schemasDir), handlers: { ...handlers, ...added } });
    try {
      const rows = (await added[operationId]({ db: server.db, query: { plant: 2, from: '2020-01-01', to: '2030-12-31' } } as never)) as {
        Vendor: string;
        OrderedValue: number;
      }[];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({ Vendor: expect.any(String), OrderedValue: expect.any(Number) });
      expect(rows[0].OrderedValue).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  }, 120_000);

  it('steps 3 and 4: new:screen writes a definition and the whole copy passes the contract check', async () => {
    // The page's route comes from the route catalogue (the guide's note before step 1): added here to the copy.
    const routes = loadRoutes(findRoutesFile());
    routes.internal.push({ area: flags.area, path: flags.route } as (typeof routes.internal)[number]);
    const options = {
      route: flags.route,
      kind: flags.kind,
      operation: flags.operation,
      area: flags.area,
      title: flags.title,
      screensDir,
      contract: loadContract(schemasDir),
      routes,
      roles: loadRoles(),
    };
    const scaffold = scaffoldScreen(options);
    expect(await writeScreen(scaffold, options)).toEqual({ ok: true, messages: [] });
    expect(scaffold.path).toBe(join(screensDir, 'Purchasing', 'OpenPoByVendor.screen.json'));
    const def = JSON.parse(readFileSync(scaffold.path, 'utf8'));
    expect(def.$schema).toMatch(/schemas\/screen\.schema\.json$/);
    expect(def).toMatchObject({ title: 'Open PO value by vendor', route: flags.route });
    expect(def.columns.map((c: { field: string }) => c.field)).toEqual(['Vendor', 'OpenPOs', 'Lines', 'OrderedValue']);
    expect(checkScreens({ screensDir, contract: options.contract, routes, roles: options.roles })).toEqual([]);
  });

  it('step 5: the definition is a portal screen and a Storybook screen without another file', async () => {
    const file = join(screensDir, 'Purchasing', 'OpenPoByVendor.screen.json');
    expect(readScreenMetas(temp).find((m) => m.route === flags.route)).toMatchObject({ kind: 'grid', title: flags.title });
    const entries = await screenIndexer(temp).createIndex(file, { makeTitle: (t?: string) => t ?? '' });
    expect(entries.map((e) => e.name)).toEqual(['Normal', 'Empty', 'Server error', 'Slow response']);
    expect(entries[0]).toMatchObject({ title: 'Screens/Purchasing/Open PO value by vendor', importPath: 'virtual:screen-story/Purchasing/OpenPoByVendor.screen.json' });
  });
});
