// A scan made with the network down is checked against the plant's item numbers and locations kept on the device:
// Free Cycle Count offline refuses an unknown bin at once, saying the device's list was used, and keeps a count of
// known codes in the outbox. The context closes offline, so the kept count is never sent.
import { describe, expect, inject, it } from 'vitest';
import { openPortal, signIn } from './support/browser';
import { apiGet, apiToken } from './fixtures/api';

describe('scan codes offline', () => {
  it('refuses an unknown location from the kept copy and keeps a known scan in the outbox', async () => {
    const baseUrl = inject('baseUrl');
    const bearer = await apiToken(baseUrl, 'admin');
    const [stock] = await apiGet<{ ItemNo: string; Location: string }[]>(
      baseUrl,
      bearer,
      '/reports/inventory/on-hand?plant=2',
    );
    const managers = await apiGet<{ id: number; Name: string }[]>(
      baseUrl,
      bearer,
      '/ns/inventory/cyclecount/getmanagers?plant=2',
    );
    let chosen: { manager: string; counter: string } | undefined;
    for (const m of managers) {
      const [counter] = await apiGet<{ CounterName: string }[]>(
        baseUrl,
        bearer,
        `/ns/inventory/cyclecount/getcounters?manager_id=${m.id}`,
      );
      if (counter) {
        chosen = { manager: m.Name, counter: counter.CounterName };
        break;
      }
    }
    if (!chosen) throw new Error('no cycle count manager with counters in plant 2');

    const portal = await openPortal('scan codes offline');
    const { page, context } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/Inventory/FreeCycleCount');
    await page.getByRole('textbox', { name: 'Manager' }).click();
    await page.getByRole('option', { name: chosen.manager, exact: true }).click();
    await page.getByRole('textbox', { name: 'Counter' }).click();
    await page.getByRole('option', { name: chosen.counter, exact: true }).click();
    await page.getByTestId('last-refreshed').filter({ hasText: 'Items and locations last refreshed' }).waitFor();

    await context.setOffline(true);
    const outcome = page.getByTestId('scan-outcome');
    await page.getByRole('textbox', { name: 'Item' }).fill(stock.ItemNo);
    await page.getByRole('textbox', { name: 'Location' }).fill('NOWHERE-9');
    await page.getByRole('textbox', { name: 'Counted' }).fill('3');
    await page.getByRole('button', { name: 'Save count' }).click();
    await outcome.getByText('Not recorded').waitFor();
    expect(await outcome.textContent()).toMatch(
      /Location NOWHERE-9 does not exist in this plant\. Checked against the list kept on this device \(refreshed .+\)\./,
    );
    expect(await page.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('NOWHERE-9');

    await page.getByRole('textbox', { name: 'Location' }).fill(stock.Location.toLowerCase());
    await page.getByRole('button', { name: 'Save count' }).click();
    await outcome.getByText('Saved on this device').waitFor();
  });
});
