// The analyst guide's worked examples of the other kinds — a dashboard with a grid and a chart on one route, and a
// pivot with several values — are real definitions: put in a screens folder with their routes added to the project
// list, they pass the contract check against the real contract, as `npm run check:screens` would.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../server/contract/loadContract';
import { loadRouteCatalogue, type RouteCatalogue } from '../../../server/seed/routeCatalogue';
import { checkScreens, loadRoles } from '../../../scripts/contract-check';

const ROOT = resolve(import.meta.dirname, '../../..');
const guide = readFileSync(join(ROOT, 'docs/analyst-guide.md'), 'utf8');
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function guideBlock(name: string): Record<string, unknown> {
  const match = new RegExp(`<!-- guide:${name} -->\\s*\`\`\`json\\n([\\s\\S]*?)\`\`\``).exec(guide);
  if (!match) throw new Error(`docs/analyst-guide.md has no json block marked guide:${name}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('the analyst guide on dashboards and pivots', () => {
  it('says one route is one kind, and grid plus chart needs a dashboard', () => {
    expect(guide).toMatch(/One kind per route/);
    expect(guide).toMatch(/"a grid plus a chart" on one page[\s\S]{0,80}\*\*`dashboard`\*\*/);
  });

  it('gives a dashboard with a grid and a chart and a pivot with several values that pass the contract check', () => {
    const dashboard = guideBlock('dashboard');
    const pivot = guideBlock('pivot');
    const widgets = dashboard.widgets as { widget: string }[];
    expect(dashboard.kind).toBe('dashboard');
    expect(widgets.map((w) => w.widget).sort()).toEqual(['chart', 'grid']);
    expect(pivot.kind).toBe('pivot');
    expect((pivot.values as string[]).length).toBeGreaterThan(1);

    const dir = mkdtempSync(join(tmpdir(), 'guide-examples-'));
    temps.push(dir);
    const spec = loadRouteCatalogue();
    const routes: RouteCatalogue = { public: spec.public, internal: [...spec.internal] };
    for (const def of [dashboard, pivot]) {
      const area = String(def.area);
      routes.internal.push({ area, path: String(def.route), local: true });
      mkdirSync(join(dir, area), { recursive: true });
      writeFileSync(join(dir, area, `${String(def.id)}.screen.json`), JSON.stringify(def, null, 2));
    }
    expect(checkScreens({ screensDir: dir, contract: loadContract(), routes, roles: loadRoles() })).toEqual([]);
  });
});
