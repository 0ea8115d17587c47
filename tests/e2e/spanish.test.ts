// The portal in Spanish for the Mexico plant: the login page follows the browser's language; mx.supervisor (plant 3,
// es-MX by default) reads the menu, a grid, a pivot, a form with its validation messages, the paint QC dialog and the
// expired-session dialog in Spanish with DD/MM/YYYY dates; the user menu switches to English, which shows the SPEC's
// texts exactly and is kept on the server; an administrator of plant 2 reads English even from a Spanish browser.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, openPortal, type PortalPage } from './support/browser';
import { apiGet, apiToken } from './fixtures/api';
import { cellText, headers } from './support/grid';
import type { PaintUnit } from './fixtures/paintQcUnits';

const DDMMYYYY = /^\d{2}\/\d{2}\/\d{4}$/;
const pad = (n: number) => String(n).padStart(2, '0');
/** 'YYYY-MM-DD…' as DD/MM/YYYY or MM/DD/YYYY. */
const dayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const monthFirst = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** A browser whose languages put Spanish first (navigator.languages), as on the plant's PCs. */
async function spanishBrowser(name: string): Promise<PortalPage> {
  const portal = await openPortal(name);
  await portal.context.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['es-MX', 'es', 'en'] });
    Object.defineProperty(navigator, 'language', { get: () => 'es-MX' });
  });
  return portal;
}

async function signInAs(portal: PortalPage, username: string, usernameLabel: string) {
  await portal.goto('/');
  await portal.page.getByLabel(usernameLabel).fill(username);
  await portal.page.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await portal.page.locator('input[type="password"]').press('Enter');
  await portal.page.waitForURL(/#\/Internal/);
}

async function setLanguage(baseUrl: string, username: string, Language: string) {
  const token = await apiToken(baseUrl, username);
  const res = await fetch(`${baseUrl}/api/user/language`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ Language }),
  });
  expect(res.status).toBe(200);
}

async function openPaintUnit(page: Page, vin: string, open: string) {
  await page.getByRole('textbox', { name: 'VIN', exact: true }).fill(vin);
  await page.getByRole('button', { name: open, exact: true }).click();
  await page.getByRole('dialog').locator('[name="PaintMM1Front"]').waitFor();
}

describe('the portal in Spanish', () => {
  it('mx.supervisor reads menu, grid, pivot, form, paint QC and expired session in Spanish; English from the user menu', async () => {
    const portal = await spanishBrowser('spanish mx.supervisor');
    const { page, baseUrl } = portal;
    const today = new Date();
    const monthFrom = `${today.getFullYear() - 1}-01-01`;
    const monthTo = `${today.getFullYear()}-12-31`;
    const qcToken = await apiToken(baseUrl, 'mx.supervisor');
    const units = await apiGet<(PaintUnit & { DateInput: string })[]>(
      baseUrl,
      qcToken,
      `/reports/qc/paint-checks?plant=3&from=${monthFrom}&to=${monthTo}`,
    );
    const unit = units.find((u) => u.VIN && u.Type === 'trailer') ?? units.find((u) => u.VIN)!;
    expect(unit).toBeTruthy();

    try {
      // The login page follows the browser until someone signs in.
      await portal.goto('/');
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await signInAs(portal, 'mx.supervisor', 'Usuario');

      // The menu: area headings from the catalogue, screen titles from screens/QC/es-MX.json.
      const nav = page.getByRole('navigation', { name: 'Pantallas' });
      await nav.getByText('Control de calidad', { exact: true }).click();
      await nav.getByRole('link', { name: 'Control de calidad de pintura' }).click();
      await page.getByRole('button', { name: 'Ir a pantalla' }).waitFor();

      // A grid: captions, toolbar and dates in DD/MM/YYYY (the unit's month chosen in the month picker).
      await page.getByRole('heading', { name: 'Control de calidad de pintura', level: 2 }).waitFor();
      const [year, month] = [Number(unit.DateInput.slice(0, 4)), Number(unit.DateInput.slice(5, 7))];
      const monthNames = [
        'Enero',
        'Febrero',
        'Marzo',
        'Abril',
        'Mayo',
        'Junio',
        'Julio',
        'Agosto',
        'Septiembre',
        'Octubre',
        'Noviembre',
        'Diciembre',
      ];
      await page.getByRole('textbox', { name: 'Mes', exact: true }).click();
      await page.getByRole('option', { name: monthNames[month - 1], exact: true }).click();
      await page.getByRole('textbox', { name: 'Año', exact: true }).click();
      await page.getByRole('option', { name: String(year), exact: true }).click();
      await page
        .getByTestId('grid-row-count')
        .filter({ hasText: /^[1-9][\d,]* filas?$/ })
        .waitFor();
      // The row count shows before glide draws its accessibility table: wait for the header cells.
      await expect
        .poll(async () => (await headers(page)).slice(0, 3))
        .toEqual(['Fecha de entrada', 'Orden de trabajo', 'VIN']);
      expect(await cellText(page, 0, 0)).toMatch(DDMMYYYY);
      await page.getByRole('button', { name: 'Exportar' }).waitFor();
      await page.getByRole('textbox', { name: 'Buscar' }).waitFor();

      // The paint QC dialog: labels, the unit's date day first, the SPEC §5 hint in Spanish.
      await openPaintUnit(page, unit.VIN, 'Abrir');
      const dialog = page.getByRole('dialog');
      await dialog.getByText(/^Control de calidad de pintura · /).waitFor();
      expect(await dialog.getByLabel('Fecha de entrada').inputValue()).toBe(dayFirst(unit.DateInput));
      expect(await dialog.getByLabel('Número de parte').inputValue()).toBe(unit.PartNo);
      await dialog.locator('[name="PaintMM1Front"]').fill('0.05');
      await dialog.locator('[name="PaintMM3Rear"]').focus();
      await dialog.getByText('Número mínimo: 0.1 y número máximo: 10.99, por favor').first().waitFor();
      await dialog.getByRole('button', { name: 'Guardar' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // A pivot: its title, filter (last 12 months, day first) and toolbar.
      await portal.goto('/Internal/QC/IAuditor');
      await page.getByRole('heading', { name: 'Puntuaciones de iAuditor', level: 2 }).waitFor();
      const range = await page.locator('[data-filter="dates"]').first().innerText();
      const todayIso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
      expect(range).toContain(dayFirst(todayIso));
      await page.getByRole('button', { name: 'Aplicar' }).waitFor();
      await page.getByRole('button', { name: 'Restablecer diseño' }).waitFor();

      // A form: its Spanish labels and validation messages.
      await portal.goto('/Internal/QC/Audits');
      await page.getByRole('heading', { name: 'Registrar auditoría de CC', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('VIN es obligatorio').first().waitFor();
      await page.getByRole('textbox', { name: 'VIN' }).fill('3NSTR');
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('VIN debe tener al menos 17 caracteres').first().waitFor();

      // The expired-session dialog: IT blocks the session; the next call opens it, in Spanish.
      const guid = await page.evaluate(() => JSON.parse(localStorage.getItem('User') ?? '{}').Guid);
      const admin = await apiToken(baseUrl, 'admin');
      const blocked = await fetch(`${baseUrl}/api/user/block_token?guid=${guid}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(blocked.status).toBe(200);
      await portal.goto('/Internal/QC/PaintQC');
      const expired = page.getByRole('dialog', { name: 'Su sesión ha expirado' });
      await expired.waitFor();
      await expired
        .getByText('Inicie sesión de nuevo para continuar. No se ha perdido nada de lo que capturó.')
        .waitFor();
      await expired.locator('input[type="password"]').fill(DEMO_PASSWORD);
      await expired.getByRole('button', { name: 'Iniciar sesión' }).click();
      await expired.waitFor({ state: 'hidden' });

      // English from the user menu: the SPEC's texts and MM/DD/YYYY, kept on the server for the next page load.
      await page.getByRole('button', { name: 'Menú de usuario' }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.getByRole('heading', { name: 'Paint QC', level: 2 }).waitFor();
      await page.getByRole('navigation', { name: 'Screens' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Paint QC', level: 2 }).waitFor();
      await openPaintUnit(page, unit.VIN, 'Open');
      expect(await dialog.getByLabel('Input Date').inputValue()).toBe(monthFirst(unit.DateInput));
      await dialog.locator('[name="PaintMM1Front"]').fill('11');
      await dialog.locator('[name="PaintMM3Rear"]').focus();
      await dialog.getByText('Min Number: 0.1 and Max Number: 10.99, Please', { exact: true }).first().waitFor();
      const me = await apiGet<{ Language: string }>(
        baseUrl,
        await apiToken(baseUrl, 'mx.supervisor'),
        '/user/GetUserByToken/',
      );
      expect(me.Language).toBe('en-US');
    } finally {
      await setLanguage(baseUrl, 'mx.supervisor', 'es-MX');
    }
  });

  it('an administrator of plant 2 reads English, even from a Spanish browser', async () => {
    const portal = await spanishBrowser('spanish admin');
    const { page } = portal;
    await signInAs(portal, 'admin', 'Usuario');
    const nav = page.getByRole('navigation', { name: 'Screens' });
    await nav.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await nav.getByText('QC', { exact: true }).click();
    await nav.getByRole('link', { name: 'Paint QC', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to screen' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
  });
});
