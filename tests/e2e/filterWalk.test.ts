// The filter walk: on every routed screen whose definition has filters, as admin in the built portal against the
// real server, each filter is changed to another valid value the way a user would (a date range to the previous
// quarter, a day to the day before, a month to the month before, a select to another option, a text or number
// filter to a value from the screen's own data), and the changes are applied together with one Apply (a hand-written
// screen's own inputs apply as each changes). After each Apply the screen settles within seconds on data or its empty
// state, with no error, no console error, no frozen main thread and no request storm (at most one call per
// data source of the definition); a reload then shows the applied values again (they live in the screen's address;
// checked once for each set of filter kinds).
// Parameterised routes are walked with their sample params.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readScreenMetas } from '../../scripts/vite/screenMetasPlugin';
import { openPortalOnce, signIn, type PortalPage } from './support/browser';
import { dataShown } from './support/dataShown';
import { samplePath } from './support/liveSamples';
import { extractRows } from '../../engine/data/bindParams';
import {
  addDays,
  addMonths,
  parseShown,
  pickDay,
  pickMonth,
  pickOtherOption,
  pickRange,
  previousQuarter,
} from './support/filterInputs';

interface WalkFilter {
  id: string;
  type: string;
  label: string;
}

const root = resolve(import.meta.dirname, '../..');
const screens = readScreenMetas(root)
  .filter((m) => m.route && !m.public)
  .map((m) => {
    const def = JSON.parse(readFileSync(resolve(root, 'engine/screen', m.file), 'utf8'));
    // Every operation the definition names (data sources, widgets, option lists): the most one Apply may call.
    const dataSources = (JSON.stringify(def).match(/"operationId"/g) ?? []).length;
    const source =
      def.dataSource?.params || def.dataSource?.body ? { ...def.dataSource.params, ...def.dataSource.body } : undefined;
    const bound = JSON.stringify(source ?? def.props ?? {});
    const sampleParams = def.sampleParams as Record<string, string> | undefined;
    return {
      route: m.route as string,
      sampleParams,
      title: m.title,
      filters: (def.filters ?? []) as WalkFilter[],
      dataSources,
      bound,
    };
  })
  .filter((s) => s.filters.length > 0);

/** Calls the portal makes on its own (visit log, settings poll, session), not on Apply. */
const BACKGROUND = /^\/api\/(logs|routes\/log|system|settings|user\/(GetUserByToken|me))\b/i;
const SETTLE_MS = 15_000;
/**
 * A main-thread task this long is a frozen page (a render loop is one endless task), not a slow one: on a busy 2-core
 * test machine honest screens reached 1.3 s, so speed is left to the benchmarks (npm run bench) and this bound only
 * catches a freeze.
 */
const FROZEN_MS = 5_000;

/** The sets of filter kinds whose applied values were already read back after a reload. */
const reloadChecked = new Set<string>();

/** Values of every field the walk has seen in the server's answers, by lower-cased field name. */
const seenValues = new Map<string, unknown>();

function remember(rows: Record<string, unknown>[]) {
  for (const row of rows.slice(0, 50)) {
    for (const [field, value] of Object.entries(row)) {
      if ((typeof value === 'string' && value.trim()) || typeof value === 'number') {
        if (!seenValues.has(field.toLowerCase())) seenValues.set(field.toLowerCase(), value);
      }
    }
  }
}

/** The value for a text or number filter: a field of the data named like the filter or the parameter it feeds. */
function valueFor(filter: WalkFilter, bound: string, screenRows: Record<string, unknown>[]): string | null {
  const param =
    new RegExp(`"([A-Za-z0-9_]+)":\\{"from":"filter","filter":"${filter.id}"`).exec(bound)?.[1] ?? filter.id;
  const names = [filter.id, param].map((n) => n.toLowerCase());
  // 'minDays' → 'days' (bounds words say nothing about the field).
  const tokens = [filter.id, param]
    .flatMap((n) => n.split(/(?=[A-Z])|_/))
    .map((t) => t.toLowerCase())
    .filter((t) => t.length > 2 && !['min', 'max', 'from', 'to'].includes(t));
  for (const row of screenRows.slice(0, 50)) {
    for (const [field, value] of Object.entries(row)) {
      const f = field.toLowerCase();
      const match = names.includes(f) || tokens.some((t) => f.includes(t));
      if (match && (typeof value === 'number' || (typeof value === 'string' && value.trim()))) return String(value);
    }
  }
  for (const name of names) if (seenValues.has(name)) return String(seenValues.get(name));
  return null;
}

/** What a filter input shows: a text input's value, a picker button's text. */
async function shownValue(input: Locator): Promise<string> {
  return (await input.inputValue().catch(() => input.innerText())).trim();
}

async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const busy = document.querySelector('form[aria-label="Filters"] button[type="submit"][data-loading]');
      const loading = document.querySelector('[data-screen-state="loading"]');
      return !busy && !loading;
    },
    null,
    { timeout: SETTLE_MS, polling: 100 },
  );
}

/**
 * Waits for an Apply to reach the address (the applied filters live in it); a change the screen keeps elsewhere
 * leaves the address as it was, and the settle check that follows then waits on the screen's own busy state.
 */
async function appliedTo(page: Page, before: string): Promise<void> {
  await page.waitForURL((url) => url.toString() !== before, { timeout: 2_000 }).catch(() => undefined);
}

async function shownOrEmpty(page: Page): Promise<string | null> {
  for (let i = 0; i < 40; i++) {
    const shown = await dataShown(page, 'main');
    if (shown) return shown;
    const empty = await page.evaluate(
      () =>
        document.querySelector('[data-screen-state="empty"]') !== null ||
        document.querySelector('[data-testid="grid-row-count"]') !== null,
    );
    if (empty) return 'empty state';
    await page.waitForTimeout(250);
  }
  return null;
}

/** One signed-in browser page walking screens, with what it saw of the current screen's calls and rows. */
interface Lane {
  portal: PortalPage;
  requests: string[];
  screenRows: Record<string, unknown>[];
}

/** Screens are walked on two pages at once (the e2e project's maxConcurrency), each its own browser context. */
const LANES = 2;

async function openLane(index: number): Promise<Lane> {
  const portal = await openPortalOnce(`filter walk ${index + 1}`);
  const lane: Lane = { portal, requests: [], screenRows: [] };
  // Main-thread tasks over 50 ms, as Chromium reports them (a frozen render loop is one endless task).
  await portal.context.addInitScript(() => {
    const tasks: number[] = [];
    Object.assign(window, { __longTasks: tasks });
    new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  portal.page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !BACKGROUND.test(url.pathname))
      lane.requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  portal.page.on('response', async (response) => {
    if (
      !new URL(response.url()).pathname.startsWith('/api/') ||
      !(response.headers()['content-type'] ?? '').includes('json')
    )
      return;
    const body: unknown = await response.json().catch(() => undefined);
    // The engine's own reading of an answer (row arrays, columnar reports), so the walk sees the rows the screen shows.
    const rows = body === undefined ? [] : extractRows(body).filter((row) => row && typeof row === 'object');
    remember(rows);
    if (rows.length && Object.keys(rows[0]).length > 1) lane.screenRows = rows;
  });
  await signIn(portal, 'admin');
  return lane;
}

describe('filter walk as admin', () => {
  const idle: Lane[] = [];
  const lanes: Lane[] = [];
  const waiting: ((lane: Lane) => void)[] = [];
  let changes = 0;
  const acquire = (): Promise<Lane> => {
    const lane = idle.pop();
    return lane ? Promise.resolve(lane) : new Promise((resolve) => waiting.push(resolve));
  };
  const release = (lane: Lane) => {
    const next = waiting.shift();
    if (next) next(lane);
    else idle.push(lane);
  };

  beforeAll(async () => {
    for (let i = 0; i < LANES; i++) lanes.push(await openLane(i));
    idle.push(...lanes);
  });

  afterAll(async () => {
    console.log(`filter walk: ${screens.length} screens, ${changes} filter changes applied`);
    for (const lane of lanes) await lane.portal.context.close();
  });

  it('has screens to walk', () => {
    expect(screens.length).toBeGreaterThan(100);
  });

  it.concurrent.for(screens)(
    '$route settles after each filter change',
    async ({ route, sampleParams, title, filters, dataSources, bound }, { expect }) => {
      const lane = await acquire();
      try {
        await walkScreen(lane);
      } catch (error) {
        await lane.portal.saveFailure(route);
        throw error;
      } finally {
        release(lane);
      }

      async function walkScreen({ portal, requests }: Lane) {
        const { page } = portal;
        portal.consoleErrors.length = 0;
        lane.screenRows = [];
        const kept = new Map<string, string>();
        await portal.goto(await samplePath(portal, route, sampleParams));
        await page.getByRole('heading', { name: title, exact: true }).first().waitFor({ timeout: 20_000 });
        await page
          .locator(filters.map((f) => `main [data-filter="${f.id}"]`).join(', '))
          .first()
          .waitFor({ timeout: 20_000 });
        await settled(page);
        await shownOrEmpty(page);

        // The bar's filters are all changed, then applied together (one Apply a screen, as a user narrowing a report
        // would); a hand-written screen's own inputs apply as each one changes. Every Apply is checked the same way.
        const resetCounters = async () => {
          requests.length = 0;
          await page.evaluate(() => ((window as unknown as { __longTasks: number[] }).__longTasks.length = 0));
        };
        const checkApplied = async (what: string) => {
          await settled(page);
          const shownAfter = await shownOrEmpty(page);
          changes += 1;
          const problems = await page.evaluate(() => ({
            error: document.querySelector('[data-screen-state="error"]')?.textContent ?? null,
            fieldErrors: [...document.querySelectorAll('form[aria-label="Filters"] .mantine-InputWrapper-error')].map(
              (e) => e.textContent,
            ),
          }));
          expect(problems, `after changing ${what}`).toEqual({ error: null, fieldErrors: [] });
          expect(shownAfter, `data or the empty state after changing ${what}`).not.toBeNull();
          const longest = Math.max(
            0,
            ...(await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks)),
          );
          expect(longest, `longest main-thread task after changing ${what} (ms)`).toBeLessThan(FROZEN_MS);
          expect(requests.length, `calls after changing ${what}: ${requests.join(', ')}`).toBeLessThanOrEqual(
            dataSources,
          );
          expect(new Set(requests).size, 'no call made twice').toBe(requests.length);
          expect(portal.consoleErrors).toEqual([]);
        };
        const changedInBar: WalkFilter[] = [];

        for (const filter of filters) {
          // A hand-written screen may feed a filter from its own input (a load picker, a month and year), applied as it
          // changes: it carries the filter's id too.
          const inBar = page.locator(`form[aria-label="Filters"] [data-filter="${filter.id}"]`).first();
          const applyOnChange = (await inBar.count()) === 0;
          const input = applyOnChange ? page.locator(`main [data-filter="${filter.id}"]`).first() : inBar;
          const isSelect = (await input.getAttribute('aria-haspopup')) === 'listbox';
          const shown = parseShown(await shownValue(input));
          const before = page.url();
          if (applyOnChange) await resetCounters();
          let changed = true;
          switch (isSelect ? 'select' : filter.type) {
            case 'dateRange':
              await pickRange(page, input, previousQuarter(new Date()));
              break;
            case 'date':
              await pickDay(page, input, addDays(shown ?? { year: 2026, month: 0, day: 2 }, -1));
              break;
            case 'month': {
              const now = new Date();
              await pickMonth(
                page,
                input,
                addMonths(shown ?? { year: now.getFullYear(), month: now.getMonth(), day: 1 }, -1),
              );
              break;
            }
            case 'select':
            case 'plant':
              changed = (await pickOtherOption(page, input)) !== null;
              break;
            default: {
              const value = valueFor(filter, bound, lane.screenRows);
              expect(value, `a value for '${filter.label}' from the screen's data`).not.toBeNull();
              await input.fill(value ?? '');
            }
          }
          if (!changed) continue;
          if (applyOnChange) {
            await appliedTo(page, before);
            await checkApplied(`'${filter.label}'`);
          } else changedInBar.push(filter);
        }

        if (changedInBar.length) {
          const before = page.url();
          await resetCounters();
          await page.locator('form[aria-label="Filters"] button[type="submit"]').first().click();
          await appliedTo(page, before);
          await checkApplied(changedInBar.map((f) => `'${f.label}'`).join(', '));
          for (const filter of changedInBar) {
            const input = page.locator(`form[aria-label="Filters"] [data-filter="${filter.id}"]`).first();
            kept.set(filter.id, await shownValue(input));
          }
        }

        // The applied values live in the address: a reload shows the same report. The filter bar writes the address
        // the same way on every screen, so the reload is checked once for each set of filter kinds the bar applied.
        if (kept.size === 0) return;
        const kinds = [...new Set(changedInBar.map((f) => f.type))].sort().join('+');
        if (reloadChecked.has(kinds)) return;
        reloadChecked.add(kinds);
        await page.reload();
        await page.getByRole('heading', { name: title, exact: true }).first().waitFor({ timeout: 20_000 });
        await settled(page);
        for (const [id, value] of kept) {
          const input = page.locator(`form[aria-label="Filters"] [data-filter="${id}"]`).first();
          expect(await shownValue(input), `'${id}' after a reload`).toBe(value);
        }
      }
    },
  );
});
