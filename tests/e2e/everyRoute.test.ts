// Every screen definition, opened as admin in the built portal against the real server: its title shows, it stops
// loading, shows no error, no not-found and no console error, and shows data (grid rows, pivot cells, chart marks,
// dashboard cards, a form, a hand-written screen's content, or the prompt of a screen waiting for a required filter).
// Route parameters that follow the seed's calendar (load and order numbers) are read from the server (liveSamples).
// The public routes open signed out. On every route the server's Content-Security-Policy must not block anything the
// portal does. Every grid with a totals row shows it whole, inside the grid's box, with no blank strip above it, and
// no chart axis shows an ISO date (SPEC §9 MM/DD/YYYY).
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readScreenMetas } from '../../scripts/vite/screenMetasPlugin';
import { loadRouteCatalogue } from '../../server/seed/routeCatalogue';
import { openPortal, openPortalOnce, saveFailuresOf, signIn, type PortalPage } from './support/browser';
import { readFileSync } from 'node:fs';
import { dataShown } from './support/dataShown';
import { samplePath } from './support/liveSamples';
import { summaryRows, type SummaryRowCheck } from './support/summaryRow';

const root = resolve(import.meta.dirname, '../..');
const screens = readScreenMetas(root)
  .filter((m) => m.route)
  .map((m) => {
    const def = JSON.parse(readFileSync(resolve(root, 'engine/screen', m.file), 'utf8'));
    return {
      route: m.route as string,
      sampleParams: def.sampleParams as Record<string, string> | undefined,
      title: m.title,
      isPublic: m.public,
    };
  });

describe('every screen as admin', () => {
  let portal: PortalPage;
  saveFailuresOf(() => portal);

  beforeAll(async () => {
    portal = await openPortalOnce('every route');
    await signIn(portal, 'admin');
  });

  afterAll(async () => {
    await portal?.context.close();
  });

  it('has a definition for every route', () => {
    // The SPEC routes and the project's own (schemas/routes.local.json).
    const routes = loadRouteCatalogue(resolve(root, 'schemas/routes.json'));
    const all = [...routes.public, ...routes.internal].map((r) => r.path);
    const missing = all.filter((p) => !screens.some((s) => s.route === p));
    expect(missing).toEqual([]);
  });

  it.each(screens.filter((s) => !s.isPublic))(
    '$route shows its title and data',
    async ({ route, sampleParams, title }) => {
      const { page } = portal;
      portal.consoleErrors.length = 0;
      portal.cspViolations.length = 0;
      await portal.goto(await samplePath(portal, route, sampleParams));
      await page.getByRole('heading', { name: title, exact: true }).first().waitFor({ timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('[data-screen-state="loading"]'), null, {
        timeout: 30_000,
      });
      let shown: string | null = null;
      for (let i = 0; i < 40 && !shown; i++) {
        shown = await dataShown(page, 'main');
        if (!shown) await page.waitForTimeout(250);
      }
      const problems = await page.evaluate(() => ({
        error: document.querySelector('[data-screen-state="error"]')?.textContent ?? null,
        notFound: document.body.textContent?.includes('Page not found') ?? false,
      }));
      expect(problems).toEqual({ error: null, notFound: false });
      expect(shown, 'data on screen').not.toBeNull();
      expect(portal.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(portal.consoleErrors).toEqual([]);

      // Glide paints on animation frames: give the canvas a moment before reading it.
      await expect.poll(async () => (await summaryRows(page)).filter(clipped), { timeout: 5_000 }).toEqual([]);
      const axisDates = await page.$$eval('main .recharts-xAxis-tick-labels text', (ticks) =>
        ticks.map((t) => t.textContent ?? '').filter((text) => /\d{4}-\d{2}-\d{2}/.test(text)),
      );
      expect(axisDates, 'chart axis dates in the API format').toEqual([]);
    },
  );
});

/** A totals row not shown whole: letters cut, a blank strip above it, or running past the grid's box. */
function clipped(check: SummaryRowCheck): boolean {
  if (!check.band) return false;
  const [top, bottom] = check.band;
  return (
    check.inkHeight < check.expectedInkHeight - 1 ||
    check.blankStrips.length > 0 ||
    bottom > check.canvasHeight ||
    bottom - top < 30
  );
}

describe('every public screen signed out', () => {
  it.each(screens.filter((s) => s.isPublic))(
    '$route runs under the Content-Security-Policy',
    async ({ route, sampleParams, title }) => {
      const portal = await openPortal(`public ${route}`);
      const { page } = portal;
      await portal.goto(await samplePath(portal, route, sampleParams));
      const csp = (await page.request.get(`${portal.baseUrl}/`)).headers()['content-security-policy'];
      expect(csp, 'the server sends a Content-Security-Policy').toContain("script-src 'self'");
      await page.getByRole('heading', { name: title, exact: true }).first().waitFor({ timeout: 20_000 });
      await page.waitForFunction(() => !document.querySelector('[data-screen-state="loading"]'), null, {
        timeout: 30_000,
      });
      if (await page.locator('altcha-widget').count()) {
        // The bot check solves its challenge in a Worker made from a blob: URL; wait until it has run.
        await page.getByText('Verified', { exact: true }).first().waitFor({ timeout: 30_000 });
      }
      expect(portal.cspViolations, 'Content-Security-Policy violations').toEqual([]);
      expect(portal.consoleErrors).toEqual([]);
    },
  );
});
