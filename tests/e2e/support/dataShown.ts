// What counts as data on screen for each kind of content (a grid with rows, pivot cells, chart marks, dashboard
// widgets, a form, a table, or the prompt of a screen that by design waits for a required filter, like VIN Lookup's
// VIN), inside `root`: the portal's main area, or Storybook's story root.
import type { Page } from 'playwright-core';

export function dataShown(page: Page, root: string): Promise<string | null> {
  return page.evaluate((root) => {
    const rowCount = document.querySelector('[data-testid="grid-row-count"]');
    if (rowCount && /[1-9]/.test(rowCount.textContent ?? '')) return `grid: ${rowCount.textContent}`;
    if (document.querySelector('.pvtTable td.pvtVal, .pvtTable td.pvtTotal')) return 'pivot cells';
    if (document.querySelector('.recharts-surface path, .recharts-surface rect')) return 'chart marks';
    if (document.querySelector('[data-widget]')) return 'dashboard widgets';
    if (document.querySelector(`${root} form, [role="dialog"] form`)) return 'form';
    if (document.querySelector(`${root} table tbody tr, ${root} [data-screen-content]`)) return 'table or content';
    const prompt = document.querySelector(`${root} [data-screen-state="prompt"]`);
    if (prompt) return `prompt: ${prompt.textContent}`;
    return null;
  }, root);
}
