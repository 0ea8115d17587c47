// A live dashboard (realtime set) refetches the data of widgets with their own data source when its hub group
// reports a change, so shop-floor dashboards update without a reload.
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { DashboardScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { renderScreen } from './support/rendererTests';
import { useLiveStore } from '../../../engine/stores/liveStore';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
// Typed calls (callOperation) and calls by a definition's operationId (callOperationById) share one mock.
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});

const definition: DashboardScreen = {
  id: 'test-live-dashboard',
  kind: 'dashboard',
  title: 'Live',
  roles: [],
  realtime: 'shopfloor',
  widgets: [
    {
      id: 'ops',
      title: 'Operations done',
      widget: 'kpi',
      field: 'Ops',
      dataSource: { operationId: 'liveStatus', params: {} },
    },
  ],
};

describe('live dashboard widgets', () => {
  it('refetch their own data when the shop floor reports, and ignore other groups', async () => {
    const mocked = vi.mocked(callOperation);
    mocked.mockReset();
    mocked.mockResolvedValueOnce([{ Ops: 14 }]).mockResolvedValueOnce([{ Ops: 15 }]);
    await renderScreen(definition);
    expect(await screen.findByText('14')).toBeInTheDocument();
    act(() => useLiveStore.getState().receive('physical', 'tagAudited', {}));
    act(() => useLiveStore.getState().receive('shopfloor', 'qcPointCheckSaved', { Plant: 2 }));
    expect(await screen.findByText('15')).toBeInTheDocument();
    expect(mocked).toHaveBeenCalledTimes(2);
  });
});
