// An open screen whose refresh finds no server (network error, 5xx) keeps its rows and says so: a yellow notice 'The
// data could not be refreshed. Showing data from HH:MM.' with Retry, gone once a refresh succeeds. A refusal that is
// about the data itself (4xx) still shows the server's message in place of the rows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChartScreen, GridScreen } from '../../../engine/screen/types';
import { callOperation } from '../../../engine/api/callOperation';
import { ApiError } from '../../../engine/api/ApiError';
import { renderScreen } from './support/rendererTests';
import { useLiveStore } from '../../../engine/stores/liveStore';

vi.mock('@glideapps/glide-data-grid', () => import('./glideMock'));
vi.mock('../../../engine/api/callOperation', () => {
  const call = vi.fn();
  return { callOperation: call, callOperationById: call };
});
vi.mock('recharts', () => import('./sizedRecharts').then((m) => m.sizedRecharts()));
const mocked = vi.mocked(callOperation);

const grid: GridScreen = {
  id: 'test-live-holds',
  kind: 'grid',
  title: 'QC holds',
  roles: [],
  realtime: 'shopfloor',
  dataSource: { operationId: 'listQcHolds', params: {} },
  columns: [
    { field: 'Vin', caption: 'VIN' },
    { field: 'Reason', caption: 'Reason' },
  ],
};

const firstRows = [{ Vin: '1N9TR2025X1000001', Reason: 'Paint run' }];
const NOTICE = 'The data could not be refreshed. Showing data from 14:05.';

/** The shop floor reports a change: a live screen refetches its data. */
const hubReports = () => act(() => useLiveStore.getState().receive('shopfloor', 'qcHoldPlaced', { Plant: 2 }));

describe('stale data notice', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps the rows and shows when they are from when a refresh fails, then Retry brings fresh rows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 14, 5, 30));
    mocked.mockReset();
    mocked
      .mockResolvedValueOnce(firstRows)
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce([{ Vin: '1N9TR2025X1000002', Reason: 'Weld gap' }]);
    const user = userEvent.setup();
    await renderScreen(grid);
    expect(await screen.findByText('Paint run')).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();

    vi.setSystemTime(new Date(2026, 10, 24, 14, 40));
    hubReports();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.getByText('Paint run')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Weld gap')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(NOTICE)).not.toBeInTheDocument());
    expect(mocked).toHaveBeenCalledTimes(3);
  });

  it('shows the notice over a chart whose refresh answers 503', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 24, 14, 5));
    const chart: ChartScreen = {
      id: 'test-live-chart',
      kind: 'chart',
      title: 'Holds per day',
      roles: [],
      realtime: 'shopfloor',
      type: 'bar',
      dataSource: { operationId: 'listQcHoldsPerDay', params: {} },
      x: 'Day',
      series: [{ field: 'Holds', caption: 'Holds' }],
    };
    mocked.mockReset();
    mocked
      .mockResolvedValueOnce([{ Day: 'Mon', Holds: 3 }])
      .mockRejectedValueOnce(new ApiError(503, 'Service Unavailable'));
    await renderScreen(chart);
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(document.querySelector('[data-screen-state]')).toBeNull());
    hubReports();
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("still shows the server's message when a refresh is refused for the data itself", async () => {
    mocked.mockReset();
    mocked.mockResolvedValueOnce(firstRows).mockRejectedValueOnce(new ApiError(403, 'No permission'));
    await renderScreen(grid);
    expect(await screen.findByText('Paint run')).toBeInTheDocument();
    hubReports();
    expect(await screen.findByRole('alert')).toHaveTextContent('No permission');
    expect(screen.queryByText(/could not be refreshed/)).not.toBeInTheDocument();
  });
});
