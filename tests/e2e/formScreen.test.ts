// The form renderer on a real screen (CustomerService/Testimonial) in Chromium: bad input is refused with SPEC §5's
// messages and nothing is sent; good input — dates typed as MM/DD/YYYY — is saved with the SPEC notice, the form is
// cleared, and the server has the testimonial exactly as typed.
import { describe, expect, it } from 'vitest';
import { apiToken } from './fixtures/api';
import { openPortal, signIn } from './support/browser';

const REQUIRED = ['VIN', 'Dealer', 'First name', 'Last name', 'Address', 'City', 'State', 'Zip', "Owner's words"];

describe('form screen', () => {
  it('refuses bad input with the SPEC messages, then saves good input that the server reads back', async () => {
    const portal = await openPortal('form screen');
    const { page } = portal;
    await signIn(portal, 'admin');
    await portal.goto('/Internal/CustomerService/Testimonial');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/testimonials')) posts.push(r.url());
    });
    const field = (label: string) => page.getByRole('textbox', { name: label, exact: true });
    const save = page.getByRole('button', { name: 'Save' });

    await field('Email').fill('owner@example');
    await field('Registration date').fill('02/30/2026');
    await field('Registration date').press('Tab');
    await save.click();
    for (const label of REQUIRED) await page.getByText(`${label} is required`, { exact: true }).waitFor();
    await page.getByText('Enter a valid email address', { exact: true }).waitFor();
    await page.getByText('The date must have the following format: MM/dd/yyyy', { exact: true }).waitFor();
    await page.getByText('Date is required', { exact: true }).waitFor(); // Purchase date, left empty
    // What was typed stays, and nothing reached the server.
    expect(await field('Registration date').inputValue()).toBe('02/30/2026');
    expect(await field('Email').inputValue()).toBe('owner@example');
    expect(posts).toEqual([]);
    await page.screenshot({ path: '/tmp/f-form-errors.png', fullPage: true });

    const vin = `5NRTEST${String(Date.now()).slice(-10)}`;
    const good: Record<string, string> = {
      VIN: vin,
      Dealer: 'Hwy 101 Trailers',
      'First name': 'Dana',
      'Last name': 'Whitaker',
      Email: 'dana.whitaker@example.com',
      Phone: '(512) 555-0142',
      Address: '4100 Ranch Rd 12',
      City: 'San Marcos',
      State: 'Texas',
      Zip: '78666',
      'Registration date': '11/02/2026',
      'Purchase date': '10/28/2026',
      "Owner's words": 'Hauls our skid steer every week without a rattle.',
    };
    for (const [label, value] of Object.entries(good)) {
      await field(label).fill(value);
      await field(label).press('Tab');
    }
    expect(await field('Registration date').inputValue()).toBe('11/02/2026');
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/api/testimonials'));
    await save.click();
    expect((await saved).ok()).toBe(true);
    await page.getByText('Testimonial saved', { exact: true }).waitFor();
    await expect.poll(() => field('VIN').inputValue()).toBe('');

    const token = await apiToken(portal.baseUrl, 'admin');
    const res = await fetch(`${portal.baseUrl}/api/testimonials/filter/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ VIN: vin }),
    });
    expect(res.status).toBe(200);
    const [row] = (await res.json()) as Record<string, unknown>[];
    expect(row).toMatchObject({
      VIN: vin,
      Dealername: 'Hwy 101 Trailers',
      FirstName: 'Dana',
      LastName: 'Whitaker',
      email: 'dana.whitaker@example.com',
      City: 'San Marcos',
      Zip: '78666',
      Rating: 5,
    });
    expect(String(row.RegistrationDate).slice(0, 10)).toBe('2026-11-02');
    expect(String(row.Purchasedate).slice(0, 10)).toBe('2026-10-28');
    expect(portal.consoleErrors).toEqual([]);
  });
});
