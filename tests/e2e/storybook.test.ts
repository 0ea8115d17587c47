// The built Storybook (npm run build-storybook → storybook-static/, or STORYBOOK_STATIC_DIR) served by a tiny static
// server and opened in Chromium: every screen definition and hand-written component is listed, a screen of each
// kind shows its recorded data offline, and the empty and server-error states show what a user would see.
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrowser } from './support/browser';
import { dataShown } from './support/dataShown';

const root = resolve(import.meta.dirname, '../..');
const staticDir = resolve(process.env.STORYBOOK_STATIC_DIR ?? join(root, 'storybook-static'));

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

function serveStatic(dir: string): Promise<{ server: Server; baseUrl: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = resolve(dir, `.${path}`);
    if (!file.startsWith(dir + sep) && file !== dir) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({ server, baseUrl: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
  tags?: string[];
}

function definitionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? definitionFiles(join(dir, e.name)) : e.name.endsWith('.screen.json') ? [join(dir, e.name)] : [],
  );
}

describe('the built Storybook', () => {
  let server: Server | undefined;
  let baseUrl = '';
  let entries: IndexEntry[] = [];
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(join(staticDir, 'index.json'))) {
      throw new Error(
        `${staticDir} has no built Storybook: run npm run build-storybook first (npm run test:e2e does).`,
      );
    }
    entries = Object.values(
      JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8')).entries as Record<string, IndexEntry>,
    );
    ({ server, baseUrl } = await serveStatic(staticDir));
    const browser = await getBrowser();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    page = await context.newPage();
  });

  afterAll(async () => {
    await page?.context().close();
    await new Promise((r) => (server ? server.close(r) : r(undefined)));
  });

  async function openStory(id: string) {
    await page.goto(`${baseUrl}/iframe.html?id=${id}&viewMode=story`);
  }

  function screenStory(kind: string, state = 'normal'): IndexEntry {
    const found = entries.filter((e) => e.tags?.includes(`kind-${kind}`) && e.tags.includes(`state-${state}`));
    expect(found.length, `a ${kind} screen story`).toBeGreaterThan(0);
    return found[0];
  }

  it('lists every screen definition in four states and the hand-written components', () => {
    const files = definitionFiles(join(root, 'screens'));
    const normal = entries.filter((e) => e.tags?.includes('screen') && e.tags.includes('state-normal'));
    expect(normal).toHaveLength(files.length);
    expect(entries.filter((e) => e.tags?.includes('screen'))).toHaveLength(files.length * 4);
    const components = new Set(entries.filter((e) => e.title.startsWith('Components/')).map((e) => e.title));
    for (const title of [
      'Paint QC dialog',
      'Barcode scan dialog',
      'Photo capture dialog',
      'User dialog',
      'Expired-session dialog',
      'PDF viewer',
      'Loading overlay',
    ]) {
      expect(components, title).toContain(`Components/${title}`);
    }
  });

  it.each(['grid', 'pivot', 'chart', 'dashboard', 'detail', 'form'])(
    'a %s screen shows its recorded data',
    async (kind) => {
      const entry = screenStory(kind);
      await openStory(entry.id);
      await page.locator('[data-story-screen]').first().waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => !document.querySelector('[data-screen-state="loading"]'), null, {
        timeout: 30_000,
      });
      let shown: string | null = null;
      for (let i = 0; i < 60 && !shown; i++) {
        shown = await dataShown(page, '#storybook-root');
        if (!shown) await page.waitForTimeout(250);
      }
      expect(await page.locator('[data-screen-state="error"]').count(), `${entry.title}: no error`).toBe(0);
      expect(shown, `${entry.title}: data on screen`).not.toBeNull();
    },
  );

  it('shows the empty state and the server error of a grid screen', async () => {
    await openStory(screenStory('grid', 'empty').id);
    await page
      .locator('[data-screen-state="empty"], [data-testid="grid-row-count"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await expect
      .poll(() =>
        page
          .locator('[data-testid="grid-row-count"]')
          .first()
          .textContent()
          .catch(() => '0'),
      )
      .not.toMatch(/[1-9]/);
    await openStory(screenStory('grid', 'error').id);
    await page.locator('[data-screen-state="error"]').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-screen-state="error"]').first().textContent()).toContain(
      'The ERP is not reachable right now',
    );
  });

  it('opens a drill-down detail for a recorded value and the paint QC dialog for a recorded unit', async () => {
    const samples = JSON.parse(readFileSync(join(root, 'stories/fixtures/samples.json'), 'utf8'));
    await openStory('screen-drilldown-purchase-order--normal');
    await page.getByText(samples.drill.purchaseOrder).first().waitFor({ timeout: 30_000 });
    await openStory('components-paint-qc-dialog--saved-unit');
    await page.getByText(`Paint QC · ${samples.paintQc.WorkorderNumber}`).waitFor({ timeout: 30_000 });
  });

  it('shows the recorded inspection report in the PDF viewer', async () => {
    await openStory('components-pdf-viewer--inspection-report');
    await page.locator('[data-testid="file-view"][data-state="shown"] iframe').waitFor({ timeout: 30_000 });
  });
});
