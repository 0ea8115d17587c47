// docs/analyst-guide.md, followed step by step in a temporary copy of the repository: the guide's new:screen command
// run as written (a route that is not in SPEC added to routes.local.json, contract part, server stub and definition),
// its query, contract, definition and Spanish-text blocks written over the scaffold, its check command; then the copy
// is started with `npm start` (build + seeded server) and the new report opens from the menu in Chromium with the
// server's rows, and Storybook's indexer lists it — with no other file written. Last, the guide's check:report command runs the query on the database that
// `npm start` seeded (no second seed) and passes, and fails naming operation, field and handler with a wrong alias.
import { execSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenIndexer } from '../../stories/support/screenIndexer';
import { DEMO_PASSWORD, getBrowser } from './support/browser';
import { startPortal, type RunningPortal } from '../../scripts/support/startPortal';
import { headers, rowCount } from './support/grid';

const ROOT = resolve(import.meta.dirname, '../..');
const guide = readFileSync(join(ROOT, 'docs/analyst-guide.md'), 'utf8');
const ROUTE = '/Internal/Purchasing/OpenPoByVendor';
const DEFINITION = 'screens/Purchasing/OpenPoByVendor.screen.json';
const SKIP = new Set(['node_modules', '.git', 'dist', 'storybook-static', 'test-results', 'data', 'coverage']);

/** The fenced block right after `<!-- guide:<name> -->`. */
function guideBlock(name: string): string {
  const match = new RegExp(`<!-- guide:${name} -->\\s*\`\`\`\\w*\\n([\\s\\S]*?)\`\`\``).exec(guide);
  if (!match) throw new Error(`docs/analyst-guide.md has no block marked guide:${name}`);
  return match[1];
}

let copy = '';
let server: RunningPortal | undefined;
let before: Set<string>;

/** Every file of the copy (relative), to prove which ones the steps wrote. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .filter((f) => !/^(node_modules|dist|data)\//.test(f));
}

function run(command: string): string {
  return execSync(command, { cwd: copy, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

beforeAll(() => {
  mkdirSync(join(ROOT, 'test-results'), { recursive: true });
  copy = mkdtempSync(join(ROOT, 'test-results', 'analyst-guide-'));
  for (const entry of readdirSync(ROOT))
    if (!SKIP.has(entry)) cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  before = new Set(filesOf(copy));
});

afterAll(async () => {
  await server?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('the analyst guide', () => {
  it('step 1: new:screen adds the route (not in SPEC) to the project list and writes the contract entry, the server stub and the definition', () => {
    const specRoutes = readFileSync(join(copy, 'schemas/routes.json'), 'utf8');
    const output = run(guideBlock('new-screen').trim());
    expect(readFileSync(join(copy, 'schemas/routes.json'), 'utf8')).toBe(specRoutes);
    const local = JSON.parse(readFileSync(join(copy, 'schemas/routes.local.json'), 'utf8'));
    expect(local.internal).toContainEqual({ area: 'Purchasing', path: ROUTE });
    expect(output).toContain('screens/Purchasing/OpenPoByVendor.screen.json');
    for (const file of [
      'schemas/erp-api/purchasing-open-po-by-vendor.yaml',
      'server/handlers/reports/listOpenPoValueByVendor.ts',
      DEFINITION,
    ]) {
      expect(existsSync(join(copy, file)), file).toBe(true);
    }
    expect(readFileSync(join(copy, 'server/handlers/reports/index.ts'), 'utf8')).toContain('listOpenPoValueByVendor');
    const def = JSON.parse(readFileSync(join(copy, DEFINITION), 'utf8'));
    expect(def).toMatchObject({
      $schema: '../../schemas/screen.schema.json',
      kind: 'grid',
      title: 'Open PO value by vendor',
      route: ROUTE,
    });
    expect(def.dataSource.operationId).toBe('listOpenPoValueByVendor');
  }, 120_000);

  it('steps 2 to 5: the query, contract and definition blocks replace the scaffold and the check passes', () => {
    writeFileSync(join(copy, 'server/handlers/reports/listOpenPoValueByVendor.ts'), guideBlock('handler'));
    writeFileSync(join(copy, 'schemas/erp-api/purchasing-open-po-by-vendor.yaml'), guideBlock('contract'));
    const file = join(copy, DEFINITION);
    writeFileSync(
      file,
      `${JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), ...JSON.parse(guideBlock('definition')) }, null, 2)}\n`,
    );
    const spanishFile = join(copy, 'screens/Purchasing/es-MX.json');
    writeFileSync(
      spanishFile,
      `${JSON.stringify({ ...JSON.parse(readFileSync(spanishFile, 'utf8')), ...JSON.parse(guideBlock('spanish')) }, null, 2)}\n`,
    );
    const output = run(guideBlock('check').trim());
    expect(output).toMatch(/screen definitions checked, no problems/);

    // Only the report's own files (and what `npm run generate` derives) changed.
    const added = filesOf(copy).filter((f) => !before.has(f));
    expect(added.sort()).toEqual(
      [
        DEFINITION,
        'schemas/erp-api/purchasing-open-po-by-vendor.yaml',
        'server/handlers/reports/listOpenPoValueByVendor.ts',
      ].sort(),
    );
  }, 120_000);

  it('step 6: Storybook lists the new screen in its four states with no story file', async () => {
    const entries = await screenIndexer(copy).createIndex(join(copy, DEFINITION), {
      makeTitle: (t?: string) => t ?? '',
    });
    expect(entries.map((e) => e.name)).toEqual(['Normal', 'Empty', 'Server error', 'Slow response']);
    expect(entries[0]).toMatchObject({ title: 'Screens/Purchasing/Open PO value by vendor' });
  });

  it('step 6: npm start serves the report, and it opens from the menu with the vendors the server answers', async () => {
    const logFile = join(ROOT, 'test-results/e2e/analyst-guide-server.log');
    mkdirSync(dirname(logFile), { recursive: true });
    rmSync(logFile, { force: true });
    server = await startPortal({
      cwd: copy,
      logFile,
      timeoutMs: 240_000,
      // Without vitest's NODE_ENV=test, so the portal is built as `npm start` builds it for a user.
      env: {
        NODE_ENV: undefined,
        NORSTAR_DATA_DIR: join(copy, 'data'),
        NORSTAR_CAPTCHA: 'off',
        NORSTAR_SEED_SCALE: '0.25',
        NORSTAR_LOGIN_LIMIT: '10000',
      },
    });
    const { baseUrl } = server;

    const browser = await getBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${baseUrl}/#/`);
      await page.getByLabel('Username').fill('admin');
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await page.locator('input[type="password"]').press('Enter');
      await page.waitForURL(/#\/Internal/);
      const answer = page.waitForResponse((r) => r.url().includes('/api/reports/purchasing/open-po-by-vendor'));
      const menu = page.getByRole('navigation', { name: 'Screens' });
      await menu.getByText('Purchasing', { exact: true }).click();
      await menu.getByRole('link', { name: 'Open PO value by vendor' }).click();
      await page.waitForURL(new RegExp(`#${ROUTE}$`));
      const response = await answer;
      expect(response.status()).toBe(200);
      const vendors = (await response.json()) as { Vendor: string; OrderedValue: number }[];
      expect(vendors.length).toBeGreaterThan(0);
      await page.getByRole('heading', { name: 'Open PO value by vendor' }).waitFor();
      await expect.poll(() => rowCount(page)).toBe(vendors.length);
      await expect.poll(() => headers(page)).toEqual(['Vendor', 'Open POs', 'Lines', 'Ordered value']);
      await expect.poll(() => page.getByTestId('glide-cell-0-0').innerText()).toBe(vendors[0].Vendor);
      await page.screenshot({ path: '/tmp/f-analyst-guide.png' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it('step 5 again: check:report runs the query on the database npm start seeded and names a wrong alias', async () => {
    // The guide runs it with the server stopped; what npm start seeded in ./data is reused, not seeded again.
    await server?.stop();
    server = undefined;
    const checkReport = () =>
      spawnSync(guideBlock('check-report').trim(), { cwd: copy, shell: true, encoding: 'utf8', timeout: 120_000 });
    const started = performance.now();
    const good = checkReport();
    console.log(`check:report --data on the copy's seeded database: ${Math.round(performance.now() - started)} ms`);
    expect(good.stdout, good.stderr).toContain('Every row matches the contract.');
    expect(good.status).toBe(0);

    const handler = join(copy, 'server/handlers/reports/listOpenPoValueByVendor.ts');
    const query = readFileSync(handler, 'utf8');
    writeFileSync(handler, query.replace('AS "Vendor"', 'AS "VendorName"'));
    try {
      const bad = checkReport();
      expect(bad.status, bad.stdout + bad.stderr).toBe(1);
      expect(bad.stdout).toContain('Running listOpenPoValueByVendor');
      expect(bad.stdout).toContain('/0: field Vendor is missing');
      expect(bad.stdout).toMatch(/handler server\/handlers\/reports\/listOpenPoValueByVendor\.ts:\d+/);
    } finally {
      writeFileSync(handler, query);
    }
  }, 300_000);
});
