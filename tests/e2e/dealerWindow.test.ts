// The dealer's window (issue #36): dealer A (dealer1.owner) signs in and lands on its quotes with a menu of dealer
// screens only, builds a quote and places it, submits a load from its open order lines, sees the load's units with
// their build status, and opens one of its invoices as a PDF; dealer B (dealer2.owner), signed in elsewhere, sees none
// of it, and staff (admin) see both dealerships.
import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { openPortal, signIn } from './support/browser';

type Row = Record<string, unknown>;

/** Runs `act` and answers the JSON of the first response whose URL contains `part` (and method, GET by default). */
async function answerOf<T = Row[]>(page: Page, part: string, act: () => Promise<unknown>, method = 'GET'): Promise<T> {
  const answer = page.waitForResponse((r: Response) => r.url().includes(part) && r.request().method() === method, {
    timeout: 60_000,
  });
  answer.catch(() => undefined);
  await act();
  const res = await answer;
  expect(res.status(), `${method} ${part}`).toBe(200);
  return (await res.json()) as T;
}

async function dblclickRow(page: Page, row: number): Promise<void> {
  const box = await page.getByTestId('data-grid').first().boundingBox();
  if (!box) throw new Error('no grid on the page');
  await page.mouse.dblclick(box.x + 120, box.y + 36 + 32 * row - 16);
}

describe('the dealer window', () => {
  it('dealer A quotes, places, loads, tracks units and opens an invoice; dealer B sees none of it; staff see both', async () => {
    const staff = await openPortal('dealer window staff');
    await signIn(staff, 'admin');
    const allQuotes = await answerOf(staff.page, '/reports/dealer-portal/dealer-quotes', () =>
      staff.goto('/Internal/DealerPortal/dealerquotes'),
    );
    const model = allQuotes.find((q) => Number(q.ListPrice) > 1000);
    if (!model) throw new Error('no dealer quote with a list price in the demo');

    const a = await openPortal('dealer window A');
    const page = a.page;
    const quotesA = await answerOf(page, '/reports/dealer-portal/dealer-quotes', () => signIn(a, 'dealer1.owner'));
    await page.waitForURL(/#\/Internal\/DealerPortal\/dealerquotes$/);
    await page.getByRole('heading', { name: 'Dealer Quotes', exact: true }).first().waitFor();
    const dealerNo = String(quotesA[0]?.DealerNo ?? '');
    expect(new Set(quotesA.map((q) => q.DealerNo)).size).toBeLessThanOrEqual(1);
    const menu = page.getByRole('navigation', { name: 'Screens' });
    for (const staffArea of ['Production', 'Dashboard', 'Admin', 'Accounting'])
      expect(await menu.getByText(staffArea, { exact: true }).count()).toBe(0);
    await menu.getByText('Dealer portal', { exact: true }).waitFor();
    await page.screenshot({ path: 'test-results/e2e/dealer-home.png' });

    // Build a quote within the rules and place it.
    await page.getByRole('button', { name: 'New quote' }).click();
    const dialog = page.getByRole('dialog', { name: 'New quote' });
    await dialog.getByLabel('Retail customer').fill('E2E Ranch Supply');
    await dialog.getByLabel('Model').fill(String(model.ItemNo));
    await dialog.getByLabel('Units').fill('2');
    await dialog.getByLabel('Unit price').fill(String(Math.floor(Number(model.ListPrice) - 250)));
    const quote = await answerOf<Row>(
      page,
      '/dealer-portal/quotes',
      () => dialog.getByRole('button', { name: 'Save quote' }).click(),
      'POST',
    );
    await page.getByText('Quote saved').first().waitFor();
    expect(quote.Status).toBe('Open');
    const quoteNo = String(quote.QuoteNo);
    await page.getByRole('textbox', { name: 'Search' }).fill(quoteNo);
    // Grouped by status: the quote's row follows its group's heading.
    const place = page.getByRole('dialog', { name: /^Place order/ });
    for (const row of [1, 2]) {
      if (await place.isVisible()) break;
      await dblclickRow(page, row);
      await place.waitFor({ timeout: 5_000 }).catch(() => undefined);
    }
    const placed = await answerOf<Row>(
      page,
      `/quotes/${quoteNo}/place`,
      () => place.getByRole('button', { name: 'Place order' }).click(),
      'POST',
    );
    expect(placed.Status).toBe('Placed');
    await page.getByText('Quote placed as an order').first().waitFor();

    // Submit a load from its open order lines (earliest due first), then follow its units.
    await a.goto('/Internal/DealerPortal/newLoad');
    const [y, m, d] = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10).split('-');
    await page.getByLabel('Requested ship date').fill(`${m}/${d}/${y}`);
    await page.getByLabel('Requested ship date').press('Tab');
    const load = await answerOf<Row>(
      page,
      '/dealer-portal/loads',
      () => page.getByRole('button', { name: 'Save', exact: true }).click(),
      'POST',
    );
    expect(load.DealerNo).toBe(dealerNo || load.DealerNo);
    const loadNo = String(load.LoadNo);
    const units = await answerOf(page, `/loads/${loadNo}/units`, () =>
      a.goto(`/Internal/DealerPortal/loads/${loadNo}`),
    );
    expect(units.length).toBe(Number(load.Units));
    // The units grid shows each unit's build status (the grid's cells are read through its accessible table).
    await page.getByText(String(units[0].BuildStatus), { exact: true }).first().waitFor({ state: 'attached' });

    // Open one of its invoices as a PDF.
    const invoices = await answerOf(page, '/dealer-portal/invoices', () => a.goto('/Internal/DealerPortal/invoices'));
    expect(invoices.length).toBeGreaterThan(0);
    expect(new Set(invoices.map((i) => i.DealerNo))).toEqual(new Set([load.DealerNo]));
    const pdf = page.waitForResponse((r) => r.url().includes(`/invoices/${String(invoices[0].InvoiceNo)}/file`));
    await dblclickRow(page, 1);
    expect((await pdf).headers()['content-type']).toBe('application/pdf');
    await page.locator('[data-testid="file-view"][data-state="shown"]').waitFor({ timeout: 30_000 });

    // Dealer B sees none of it.
    const b = await openPortal('dealer window B');
    const quotesB = await answerOf(b.page, '/reports/dealer-portal/dealer-quotes', () => signIn(b, 'dealer2.owner'));
    expect(quotesB.some((q) => q.QuoteNo === quoteNo || q.DealerNo === load.DealerNo)).toBe(false);
    const loadsB = await answerOf(b.page, '/reports/dealer-portal/online-loads', () =>
      b.goto('/Internal/DealerPortal/loads/'),
    );
    expect(loadsB.some((l) => l.LoadNo === loadNo)).toBe(false);

    // Staff see both dealerships.
    const staffQuotes = await answerOf(staff.page, '/reports/dealer-portal/dealer-quotes', () => staff.page.reload());
    expect(staffQuotes.some((q) => q.QuoteNo === quoteNo)).toBe(true);
    const staffLoads = await answerOf(staff.page, '/reports/dealer-portal/online-loads', () =>
      staff.goto('/Internal/DealerPortal/loads/'),
    );
    expect(staffLoads.some((l) => l.LoadNo === loadNo)).toBe(true);
    expect(a.consoleErrors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });
});
