// A screen with `realtime` refetches its data when its live group receives a hub message, and only then.
import { describe, expect, it, vi, afterEach } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRealtimeRefresh } from '../../../engine/screen/useRealtimeRefresh';
import { useLiveStore } from '../../../engine/stores/liveStore';

function setup(group: 'shopfloor' | undefined) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  renderHook(() => useRealtimeRefresh(group), { wrapper });
  return invalidate;
}

afterEach(() => useLiveStore.getState().clear());

describe('useRealtimeRefresh', () => {
  it('refetches screen data when the screen’s group receives a message', () => {
    const invalidate = setup('shopfloor');
    expect(invalidate).not.toHaveBeenCalled();
    act(() => useLiveStore.getState().receive('shopfloor', 'qcPointCheckSaved', { Plant: 2 }));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['screen-data'] });
  });

  it('ignores other groups and screens without realtime', () => {
    const live = setup('shopfloor');
    const still = setup(undefined);
    act(() => useLiveStore.getState().receive('physical', 'finishGoodsScanned', {}));
    expect(live).not.toHaveBeenCalled();
    act(() => useLiveStore.getState().receive('shopfloor', 'finishLogged', {}));
    expect(still).not.toHaveBeenCalled();
  });
});
