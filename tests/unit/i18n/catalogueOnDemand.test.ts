// The Spanish catalogue is not part of the login page or the frame: it loads when the locale first becomes es-MX,
// texts read in English until it arrives and in Spanish from then on, and components are told so they re-render.
import { describe, expect, it, vi } from 'vitest';

describe('Spanish catalogue on demand', () => {
  it('loads with the first switch to es-MX and tells the components reading the locale', async () => {
    // A fresh copy of the i18n modules: the test setup has already loaded Spanish into the shared one.
    vi.resetModules();
    const { setLocale, subscribeLocale } = await import('../../../engine/i18n/locale');
    const { t, loadCatalogue } = await import('../../../engine/i18n/translate');
    expect(t('common.yes')).toBe('Yes');
    const told = vi.fn();
    subscribeLocale(told);
    setLocale('es-MX');
    expect(told).toHaveBeenCalledWith('es-MX');
    await loadCatalogue('es-MX');
    expect(t('common.yes')).toBe('Sí');
    setLocale('en-US');
    expect(t('common.yes')).toBe('Yes');
  });
});
