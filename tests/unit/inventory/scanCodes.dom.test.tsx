// The scanning screens' kept copy of the plant's item numbers and locations (useScanCodes) through the portal's real
// client against msw: loaded and kept while the server answers, read from the device when it cannot be reached, and a
// scanned code checked against it with the server's words (and in Spanish), saying when the check used the device's
// copy. A code missing from the copy is looked up again before it is refused. The device store (IndexedDB) is a map:
// jsdom has none.
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { network } from '../network';
import { setLocale } from '../../../engine/i18n/locale';
import { useAppStore } from '../../../engine/stores/appStore';
import type { SessionUserData } from '../../../engine/session/types';
import { indexScanCodes, unknownScanCode, type ScanCodes } from '../../../screens/Inventory/scanning/unknownScanCode';

const kept = new Map<string, { id: string; data: unknown; refreshedAt: string }>();
vi.mock('../../../engine/outbox/outboxDb', () => ({
  readLookup: async (id: string) => kept.get(id),
  writeLookup: async (record: { id: string; data: unknown; refreshedAt: string }) => void kept.set(record.id, record),
}));

const { useScanCodes } = await import('../../../screens/Inventory/scanning/useScanCodes');

const PLANT_CODES: ScanCodes = { Items: ['AX-10000-EB', 'TIRE-235'], Locations: ['A-01-1', 'B-02-3'] };

/** The server: answers the codes it is given (or fails like a dropped network) and counts the requests. */
function server(codes: () => ScanCodes | 'unreachable') {
  const asked: string[] = [];
  network.use(
    http.get('*/api/inventory/scan-codes', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('plant') ?? '');
      const answer = codes();
      return answer === 'unreachable' ? HttpResponse.error() : HttpResponse.json(answer);
    }),
  );
  return asked;
}

function mount() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useScanCodes(), { wrapper });
}

beforeEach(() => {
  kept.clear();
  useAppStore.setState({ plant: 2, user: { Guid: 'counter-1', Firstname: 'Rosa' } as SessionUserData });
});
afterEach(() => setLocale('en-US'));

describe('checking a scan against the codes', () => {
  it('knows codes whatever their case and spacing, item before location', () => {
    const index = indexScanCodes(PLANT_CODES);
    expect(unknownScanCode(index, { item: ' ax-10000-eb ', location: 'a-01-1' })).toBeNull();
    expect(unknownScanCode(index, { item: 'AX-9', location: 'Z-9' })).toBe('Item AX-9 does not exist in this plant');
    expect(unknownScanCode(index, { item: 'TIRE-235', location: 'Z-9' })).toBe(
      'Location Z-9 does not exist in this plant',
    );
    expect(unknownScanCode(index, { location: '' })).toBeNull();
  });
});

describe('useScanCodes', () => {
  it("refuses an unknown code while online, after asking the server again, in the server's words", async () => {
    const asked = server(() => PLANT_CODES);
    const { result } = mount();
    await waitFor(() => expect(result.current.refreshedAt).toBeDefined());
    expect(result.current.fromDevice).toBe(false);
    expect(asked).toEqual(['2']);

    expect(await result.current.check({ item: 'tire-235', location: 'B-02-3' })).toBeNull();
    expect(asked).toHaveLength(1); // a known code needs no round trip
    expect(await result.current.check({ item: 'AX-404', location: 'B-02-3' })).toBe(
      'Item AX-404 does not exist in this plant',
    );
    expect(asked).toHaveLength(2);
  });

  it('accepts a code added since the copy was kept once the server lists it', async () => {
    let codes = PLANT_CODES;
    server(() => codes);
    const { result } = mount();
    await waitFor(() => expect(result.current.refreshedAt).toBeDefined());
    codes = { ...PLANT_CODES, Locations: [...PLANT_CODES.Locations, 'C-07-2'] };
    expect(await result.current.check({ item: 'AX-10000-EB', location: 'C-07-2' })).toBeNull();
  });

  it("checks against the device's copy while the server cannot be reached, in English and Spanish", async () => {
    let online = true;
    server(() => (online ? PLANT_CODES : 'unreachable'));
    const first = mount();
    await waitFor(() => expect(first.result.current.refreshedAt).toBeDefined());
    first.unmount();

    online = false;
    const { result } = mount();
    await waitFor(() => expect(result.current.fromDevice).toBe(true));
    expect(result.current.refreshedAt).toBe(kept.get('counter-1|2|scan-codes')?.refreshedAt);

    expect(await result.current.check({ item: 'AX-10000-EB', location: 'A-01-1' })).toBeNull();
    expect(await result.current.check({ item: 'AX-10000-EB', location: 'Q-99' })).toMatch(
      /^Location Q-99 does not exist in this plant\. Checked against the list kept on this device \(refreshed .+\)\.$/,
    );
    setLocale('es-MX');
    expect(await result.current.check({ item: 'XX-1' })).toMatch(
      /^El artículo XX-1 no existe en esta planta\. Revisado con la lista guardada en este dispositivo \(actualizada .+\)\.$/,
    );
  });

  it('lets the scan through unchecked when no copy was ever kept and the server cannot be reached', async () => {
    server(() => 'unreachable');
    const { result } = mount();
    await waitFor(() => expect(result.current.refreshedAt).toBeUndefined());
    expect(await result.current.check({ item: 'ANY', location: 'ANY' })).toBeNull();
  });
});
